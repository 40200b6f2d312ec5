import { array, create, defaulted, enums, optional, string, type, type Infer } from 'superstruct';

/** The runtime configuration (DESIGN.md contract): read at run time, never baked into a build. */
export const RuntimeConfig = type({
  apiBaseUrl: string(),
  identityBaseUrl: string(),
  applicationKey: string(),
  applicationSecret: string(),
  routerMode: defaulted(enums(['history', 'hash']), 'history'),
  widgetOrigin: optional(string()),
  allowedParentOrigins: defaulted(array(string()), []),
  /** The card provider's base URL (card tokens); defaults to the origin of apiBaseUrl. */
  paymentProviderUrl: optional(string()),
});
export type RuntimeConfig = Infer<typeof RuntimeConfig>;

let active: RuntimeConfig | undefined;

/** Keeps the configuration the app started with, for the few features that need more than the request policy. */
export function rememberRuntimeConfig(config: RuntimeConfig): void {
  active = config;
}

export function runtimeConfig(): RuntimeConfig | undefined {
  return active;
}

declare global {
  interface Window {
    /** A config object for a standalone page that does not serve config.json. */
    BOOKING_WIDGET_CONFIG?: unknown;
  }
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = window.BOOKING_WIDGET_CONFIG;
  const raw = inline ?? (await (await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-cache' })).json());
  return create(raw, RuntimeConfig);
}
