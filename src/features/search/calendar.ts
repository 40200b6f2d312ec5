// Calendar layout for the date picker only: kept out of lib/dates and format.ts so that the
// search bar's first paint does not carry it (it loads with the picker's chunk).
import { addDays, asUtcDate, type IsoDate } from '../../lib/dates';
import { formatDay } from './format';

export function startOfMonth(day: IsoDate): IsoDate {
  return `${day.slice(0, 7)}-01`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: IsoDate): number {
  return asUtcDate(day).getUTCDay();
}

/** The days of a month laid out in weeks (Sunday first); days outside the month are null. */
export function monthWeeks(firstOfMonth: IsoDate): (IsoDate | null)[][] {
  const days: (IsoDate | null)[] = Array(weekday(firstOfMonth)).fill(null);
  for (let day = firstOfMonth; day.slice(0, 7) === firstOfMonth.slice(0, 7); day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

export function formatMonth(firstOfMonth: IsoDate, languageTag: string): string {
  return formatDay(firstOfMonth, languageTag, { year: 'numeric', month: 'long' });
}

/** Short weekday names, Sunday first. 2026-11-01 is a Sunday. */
export function weekdayNames(languageTag: string, width: 'short' | 'long' = 'short'): string[] {
  return Array.from({ length: 7 }, (_, i) => formatDay(`2026-11-0${i + 1}`, languageTag, { weekday: width }));
}
