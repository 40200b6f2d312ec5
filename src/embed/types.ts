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
  checkin: string;
  checkout: string;
  nights: number;
  adults: number;
  children: number;
  room_count: number;
  url: string;
}

export interface BookingWidgetApi {
  version: string;
  mount(target: Element | string, options: MountOptions): void;
  open(criteria?: Partial<SearchCriteria> & { code?: string }): void;
  on(event: WidgetEvent | `booking:${WidgetEvent}`, handler: (detail: unknown) => void): void;
}
