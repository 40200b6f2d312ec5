// Locale rules of spec section 1.

export const SUPPORTED_LOCALES = ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Maps one browser language tag (BCP 47) to a supported locale, or undefined. */
export function mapBrowserLanguage(tag: string): Locale | undefined {
  const lower = tag.toLowerCase().replace('_', '-');
  const [language] = lower.split('-');
  if (language === 'ja' || language === 'en' || language === 'ko') return language;
  if (language !== 'zh') return undefined;
  // Traditional script, or a region that writes it, maps to zh_Hant; other Chinese to zh_Hans.
  if (/(^|-)(hant|tw|hk|mo)(-|$)/.test(lower)) return 'zh_Hant';
  return 'zh_Hans';
}

/** "The browser language is mapped to one of them, with en as the default." */
export function localeFromBrowser(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const mapped = mapBrowserLanguage(tag);
    if (mapped) return mapped;
  }
  return DEFAULT_LOCALE;
}

/**
 * The guest's locale: a `locale` query value only if supported, then the guest's stored choice,
 * then the browser languages mapped, en by default.
 */
export function resolveLocale(input: {
  query?: string | null;
  stored?: string | null;
  browser: readonly string[];
}): Locale {
  if (isSupportedLocale(input.query)) return input.query;
  if (isSupportedLocale(input.stored)) return input.stored;
  return localeFromBrowser(input.browser);
}

/** "The facility locale falls back to ja unless it is ko or zh_Hant." */
export function facilityLocale(value: string | null | undefined): 'ja' | 'ko' | 'zh_Hant' {
  return value === 'ko' || value === 'zh_Hant' ? value : 'ja';
}

/** BCP 47 tag for Intl APIs and the html lang attribute. */
export function languageTag(locale: Locale): string {
  return locale.replace('_', '-');
}
