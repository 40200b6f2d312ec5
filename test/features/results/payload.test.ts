import { describe, expect, it } from 'vitest';
import { roomsPayload, searchPayload } from '../../../src/features/results/api';
import type { SearchCriteria } from '../../../src/features/search';
import { toQueryString } from '../../../src/lib/url';

const criteria: SearchCriteria = {
  checkin: '2030-04-01',
  checkout: '2030-04-03',
  adults: 3,
  children: 1,
  room_count: 3,
  type: 'plan',
  order: 'price_high_to_low',
  promo_code: 'SAKURA10',
};

describe('room search payload (spec section 7)', () => {
  it('sends room_count rooms, each with the same dates and guests', () => {
    const room = { checkin_date: '2030-04-01', checkout_date: '2030-04-03', adults: 3, children: 1 };
    expect(roomsPayload(criteria)).toEqual([room, room, room]);
    expect(roomsPayload({ ...criteria, room_count: 1 })).toEqual([room]);
  });

  it('asks for the order, the result type, brr mode, the promo code and the next available date', () => {
    expect(searchPayload(criteria)).toMatchObject({
      order: 'price_high_to_low',
      type: 'plan',
      mode: 'brr',
      promo_code: 'SAKURA10',
      search_next_available_date_if_no_result: true,
    });
  });

  it('serializes rooms in Rails bracket notation, and leaves out a missing promo code', () => {
    const query = new URLSearchParams(toQueryString(searchPayload({ ...criteria, room_count: 2, promo_code: undefined })));
    expect(query.get('rooms[0][checkin_date]')).toBe('2030-04-01');
    expect(query.get('rooms[1][checkout_date]')).toBe('2030-04-03');
    expect(query.get('rooms[1][adults]')).toBe('3');
    expect(query.get('rooms[1][children]')).toBe('1');
    expect(query.has('rooms[2][adults]')).toBe(false);
    expect(query.has('promo_code')).toBe(false);
  });
});
