import { DAY_MS } from './constants';

// Stay dates are calendar days written YYYY-MM-DD (spec section 5). Arithmetic runs on UTC
// midnights, so a night is always 86,400,000 ms, whatever daylight saving does in the guest's zone.

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The guest's local calendar day. */
export function today(now: Date = new Date()): IsoDate {
  return fromUtc(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

export function isIsoDate(value: unknown): value is IsoDate {
  const match = typeof value === 'string' && ISO_DATE.exec(value);
  if (!match) return false;
  const utc = new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!));
  return utc.getUTCMonth() === +match[2]! - 1 && utc.getUTCDate() === +match[3]!;
}

function toUtc(day: IsoDate): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): IsoDate {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

export function addDays(day: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** "Night count uses a day length of 86,400,000 ms." */
export function nightsBetween(checkin: IsoDate, checkout: IsoDate): number {
  return Math.round((toUtc(checkout) - toUtc(checkin)) / DAY_MS);
}

/** The same day `months` later (clamped to the month's end): the end of the reservable period. */
export function addMonths(day: IsoDate, months: number): IsoDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(y, m - 1 + months, Math.min(d, last)));
}

/** A Date at noon UTC of that day, for Intl formatting in any zone with timeZone 'UTC'. */
export function asUtcDate(day: IsoDate): Date {
  return new Date(toUtc(day) + DAY_MS / 2);
}
