// Loaded after the bar's first paint: the runtime configuration of the widget origin, a client
// session through the one request policy, then the facility settings. Built as its own
// self-contained module (dist/embed/settings.js) so that embed.js shares no chunk with it:
// the first paint is one request.
import { configureApi } from '../api';
// Straight from the module, not the feature's index: the index brings the signal stores along.
import { fetchFacilitySetting } from '../features/facility/api';
import type { FacilitySetting } from '../features/facility/schemas';
import { DEFAULT_LOCALE, isSupportedLocale } from '../i18n/locale';
import type { MountOptions } from './types';

// With the settings: the rules on the hotel's clock (the first paint used the guest's) and the date
// picker's marks (sold-out nights, prices), so neither weighs on embed.js.
export { hotelSearchRules } from '../features/search/hotelRules';
export { calendarSource } from '../features/search/calendarApi';

interface WidgetConfig {
  apiBaseUrl: string;
  identityBaseUrl: string;
  applicationKey: string;
  applicationSecret: string;
}

let config: Promise<WidgetConfig> | undefined;

export async function loadSettings(origin: string, options: MountOptions): Promise<FacilitySetting> {
  config ??= fetch(`${origin}/config.json`).then((res) => res.json() as Promise<WidgetConfig>);
  const runtime = await config;
  configureApi(
    {
      apiBaseUrl: options.apiBaseUrl ?? runtime.apiBaseUrl,
      identityBaseUrl: options.identityBaseUrl ?? runtime.identityBaseUrl,
      applicationKey: options.applicationKey ?? runtime.applicationKey,
      applicationSecret: runtime.applicationSecret,
      appVersion: __APP_VERSION__,
    },
    {
      locale: () => (isSupportedLocale(options.locale) ? options.locale : DEFAULT_LOCALE),
      userToken: () => undefined,
      siteController: () => undefined,
      isChatbotFrame: () => false,
      firstPartyDomain: () => undefined,
      // On the hotel's page the bar never reloads or navigates on its own: it keeps its defaults.
      onInvalidSession: () => undefined,
      onSignedOut: () => undefined,
      onServiceUnavailable: () => undefined,
    },
  );
  return fetchFacilitySetting(options.code);
}
