// A search from the bar on the hotel's page: remember it, tell the page (events, dataLayer), then
// open the widget in the same tab or in the overlay. Loaded on intent, not for the first paint.
import { guestTotals, nightsOf, searchRules, type SearchCriteria } from '../features/search/criteria';
import { criteriaToQuery } from '../features/search/query';
import { withinRules } from '../features/search/rules';
import { saveCriteria } from '../features/search/remember';
import type { FacilitySetting } from '../features/facility/schemas';
import type { MountOptions, SearchEventDetail, WidgetEvent } from './types';

export interface SearchContext {
  criteria: SearchCriteria;
  options: MountOptions;
  setting?: FacilitySetting;
  host: HTMLElement;
  dictionary: Record<string, unknown>;
  widgetOrigin: string;
  emit(host: EventTarget, event: WidgetEvent, detail: unknown): void;
}

/** A GA4-style push to the hotel's own dataLayer, only when the page has one; never personal data. */
function pushDataLayer(detail: SearchEventDetail): void {
  const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  if (!Array.isArray(layer)) return;
  const { url: _url, ...search } = detail;
  layer.push({ event: 'booking_search', ...search });
}

/**
 * Opens the connection to the widget's origin, so the results page's first bytes do not wait for one on a
 * slow network. Once per page.
 */
export function warmWidget(widgetOrigin: string): void {
  if (!/^https?:/.test(widgetOrigin) || widgetOrigin === location.origin) return;
  if (document.head.querySelector(`link[rel=preconnect][href="${widgetOrigin}"]`)) return;
  for (const crossOrigin of [null, '']) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = widgetOrigin;
    // One connection for the page itself, one for its module scripts (fetched in CORS mode).
    if (crossOrigin !== null) link.crossOrigin = crossOrigin;
    document.head.append(link);
  }
}

// This module loads on intent (hover or focus on Search) or on the search itself, from the widget's origin:
// that is the moment to open the connection (done here, so the first paint's code does not grow).
warmWidget(new URL(import.meta.url).origin);

export async function runSearch({ criteria: given, options, setting, host, dictionary, widgetOrigin, emit }: SearchContext): Promise<void> {
  // Criteria from `BookingWidget.open()` are the integrator's: brought within the hotel's rules and
  // the spec's limits (rooms, guests, nights) like the guest's own, with a hint when that changed them.
  const criteria = withinRules(given, searchRules(setting));
  let changed = true;
  try {
    changed = criteriaToQuery(criteria, options.code) !== criteriaToQuery(given, options.code);
  } catch {
    // Criteria of the wrong shape (rooms that are not a list…): changed, certainly.
  }
  if (changed) console.warn("[BookingWidget] open(): criteria outside the hotel's rules were brought within them", given);
  // Remembered for an hour on this site.
  saveCriteria(options.code, criteria);
  // "After a search the user goes to the facilities page for a brand-facility setup, otherwise to booking result."
  const path = setting?.booking_widget_type === 'brand' ? '/facilities' : '/booking/result';
  const url = `${widgetOrigin}${path}?${criteriaToQuery(criteria, options.code)}&locale=${options.locale}`;
  const detail: SearchEventDetail = {
    hotel_code: options.code,
    search_type: criteria.search_type,
    ...(criteria.search_type === 'dated' ? { checkin: criteria.checkin, checkout: criteria.checkout } : {}),
    nights: nightsOf(criteria),
    is_day_use: criteria.is_day_use,
    ...guestTotals(criteria),
    url,
  };
  emit(host, 'search', detail);
  pushDataLayer(detail);
  if (options.open !== 'overlay') {
    location.assign(url);
    return;
  }
  const { openOverlay } = await import('./overlay');
  openOverlay(`${url}&iframe=true`, {
    closeLabel: String((dictionary.searchbar as Record<string, unknown>).close),
    onClose: () => emit(host, 'close', { hotel_code: options.code }),
    onMessage: (type, data) => emit(host, type, data),
    returnFocus: host,
  });
}
