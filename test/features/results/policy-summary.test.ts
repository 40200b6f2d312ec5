import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CancellationPolicy } from '../../../src/features/results/cancellationPolicyApi';
import { hotelNow } from '../../../src/lib/hotelTime';
import { chargeOn, policySummary } from '../../../src/features/results/policySummary';
import { translate } from '../../../src/i18n/translate';

// The sandbox's three policies (server/seed-data.ts).
const base = { id: 1, name: '', room_plan_codes: [], time: null, no_show_percentage_of_cost: 100, special_rate: false };
const FLEXIBLE: CancellationPolicy = { ...base, cancel_before_at: 18, time: '18:00', cancellation_policy_parts: [{ days_before: 1, percentage_of_cost: 0 }], same_day_percentage_of_cost: 50 };
const STANDARD: CancellationPolicy = {
  ...base,
  cancel_before_at: 15,
  cancellation_policy_parts: [
    { days_before: 7, percentage_of_cost: 0 },
    { days_before: 3, percentage_of_cost: 30 },
    { days_before: 1, percentage_of_cost: 50 },
  ],
  same_day_percentage_of_cost: 80,
};
const NON_REFUNDABLE: CancellationPolicy = { ...base, cancel_before_at: 0, cancellation_policy_parts: [{ days_before: 400, percentage_of_cost: 100 }], same_day_percentage_of_cost: 100, special_rate: true };

const english = JSON.parse(readFileSync(join(import.meta.dirname, '../../../i18n/en/results.json'), 'utf8')) as Record<string, unknown>;

describe('the one-line cancellation terms', () => {
  it("free until the hour of cancel_before_at, the day before the first charge, in the hotel's time", () => {
    const early = { date: '2030-12-01', hour: 9 };
    expect(policySummary(FLEXIBLE, '2030-12-15', early)).toEqual({ key: 'free_until', date: '2030-12-14', time: '18:00' });
    // "7 days: 0 %, 3 days: 30 %": the sandbox charges nothing until 3 days before, so free until 4 days before.
    expect(policySummary(STANDARD, '2030-12-15', early)).toEqual({ key: 'free_until', date: '2030-12-11', time: '15:00' });
    const line = translate(english, 'cancellation.summary.free_until', { date: 'Sat, Dec 14', time: '18:00' });
    expect(line).toBe('Free cancellation until Sat, Dec 14 18:00');
  });

  it('special rates and a 100 % charge read "Non-refundable"', () => {
    expect(policySummary(NON_REFUNDABLE, '2030-12-15', { date: '2030-12-01', hour: 9 })).toEqual({ key: 'non_refundable' });
    const allCharged = { ...STANDARD, special_rate: false, cancellation_policy_parts: [{ days_before: 30, percentage_of_cost: 100 }] };
    expect(policySummary(allCharged, '2030-12-15', { date: '2030-12-01', hour: 9 })).toEqual({ key: 'non_refundable' });
  });

  it('once the free period is over, the fee that applies from that day on', () => {
    // The day before check-in at 18:00 hotel time, the flexible plan's free period ends: the same-day 50 % applies.
    expect(policySummary(FLEXIBLE, '2030-12-15', { date: '2030-12-14', hour: 17 })).toEqual({ key: 'free_until', date: '2030-12-14', time: '18:00' });
    expect(policySummary(FLEXIBLE, '2030-12-15', { date: '2030-12-14', hour: 18 })).toEqual({ key: 'fee_now', percent: 50 });
    // Standard, 2 days before check-in: 30 % (from day 3), day 1: 50 %.
    expect(policySummary(STANDARD, '2030-12-15', { date: '2030-12-13', hour: 9 })).toEqual({ key: 'fee_now', percent: 30 });
    expect(policySummary(STANDARD, '2030-12-15', { date: '2030-12-14', hour: 9 })).toEqual({ key: 'fee_now', percent: 50 });
    // After 15:00, 4 days before: the first charge (30 %) applies even though the day has not changed.
    expect(policySummary(STANDARD, '2030-12-15', { date: '2030-12-11', hour: 16 })).toEqual({ key: 'fee_now', percent: 30 });
    expect(translate(english, 'cancellation.summary.fee_now', { percent: 30 })).toBe('Cancelling now costs 30% of the price');
  });

  it('charges follow the sandbox: the nearest part at or above the day, the same-day percentage on the day', () => {
    expect([10, 7, 5, 4, 3, 2, 1, 0].map((day) => chargeOn(STANDARD, day))).toEqual([0, 0, 0, 0, 30, 30, 50, 80]);
  });

  it('without a check-in date (an undated search), the free period counts days before check-in', () => {
    expect(policySummary(STANDARD)).toEqual({ key: 'free_until_relative', days: 4, time: '15:00' });
    expect(translate(english, 'cancellation.summary.free_until_relative', { days: 4 }, 4)).toBe('Free cancellation until 4 days before check-in');
  });

  it("the hotel's clock is its time zone's, not the guest's", () => {
    // 2030-12-14 09:30 UTC is 18:30 in Tokyo (the free period of a 15 Dec flexible stay is over) and 01:30 in Los Angeles.
    const at = new Date('2030-12-14T09:30:00Z');
    expect(hotelNow('Asia/Tokyo', at)).toEqual({ date: '2030-12-14', hour: 18 });
    expect(hotelNow('America/Los_Angeles', at)).toEqual({ date: '2030-12-14', hour: 1 });
    expect(policySummary(FLEXIBLE, '2030-12-15', hotelNow('Asia/Tokyo', at)).key).toBe('fee_now');
    expect(policySummary(FLEXIBLE, '2030-12-15', hotelNow('America/Los_Angeles', at)).key).toBe('free_until');
  });
});
