// The one line a guest reads on an offer and beside the total: "Free cancellation until 14 Dec 18:00",
// "Non-refundable", or the fee that already applies. Built from the same rule the sandbox charges by: a part
// "days_before N, p %" charges p % from N days before check-in (the nearest part at or above the day counts),
// the day of check-in charges the same-day percentage, and the free period ends at cancel_before_at (hotel time)
// on the day before the first charge.
import { addDays, nightsBetween, type IsoDate } from '../../lib/dates';
import type { HotelNow } from '../../lib/hotelTime';
import type { CancellationPolicy } from './cancellationPolicyApi';

export type PolicySummary =
  | { key: 'non_refundable' }
  | { key: 'free_until'; date: IsoDate; time?: string }
  /** No check-in date known (an undated search): the free period counted in days before check-in. */
  | { key: 'free_until_relative'; days: number; time?: string }
  /** The free period is over: cancelling now costs `percent` % (more later). */
  | { key: 'fee_now'; percent: number };

/** What cancelling `daysBefore` days before check-in costs, in percent of the price (the sandbox's rule). */
export function chargeOn(policy: CancellationPolicy, daysBefore: number): number {
  const parts = policy.cancellation_policy_parts;
  if (daysBefore <= 0) return policy.same_day_percentage_of_cost ?? parts.find((p) => p.days_before <= 0)?.percentage_of_cost ?? 0;
  const hit = parts.filter((p) => p.days_before >= daysBefore).sort((a, b) => a.days_before - b.days_before)[0];
  return hit?.percentage_of_cost ?? 0;
}

/** Days before check-in from which cancelling costs something (0: the day of check-in); undefined when it never does. */
export function firstChargeDay(policy: CancellationPolicy): number | undefined {
  const charging = policy.cancellation_policy_parts.filter((p) => p.percentage_of_cost > 0 && p.days_before > 0).map((p) => p.days_before);
  if (charging.length) return Math.max(...charging);
  return chargeOn(policy, 0) > 0 ? 0 : undefined;
}

const hourOf = (hour: number | null) => (hour == null ? undefined : `${String(hour).padStart(2, '0')}:00`);

export function policySummary(policy: CancellationPolicy, checkin?: IsoDate, now?: HotelNow): PolicySummary {
  if (policy.special_rate) return { key: 'non_refundable' };
  const first = firstChargeDay(policy);
  // Nothing is charged before arrival: free until the day before check-in.
  const freeDays = first === undefined ? 1 : first + 1;
  const time = first === undefined ? undefined : hourOf(policy.cancel_before_at);
  if (!checkin) return time ? { key: 'free_until_relative', days: freeDays, time } : { key: 'free_until_relative', days: freeDays };
  const date = addDays(checkin, -freeDays);
  const passed = now && (now.date > date || (now.date === date && policy.cancel_before_at != null && first !== undefined && now.hour >= policy.cancel_before_at));
  if (!passed) return time ? { key: 'free_until', date, time } : { key: 'free_until', date };
  // Past the free period: at least the first charge applies, whatever day it is now.
  const percent = chargeOn(policy, Math.min(first ?? 0, nightsBetween(now.date, checkin)));
  return percent >= 100 ? { key: 'non_refundable' } : { key: 'fee_now', percent };
}
