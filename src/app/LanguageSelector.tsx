import { useText } from 'preact-i18n';
import { currentLocale, SUPPORTED_LOCALES, type Locale } from '../i18n';
import { changeLocale } from './startup';

export function LanguageSelector() {
  const labels = useText({
    label: 'shell.language',
    ja: 'shell.language_names.ja',
    en: 'shell.language_names.en',
    ko: 'shell.language_names.ko',
    zh_Hans: 'shell.language_names.zh_Hans',
    zh_Hant: 'shell.language_names.zh_Hant',
  });
  return (
    <label class="bw-language">
      <span class="bw-visually-hidden">{labels.label}</span>
      <select
        value={currentLocale.value}
        onChange={(event) => void changeLocale((event.currentTarget as HTMLSelectElement).value as Locale)}
      >
        {SUPPORTED_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale.replace('_', '-')}>
            {labels[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
