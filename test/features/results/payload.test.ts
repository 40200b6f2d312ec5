import { describe, expect, it } from 'vitest';
import { roomsPayload, searchPayload } from '../../../src/features/results/api';
import type { SearchCriteria } from '../../../src/features/search';
import { toQueryString } from '../../../src/lib/url';

const criteria: SearchCriteria = {
  search_type: 'dated',
  checkin: '2030-04-01',
  checkout: '2030-04-03',
  nights: 1,
  is_day_use: false,
  rooms: [
    { adults: 3, children: 1 },
    { adults: 2, children: 0 },
  ],
  type: 'plan',
  order: 'price_high_to_low',
  mode: 'brr',
  promo_code: 'SAKURA10',
};

describe('room search payload (spec section 7)', () => {
  it('sends each room with the dates and its own guests', () => {
    expect(roomsPayload(criteria)).toEqual([
      { checkin_date: '2030-04-01', checkout_date: '2030-04-03', adults: 3, children: 1 },
      { checkin_date: '2030-04-01', checkout_date: '2030-04-03', adults: 2, children: 0 },
    ]);
  });

  it('an undated search sends guests without dates, with search_type and nights', () => {
    const undated = { ...criteria, search_type: 'undated' as const, nights: 3, rooms: [{ adults: 2, children: 0 }] };
    expect(roomsPayload(undated)).toEqual([{ adults: 2, children: 0 }]);
    expect(searchPayload(undated)).toMatchObject({ search_type: 'undated', nights: 3 });
  });

  it('sends kids tiers, ages and companions per room', () => {
    const rooms = [{ adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1, meal_and_bed: 'meal' as const }], adult_companion: 1 }];
    const query = new URLSearchParams(toQueryString(searchPayload({ ...criteria, rooms })));
    expect(query.get('rooms[0][kids_tiers][0][code]')).toBe('B');
    expect(query.get('rooms[0][kids_tiers][0][meal_and_bed]')).toBe('meal');
    expect(query.get('rooms[0][adult_companion]')).toBe('1');
  });

  it('asks for the order, the result type, the mode, the codes and the next available date', () => {
    expect(searchPayload({ ...criteria, mode: 'secret', coupon_code: 'WELCOME10', room_type_codes: ['STD'] })).toMatchObject({
      order: 'price_high_to_low',
      type: 'plan',
      mode: 'secret',
      promo_code: 'SAKURA10',
      coupon_code: 'WELCOME10',
      room_type_codes: ['STD'],
      search_next_available_date_if_no_result: true,
    });
  });

  it("asks for available rooms only when the facility's default search setting says so", () => {
    expect(searchPayload(criteria, { availableRoomsOnly: true })).toMatchObject({ available_rooms_only: true });
    expect(searchPayload(criteria)).not.toHaveProperty('available_rooms_only', true);
  });

  it('sends the room search filters the guest chose', () => {
    expect(searchPayload({ ...criteria, room_search_filters: ['non_smoking'] })).toMatchObject({ room_search_filters: ['non_smoking'] });
  });

  it('carries the tracking values (utm fields, metasearch source…) to the search', () => {
    expect(searchPayload({ ...criteria, tracking: { utm_source: 'google', metasearch_source: 'trivago' } })).toMatchObject({ utm_source: 'google', metasearch_source: 'trivago' });
  });

  it('serializes rooms in Rails bracket notation, and leaves out what is not set', () => {
    const query = new URLSearchParams(toQueryString(searchPayload({ ...criteria, promo_code: undefined })));
    expect(query.get('rooms[0][checkin_date]')).toBe('2030-04-01');
    expect(query.get('rooms[1][checkout_date]')).toBe('2030-04-03');
    expect(query.get('rooms[1][adults]')).toBe('2');
    expect(query.has('rooms[2][adults]')).toBe(false);
    expect(query.has('promo_code')).toBe(false);
    expect(query.has('is_day_use')).toBe(false);
  });
});
