import { render } from 'preact';
import { App } from './app/App';
import { loadRuntimeConfig } from './app/config';
import { setAllowedParentOrigins } from './app/frame';
import { setRouterMode } from './app/location';
import { SsoCallback } from './app/pages/SsoCallback';
import { globalError, startupStop } from './app/state';
import { configureRequestPolicy, fixAddress, initLocale, startUp, startupPath } from './app/startup';
import { I18nProvider } from './i18n';
import './app/shell.css';

async function boot(root: HTMLElement): Promise<void> {
  const [config] = await Promise.all([loadRuntimeConfig().catch(() => undefined), initLocale()]);
  if (!config) {
    startupStop.value = { key: 'errors.config' };
    render(<App />, root);
    return;
  }
  setRouterMode(config.routerMode);
  setAllowedParentOrigins(config.allowedParentOrigins);
  fixAddress();
  if (startupPath() === 'sso-callback') {
    render(
      <I18nProvider>
        <SsoCallback />
      </I18nProvider>,
      root,
    );
    return;
  }
  configureRequestPolicy(config);
  render(<App />, root);
  await startUp();
}

boot(document.getElementById('app')!).catch(() => {
  globalError.value = { key: 'errors.generic' };
});
