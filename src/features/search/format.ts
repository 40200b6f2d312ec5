import { asUtcDate, type IsoDate } from '../../lib/dates';

/** A stay day in the guest's language: "Tue, Dec 1" / "12月1日(火)". */
export function formatDay(day: IsoDate, languageTag: string, options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' }): string {
  return new Intl.DateTimeFormat(languageTag, { ...options, timeZone: 'UTC' }).format(asUtcDate(day));
}

