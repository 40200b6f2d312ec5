// The lines a guest reads for a cancellation policy: catalogue keys and their fields, no text.
// "Cancellation lines are built from days before check-in and percentages, plus a no-show percentage."
import { addDays, type IsoDate } from '../../lib/dates';
import type { CancellationPolicy } from './cancellationPolicyApi';
import { firstChargeDay } from './policySummary';

export interface PolicyLine {
  /** Catalogue key under results.cancellation.line. */
  key: 'free_until' | 'free_until_time' | 'charge_from' | 'charge_from_time' | 'same_day' | 'no_show' | 'special_rate';
  fields: Record<string, string | number>;
  /** Days before check-in, for the catalogue's one/other forms. */
  plural?: number;
  /** The day the line is about, when the check-in date is known. */
  date?: IsoDate;
}

/** "Free-cancellation cutoff is the hour in cancel_before_at, in local time": 15 → "15:00". */
export function hourOfDay(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

export function policyLines(policy: CancellationPolicy, checkin?: IsoDate): PolicyLine[] {
  const on = (daysBefore: number) => (checkin ? { date: addDays(checkin, -daysBefore) } : {});
  const parts = [...policy.cancellation_policy_parts].sort((a, b) => b.days_before - a.days_before);

  if (policy.special_rate) {
    const percents = [...parts.map((p) => p.percentage_of_cost), policy.same_day_percentage_of_cost ?? 0, policy.no_show_percentage_of_cost ?? 0];
    const percent = Math.max(...percents) || 100;
    return [{ key: 'special_rate', fields: { percent } }];
  }

  const lines: PolicyLine[] = [];
  let sameDay = policy.same_day_percentage_of_cost;
  let free = false;
  for (const { days_before: part, percentage_of_cost: percent } of parts) {
    if (part <= 0) {
      sameDay ??= percent;
      continue;
    }
    if (percent === 0) {
      // A part at 0 % says "free": free until the day before the first charge (the sandbox charges by the nearest
      // part at or above the day, so "7 days: 0 %, 3 days: 30 %" is free until 4 days before check-in).
      if (free) continue;
      free = true;
      const days = (firstChargeDay(policy) ?? 0) + 1;
      const time = policy.cancel_before_at == null ? undefined : hourOfDay(policy.cancel_before_at);
      lines.push({ key: time ? 'free_until_time' : 'free_until', fields: time ? { days, time } : { days }, plural: days, ...on(days) });
    } else {
      const days = part;
      const time = policy.time ?? undefined;
      lines.push({ key: time ? 'charge_from_time' : 'charge_from', fields: time ? { days, percent, time } : { days, percent }, plural: days, ...on(days) });
    }
  }
  if (sameDay != null) lines.push({ key: 'same_day', fields: { percent: sameDay }, ...on(0) });
  if (policy.no_show_percentage_of_cost != null) lines.push({ key: 'no_show', fields: { percent: policy.no_show_percentage_of_cost }, ...on(0) });
  return lines;
}
