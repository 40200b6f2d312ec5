// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays } from '../../server/dates.ts';
import { monthSoldOutRange, soldOutDates } from '../../server/seed.ts';
import { CONTROLS, ORIGIN, roomsQuery, setup } from './helpers.ts';

const rooms = (code: string, q: string) => `/api/v1/hotels/${code}/rooms?${q}`;
const lowest = (r: any) => Math.min(...r.room_plans.map((p: any) => p.total_price));

describe('seeded sold-out rules at the test clock (anchor 2026-03-02)', () => {
  it('match the documented dates', () => {
    expect(soldOutDates('2026-03-02', '2026-03-01', '2026-05-01')).toEqual(['2026-03-10', '2026-03-12', '2026-03-13', '2026-04-02', '2026-04-25']);
    expect(monthSoldOutRange('2026-03-02')).toEqual({ hotel_code: 'sakura-tokyo', room_type_code: 'JSR', from: '2026-04-01', to: '2026-04-30' });
  });

  it('GET /__sandbox/info reports them', async () => {
    const { json } = await setup();
    const info = (await json('/__sandbox/info', CONTROLS)).body.data;
    expect(info.seeded_on).toBe('2026-03-02');
    expect(info.sold_out_dates.slice(0, 3)).toEqual(['2026-03-10', '2026-03-12', '2026-03-13']);
    expect(info.room_type_sold_out.from).toBe('2026-04-01');
  });
});

describe('room search (type=room)', () => {
  it('returns localized rooms with plans, photos, prices and tax', async () => {
    const { json } = await setup();
    const { status, body } = await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-18', [{ adults: 2 }])));
    expect(status).toBe(200);
    const d = body.data;
    expect(d.type).toBe('room');
    expect(d.currency).toBe('JPY');
    expect(d.next_available_date).toBeNull();
    expect(d.rooms.map((r: any) => r.room_type_code).sort()).toEqual(['JSR', 'STD', 'STE', 'TWN']);
    const std = d.rooms.find((r: any) => r.room_type_code === 'STD');
    expect(std).toMatchObject({ room_type_name: 'Standard Double', max_guests: 2, size_sqm: 18 });
    expect(std.photos).toEqual([`${ORIGIN}/sandbox-assets/rooms/sakura-tokyo/STD-1.svg`, `${ORIGIN}/sandbox-assets/rooms/sakura-tokyo/STD-2.svg`]);
    for (const room of d.rooms) {
      expect(room.room_count).toBeGreaterThanOrEqual(1);
      const prices = room.room_plans.map((p: any) => p.total_price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      for (const p of room.room_plans) {
        expect(Number.isInteger(p.total_price)).toBe(true);
        expect(p.total_price).toBeGreaterThan(9000);
        expect(p.tax).toBe(Math.floor((p.total_price * 10) / 110));
        expect(p.tax_included).toBe(true);
        expect(p.price_per_night.map((n: any) => n.date)).toEqual(['2026-03-16', '2026-03-17']);
        expect(p.price_per_night.reduce((s: number, n: any) => s + n.price, 0)).toBe(p.total_price);
        expect(p.room_plan_code).toBe(`${room.room_type_code}-${p.hotel_plan_code}`);
        expect(p.matched_search_criteria).toEqual({ adults_count: 2, children_count: 0, adults_with_companion: 0, children_with_kid_tier_A_companion: 0 });
        expect(p.member_only).toBe(false);
        expect(['none', 'breakfast', 'half_board']).toContain(p.meal);
        expect(p.payment_methods).toEqual(['on_site', 'credit_card']);
      }
    }
  });

  it('omits member-only, day-use and promo plans by default', async () => {
    const { json } = await setup();
    const d = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-18', [{ adults: 2 }])))).body.data;
    const codes = new Set(d.rooms.flatMap((r: any) => r.room_plans.map((p: any) => p.hotel_plan_code)));
    expect([...codes].sort()).toEqual(['BB', 'HB', 'RO']);
  });

  it('shows the secret plan with its promotion code (case-insensitive)', async () => {
    const { json } = await setup();
    const d = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-18', [{ adults: 2 }], { promo_code: 'sakura10' })))).body.data;
    const std = d.rooms.find((r: any) => r.room_type_code === 'STD');
    const web = std.room_plans.find((p: any) => p.hotel_plan_code === 'WEB');
    const ro = std.room_plans.find((p: any) => p.hotel_plan_code === 'RO');
    expect(web.total_price).toBeLessThan(ro.total_price);
  });

  it('orders room types by lowest price in both directions and by recommendation', async () => {
    const { json } = await setup();
    const q = (order: string) => rooms('hangang-seoul', roomsQuery('2026-03-16', '2026-03-18', [{ adults: 2 }], { order }));
    const asc = (await json(q('price_low_to_high'))).body.data.rooms.map(lowest);
    expect(asc.length).toBe(5);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await json(q('price_high_to_low'))).body.data.rooms.map(lowest);
    expect(desc).toEqual([...asc].reverse());
    const rec = (await json(q('recommended'))).body.data.rooms.map((r: any) => r.room_type_code);
    expect(rec).toEqual(['DLX', 'FAM', 'STD', 'ONDOL', 'STE']);
    const dflt = (await json(rooms('hangang-seoul', roomsQuery('2026-03-16', '2026-03-18', [{ adults: 2 }])))).body.data.rooms.map(lowest);
    expect(dflt).toEqual(asc);
  });

  it('localizes room and plan names', async () => {
    const { json } = await setup();
    const path = rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2 }], { order: 'recommended' }));
    const ja = (await json(path, { 'X-Locale': 'ja' })).body.data.rooms[0];
    expect(ja.room_type_name).toBe('スーペリアツイン');
    expect(ja.room_plans.find((p: any) => p.hotel_plan_code === 'BB').room_plan_name).toBe('朝食付きプラン');
    const ko = (await json(`${path}&locale=ko`)).body.data.rooms[0];
    expect(ko.room_type_name).toBe('슈페리어 트윈');
    const hant = (await json(path, { 'X-Locale': 'zh_Hant' })).body.data.rooms[0];
    expect(hant.room_type_name).toBe('高級雙床房');
    const hans = (await json(path, { 'X-Locale': 'zh_Hans' })).body.data.rooms[0];
    expect(hans.room_type_name).toBe('高级双床房');
  });

  it('uses hotel currency and tax: KRW 10%, TWD 5%', async () => {
    const { json } = await setup();
    const kr = (await json(rooms('hangang-seoul', roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2 }])))).body.data;
    expect(kr.currency).toBe('KRW');
    const p = kr.rooms[0].room_plans[0];
    expect(p.tax).toBe(Math.floor((p.total_price * 10) / 110));
    expect(p.total_price).toBeGreaterThan(90_000);
    const tw = (await json(rooms('taipei-lotus', roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2 }])))).body.data;
    expect(tw.currency).toBe('TWD');
    const t = tw.rooms[0].room_plans[0];
    expect(t.tax).toBe(Math.floor((t.total_price * 5) / 105));
    expect(t.total_price).toBeGreaterThan(2500);
    expect(t.total_price).toBeLessThan(15000);
    expect(t.payment_methods).toEqual(['on_site', 'twd_credit_card']);
  });

  it('keeps only room types that fit the guests, and charges for extra adults and children', async () => {
    const { json } = await setup();
    const two = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2 }])))).body.data.rooms;
    const three = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-17', [{ adults: 3 }])))).body.data.rooms;
    expect(three.map((r: any) => r.room_type_code)).not.toContain('STD');
    const price = (list: any[], rt: string) => list.find((r) => r.room_type_code === rt).room_plans.find((p: any) => p.hotel_plan_code === 'RO').total_price;
    expect(price(three, 'TWN')).toBeGreaterThan(price(two, 'TWN'));
    const withKids = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2, tiers: { A: 1, B: 1 } }])))).body.data.rooms;
    expect(withKids.map((r: any) => r.room_type_code).sort()).toEqual(['JSR', 'STE']);
    const jsr = withKids.find((r: any) => r.room_type_code === 'JSR').room_plans[0];
    expect(jsr.matched_search_criteria).toEqual({ adults_count: 2, children_count: 2, adults_with_companion: 0, children_with_kid_tier_A_companion: 1 });
    expect(jsr.total_price).toBeGreaterThan(price(two, 'JSR'));
    const infantOnly = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2, tiers: { A: 1 } }])))).body.data.rooms;
    expect(price(infantOnly, 'JSR')).toBe(price(two, 'JSR')); // tier A companion: no supplement
  });

  it('reports rooms with fewer than 10 left (sakura STE has 3 in total)', async () => {
    const { json } = await setup();
    const d = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2 }])))).body.data;
    const ste = d.rooms.find((r: any) => r.room_type_code === 'STE');
    expect(ste.room_count).toBeGreaterThanOrEqual(1);
    expect(ste.room_count).toBeLessThanOrEqual(3);
  });

  it('multi-room: each room has its own guests, total is summed and room types need enough rooms', async () => {
    const { json } = await setup();
    const one = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2 }])))).body.data.rooms;
    const multi = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2 }, { adults: 3 }])))).body.data.rooms;
    expect(multi.map((r: any) => r.room_type_code)).not.toContain('STD');
    const three = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-17', [{ adults: 3 }])))).body.data.rooms;
    const ro = (list: any[], rt: string) => list.find((r) => r.room_type_code === rt).room_plans.find((p: any) => p.hotel_plan_code === 'RO');
    expect(ro(multi, 'TWN').total_price).toBe(ro(one, 'TWN').total_price + ro(three, 'TWN').total_price);
    expect(ro(multi, 'TWN').matched_search_criteria.adults_count).toBe(5);
    for (const r of multi) expect(r.room_count).toBeGreaterThanOrEqual(2);
    // STE has at most 3 rooms: three rooms of 2 adults fit only where 3 remain.
    const triple = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2 }, { adults: 2 }, { adults: 2 }])))).body.data.rooms;
    for (const r of triple) expect(r.room_count).toBeGreaterThanOrEqual(3);
  });

  it('sold-out date: empty result, next_available_date only when asked', async () => {
    const { json } = await setup();
    const base = roomsQuery('2026-03-12', '2026-03-13', [{ adults: 2 }]);
    expect((await json(rooms('sakura-tokyo', base))).body.data).toEqual({ type: 'room', currency: 'JPY', rooms: [], next_available_date: null });
    const next = (await json(rooms('sakura-tokyo', `${base}&search_next_available_date_if_no_result=true`))).body.data;
    expect(next.rooms).toEqual([]);
    expect(next.next_available_date).toBe('2026-03-14');
    // A 2-night stay starting on 03-11 touches 03-12: next start whose nights are free is 03-14.
    const twoNights = (await json(rooms('aurora-gion', roomsQuery('2026-03-11', '2026-03-13', [{ adults: 2 }], { search_next_available_date_if_no_result: 'true' })))).body.data;
    expect(twoNights.next_available_date).toBe('2026-03-14');
    // day-of-year rule: 2026-03-10 is day 69 = 3 × 23
    expect((await json(rooms('taipei-lotus', roomsQuery('2026-03-10', '2026-03-11', [{ adults: 1 }])))).body.data.rooms).toEqual([]);
  });

  it('room type sold out for a month: next_available_date is the day after', async () => {
    const { json } = await setup();
    const d = (await json(rooms('sakura-tokyo', roomsQuery('2026-04-05', '2026-04-07', [{ adults: 2 }], { 'room_type_codes[]': 'JSR', search_next_available_date_if_no_result: 'true' })))).body.data;
    expect(d.rooms).toEqual([]);
    expect(d.next_available_date).toBe('2026-05-01');
    const others = (await json(rooms('sakura-tokyo', roomsQuery('2026-04-05', '2026-04-07', [{ adults: 2 }])))).body.data.rooms;
    expect(others.map((r: any) => r.room_type_code)).not.toContain('JSR');
    expect(others.length).toBe(3);
  });

  it('is_including_occupied=true lists sold-out room types with room_count 0', async () => {
    const { json } = await setup();
    const d = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-12', '2026-03-13', [{ adults: 2 }], { is_including_occupied: 'true' })))).body.data;
    expect(d.rooms.length).toBe(4);
    for (const r of d.rooms) expect(r.room_count).toBe(0);
  });

  it('filters by room type, plan codes and room_search_filters', async () => {
    const { json } = await setup();
    const q = (extra: Record<string, string>) => rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2 }], extra));
    expect((await json(q({ 'room_type_codes[]': 'TWN' }))).body.data.rooms.map((r: any) => r.room_type_code)).toEqual(['TWN']);
    const bb = (await json(q({ 'hotel_plan_codes[]': 'BB' }))).body.data.rooms;
    expect(bb.every((r: any) => r.room_plans.every((p: any) => p.hotel_plan_code === 'BB'))).toBe(true);
    const rp = (await json(q({ 'room_plan_codes[]': 'STE-HB' }))).body.data.rooms;
    expect(rp.map((r: any) => r.room_plans.map((p: any) => p.room_plan_code))).toEqual([['STE-HB']]);
    const breakfast = (await json(q({ 'room_search_filters[]': 'breakfast_included' }))).body.data.rooms;
    expect(breakfast.every((r: any) => r.room_plans.every((p: any) => p.meal !== 'none'))).toBe(true);
  });

  it('day use: only day-use plans, checkout may equal check-in; refused where inactive', async () => {
    const { json } = await setup();
    const d = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-16', [{ adults: 2 }], { is_day_use: 'true' })))).body.data;
    expect(d.rooms.map((r: any) => r.room_type_code).sort()).toEqual(['STD', 'TWN']);
    expect(d.rooms.flatMap((r: any) => r.room_plans.map((p: any) => p.hotel_plan_code))).toEqual(['DAY', 'DAY']);
    const refused = await json(rooms('hangang-seoul', roomsQuery('2026-03-16', '2026-03-16', [{ adults: 2 }], { is_day_use: 'true' })));
    expect(refused.status).toBe(422);
  });

  it('yesterday is bookable only where the hotel allows it', async () => {
    const { json } = await setup();
    expect((await json(rooms('sakura-tokyo', roomsQuery('2026-03-01', '2026-03-02', [{ adults: 2 }])))).status).toBe(200);
    expect((await json(rooms('aurora-gion', roomsQuery('2026-03-01', '2026-03-02', [{ adults: 2 }])))).status).toBe(422);
    expect((await json(rooms('sakura-tokyo', roomsQuery('2026-02-28', '2026-03-01', [{ adults: 2 }])))).status).toBe(422);
  });

  it('accepts kids ages in ages mode', async () => {
    const { json } = await setup();
    const base = (await json(rooms('hangang-seoul', roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2 }], { 'room_type_codes[]': 'FAM' })))).body.data.rooms[0].room_plans[0].total_price;
    const kids = await json(rooms('hangang-seoul', `${roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2, children: 2 }], { 'room_type_codes[]': 'FAM' })}&rooms[0][kids_ages][]=4&rooms[0][kids_ages][]=9`));
    expect(kids.status).toBe(200);
    expect(kids.body.data.rooms[0].room_plans[0].total_price).toBeGreaterThan(base);
  });
});

describe('plan search (type=plan)', () => {
  it('groups rooms by plan with lowest_price and booking_start_date', async () => {
    const { json } = await setup();
    const d = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-18', [{ adults: 2 }], { type: 'plan' })))).body.data;
    expect(d.type).toBe('plan');
    expect(d.next_available_date).toBeNull();
    expect(d.plans.map((p: any) => p.hotel_plan_code)).toEqual(['RO', 'BB', 'HB']);
    const lows = d.plans.map((p: any) => p.lowest_price);
    expect(lows).toEqual([...lows].sort((a, b) => a - b));
    for (const plan of d.plans) {
      expect(plan.booking_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(plan.lowest_price).toBe(plan.rooms[0].total_price);
      expect(Object.keys(plan.rooms[0]).sort()).toEqual(['matched_search_criteria', 'max_guests', 'payment_methods', 'photos', 'room_count', 'room_plan_code', 'room_type_code', 'room_type_name', 'tax', 'tax_included', 'total_price',
        // added with cancellation policies, coupons, member-only sign-in and undated search
        'cancellation_policy_id', 'coupon', 'discount', 'lowest_price_checkin', 'requires_sign_in', 'room_prices'].sort());
    }
    const desc = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-18', [{ adults: 2 }], { type: 'plan', order: 'price_high_to_low' })))).body.data.plans;
    expect(desc.map((p: any) => p.hotel_plan_code)).toEqual(['HB', 'BB', 'RO']);
    const rec = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-18', [{ adults: 2 }], { type: 'plan', order: 'recommended' })))).body.data.plans;
    expect(rec.map((p: any) => p.hotel_plan_code)).toEqual(['BB', 'RO', 'HB']);
  });

  it('sold-out plan search gives next_available_date too', async () => {
    const { json } = await setup();
    const d = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-13', '2026-03-14', [{ adults: 2 }], { type: 'plan', search_next_available_date_if_no_result: 'true' })))).body.data;
    expect(d).toEqual({ type: 'plan', currency: 'JPY', plans: [], next_available_date: '2026-03-14' });
  });
});

describe('room search validation', () => {
  const D = (ci: string, co: string, r: Array<Record<string, any>>, extra: Record<string, string> = {}) => roomsQuery(ci, co, r as any, extra);
  const cases: Array<[string, string, string, string?]> = [
    ['no rooms', 'sakura-tokyo', 'order=price_low_to_high'],
    ['rooms as a scalar', 'sakura-tokyo', 'rooms=abc'],
    ['missing checkin', 'sakura-tokyo', 'rooms[0][checkout_date]=2026-03-17&rooms[0][adults]=2'],
    ['missing adults', 'sakura-tokyo', 'rooms[0][checkin_date]=2026-03-16&rooms[0][checkout_date]=2026-03-17'],
    ['malformed date', 'sakura-tokyo', D('2026-3-16', '2026-03-17', [{ adults: 2 }])],
    ['impossible date', 'sakura-tokyo', D('2026-02-30', '2026-03-17', [{ adults: 2 }])],
    ['words as date', 'sakura-tokyo', D('tomorrow', '2026-03-17', [{ adults: 2 }])],
    ['checkout = checkin', 'sakura-tokyo', D('2026-03-16', '2026-03-16', [{ adults: 2 }]), 'Checkout date must be after check-in date.'],
    ['checkout < checkin', 'sakura-tokyo', D('2026-03-16', '2026-03-15', [{ adults: 2 }]), 'Checkout date must be after check-in date.'],
    ['31 nights', 'sakura-tokyo', D('2026-03-16', '2026-04-16', [{ adults: 2 }])],
    ['past check-in', 'sakura-tokyo', D('2026-02-01', '2026-02-02', [{ adults: 2 }])],
    ['negative adults', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: -1 }])],
    ['zero adults', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: 0 }])],
    ['fractional adults', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: 1.5 }])],
    ['huge adults', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: '99999999999999999999' }])],
    ['adults above max_guests_per_room', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: 5 }])],
    ['text adults', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: 'two' }])],
    ['negative children', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: 2, children: -1 }])],
    ['too many guests', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: 3, children: 2 }])],
    ['too many children per adult', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: 1, children: 3 }])],
    ['unknown kids tier', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: 2, tiers: { Z: 1 } }])],
    ['kids tiers not adding up', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: 2, children: 2, tiers: { B: 1 } }])],
    ['too many rooms', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: 1 }, { adults: 1 }, { adults: 1 }, { adults: 1 }])],
    ['multi-room off', 'taipei-lotus', D('2026-03-16', '2026-03-17', [{ adults: 1 }, { adults: 1 }])],
    ['rooms with different dates', 'sakura-tokyo', 'rooms[0][checkin_date]=2026-03-16&rooms[0][checkout_date]=2026-03-17&rooms[0][adults]=2&rooms[1][checkin_date]=2026-03-18&rooms[1][adults]=1'],
    ['room index gap', 'sakura-tokyo', 'rooms[0][checkin_date]=2026-03-16&rooms[0][checkout_date]=2026-03-17&rooms[0][adults]=2&rooms[2][adults]=1'],
    ['bad type', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: 2 }], { type: 'suite' })],
    ['bad order', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: 2 }], { order: 'cheapest' })],
    ['bad mode', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: 2 }], { mode: 'vip' })],
    ['bad boolean', 'sakura-tokyo', D('2026-03-16', '2026-03-17', [{ adults: 2 }], { is_including_occupied: 'maybe' })],
    ['conflicting params', 'sakura-tokyo', `${D('2026-03-16', '2026-03-17', [{ adults: 2 }])}&order[x]=1`],
    ['unbalanced bracket', 'sakura-tokyo', `${D('2026-03-16', '2026-03-17', [{ adults: 2 }])}&rooms[0=1`],
    ['kids ages count mismatch', 'hangang-seoul', `${D('2026-03-16', '2026-03-17', [{ adults: 2, children: 2 }])}&rooms[0][kids_ages][]=4`],
  ];

  it.each(cases)('%s → 422 shape 1 code 1000', async (_name, hotel, query, message) => {
    const { json } = await setup();
    const { status, body } = await json(rooms(hotel, query));
    expect(status).toBe(422);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].code).toBe(1000);
    expect(body.errors[0].details.base).toHaveLength(1);
    expect(body.errors[0].details.base[0]).toMatch(/^[A-Z].*\.$/);
    if (message) expect(body.errors[0].details.base[0]).toBe(message);
  });

  it('beyond the reservable period → 422 code 1903 with reservable_period_months', async () => {
    const { json } = await setup();
    const ok = await json(rooms('sakura-tokyo', roomsQuery('2027-03-01', '2027-03-02', [{ adults: 2 }])));
    expect(ok.status).toBe(200);
    const { status, body } = await json(rooms('sakura-tokyo', roomsQuery('2027-03-02', '2027-03-03', [{ adults: 2 }])));
    expect(status).toBe(422);
    expect(body).toEqual({ errors: [{ code: 1903, details: { base: ['Reservations are accepted up to 12 months ahead.'] }, reservable_period_months: 12 }] });
    const kr = await json(rooms('hangang-seoul', roomsQuery('2026-09-10', '2026-09-11', [{ adults: 2 }])));
    expect(kr.body.errors[0]).toMatchObject({ code: 1903, reservable_period_months: 6 });
    const tw = await json(rooms('taipei-lotus', roomsQuery('2027-03-30', '2027-03-31', [{ adults: 2 }])));
    expect(tw.status).toBe(200);
  });

  it('next_available_date scan stops at the reservable period', async () => {
    const { json } = await setup();
    const d = (await json(rooms('sakura-tokyo', roomsQuery('2027-02-26', '2027-03-02', [{ adults: 2 }], { 'room_type_codes[]': 'NOPE', search_next_available_date_if_no_result: 'true' })))).body.data;
    expect(d.rooms).toEqual([]);
    expect(d.next_available_date).toBeNull();
  });

  it('unknown hotel → 404 shape 3 before validation', async () => {
    const { json } = await setup();
    expect(await json(rooms('nowhere', 'x=1'))).toEqual({ status: 404, body: { error: 'Hotel not found' } });
  });

  it('never answers 500 to random junk queries', async () => {
    const { get } = await setup();
    const junk = ['rooms[0]=1', 'rooms[][adults]=1', 'rooms[0][adults][]=2', 'rooms[0][kids_tiers]=B', 'rooms[0][kids_tiers][0]=B',
      'room_type_codes[x][y]=1', '%E0%A4%A=1', 'rooms[999][adults]=1', `rooms[0][checkin_date]=${'9'.repeat(500)}`,
      `${roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2 }])}&room_type_codes[0][x]=1`];
    for (const q of junk) {
      const res = await get(rooms('sakura-tokyo', q));
      expect(res.status, q).toBeGreaterThanOrEqual(400);
      expect(res.status, q).toBeLessThan(500);
    }
  });

  it('date helpers used by the tests agree with the seed', () => {
    expect(addDays('2026-03-02', 10)).toBe('2026-03-12');
  });
});

describe('room prices of a multi-room search', () => {
  const plan = (d: any, type: string, code: string) => d.rooms.find((r: any) => r.room_type_code === type).room_plans.find((p: any) => p.room_plan_code === code);

  it('each searched room has its own price, the one a search for that room alone gives; total_price is theirs together', async () => {
    const { json } = await setup();
    const both = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-18', [{ adults: 2 }, { adults: 1, children: 1, tiers: { B: 1 } }])))).body.data;
    const first = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-18', [{ adults: 2 }])))).body.data;
    const second = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-18', [{ adults: 1, children: 1, tiers: { B: 1 } }])))).body.data;
    const offer = plan(both, 'TWN', 'TWN-RO');
    expect(offer.room_prices).toEqual([
      { total_price: plan(first, 'TWN', 'TWN-RO').total_price, tax: plan(first, 'TWN', 'TWN-RO').tax, discount: 0 },
      { total_price: plan(second, 'TWN', 'TWN-RO').total_price, tax: plan(second, 'TWN', 'TWN-RO').tax, discount: 0 },
    ]);
    expect(offer.room_prices[0].total_price).not.toBe(offer.room_prices[1].total_price);
    expect(offer.room_prices[0].total_price + offer.room_prices[1].total_price).toBe(offer.total_price);
  });

  it('a coupon discounts each room on its own, as the booking does', async () => {
    const { json } = await setup();
    const d = (await json(rooms('sakura-tokyo', roomsQuery('2026-03-16', '2026-03-18', [{ adults: 2 }, { adults: 1 }], { coupon_code: 'WELCOME10' })))).body.data;
    const discounted = d.rooms.flatMap((r: any) => r.room_plans).filter((p: any) => p.discount > 0);
    expect(discounted.length).toBeGreaterThan(0);
    for (const p of discounted) {
      expect(p.room_prices).toHaveLength(2);
      for (const own of p.room_prices) expect(own.discount).toBe(Math.floor(((own.total_price + own.discount) * 10) / 100));
    }
  });
});
