// Boots the real shell in jsdom against a fake sandbox, with fresh module state per test.
import { render } from '@testing-library/preact';
import { vi } from 'vitest';
import { createFakeServer, json } from '../api/fake-server';

export const SETTINGS = {
  hotel_id: 1,
  hotel_code: 'sakura-tokyo',
  hotel_name: 'Hotel Sakura Tokyo',
  currency: 'JPY',
  locale: 'ja',
  header_mode: 'logo',
  logo_url: 'http://api.test/sandbox-assets/logo.svg',
  button_colour: '#9c2f3c',
  header_colour: '#2b1d1f',
  website_footer_html: '<a href="https://hotel.example/privacy">Privacy</a>',
};

export interface BootOptions {
  url: string;
  settings?: Record<string, unknown>;
  prepare?: (server: ReturnType<typeof createFakeServer>) => void;
}

export async function bootShell({ url, settings = SETTINGS, prepare }: BootOptions) {
  history.replaceState(null, '', url);
  document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
  localStorage.clear();
  sessionStorage.clear();
  const server = createFakeServer();
  prepare?.(server);
  server.answerOnce('/settings/booking_widget', json(200, { data: settings }));
  server.answerOnce('/settings/sign_in_button', json(200, { data: { is_active: true } }));
  server.answerOnce('/session/whoami', json(200, { data: { member: null, organization: null } }));
  vi.stubGlobal('fetch', server.fetch);

  const startup = await import('../../src/app/startup');
  const { App } = await import('../../src/app/App');
  const { setRouterMode } = await import('../../src/app/location');
  const state = await import('../../src/app/state');
  const i18n = await import('../../src/i18n');
  const facility = await import('../../src/features/facility');
  const account = await import('../../src/features/account');
  // Module state lives on between tests: start each one from nothing.
  state.globalError.value = undefined;
  state.initialLoadArrived.value = false;
  state.startupStop.value = undefined;
  facility.facilitySetting.value = undefined;
  facility.hotelCode.value = undefined;
  account.loginWidget.value = undefined;
  account.member.value = null;
  account.organization.value = null;
  account.program.value = null;
  setRouterMode('history');
  await startup.initLocale();
  startup.configureRequestPolicy({
    apiBaseUrl: 'http://api.test/api/v1',
    identityBaseUrl: 'http://api.test/identity/v1',
    applicationKey: 'demo-app-key',
    applicationSecret: 'demo-app-secret',
    routerMode: 'history',
    allowedParentOrigins: [],
  });
  const view = render(<App />);
  const started = startup.startUp();
  return { view, server, started, startup, state, i18n };
}
