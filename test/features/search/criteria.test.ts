import { beforeEach, describe, expect, it } from 'vitest';
import {
  criteriaFromQuery,
  criteriaToQuery,
  defaultCriteria,
  lastBookableDay,
  maxChildren,
  restoreCriteria,
  searchRules,
  withinRules,
  type SearchRules,
} from '../../../src/features/search/criteria';
import { saveCriteria } from '../../../src/features/search/remember';
import { addMonths, nightsBetween } from '../../../src/lib/dates';
import type { FacilitySetting } from '../../../src/features/facility/schemas';

const NOW = new Date(2026, 10, 23, 10, 0); // 23 Nov 2026, local time
const rules = (overrides: Partial<SearchRules> = {}): SearchRules => ({ ...searchRules(undefined, NOW), ...overrides });
const setting = (overrides: Record<string, unknown>) => overrides as unknown as FacilitySetting;

describe('defaults (spec sections 3 and 9)', () => {
  it('default search: 2 adults, check-in offset 0, one night, order price_low_to_high, one room', () => {
    expect(defaultCriteria(rules())).toEqual({
      checkin: '2026-11-23',
      checkout: '2026-11-24',
      adults: 2,
      children: 0,
      room_count: 1,
      type: 'room',
      order: 'price_low_to_high',
    });
  });

  it("the facility's default search setting applies: check-in offset, adults, sort order", () => {
    const r = searchRules(setting({ default_search_setting: { checkin_date_offset: 1, adults: 1, sort_order: 'recommended', yesterday_bookable: false, available_rooms_only: false } }), NOW);
    expect(defaultCriteria(r)).toMatchObject({ checkin: '2026-11-24', checkout: '2026-11-25', adults: 1, order: 'recommended' });
  });

  it('max_guests_per_room defaults to 20', () => {
    expect(rules().maxGuestsPerRoom).toBe(20);
  });

  it('multi-room search is limited to one room unless enabled, then to multi_rooms_search_limit', () => {
    expect(searchRules(setting({ multi_rooms_search_enabled: false, multi_rooms_search_limit: 5 }), NOW).roomLimit).toBe(1);
    expect(searchRules(setting({ multi_rooms_search_enabled: true, multi_rooms_search_limit: 3 }), NOW).roomLimit).toBe(3);
  });
});

describe('limits', () => {
  it('max_guests_per_room bounds adults plus children in a room', () => {
    const r = rules({ maxGuestsPerRoom: 4 });
    expect(withinRules({ ...defaultCriteria(r), adults: 9 }, r).adults).toBe(4);
    expect(withinRules({ ...defaultCriteria(r), adults: 3, children: 3 }, r).children).toBe(1);
  });

  it('children: maximum number per adult', () => {
    expect(maxChildren(2, rules({ maxChildrenPerAdult: 1 }))).toBe(2);
    expect(maxChildren(1, rules({ maxChildrenPerAdult: 3, maxGuestsPerRoom: 3 }))).toBe(2);
  });

  it('no children when the facility does not accept kids', () => {
    const r = rules({ kidsAccepted: false });
    expect(maxChildren(2, r)).toBe(0);
    expect(withinRules({ ...defaultCriteria(r), children: 2 }, r).children).toBe(0);
  });

  it('rooms stay within the multi-room limit and at least one adult is kept', () => {
    const r = rules({ roomLimit: 3 });
    expect(withinRules({ ...defaultCriteria(r), room_count: 7, adults: 0 }, r)).toMatchObject({ room_count: 3, adults: 1 });
    expect(withinRules({ ...defaultCriteria(r), room_count: -2 }, r).room_count).toBe(1);
  });

  it('a promo code is kept only where the facility takes promo codes', () => {
    expect(withinRules({ ...defaultCriteria(rules()), promo_code: 'SAKURA10' }, rules()).promo_code).toBeUndefined();
    expect(withinRules({ ...defaultCriteria(rules()), promo_code: ' SAKURA10 ' }, rules({ promoCodeEnabled: true })).promo_code).toBe('SAKURA10');
  });
});

describe('dates (spec sections 5 and 9)', () => {
  it('a check-in in the past moves to the first bookable day', () => {
    const r = rules();
    expect(withinRules({ ...defaultCriteria(r), checkin: '2026-11-20', checkout: '2026-11-21' }, r)).toMatchObject({ checkin: '2026-11-23', checkout: '2026-11-24' });
  });

  it('yesterday is bookable only when yesterday_bookable', () => {
    const c = { ...defaultCriteria(rules()), checkin: '2026-11-22', checkout: '2026-11-23' };
    expect(withinRules(c, rules()).checkin).toBe('2026-11-23');
    expect(withinRules(c, rules({ yesterdayBookable: true })).checkin).toBe('2026-11-22');
  });

  it('reservation period limited to reservable_period_months months from today', () => {
    const r = rules({ reservablePeriodMonths: 6 });
    expect(lastBookableDay(r)).toBe('2027-05-23');
    expect(withinRules({ ...defaultCriteria(r), checkin: '2027-05-24', checkout: '2027-05-25' }, r).checkin).toBe('2026-11-23');
    expect(withinRules({ ...defaultCriteria(r), checkin: '2027-05-23', checkout: '2027-05-24' }, r).checkin).toBe('2027-05-23');
  });

  it('a check-out on or before check-in becomes the next day', () => {
    const r = rules();
    expect(withinRules({ ...defaultCriteria(r), checkin: '2026-12-10', checkout: '2026-12-10' }, r).checkout).toBe('2026-12-11');
    expect(withinRules({ ...defaultCriteria(r), checkin: '2026-12-10', checkout: 'not-a-date' }, r).checkout).toBe('2026-12-11');
  });

  it('night count uses a day of 86,400,000 ms and survives daylight-saving changes', () => {
    // US and EU clocks change in these weeks; the count is in calendar days whatever the zone.
    expect(nightsBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(nightsBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(nightsBetween('2026-12-31', '2027-01-03')).toBe(3);
  });

  it('adding months clamps to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-23', 13)).toBe('2027-12-23');
  });
});

describe('query and cookie', () => {
  it('the search form goes to the results page as query and comes back the same', () => {
    const c = { ...defaultCriteria(rules()), adults: 3, children: 1, room_count: 2, type: 'plan' as const, promo_code: 'X1' };
    const query = criteriaToQuery(c, 'sakura-tokyo');
    expect(query).toBe('code=sakura-tokyo&checkin=2026-11-23&checkout=2026-11-24&adults=3&children=1&room_count=2&type=plan&order=price_low_to_high&promo_code=X1');
    expect(criteriaFromQuery(new URLSearchParams(query), defaultCriteria(rules()))).toEqual(c);
  });

  describe('search criteria are kept in a cookie for 1 hour per hotel code', () => {
    beforeEach(() => {
      document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
    });

    it('restores what was saved for that hotel, and nothing for another', () => {
      const c = { ...defaultCriteria(rules()), adults: 1, children: 2 };
      saveCriteria('sakura-tokyo', c);
      expect(restoreCriteria('sakura-tokyo')).toEqual(c);
      expect(restoreCriteria('hangang-seoul')).toBeUndefined();
    });

    it('the cookie expires after one hour', async () => {
      const Cookies = (await import('js-cookie')).default;
      const set = (await import('vitest')).vi.spyOn(Cookies, 'set');
      saveCriteria('sakura-tokyo', defaultCriteria(rules()));
      expect(set.mock.calls[0]![2]).toMatchObject({ expires: 1 / 24 });
    });

    it('a damaged cookie restores nothing', () => {
      document.cookie = 'bw_search_sakura-tokyo=%7Bnot-json';
      expect(restoreCriteria('sakura-tokyo')).toBeUndefined();
    });
  });
});
