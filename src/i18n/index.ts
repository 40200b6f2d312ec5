export { currentLocale, dictionary, installCatalogue, namespacesReady, switchLocale, t, useNamespaces, type Namespace } from './catalogue';
export { DEFAULT_LOCALE, SUPPORTED_LOCALES, facilityLocale, isSupportedLocale, languageTag, localeFromBrowser, mapBrowserLanguage, resolveLocale, type Locale } from './locale';
export { I18nProvider } from './provider';
