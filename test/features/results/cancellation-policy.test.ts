import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { policyLines, type PolicyLine } from '../../../src/features/results/cancellationPolicy';
import type { CancellationPolicy } from '../../../src/features/results/cancellationPolicyApi';
import { translate } from '../../../src/i18n/translate';

const catalogue = (locale: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../../i18n/${locale}/results.json`), 'utf8')) as Record<string, unknown>;
const english = catalogue('en');
const japanese = catalogue('ja');
const read = (lines: PolicyLine[], dictionary = english) => lines.map((line) => translate(dictionary, `cancellation.line.${line.key}`, line.fields, line.plural));

function policy(overrides: Partial<CancellationPolicy> = {}): CancellationPolicy {
  return {
    id: 1,
    name: 'Standard',
    room_plan_codes: ['TWN-RO'],
    cancel_before_at: null,
    time: null,
    cancellation_policy_parts: [
      { days_before: 7, percentage_of_cost: 0 },
      { days_before: 3, percentage_of_cost: 30 },
      { days_before: 1, percentage_of_cost: 50 },
    ],
    same_day_percentage_of_cost: null,
    no_show_percentage_of_cost: null,
    special_rate: false,
    ...overrides,
  };
}

describe('cancellation policy lines (spec sections 3 and 9)', () => {
  it('lines are built from days before check-in and percentages; free until the day before the first charge (the sandbox charges by the nearest part at or above the day)', () => {
    // Parts in any order come out from the earliest day to the latest.
    const parts = [...policy().cancellation_policy_parts].reverse();
    expect(read(policyLines(policy({ cancellation_policy_parts: parts })))).toEqual([
      'Free cancellation until 4 days before check-in',
      '30% of the cost from 3 days before check-in',
      '50% of the cost from the day before check-in',
    ]);
    expect(read(policyLines(policy()), japanese)).toEqual([
      'チェックインの4日前まで無料でキャンセルできます',
      'チェックインの3日前から宿泊料金の30%',
      'チェックイン前日から宿泊料金の50%',
    ]);
  });

  it("cancel_before_at is an hour in the hotel's local time", () => {
    expect(read(policyLines(policy({ cancel_before_at: 15 })))[0]).toBe('Free cancellation until 15:00 (hotel time), 4 days before check-in');
    expect(read(policyLines(policy({ cancel_before_at: 9 })))[0]).toBe('Free cancellation until 09:00 (hotel time), 4 days before check-in');
    // The hour is the hotel's, whatever the guest's time zone: it is shown as is, never converted.
    expect(policyLines(policy({ cancel_before_at: 15 }))[0]!.fields.time).toBe('15:00');
  });

  it('no-show line', () => {
    expect(read(policyLines(policy({ no_show_percentage_of_cost: 100 }))).at(-1)).toBe('100% of the cost if you do not arrive (no-show)');
    expect(read(policyLines(policy())).some((line) => line.includes('no-show'))).toBe(false);
  });

  it('optional time', () => {
    const lines = read(policyLines(policy({ time: '15:00' })));
    expect(lines.slice(1)).toEqual(['30% of the cost from 15:00 (hotel time), 3 days before check-in', '50% of the cost from 15:00 (hotel time) the day before check-in']);
    expect(read(policyLines(policy({ time: null })))[1]).toBe('30% of the cost from 3 days before check-in');
  });

  it('same-day percent', () => {
    expect(read(policyLines(policy({ same_day_percentage_of_cost: 80, no_show_percentage_of_cost: 100 }))).slice(-2)).toEqual([
      '80% of the cost on the day of check-in',
      '100% of the cost if you do not arrive (no-show)',
    ]);
    // A part at 0 days before check-in is the same day.
    const parts = [{ days_before: 0, percentage_of_cost: 70 }];
    expect(read(policyLines(policy({ cancellation_policy_parts: parts })))).toEqual(['70% of the cost on the day of check-in']);
  });

  it('special rate', () => {
    const lines = read(policyLines(policy({ special_rate: true, no_show_percentage_of_cost: 100 })));
    expect(lines).toEqual(['Special rate, non-refundable: 100% of the cost is charged whenever you cancel']);
    expect(lines.join(' ')).not.toContain('Free cancellation');
  });

  it('with the check-in date, each line names its day (check-in minus days_before)', () => {
    const lines = policyLines(policy({ same_day_percentage_of_cost: 80, no_show_percentage_of_cost: 100 }), '2025-12-10');
    expect(lines.map((line) => line.date)).toEqual(['2025-12-06', '2025-12-07', '2025-12-09', '2025-12-10', '2025-12-10']);
    expect(policyLines(policy()).every((line) => line.date === undefined)).toBe(true);
  });
});
