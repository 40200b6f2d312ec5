import { useEffect } from 'preact/hooks';
import { ErrorBoundary, Route, Router, useLocation } from 'preact-iso';
import { Text } from 'preact-i18n';
import { facilitySetting, hotelCode } from '../features/facility';
import { I18nProvider, t, currentLocale } from '../i18n';
import { textColourOn } from '../lib/contrast';
import { withCode } from '../lib/url';
import { Footer } from './Footer';
import { Header } from './Header';
import { LeaveDialog, useCloseRequests } from './LeaveDialog';
import { RouterLocationProvider } from './location';
import { NotFound } from './pages/NotFound';
import { usePageFocus } from './pageFocus';
import { metaFor, routes, type RouteMeta } from './routes';
import { BootSkeleton } from './BootSkeleton';
import { globalError, initialLoadArrived, startupStop } from './state';
import { BrowserWarning, GlobalWarning } from './Warnings';

/** "The code query parameter is appended to every route that lacks it." */
function useCodeOnEveryRoute(): void {
  const { url, route } = useLocation();
  const code = hotelCode.value;
  useEffect(() => {
    const next = withCode(url, code);
    if (next !== url) route(next, true);
  }, [url, code, route]);
}

function usePageTitle(meta: RouteMeta): void {
  const name = facilitySetting.value?.hotel_name;
  const title = meta.title ? t(`shell.titles.${meta.title}`) : '';
  // currentLocale is read so the title follows a language change.
  const locale = currentLocale.value;
  useEffect(() => {
    document.title = [title, name].filter(Boolean).join(' | ') || document.title;
  }, [title, name, locale]);
}

function colours(): Record<string, string> {
  const setting = facilitySetting.value;
  const style: Record<string, string> = {};
  if (setting?.button_colour) style['--bw-button'] = setting.button_colour;
  if (setting?.header_colour) {
    style['--bw-header'] = setting.header_colour;
    // The name and the header's controls in the colour that reads best on the hotel's header (WCAG contrast).
    style['--bw-header-text'] = textColourOn(setting.header_colour);
  }
  return style;
}

function StopPage() {
  const stop = startupStop.value!;
  return (
    <main class="bw-shell bw-page bw-notice" id="bw-main">
      <h1>
        <Text id={stop.key} fields={stop.fields} />
      </h1>
      <p>
        <Text id="shell.stop_hint" />
      </p>
    </main>
  );
}

function Shell() {
  const { path } = useLocation();
  const meta = metaFor(path);
  useCodeOnEveryRoute();
  usePageTitle(meta);
  usePageFocus(path, initialLoadArrived.value);
  useCloseRequests();
  if (startupStop.value) return <StopPage />;
  return (
    <div class="bw-shell" style={colours()}>
      {/* In a landmark of its own: axe recognises a skip link only by its position before the page's first
          other link, and cannot compare it with links in a shadow root (the hotel's header and footer HTML). */}
      <nav aria-label={t('shell.skip_to_content')}>
        <a class="bw-skip" href="#bw-main">
          <Text id="shell.skip_to_content" />
        </a>
      </nav>
      {!meta.headless && <Header meta={meta} />}
      <BrowserWarning />
      {globalError.value && !meta.ignoreError && <GlobalWarning />}
      <main id="bw-main" class="bw-main" tabIndex={-1}>
        {initialLoadArrived.value ? (
          <ErrorBoundary onError={() => (globalError.value = { key: 'errors.generic' })}>
            <Router>
              {routes.map((entry) => (
                <Route key={entry.path} path={entry.path} component={entry.component} />
              ))}
              <Route default component={NotFound} />
            </Router>
          </ErrorBoundary>
        ) : (
          <BootSkeleton />
        )}
      </main>
      {!meta.headless && <Footer />}
      <LeaveDialog />
    </div>
  );
}

export function App() {
  return (
    <I18nProvider>
      <RouterLocationProvider>
        <Shell />
      </RouterLocationProvider>
    </I18nProvider>
  );
}
