import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultCriteria, guestTotals, nightsOf, restoreCriteria, searchRules, type SearchCriteria, type SearchRules } from '../../../src/features/search/criteria';
import { criteriaFromQuery, criteriaToQuery } from '../../../src/features/search/query';
import { saveCriteria } from '../../../src/features/search/remember';
import { isBookableDay, kidsConditionChanged, lastBookableDay, maxChildren, roomsDiffer, roomWithinRules, sharedBedKids, withinRules } from '../../../src/features/search/rules';
import { addMonths, nightsBetween } from '../../../src/lib/dates';
import type { FacilitySetting } from '../../../src/features/facility/schemas';

const NOW = new Date(2026, 10, 23, 10, 0); // 23 Nov 2026, local time
const rules = (overrides: Partial<SearchRules> = {}): SearchRules => ({ ...searchRules(undefined, NOW), ...overrides });
const setting = (overrides: Record<string, unknown>) => overrides as unknown as FacilitySetting;
const base = (r = rules()) => defaultCriteria(r);
const TIERS = [
  { code: 'B', name: 'Children 6–11' },
  { code: 'C', name: 'Children 0–5' },
];

describe('defaults (spec sections 3 and 9)', () => {
  it('default search: 2 adults in one room, check-in offset 0, one night, order price_low_to_high, mode brr', () => {
    expect(base()).toEqual({
      search_type: 'dated',
      checkin: '2026-11-23',
      checkout: '2026-11-24',
      nights: 1,
      is_day_use: false,
      rooms: [{ adults: 2, children: 0 }],
      type: 'room',
      order: 'price_low_to_high',
      mode: 'brr',
    });
  });

  it("the facility's default search setting applies: check-in offset, adults, sort order", () => {
    const r = searchRules(setting({ default_search_setting: { checkin_date_offset: 1, adults: 1, sort_order: 'recommended', yesterday_bookable: false, available_rooms_only: false } }), NOW);
    expect(defaultCriteria(r)).toMatchObject({ checkin: '2026-11-24', checkout: '2026-11-25', rooms: [{ adults: 1, children: 0 }], order: 'recommended' });
  });

  it('max_guests_per_room defaults to 20', () => {
    expect(rules().maxGuestsPerRoom).toBe(20);
  });

  it('multi-room search is limited to one room unless enabled, then to multi_rooms_search_limit', () => {
    expect(searchRules(setting({ multi_rooms_search_enabled: false, multi_rooms_search_limit: 5 }), NOW).roomLimit).toBe(1);
    expect(searchRules(setting({ multi_rooms_search_enabled: true, multi_rooms_search_limit: 3 }), NOW).roomLimit).toBe(3);
  });

  it('kids tier code A is the companion tier, not a tier children are counted in', () => {
    const r = searchRules(setting({ kids_tiers: [{ code: 'A', name: 'Companion' }, ...TIERS] }), NOW);
    expect(r.kidsTiers.map((tier) => tier.code)).toEqual(['B', 'C']);
  });
});

describe('multi-room: per-room guests within the limits', () => {
  it('max_guests_per_room is enforced per room', () => {
    const r = rules({ maxGuestsPerRoom: 4, roomLimit: 3 });
    const result = withinRules({ ...base(r), rooms: [{ adults: 9, children: 0 }, { adults: 3, children: 3 }] }, r);
    expect(result.rooms).toEqual([
      { adults: 4, children: 0 },
      { adults: 3, children: 1 },
    ]);
  });

  it('rooms stay within multi_rooms_search_limit, each with at least one adult', () => {
    const r = rules({ roomLimit: 2 });
    const result = withinRules({ ...base(r), rooms: [{ adults: 0, children: 0 }, { adults: 2, children: 0 }, { adults: 2, children: 0 }] }, r);
    expect(result.rooms).toEqual([
      { adults: 1, children: 0 },
      { adults: 2, children: 0 },
    ]);
  });

  it('guests are totalled over rooms, companions included', () => {
    expect(guestTotals({ ...base(), rooms: [{ adults: 2, children: 1, adult_companion: 1 }, { adults: 1, children: 0, kid_tier_A_companion: 1 }] })).toEqual({ adults: 4, children: 2, rooms: 2 });
  });
});

describe('kids (spec sections 3 and 5)', () => {
  it('children: maximum number per adult', () => {
    expect(maxChildren(2, rules({ maxChildrenPerAdult: 1 }))).toBe(2);
    expect(maxChildren(1, rules({ maxChildrenPerAdult: 3, maxGuestsPerRoom: 3 }))).toBe(2);
  });

  it('no children when the facility does not accept kids', () => {
    const r = rules({ kidsAccepted: false });
    expect(maxChildren(2, r)).toBe(0);
    expect(withinRules({ ...base(r), rooms: [{ adults: 2, children: 2 }] }, r).rooms[0]!.children).toBe(0);
  });

  it('tiers mode: children are counted per tier; unknown tiers are dropped', () => {
    const r = rules({ kidsType: 'tiers', kidsTiers: TIERS, maxGuestsPerRoom: 6 });
    const room = roomWithinRules({ adults: 2, children: 9, kids_tiers: [{ code: 'B', children: 1 }, { code: 'Z', children: 2 }, { code: 'C', children: 2 }] }, r);
    expect(room).toEqual({ adults: 2, children: 3, kids_tiers: [{ code: 'B', children: 1 }, { code: 'C', children: 2 }] });
  });

  it('tiers_with_meal_and_bed_as_extras: each tier carries one of none, bedding, meal, meal and bedding', () => {
    const r = rules({ kidsType: 'tiers_with_meal_and_bed_as_extras', kidsTiers: TIERS });
    expect(roomWithinRules({ adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1, meal_and_bed: 'meal_and_bedding' }] }, r).kids_tiers).toEqual([
      { code: 'B', children: 1, meal_and_bed: 'meal_and_bedding' },
    ]);
    expect(roomWithinRules({ adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1, meal_and_bed: 'breakfast' as never }] }, r).kids_tiers![0]!.meal_and_bed).toBe('none');
  });

  it("ages mode: each child's age, 0 to 17, as many ages as children", () => {
    const r = rules({ kidsType: 'ages' });
    expect(roomWithinRules({ adults: 2, children: 2 }, r)).toEqual({ adults: 2, children: 2, kids_ages: [0, 0] });
    expect(roomWithinRules({ adults: 2, children: 1, kids_ages: [4, 30] }, r)).toEqual({ adults: 2, children: 2, kids_ages: [4, 17] });
  });

  it('shared-bed kids apply when accepted, kids_type is share_bed and shared_bed_type is per_adult or per_room', () => {
    const room = { adults: 2, children: 3 };
    expect(sharedBedKids(room, rules({ kidsType: 'share_bed', sharedBedType: 'per_adult' }))).toBe(2);
    expect(sharedBedKids(room, rules({ kidsType: 'share_bed', sharedBedType: 'per_room' }))).toBe(1);
    expect(sharedBedKids(room, rules({ kidsType: 'share_bed', sharedBedType: 'none' }))).toBe(0);
    expect(sharedBedKids(room, rules({ kidsType: 'tiers', sharedBedType: 'per_adult' }))).toBe(0);
    expect(sharedBedKids(room, rules({ kidsType: 'share_bed', sharedBedType: 'per_adult', kidsAccepted: false }))).toBe(0);
  });

  it('shared-bed kids do not count toward max_guests_per_room', () => {
    expect(maxChildren(2, rules({ maxGuestsPerRoom: 3, kidsType: 'share_bed', sharedBedType: 'per_adult' }))).toBe(3);
    expect(maxChildren(2, rules({ maxGuestsPerRoom: 3, kidsType: 'tiers' }))).toBe(1);
  });

  it('companion tiers only when the program switches them on; companions count toward max guests', () => {
    const off = rules();
    expect(roomWithinRules({ adults: 2, children: 0, adult_companion: 1 }, off)).toEqual({ adults: 2, children: 0 });
    const on = rules({ adultCompanion: true, kidTierACompanion: true, maxGuestsPerRoom: 4 });
    expect(roomWithinRules({ adults: 2, children: 0, adult_companion: 1, kid_tier_A_companion: 1 }, on)).toEqual({ adults: 2, children: 0, adult_companion: 1, kid_tier_A_companion: 1 });
    expect(maxChildren(2, on, 2)).toBe(0);
  });

  it("the 'kids search condition changed' warning: children counted otherwise than the search did", () => {
    const tiers = rules({ kidsType: 'tiers', kidsTiers: TIERS });
    const byAges = { ...base(), rooms: [{ adults: 2, children: 1, kids_ages: [7] }] };
    expect(kidsConditionChanged(byAges, withinRules(byAges, tiers))).toBe(true);
    const byTier = { ...base(), rooms: [{ adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1 }] }] };
    expect(kidsConditionChanged(byTier, withinRules(byTier, tiers))).toBe(false);
    const simple = { ...base(), rooms: [{ adults: 2, children: 1 }] };
    expect(kidsConditionChanged(simple, withinRules(simple, tiers))).toBe(false);
    expect(kidsConditionChanged(simple, withinRules(simple, rules({ kidsAccepted: false })))).toBe(true);
  });
});

describe('search kinds', () => {
  const both = rules({ undatedAllowed: true, datedAllowed: true, roomLimit: 2 });

  it('undated with a number of nights, where the facility offers it', () => {
    const c = withinRules({ ...base(), search_type: 'undated', nights: 3 }, both);
    expect(c).toMatchObject({ search_type: 'undated', nights: 3 });
    expect(nightsOf(c)).toBe(3);
    expect(withinRules({ ...base(), search_type: 'undated', nights: 3 }, rules()).search_type).toBe('dated');
  });

  it('undated search not allowed if rooms differ in guest counts', () => {
    const rooms = [{ adults: 2, children: 0 }, { adults: 1, children: 0 }];
    expect(roomsDiffer(rooms)).toBe(true);
    expect(withinRules({ ...base(), search_type: 'undated', rooms }, both).search_type).toBe('dated');
    expect(withinRules({ ...base(), search_type: 'undated', rooms: [rooms[0]!, rooms[0]!] }, both).search_type).toBe('undated');
  });

  it('day use only when the facility has it active; check-out is the same day', () => {
    const c = { ...base(), checkin: '2026-12-01', checkout: '2026-12-03', is_day_use: true };
    expect(withinRules(c, rules({ dayUseActive: true }))).toMatchObject({ is_day_use: true, checkin: '2026-12-01', checkout: '2026-12-01' });
    expect(nightsOf(withinRules(c, rules({ dayUseActive: true })))).toBe(0);
    expect(withinRules(c, rules())).toMatchObject({ is_day_use: false, checkout: '2026-12-03' });
  });

  it('night count uses a day of 86,400,000 ms and survives daylight-saving changes', () => {
    // US and EU clocks change in these weeks; the count is in calendar days whatever the zone.
    expect(nightsBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(nightsBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(nightsBetween('2026-12-31', '2027-01-03')).toBe(3);
  });
});

describe('modes and codes', () => {
  it('modes are brr, member, all, secret and voucher; anything else is brr', () => {
    for (const mode of ['brr', 'member', 'all', 'secret', 'voucher'] as const) expect(withinRules({ ...base(), mode }, rules()).mode).toBe(mode);
    expect(withinRules({ ...base(), mode: 'vip' as never }, rules()).mode).toBe('brr');
  });

  it('a promo code is kept only where the facility takes promo codes, or as the code of a secret search', () => {
    expect(withinRules({ ...base(), promo_code: 'SAKURA10' }, rules()).promo_code).toBeUndefined();
    expect(withinRules({ ...base(), promo_code: ' SAKURA10 ' }, rules({ promoCodeEnabled: true })).promo_code).toBe('SAKURA10');
    expect(withinRules({ ...base(), mode: 'secret', promo_code: 'SECRET2026' }, rules()).promo_code).toBe('SECRET2026');
  });

  it('a coupon code only when coupon_active', () => {
    expect(withinRules({ ...base(), coupon_code: 'WELCOME10' }, rules()).coupon_code).toBeUndefined();
    expect(withinRules({ ...base(), coupon_code: 'WELCOME10' }, rules({ couponActive: true })).coupon_code).toBe('WELCOME10');
  });

  it('room type, hotel plan and room plan codes narrow the search; filters and occupied rooms are kept', () => {
    const c = withinRules({ ...base(), room_type_codes: ['STD'], hotel_plan_codes: ['BB'], room_plan_codes: ['STD-BB'], room_search_filters: ['non_smoking'], is_including_occupied: true }, rules());
    expect(c).toMatchObject({ room_type_codes: ['STD'], hotel_plan_codes: ['BB'], room_plan_codes: ['STD-BB'], room_search_filters: ['non_smoking'], is_including_occupied: true });
  });
});

describe('dates (spec sections 5 and 9)', () => {
  it('a check-in in the past moves to the first bookable day', () => {
    expect(withinRules({ ...base(), checkin: '2026-11-20', checkout: '2026-11-21' }, rules())).toMatchObject({ checkin: '2026-11-23', checkout: '2026-11-24' });
  });

  it('yesterday is bookable only when yesterday_bookable', () => {
    const c = { ...base(), checkin: '2026-11-22', checkout: '2026-11-23' };
    expect(withinRules(c, rules()).checkin).toBe('2026-11-23');
    expect(withinRules(c, rules({ yesterdayBookable: true })).checkin).toBe('2026-11-22');
  });

  it('reservation period limited to reservable_period_months months from today (the pickers offer no later day)', () => {
    const r = rules({ reservablePeriodMonths: 6 });
    expect(lastBookableDay(r)).toBe('2027-05-23');
    expect(isBookableDay('2027-05-23', r)).toBe(true);
    expect(isBookableDay('2027-05-24', r)).toBe(false);
  });

  it('a later check-in from a link is kept, so the guest gets the server\'s 1903 message rather than other dates', () => {
    const r = rules({ reservablePeriodMonths: 6 });
    expect(withinRules({ ...base(r), checkin: '2027-06-10', checkout: '2027-06-11' }, r)).toMatchObject({ checkin: '2027-06-10', checkout: '2027-06-11' });
  });

  it('date format YYYY-MM-DD everywhere: a malformed date falls back', () => {
    expect(withinRules({ ...base(), checkin: '2026-12-10', checkout: '2026-12-10' }, rules()).checkout).toBe('2026-12-11');
    expect(withinRules({ ...base(), checkin: '2026-12-10', checkout: '12/12/2026' }, rules()).checkout).toBe('2026-12-11');
    expect(withinRules({ ...base(), checkin: '2026-02-30', checkout: '2026-03-02' }, rules()).checkin).toBe('2026-11-23');
  });

  it('adding months clamps to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-23', 13)).toBe('2027-12-23');
  });
});

describe('query names', () => {
  it('a simple search travels as readable query values and comes back the same', () => {
    const c: SearchCriteria = { ...base(), rooms: [{ adults: 3, children: 1 }, { adults: 3, children: 1 }], type: 'plan' };
    const query = criteriaToQuery(c, 'sakura-tokyo');
    expect(query).toBe('code=sakura-tokyo&checkin=2026-11-23&checkout=2026-11-24&adults=3&children=1&room_count=2&type=plan&order=price_low_to_high');
    expect(criteriaFromQuery(new URLSearchParams(query), base())).toEqual(c);
  });

  it('codes travel under the short (obfuscated) names of the one mapping table', () => {
    const c: SearchCriteria = { ...base(), mode: 'secret', promo_code: 'SECRET2026', coupon_code: 'WELCOME10', room_type_codes: ['STD', 'TWN'], search_type: 'undated', nights: 2 };
    const query = new URLSearchParams(criteriaToQuery(c, 'sakura-tokyo'));
    expect(Object.fromEntries(query)).toMatchObject({ sm: 'secret', pc: 'SECRET2026', cc: 'WELCOME10', rtc: 'STD,TWN', st: 'undated', n: '2' });
    expect(query.has('promo_code')).toBe(false);
    expect(criteriaFromQuery(query, base())).toMatchObject({ mode: 'secret', promo_code: 'SECRET2026', coupon_code: 'WELCOME10', room_type_codes: ['STD', 'TWN'], search_type: 'undated', nights: 2 });
  });

  it("links that use the spec's own names (room_type_code, hotel_plan_codes[], promo_code) narrow the search too", () => {
    const c = criteriaFromQuery(new URLSearchParams('room_type_code=STD&hotel_plan_codes[]=BB&hotel_plan_codes[]=RO&room_plan_codes=STD-BB,TWN-BB&promo_code=SAKURA10'), base());
    expect(c).toMatchObject({ room_type_codes: ['STD'], hotel_plan_codes: ['BB', 'RO'], room_plan_codes: ['STD-BB', 'TWN-BB'], promo_code: 'SAKURA10' });
    // Written back, they take the short names, once.
    const query = new URLSearchParams(criteriaToQuery(c, 'x'));
    expect(query.get('rtc')).toBe('STD');
    expect(query.has('room_type_code')).toBe(false);
  });

  it('rooms with different guests or kids details travel as JSON', () => {
    const rooms = [{ adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1 }] }, { adults: 1, children: 0 }];
    const query = new URLSearchParams(criteriaToQuery({ ...base(), rooms }, 'x'));
    expect(JSON.parse(query.get('rooms')!)).toEqual(rooms);
    expect(criteriaFromQuery(query, base()).rooms).toEqual(rooms);
  });

  it("the spec's shared query values (utm fields, metasearch source, price_displayed_total…) are read and carried", () => {
    const query = new URLSearchParams('checkin=2026-12-01&checkout=2026-12-02&utm_source=google&metasearch_source=trivago&price_displayed_total=23000&currency=JPY&secret=x');
    const c = criteriaFromQuery(query, base());
    expect(c.tracking).toEqual({ utm_source: 'google', metasearch_source: 'trivago', price_displayed_total: '23000', currency: 'JPY' });
    expect(new URLSearchParams(criteriaToQuery(c, 'x')).get('utm_source')).toBe('google');
  });
});

describe('search criteria are kept in a cookie for 1 hour per hotel code', () => {
  beforeEach(() => {
    document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
  });

  it('restores what was saved for that hotel, and nothing for another', () => {
    const c = { ...base(), rooms: [{ adults: 1, children: 2 }] };
    saveCriteria('sakura-tokyo', c);
    expect(restoreCriteria('sakura-tokyo')).toEqual(c);
    expect(restoreCriteria('hangang-seoul')).toBeUndefined();
  });

  it('the cookie expires after one hour', async () => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
    const before = Date.now();
    saveCriteria('sakura-tokyo', base());
    const expires = Date.parse(/expires=([^;]+)/.exec(written[0]!)![1]!);
    expect(Math.abs(expires - (before + 3600_000))).toBeLessThan(5000);
  });

  it('a damaged cookie, or one from an older version without rooms, restores nothing', () => {
    document.cookie = 'bw_search_sakura-tokyo=%7Bnot-json';
    expect(restoreCriteria('sakura-tokyo')).toBeUndefined();
    document.cookie = `bw_search_sakura-tokyo=${encodeURIComponent(JSON.stringify({ checkin: '2026-12-01', adults: 2 }))}`;
    expect(restoreCriteria('sakura-tokyo')).toBeUndefined();
  });
});
