import { api, configureApi, ApiError } from '../api';
import { facilitySetting, fetchFacilitySetting, hotelCode, firstPartyDomain, type FacilitySetting } from '../features/facility';
import { preloadResults, showsResults, warmResults } from '../features/results';
import { fetchLoginWidget, fetchMe, fetchProgram, fetchWhoAmI, loginWidget, logOutLocally, member, organization, program, readUserToken } from '../features/account';
import { currentLocale, resolveLocale, switchLocale, useNamespaces, languageTag, type Locale } from '../i18n';
import { readStored, writeStored } from '../lib/storage';
import { fixStrayDoubleSlash, queryOf } from '../lib/url';
import { rememberRuntimeConfig, type RuntimeConfig } from './config';
import { currentUrl, navigate, reloadAt } from './location';
import { ResultsPage } from './routes';
import { BEFORE_503_KEY, globalError, initialLoadArrived, startupStop } from './state';

export const LOCALE_CHOICE_KEY = 'bw_locale';
const RELOAD_GUARD_KEY = 'bw_session_reload_at';
const SSO_CALLBACK_PATH = '/sso/custom/callback';
const LINE_REDIRECT_FLAG = 'line_redirect';

/** The query of the in-app address, merged over the page query (hash mode keeps the code before the #). */
export function startupQuery(): URLSearchParams {
  const merged = queryOf(location.search);
  // Read a hash-route query too, whatever the router mode, so the locale is known before the config is.
  const hash = location.hash.startsWith('#/') ? location.hash.slice(1) : '';
  for (const inApp of [hash, currentUrl()]) {
    if (inApp.includes('?')) queryOf(inApp.slice(inApp.indexOf('?'))).forEach((value, key) => merged.set(key, value));
  }
  return merged;
}

export function isChatbotFrame(query = startupQuery()): boolean {
  return query.get('fromChatbot') === 'true';
}

/** Scope of the stored user token: per brand, else per hotel. */
function tokenScope(): string | undefined {
  return facilitySetting.value?.brand_code ?? hotelCode.value;
}

export function signOutLocally(): void {
  logOutLocally(tokenScope());
}

/** 401: local logout, 'You have already signed out', then sign-in in the chatbot frame or the search page. */
function onSignedOut(): void {
  signOutLocally();
  globalError.value = { key: 'errors.signed_out' };
  navigate(isChatbotFrame() ? '/sign-in' : '/booking/result', true);
}

function onServiceUnavailable(): void {
  if (!currentUrl().startsWith('/503')) writeStored(BEFORE_503_KEY, currentUrl(), 'session');
  navigate('/503');
}

/** 'invalid client session': the session is cleared; reload, but never in a loop. */
function onInvalidSession(): void {
  const last = readStored<number>(RELOAD_GUARD_KEY, 'session') ?? 0;
  if (Date.now() - last < 10_000) {
    globalError.value = { key: 'errors.session_expired' };
    return;
  }
  writeStored(RELOAD_GUARD_KEY, Date.now(), 'session');
  reloadAt(currentUrl());
}

export function configureRequestPolicy(config: RuntimeConfig): void {
  rememberRuntimeConfig(config);
  const siteController = startupQuery().get('site_controller') ?? undefined;
  configureApi(
    {
      apiBaseUrl: config.apiBaseUrl,
      identityBaseUrl: config.identityBaseUrl,
      applicationKey: config.applicationKey,
      applicationSecret: config.applicationSecret,
      appVersion: __APP_VERSION__,
    },
    {
      locale: () => currentLocale.value,
      userToken: () => {
        const scope = tokenScope();
        return scope ? readUserToken(scope) : undefined;
      },
      siteController: () => siteController,
      isChatbotFrame: () => isChatbotFrame(),
      firstPartyDomain: () => firstPartyDomain.value,
      onInvalidSession,
      onSignedOut,
      onServiceUnavailable,
    },
  );
}

/** The in-app address with its `locale` set: a reload or a shared link keeps the language. */
export function withLocale(url: string, locale: Locale): string {
  const at = url.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  query.set('locale', locale);
  return `${at < 0 ? url : url.slice(0, at)}?${query}`;
}

/** Changing language stores the choice, puts it in the address and re-renders without a reload. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeStored(LOCALE_CHOICE_KEY, locale);
  await switchLocale(locale);
  document.documentElement.lang = languageTag(locale);
  const url = currentUrl();
  const next = withLocale(url, locale);
  if (next !== url) navigate(next, true);
}

export type StartupPath = 'normal' | 'sso-callback';

/** Paths that skip normal start-up: the SSO callback and the LINE redirect flag. */
export function startupPath(query = startupQuery()): StartupPath {
  const path = currentUrl().split('?')[0];
  return path === SSO_CALLBACK_PATH || query.get(LINE_REDIRECT_FLAG) === 'true' ? 'sso-callback' : 'normal';
}

/** Fixes a stray `//?` in the address before anything renders. */
export function fixAddress(): void {
  const fixed = fixStrayDoubleSlash(currentUrl());
  if (fixed) navigate(fixed, true);
}

/** Sets the language before the first render: query (if supported), stored choice, browser. */
export async function initLocale(): Promise<void> {
  const locale = resolveLocale({
    query: startupQuery().get('locale'),
    stored: readStored<string>(LOCALE_CHOICE_KEY),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  currentLocale.value = locale;
  document.documentElement.lang = languageTag(locale);
  // A page that shows results: its strings load with the shell's, not after the results chunk asks for them.
  if (showsResults(currentUrl())) useNamespaces(['searchbar', 'results']).catch(() => undefined);
  await useNamespaces(['shell', 'errors']);
}

/**
 * A link asking for more rooms, guests or nights than the hotel's search allows: the page brings the
 * search within the rules, and the guest is told it did. Loaded lazily: the search rules are not the shell's.
 */
function warnOutOfLimitsLink(setting: FacilitySetting): void {
  const query = startupQuery();
  if (!['room_count', 'adults', 'children', 'rooms', 'n', 'checkin'].some((name) => query.has(name))) return;
  // The module itself, not the feature's index: a lazy import of the index would bundle the search bar with it.
  void import('../features/search/linkLimits').then(({ linkOutOfLimits, hotelLimits }) => {
    if (linkOutOfLimits(query, hotelLimits(setting))) globalError.value = { key: 'errors.link_out_of_limits' };
  });
}

/** The first thing start-up does on a page that shows results: its route chunk loads while the configuration and the session are fetched. */
export function preloadResultsRoute(): void {
  if (showsResults(currentUrl())) void ResultsPage.preload();
}

function initFailed(error: unknown): void {
  globalError.value = { key: error instanceof ApiError ? error.messageKey : 'errors.generic' };
}

/**
 * Start-up of spec section 4: resolve the facility code, obtain a client session, load the facility
 * settings and the login widget, identify the user, then mark the initial load as arrived.
 * A failure after the code sets the global error and the app goes on.
 */
export async function startUp(): Promise<void> {
  const code = startupQuery().get('code')?.trim();
  if (!code) {
    startupStop.value = { key: 'shell.no_hotel_code' };
    return;
  }
  hotelCode.value = code;
  try {
    warmResults(currentUrl());
    await api().ensureSession();
    // "Results are preloaded on root, booking and result pages when a session exists": the room
    // search (when the address names the stay) and the results chunk start now, without waiting.
    if (preloadResults(code, currentUrl())) void ResultsPage.preload();
    const [settings, widget] = await Promise.allSettled([fetchFacilitySetting(code), fetchLoginWidget(code)]);
    if (settings.status === 'fulfilled') {
      facilitySetting.value = settings.value;
      warnOutOfLimitsLink(settings.value);
    } else if (settings.reason instanceof ApiError && settings.reason.status === 404) {
      startupStop.value = { key: 'shell.unknown_hotel_code', fields: { code } };
      return;
    } else initFailed(settings.reason);
    if (widget.status === 'fulfilled') loginWidget.value = widget.value;
    else initFailed(widget.reason);
    await identifyUser(code);
  } catch (error) {
    initFailed(error);
  } finally {
    initialLoadArrived.value = true;
  }
}

async function identifyUser(code: string): Promise<void> {
  const scope = tokenScope();
  if (scope && readUserToken(scope)) member.value = await fetchMe();
  else {
    const who = await fetchWhoAmI(code);
    member.value = who.member;
    organization.value = who.organization;
  }
  if (member.value) await loadMemberProgram(code);
}

/**
 * A member's program and companion tiers. "Failure to fetch the signed-in program (non-corporate)
 * logs out locally with the logout message."
 */
async function loadMemberProgram(code: string): Promise<void> {
  try {
    program.value = await fetchProgram(code);
  } catch {
    if (organization.value) return;
    signOutLocally();
    globalError.value = { key: 'errors.signed_out' };
  }
}
