// What the date picker marks on its days (spec section 7): sold-out and unavailable nights from
// rooms/availability and, where the hotel shows them, the lowest price per date from rooms/price.
// Asked for when the calendar opens, one request per visible range of months, kept for the page's
// life; a failed request leaves the plain calendar. Not on the bar's first paint: the bar gets it from
// its settings loader (src/embed/settings.ts), the results pages from their own bundle.
import { array, enums, nullable, number, string, type } from 'superstruct';
import { api } from '../../api';
import type { FacilitySetting } from '../facility/schemas';
import type { IsoDate } from '../../lib/dates';
import type { RoomGuests } from './criteria';

export interface CalendarDay {
  status?: 'available' | 'sold_out' | 'unavailable';
  /** Lowest price of one night from this date for the guests searched; null where there is none. */
  price?: number | null;
}
export type CalendarDays = Record<IsoDate, CalendarDay>;

export interface CalendarSource {
  /** The hotel's currency, for the prices. */
  currency: string;
  /** Marks for the dates [from, to) for these rooms' guests. */
  load(from: IsoDate, to: IsoDate, rooms: RoomGuests[]): Promise<CalendarDays>;
}

const AvailabilityResponse = type({ data: type({ dates: array(type({ date: string(), status: enums(['available', 'sold_out', 'unavailable']) })) }) });
const PriceResponse = type({ data: type({ dates: array(type({ date: string(), price: nullable(number()) })) }) });

/** The calendar marks of one hotel: availability always, prices when its setting shows them. */
export function calendarSource(code: string, setting: Pick<FacilitySetting, 'currency' | 'calendar_prices_enabled'>): CalendarSource {
  const cache = new Map<string, Promise<CalendarDays>>();
  const path = (name: string) => `hotels/${encodeURIComponent(code)}/rooms/${name}`;
  return {
    currency: setting.currency,
    load(from, to, rooms) {
      const key = JSON.stringify([from, to, rooms]);
      let pending = cache.get(key);
      if (!pending) {
        const days: CalendarDays = {};
        const availability = api()
          .get(path('availability'), { params: { from, to, room_count: rooms.length }, schema: AvailabilityResponse })
          .then((body) => body.data.dates.forEach(({ date, status }) => (days[date] = { ...days[date], status })));
        // Prices are a help: without them the marks still show.
        const prices = setting.calendar_prices_enabled
          ? api()
              .get(path('price'), { params: { from, to, rooms }, schema: PriceResponse })
              .then((body) => body.data.dates.forEach(({ date, price }) => (days[date] = { ...days[date], price })))
              .catch(() => undefined)
          : undefined;
        pending = Promise.all([availability, prices]).then(() => days);
        // A failed range is asked again next time.
        pending.catch(() => cache.delete(key));
        cache.set(key, pending);
      }
      return pending;
    },
  };
}
