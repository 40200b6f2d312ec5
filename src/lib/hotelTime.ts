// The hotel's clock. Every date rule of a booking (the default search, "yesterday bookable", the
// reservable period, the check-in offset, same-day cancellation) counts days at the hotel, in the
// IANA time zone of its facility setting (`time_zone`), never on the guest's clock: a guest in
// Los Angeles booking a hotel in Tokyo is offered Tokyo's today.
// Not on the search bar's first paint (which uses the guest's day until the settings arrive).
import { today, type IsoDate } from './dates';

const formats = new Map<string, Intl.DateTimeFormat | null>();

/** en-CA writes dates as YYYY-MM-DD; one formatter per zone, null for a zone this browser does not know. */
function format(timeZone: string): Intl.DateTimeFormat | null {
  if (!formats.has(timeZone)) {
    let made: Intl.DateTimeFormat | null = null;
    try {
      made = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    } catch {
      made = null;
    }
    formats.set(timeZone, made);
  }
  return formats.get(timeZone)!;
}

function parts(timeZone: string | null | undefined, now: Date): { day: IsoDate; hour: number } | undefined {
  const formatter = timeZone ? format(timeZone) : null;
  if (!formatter) return undefined;
  const get = (type: string) => formatter.formatToParts(now).find((part) => part.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) % 24 };
}

/** Today's calendar day at the hotel; the guest's own day when the zone is missing or unknown. */
export function hotelToday(timeZone: string | null | undefined, now: Date = new Date()): IsoDate {
  return parts(timeZone, now)?.day ?? today(now);
}

export interface HotelNow {
  date: IsoDate;
  hour: number;
}

/** The hotel's calendar day and hour; the guest's own when the zone is missing or unknown. */
export function hotelNow(timeZone: string | null | undefined, now: Date = new Date()): HotelNow {
  const found = parts(timeZone, now);
  return found ? { date: found.day, hour: found.hour } : { date: today(now), hour: now.getHours() };
}

/** The hour (0–23) on the hotel's wall clock; the guest's own hour when the zone is missing or unknown. */
export function hotelHour(timeZone: string | null | undefined, now: Date = new Date()): number {
  return parts(timeZone, now)?.hour ?? now.getHours();
}

/** The hotel's IANA time zone from its facility setting (`time_zone`, or the older `timezone`). */
export function hotelTimeZone(setting?: { time_zone?: string | null; timezone?: string | null } | null): string | undefined {
  return setting?.time_zone || setting?.timezone || undefined;
}
