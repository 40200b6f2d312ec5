import { asUtcDate, type IsoDate } from '../../lib/dates';

/** A stay day in the guest's language: "Tue, Dec 1" / "12月1日(火)". */
export function formatDay(day: IsoDate, languageTag: string, options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' }): string {
  return new Intl.DateTimeFormat(languageTag, { ...options, timeZone: 'UTC' }).format(asUtcDate(day));
}

export function formatMonth(firstOfMonth: IsoDate, languageTag: string): string {
  return formatDay(firstOfMonth, languageTag, { year: 'numeric', month: 'long' });
}

/** Short weekday names, Sunday first. 2026-11-01 is a Sunday. */
export function weekdayNames(languageTag: string, width: 'short' | 'long' = 'short'): string[] {
  return Array.from({ length: 7 }, (_, i) => formatDay(`2026-11-0${i + 1}`, languageTag, { weekday: width }));
}
