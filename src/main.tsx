import { render, type ComponentChild } from 'preact';
import { App } from './app/App';
import { loadRuntimeConfig } from './app/config';
import { setAllowedParentOrigins } from './app/frame';
import { setRouterMode } from './app/location';
import { SsoCallback } from './app/pages/SsoCallback';
import { globalError, startupStop } from './app/state';
import { configureRequestPolicy, fixAddress, initLocale, preloadResultsRoute, startUp, startupPath } from './app/startup';
import { I18nProvider } from './i18n';
import './app/shell.css';

/** index.html's skeleton stays on screen until the app paints its own (render is synchronous: no blank frame). */
function show(root: HTMLElement, app: ComponentChild): void {
  root.replaceChildren();
  render(app, root);
}

async function boot(root: HTMLElement): Promise<void> {
  preloadResultsRoute();
  const [config] = await Promise.all([loadRuntimeConfig().catch(() => undefined), initLocale()]);
  if (!config) {
    startupStop.value = { key: 'errors.config' };
    show(root, <App />);
    return;
  }
  setRouterMode(config.routerMode);
  setAllowedParentOrigins(config.allowedParentOrigins);
  fixAddress();
  if (startupPath() === 'sso-callback') {
    show(
      root,
      <I18nProvider>
        <SsoCallback />
      </I18nProvider>,
    );
    return;
  }
  configureRequestPolicy(config);
  show(root, <App />);
  await startUp();
}

const root = document.getElementById('app')!;
boot(root).catch(() => {
  globalError.value = { key: 'errors.generic' };
  // Never leave the guest on the skeleton: the shell says what went wrong.
  if (root.querySelector('.bw-boot') && !root.querySelector('.bw-shell')) show(root, <App />);
});
