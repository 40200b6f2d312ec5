// embed.js — the search bar for a hotel's homepage: one module script tag, a Shadow DOM root,
// painted at once with defaults; facility settings, pickers and the overlay load afterwards.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { defaultCriteria, restoreCriteria, searchRules, type SearchCriteria, type SearchRules } from '../features/search/criteria';
import type { FacilitySetting } from '../features/facility/schemas';
import { SearchBar } from '../features/search/SearchBar';
import { DictionaryContext } from '../i18n/useT';
import { isSupportedLocale, languageTag, localeFromBrowser, type Locale } from '../i18n/locale';
import { adoptStyle } from '../lib/adoptStyle';
import barCss from '../features/search/searchbar.css?inline';
import type { BookingWidgetApi, MountOptions, OpenMode, WidgetEvent } from './types';
import type { CalendarSource } from '../features/search/calendarApi';

const WIDGET_ORIGIN = new URL(import.meta.url).origin;
const strings = import.meta.glob<Record<string, unknown>>('../../i18n/*/{searchbar,pickers}.json', { import: 'default' });
const handlers: Partial<Record<WidgetEvent, ((detail: unknown) => void)[]>> = Object.create(null);
const OPTION_KEYS = ['code', 'locale', 'open', 'apiBaseUrl', 'identityBaseUrl', 'applicationKey'];

/**
 * What the host page hands us (options, criteria), as own properties only in an object without a
 * prototype: the page's scripts may have added `apiBaseUrl` or `code` to Object.prototype.
 */
function own<T>(value: unknown, keys?: string[]): T {
  const copy = Object.create(null);
  if (value && typeof value === 'object') for (const key of keys ?? Object.keys(value)) if (Object.prototype.hasOwnProperty.call(value, key)) copy[key] = (value as Record<string, unknown>)[key];
  return copy as T;
}
interface MountedBar {
  options: MountOptions;
  host: HTMLElement;
  search(criteria?: Partial<SearchCriteria>): void;
  /** Resolves once the bar has painted and can search. */
  ready: Promise<void>;
  markReady(): void;
}
const bars: MountedBar[] = [];

export function emit(host: EventTarget, event: WidgetEvent, detail: unknown): void {
  host.dispatchEvent(new CustomEvent(`booking:${event}`, { detail, bubbles: true, composed: true }));
  handlers[event]?.forEach((handler) => handler(detail));
}

// What happens on a search (the address, events, dataLayer, the overlay) loads when the guest shows
// intent (hover or focus on Search) or searches: it is not needed for the first paint.
const loadSearch = () => import('./search');

interface BarProps {
  options: MountOptions;
  host: HTMLElement;
  dictionary: Record<string, unknown>;
  setting?: FacilitySetting;
  rules: SearchRules;
  /** The search restored from the cookie, else the facility's defaults (new only when the settings arrive). */
  initial: SearchCriteria;
  calendar?: CalendarSource;
}

function Bar({ options, host, dictionary, setting, rules, initial, calendar }: BarProps) {
  const locale = options.locale as Locale;
  const [opening, setOpening] = useState(false);

  const search = (criteria: SearchCriteria) => {
    if (options.open !== 'overlay') setOpening(true);
    void loadSearch().then((m) => m.runSearch({ criteria, options, setting, host, dictionary, widgetOrigin: WIDGET_ORIGIN, emit }));
  };

  useEffect(() => {
    const bar = bars.find((b) => b.host === host)!;
    bar.search = (partial) => search({ ...initial, ...partial });
  });
  useEffect(() => {
    bars.find((b) => b.host === host)!.markReady();
    emit(host, 'ready', { hotel_code: options.code });
  }, []);

  return (
    <DictionaryContext.Provider value={dictionary}>
      <div class="bwsb-root" style={setting?.button_colour ? { '--bw-button': setting.button_colour } : undefined} aria-busy={opening}>
        <SearchBar criteria={initial} rules={rules} languageTag={languageTag(locale)} onSearch={search} onIntent={loadSearch} calendar={calendar} />
      </div>
    </DictionaryContext.Provider>
  );
}

function resolveTarget(target: Element | string | null | undefined): Element | null {
  return typeof target === 'string' ? document.querySelector(target) : (target ?? null);
}

async function mount(target: Element | string, input: MountOptions): Promise<void> {
  const element = resolveTarget(target);
  const options = own<MountOptions>(input, OPTION_KEYS);
  if (!element || !options.code) {
    console.error('[BookingWidget] mount: no target or code', target);
    return;
  }
  options.open = options.open === 'overlay' ? 'overlay' : 'page';
  if (!isSupportedLocale(options.locale)) options.locale = localeFromBrowser(navigator.languages ?? [navigator.language]);
  // Our own host element (a custom tag no `div` rule matches), reset by `:host { all: initial !important }`
  // in the bar's constructable stylesheet: an !important rule of the shadow tree outranks even the hotel's
  // `* { all: unset !important }`, and a host page's CSP without 'unsafe-inline' cannot block it.
  const host = document.createElement('booking-search');
  host.dataset.bookingWidget = options.code;
  element.replaceChildren(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyle(shadow, barCss);
  const root = document.createElement('div');
  shadow.append(root);
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  bars.push({ options, host, search: () => undefined, ready, markReady });

  const load = (namespace: string) => strings[`../../i18n/${options.locale}/${namespace}.json`]!();
  let dictionary: Record<string, unknown> = { searchbar: await load('searchbar') };
  let setting: FacilitySetting | undefined;
  let calendar: CalendarSource | undefined;
  // The guest's clock until the settings name the hotel's time zone.
  let rules = searchRules();
  let initial = restoreCriteria(options.code) ?? defaultCriteria(rules);
  const paint = () => render(<Bar options={options} host={host} dictionary={dictionary} setting={setting} rules={rules} initial={initial} calendar={calendar} />, root);
  paint();
  // After the first paint: the pickers' strings, then the facility settings (the bar keeps its size).
  void load('pickers').then((pickers) => {
    dictionary = { ...dictionary, pickers };
    paint();
    // What a search does loads now too (after the first paint): a tap on a phone, with no hover first, does not wait for it.
    void loadSearch();
  });
  const settingsModule = 'embed/settings.js';
  import(/* @vite-ignore */ new URL(settingsModule, import.meta.url).href)
    .then(async (m: typeof import('./settings')) => {
      setting = await m.loadSettings(WIDGET_ORIGIN, options);
      rules = m.hotelSearchRules(setting);
      calendar = m.calendarSource(options.code, setting);
      initial = restoreCriteria(options.code) ?? defaultCriteria(rules);
      paint();
    })
    .catch((error: unknown) => console.warn('[BookingWidget] settings unavailable, defaults kept', error));
}

function fromScriptTags(): void {
  const self = import.meta.url.split('?')[0];
  document.querySelectorAll<HTMLScriptElement>('script[src][data-code]').forEach((script) => {
    if (script.src.split('?')[0] !== self || script.hasAttribute('data-mounted')) return;
    script.setAttribute('data-mounted', 'true');
    // Attributes, not `dataset`: a missing data-* name would be looked up on the (pollutable) prototype chain.
    const [code, target, locale, open, apiBaseUrl, identityBaseUrl, applicationKey] = ['code', 'target', 'locale', 'open', 'api-base-url', 'identity-base-url', 'app-key'].map(
      (name) => script.getAttribute(`data-${name}`) ?? undefined,
    );
    const options = own<MountOptions>({ code, locale, open: open as OpenMode, apiBaseUrl, identityBaseUrl, applicationKey }, OPTION_KEYS);
    const place = () => {
      let element = resolveTarget(target);
      if (!element && !target) {
        element = document.createElement('div');
        script.after(element);
      }
      if (element) void mount(element, options);
      else console.error('[BookingWidget] no data-target', target);
    };
    // The tag may stand before its target element: wait for the document when it is not there yet.
    if (resolveTarget(target) || document.readyState !== 'loading') place();
    else document.addEventListener('DOMContentLoaded', place, { once: true });
  });
}

const api: BookingWidgetApi = {
  version: __APP_VERSION__,
  mount: (target, options) => void mount(target, options),
  open(given) {
    const criteria = own<Partial<SearchCriteria> & { code?: string }>(given);
    const bar = bars.find((b) => !criteria.code || b.options.code === criteria.code) ?? bars[0];
    void bar?.ready.then(() => bar.search(criteria));
  },
  on(event, handler) {
    const name = event.replace(/^booking:/, '') as WidgetEvent;
    (handlers[name] ??= []).push(handler);
  },
};

// Calls made before this script loaded were queued by the snippet's stub: replay them in order.
const stub = (window as unknown as { BookingWidget?: { q?: [keyof BookingWidgetApi, ...unknown[]][] } }).BookingWidget;
(window as unknown as { BookingWidget: BookingWidgetApi }).BookingWidget = api;
fromScriptTags();
for (const [method, ...args] of stub?.q ?? []) (api[method] as (...a: unknown[]) => void)(...args);
