// The date picker's calendar (spec section 7: GET hotels/{hotel}/rooms/availability and rooms/price): per date of a
// range of up to three months, whether a night can start there (bookable, sold out, outside the bookable period) and,
// where the hotel shows prices in its calendar, the lowest public price of one night for the searched guests.
// Both read the per-date inventory of the range in one query; the price runs the room search's own evaluate() per date.
import type { Db } from './db.ts';
import { addDays, daysBetween, eachDate, isIsoDate } from './dates.ts';
import { validationError } from './errors.ts';
import { catalogue, companionSetting, loadInventory, type HotelRow } from './hotels.ts';
import { evaluate, hotelToday, parseSearch, reservableLimit, type SearchParams } from './search.ts';
import type { QueryObject, QueryValue } from './query.ts';

/** At most this many dates per request: three months of the picker. */
export const CALENDAR_MAX_DAYS = 93;

export type DayStatus = 'available' | 'sold_out' | 'unavailable';

function dateParam(v: QueryValue | undefined, name: string): string {
  if (typeof v !== 'string' || !v) throw validationError(`${name} is required (YYYY-MM-DD).`);
  if (!isIsoDate(v)) throw validationError(`${name} must be a valid date in YYYY-MM-DD format.`);
  return v;
}

/** The range [from, to) of the query: `from` and `to` (exclusive), at most CALENDAR_MAX_DAYS days. */
export function calendarRange(query: QueryObject): { from: string; to: string } {
  const from = dateParam(query.from, 'from');
  const to = dateParam(query.to, 'to');
  const days = daysBetween(from, to);
  if (days <= 0) throw validationError('to must be after from.');
  if (days > CALENDAR_MAX_DAYS) throw validationError(`Ask for at most ${CALENDAR_MAX_DAYS} days at once.`);
  return { from, to };
}

/** The check-in dates the hotel takes now: from its today (yesterday when yesterday_bookable) to the last night of its reservable period. */
export function bookableCheckins(hotel: HotelRow, now: Date): { first: string; last: string } {
  const today = hotelToday(hotel, now);
  return { first: hotel.yesterday_bookable ? addDays(today, -1) : today, last: addDays(reservableLimit(hotel, now), -1) };
}

function roomCount(query: QueryObject): number {
  const raw = query.room_count;
  if (raw === undefined || raw === '') return 1;
  const n = typeof raw === 'string' && /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 10) throw validationError('room_count must be a whole number from 1 to 10.');
  return n;
}

/**
 * rooms/availability: every date of the range with its status and the rooms left that night (over all room types).
 * A night is sold out when no room type has `room_count` rooms left (default 1).
 */
export function availability(db: Db, hotel: HotelRow, query: QueryObject, now: Date) {
  const { from, to } = calendarRange(query);
  const need = roomCount(query);
  const { first, last } = bookableCheckins(hotel, now);
  const inventory = loadInventory(db, hotel.id, from, to);
  const dates = eachDate(from, to).map((date) => {
    if (date < first || date > last) return { date, status: 'unavailable' as DayStatus, rooms_left: 0 };
    let left = 0;
    let most = 0;
    for (const nights of inventory.values()) {
      const remaining = nights.get(date)?.remaining ?? 0;
      left += remaining;
      most = Math.max(most, remaining);
    }
    return { date, status: (most >= need ? 'available' : 'sold_out') as DayStatus, rooms_left: left };
  });
  return { from, to, dates };
}

/**
 * rooms/price: per date, the lowest total price of a one-night stay starting that night for the searched rooms and
 * guests (the room search payload without dates; default one room of the hotel's default adults), over the public
 * plans (mode brr) with rooms left; null where none. Only for hotels that show prices in their calendar.
 */
export function lowestPrices(db: Db, hotel: HotelRow, query: QueryObject, now: Date) {
  if (!hotel.calendar_prices_enabled) throw validationError('This hotel does not show prices in its calendar.');
  const { from, to } = calendarRange(query);
  const { first, last } = bookableCheckins(hotel, now);
  const cat = catalogue(db, hotel.id);
  const listed = Array.isArray(query.rooms) ? Object.fromEntries(query.rooms.entries()) : query.rooms;
  const given: QueryObject = listed && typeof listed === 'object' ? listed : { 0: { adults: String(hotel.default_adults) } };
  // The guests are checked as the room search checks them, on a stay the hotel takes.
  const rooms: QueryObject = {};
  for (const [key, room] of Object.entries(given)) {
    rooms[key] = { ...(room && typeof room === 'object' && !Array.isArray(room) ? room : {}), checkin_date: first, checkout_date: addDays(first, 1) };
  }
  const parsed = parseSearch({ rooms, mode: 'brr', type: 'room' }, hotel, cat.tiers, now, { companions: companionSetting(db, hotel) });
  const p: SearchParams = { ...parsed, includingOccupied: false, availableRoomsOnly: true, searchNextAvailable: false };
  const inventory = loadInventory(db, hotel.id, from, addDays(to, 1));
  const dates = eachDate(from, to).map((date) => {
    if (date < first || date > last) return { date, price: null };
    let lowest: number | null = null;
    for (const room of evaluate(hotel, cat, inventory, p, date, addDays(date, 1))) {
      for (const plan of room.plans) if (lowest === null || plan.totalPrice < lowest) lowest = plan.totalPrice;
    }
    return { date, price: lowest };
  });
  return { from, to, currency: hotel.currency, dates };
}
