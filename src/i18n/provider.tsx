import type { ComponentChildren } from 'preact';
import { IntlProvider } from 'preact-i18n';
import { dictionary } from './catalogue';
import { DictionaryContext } from './useT';

/** The preact-i18n provider (for <Text>) and our dictionary (for useT), re-rendered on language change. */
export function I18nProvider({ children }: { children: ComponentChildren }) {
  const definition = dictionary.value;
  return (
    <IntlProvider definition={definition}>
      <DictionaryContext.Provider value={definition}>{children}</DictionaryContext.Provider>
    </IntlProvider>
  );
}
