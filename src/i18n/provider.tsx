import type { ComponentChildren } from 'preact';
import { IntlProvider } from 'preact-i18n';
import { dictionary } from './catalogue';

/** The preact-i18n provider, re-rendered when the language or the loaded catalogues change. */
export function I18nProvider({ children }: { children: ComponentChildren }) {
  return <IntlProvider definition={dictionary.value}>{children}</IntlProvider>;
}
