import type { SearchCriteria } from '../features/search/criteria';

export type OpenMode = 'page' | 'overlay';

/** Options of `BookingWidget.mount(el, options)` and of the script tag's data attributes. */
export interface MountOptions {
  code: string;
  locale?: string;
  open?: OpenMode;
  /** Overrides of the runtime configuration read from the widget origin's config.json. */
  apiBaseUrl?: string;
  identityBaseUrl?: string;
  applicationKey?: string;
}

export type WidgetEvent = 'ready' | 'search' | 'completed' | 'close';

/** What `booking:search` carries: the search, never personal data. */
export interface SearchEventDetail {
  hotel_code: string;
  search_type: 'dated' | 'undated';
  /** Absent for an undated search. */
  checkin?: string;
  checkout?: string;
  nights: number;
  is_day_use: boolean;
  adults: number;
  children: number;
  rooms: number;
  url: string;
}

export interface BookingWidgetApi {
  version: string;
  mount(target: Element | string, options: MountOptions): void;
  open(criteria?: Partial<SearchCriteria> & { code?: string }): void;
  on(event: WidgetEvent | `booking:${WidgetEvent}`, handler: (detail: unknown) => void): void;
}
