import { describe, expect, it } from 'vitest';
import { hotelHour, hotelTimeZone, hotelToday } from '../../src/lib/hotelTime';
import { hotelSearchRules } from '../../src/features/search/hotelRules';
import { defaultCriteria } from '../../src/features/search/criteria';
import { firstBookableDay, lastBookableDay } from '../../src/features/search/rules';
import { FacilitySetting } from '../../src/features/facility/schemas';
import { create } from 'superstruct';

// 2026-11-23 18:30 UTC: already 24 November in Tokyo (03:30), still 23 November in Los Angeles (10:30),
// and 24 November on Kiritimati (08:30, UTC+14).
const INSTANT = new Date('2026-11-23T18:30:00Z');

describe("the hotel's today", () => {
  it('is the calendar day in the hotel time zone, whatever the guest clock says', () => {
    expect(hotelToday('Asia/Tokyo', INSTANT)).toBe('2026-11-24');
    expect(hotelToday('Asia/Taipei', INSTANT)).toBe('2026-11-24');
    expect(hotelToday('America/Los_Angeles', INSTANT)).toBe('2026-11-23');
    expect(hotelToday('Pacific/Kiritimati', INSTANT)).toBe('2026-11-24');
    // Just before midnight in Tokyo it is still the 24th there.
    expect(hotelToday('Asia/Tokyo', new Date('2026-11-24T14:59:59Z'))).toBe('2026-11-24');
    expect(hotelToday('Asia/Tokyo', new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-25');
  });

  it('gives the hour on the hotel wall clock', () => {
    expect(hotelHour('Asia/Tokyo', INSTANT)).toBe(3);
    expect(hotelHour('America/Los_Angeles', INSTANT)).toBe(10);
    expect(hotelHour('Asia/Tokyo', new Date('2026-11-24T15:00:00Z'))).toBe(0);
  });

  it("falls back to the guest's own day when the zone is missing or unknown", () => {
    const local = new Date(2026, 10, 23, 12, 0);
    expect(hotelToday(undefined, local)).toBe('2026-11-23');
    expect(hotelToday('Mars/Olympus_Mons', local)).toBe('2026-11-23');
  });

  it('reads time_zone from the setting, else the older timezone', () => {
    expect(hotelTimeZone({ time_zone: 'Asia/Seoul', timezone: 'Asia/Tokyo' })).toBe('Asia/Seoul');
    expect(hotelTimeZone({ timezone: 'Asia/Taipei' })).toBe('Asia/Taipei');
    expect(hotelTimeZone(undefined)).toBeUndefined();
  });
});

describe('search rules on the hotel clock', () => {
  const setting = (extra: Record<string, unknown>) =>
    create({ hotel_id: 1, hotel_code: 'sakura-tokyo', hotel_name: 'Sakura', time_zone: 'Asia/Tokyo', ...extra }, FacilitySetting);

  it('the default search, yesterday bookable and the reservable period count from the hotel day', () => {
    const rules = hotelSearchRules(setting({ default_search_setting: { yesterday_bookable: true, checkin_date_offset: 0 }, reservable_period_months: 12 }), INSTANT);
    expect(rules.today).toBe('2026-11-24');
    expect(firstBookableDay(rules)).toBe('2026-11-23');
    expect(lastBookableDay(rules)).toBe('2027-11-24');
    expect(defaultCriteria(rules)).toMatchObject({ checkin: '2026-11-24', checkout: '2026-11-25' });
  });

  it('a check-in offset counts from the hotel day too', () => {
    const rules = hotelSearchRules(setting({ time_zone: 'Asia/Seoul', default_search_setting: { checkin_date_offset: 1 } }), INSTANT);
    expect(firstBookableDay(rules)).toBe('2026-11-24');
    expect(defaultCriteria(rules).checkin).toBe('2026-11-25');
  });
});
