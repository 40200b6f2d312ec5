// @vitest-environment node
// Room search additions: per-room guests, undated search, modes, promotion and coupon codes, filters, recommendation.
import { describe, expect, it } from 'vitest';
import { addDays, eachDate } from '../../server/dates.ts';
import { setup } from './helpers.ts';

const rooms = (code: string, q: string) => `/api/v1/hotels/${code}/rooms?${q}`;
const recommendation = (code: string, q: string) => `/api/v1/hotels/${code}/rooms/recommendation?${q}`;

interface Guests {
  adults: number;
  children?: number;
  tiers?: Array<{ code: string; children: number; meal_and_bed?: string }>;
  ages?: number[];
  adult_companion?: number;
  kid_tier_A_companion?: number;
}

/** `rooms[i][…]` with every guest field; dates only when given (undated search has none). */
function q(dates: [string, string] | null, list: Guests[], extra: Record<string, string | string[]> = {}): string {
  const p = new URLSearchParams();
  list.forEach((r, i) => {
    if (dates) {
      p.set(`rooms[${i}][checkin_date]`, dates[0]);
      p.set(`rooms[${i}][checkout_date]`, dates[1]);
    }
    p.set(`rooms[${i}][adults]`, String(r.adults));
    if (r.children !== undefined) p.set(`rooms[${i}][children]`, String(r.children));
    (r.tiers ?? []).forEach((t, j) => {
      p.set(`rooms[${i}][kids_tiers][${j}][code]`, t.code);
      p.set(`rooms[${i}][kids_tiers][${j}][children]`, String(t.children));
      if (t.meal_and_bed) p.set(`rooms[${i}][kids_tiers][${j}][meal_and_bed]`, t.meal_and_bed);
    });
    for (const a of r.ages ?? []) p.append(`rooms[${i}][kids_ages][]`, String(a));
    if (r.adult_companion !== undefined) p.set(`rooms[${i}][adult_companion]`, String(r.adult_companion));
    if (r.kid_tier_A_companion !== undefined) p.set(`rooms[${i}][kid_tier_A_companion]`, String(r.kid_tier_A_companion));
  });
  for (const [k, v] of Object.entries(extra)) for (const x of Array.isArray(v) ? v : [v]) p.append(k, x);
  return p.toString();
}

const STAY: [string, string] = ['2026-03-16', '2026-03-18'];
const plan = (data: any, rt: string, hp: string) =>
  data.rooms.find((r: any) => r.room_type_code === rt)?.room_plans.find((p: any) => p.hotel_plan_code === hp);
const planCodes = (data: any) => [...new Set(data.rooms.flatMap((r: any) => r.room_plans.map((p: any) => p.hotel_plan_code)))].sort();
const error1000 = (body: any) => {
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0].code).toBe(1000);
  return body.errors[0].details.base[0] as string;
};

describe('per-room guests', () => {
  it('children per adult above max_children_per_adult → 422 1000 "At most N children per adult."', async () => {
    const { json } = await setup();
    const r = await json(rooms('sakura-tokyo', q(STAY, [{ adults: 1, tiers: [{ code: 'B', children: 3 }] }])));
    expect(r.status).toBe(422);
    expect(error1000(r.body)).toBe('At most 2 children per adult.');
  });

  it('kids tier children must add up to children and tier codes must be known → 422 1000', async () => {
    const { json } = await setup();
    const sum = await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2, children: 1, tiers: [{ code: 'B', children: 2 }] }])));
    expect(sum.status).toBe(422);
    expect(error1000(sum.body)).toBe('The kids tier counts must add up to the number of children.');
    const unknown = await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2, tiers: [{ code: 'X', children: 1 }] }])));
    expect(unknown.status).toBe(422);
    expect(error1000(unknown.body)).toBe('Unknown kids tier: X.');
    const ages = await json(rooms('hangang-seoul', q(STAY, [{ adults: 2, children: 1, ages: [4, 9] }])));
    expect(ages.status).toBe(422);
    expect(error1000(ages.body)).toBe('Give one age per child.');
  });

  it('kids not accepted (accept_type not_accept) and children > 0 → 422 1000', async () => {
    const { json, db } = await setup();
    db.prepare(`UPDATE hotels SET kids_accept_type = 'not_accept' WHERE code = 'hangang-seoul'`).run();
    const r = await json(rooms('hangang-seoul', q(STAY, [{ adults: 2, ages: [5] }])));
    expect(r.status).toBe(422);
    expect(error1000(r.body)).toBe('This hotel does not accept children.');
    expect((await json(rooms('hangang-seoul', q(STAY, [{ adults: 2 }])))).status).toBe(200);
  });

  it('shared-bed kids do not count toward max_guests_per_room', async () => {
    const { json } = await setup();
    // aurora-namba: kids_type share_bed, shared_bed_type per_room (one child per room), max 4 guests per room.
    const s = (await json('/api/v1/hotels/aurora-namba/settings/booking_widget')).body.data;
    expect(s.kids_setting).toMatchObject({ kids_type: 'share_bed', accept_type: 'accept', shared_bed_type: 'per_room' });
    const ok = await json(rooms('aurora-namba', q(STAY, [{ adults: 4, tiers: [{ code: 'C', children: 1 }] }])));
    expect(ok.status).toBe(200);
    expect(ok.body.data.rooms.map((r: any) => r.room_type_code)).toEqual(['STE']); // the one room type for 4
    expect(plan(ok.body.data, 'STE', 'RO').matched_search_criteria).toMatchObject({ adults_count: 4, children_count: 1 });
    // Only one child per room shares a bed: the second one counts.
    const two = await json(rooms('aurora-namba', q(STAY, [{ adults: 4, tiers: [{ code: 'C', children: 2 }] }])));
    expect(two.status).toBe(422);
    expect(error1000(two.body)).toBe('A room can hold at most 4 guests.');
    // The same party elsewhere (kids_type tiers; taipei-lotus: per_adult but not share_bed) counts the child.
    expect((await json(rooms('aurora-shinjuku', q(STAY, [{ adults: 4, tiers: [{ code: 'C', children: 1 }] }])))).status).toBe(422);
    expect((await json(rooms('taipei-lotus', q(STAY, [{ adults: 4, tiers: [{ code: 'C', children: 1 }] }])))).status).toBe(422);
    // A shared-bed child does not need a bigger room type: 2 adults + 1 child fit the 2-guest STD.
    const std = (await json(rooms('aurora-namba', q(STAY, [{ adults: 2, tiers: [{ code: 'C', children: 1 }] }])))).body.data;
    expect(std.rooms.map((r: any) => r.room_type_code)).toContain('STD');
  });

  it('companions count toward max_guests_per_room', async () => {
    const { json } = await setup();
    const r = await json(rooms('sakura-tokyo', q(STAY, [{ adults: 3, adult_companion: 2 }])));
    expect(r.status).toBe(422);
    expect(error1000(r.body)).toBe('A room can hold at most 4 guests.');
  });

  it('companions are priced as adults / tier-A children and reported in matched_search_criteria', async () => {
    const { json } = await setup();
    const base = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }])))).body.data;
    const three = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 3 }])))).body.data;
    const comp = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2, adult_companion: 1, kid_tier_A_companion: 1 }])))).body.data;
    const p = plan(comp, 'JSR', 'BB');
    expect(p.total_price).toBe(plan(three, 'JSR', 'BB').total_price); // tier A: no supplement, no meal
    expect(p.total_price).toBeGreaterThan(plan(base, 'JSR', 'BB').total_price);
    expect(p.matched_search_criteria).toEqual({ adults_count: 2, children_count: 0, adults_with_companion: 1, children_with_kid_tier_A_companion: 1 });
    expect(comp.rooms.map((r: any) => r.room_type_code)).not.toContain('TWN'); // 4 guests: TWN holds 3
  });

  it('companions are refused where the hotel has no membership program', async () => {
    const { json } = await setup();
    const r = await json(rooms('hangang-seoul', q(STAY, [{ adults: 2, adult_companion: 1 }])));
    expect(r.status).toBe(422);
    expect(error1000(r.body)).toBe('This hotel does not accept adult companions.');
    expect((await json(rooms('hangang-seoul', q(STAY, [{ adults: 2, adult_companion: 0 }])))).status).toBe(200);
  });

  it('children by tier or age cost a share of the extra-adult supplement', async () => {
    const { json } = await setup();
    const none = plan((await json(rooms('hangang-seoul', q(STAY, [{ adults: 2 }])))).body.data, 'FAM', 'RO').total_price;
    const infant = plan((await json(rooms('hangang-seoul', q(STAY, [{ adults: 2, ages: [4] }])))).body.data, 'FAM', 'RO').total_price;
    const child = plan((await json(rooms('hangang-seoul', q(STAY, [{ adults: 2, ages: [8] }])))).body.data, 'FAM', 'RO').total_price;
    expect(infant).toBe(none); // under 6: free
    expect(child).toBe(none + 2 * Math.round(35000 * 0.5)); // 6–17: 50 % of FAM's 35,000 supplement, 2 nights
  });

  it('meal_and_bed extras add a per-night supplement (tiers_with_meal_and_bed_as_extras only)', async () => {
    const { json } = await setup();
    const price = async (mb?: string) => plan((await json(rooms('taipei-lotus',
      q(STAY, [{ adults: 2, tiers: [{ code: 'C', children: 1, meal_and_bed: mb }] }])))).body.data, 'FAM', 'RO').total_price;
    const none = await price();
    expect(await price('none')).toBe(none);
    expect(await price('bedding')).toBe(none + 2 * Math.round(1100 * 0.4)); // FAM supplement 1,100 TWD
    expect(await price('meal')).toBe(none + 2 * Math.round(1100 * 0.3));
    expect(await price('meal_and_bedding')).toBe(none + 2 * Math.round(1100 * 0.7));
    const bad = await json(rooms('taipei-lotus', q(STAY, [{ adults: 2, tiers: [{ code: 'C', children: 1, meal_and_bed: 'spa' }] }])));
    expect(bad.status).toBe(422);
    const elsewhere = await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2, tiers: [{ code: 'B', children: 1, meal_and_bed: 'meal' }] }])));
    expect(elsewhere.status).toBe(422);
    expect(error1000(elsewhere.body)).toBe('Meal and bedding options are not sold at this hotel.');
  });
});

describe('undated search', () => {
  it('undated search needs the same guests in every room', async () => {
    const { json } = await setup();
    const r = await json(rooms('sakura-tokyo', q(null, [{ adults: 2 }, { adults: 1 }], { search_type: 'undated', nights: '2' })));
    expect(r.status).toBe(422);
    expect(error1000(r.body)).toBe('Undated search needs the same guests in every room.');
    const tiers = await json(rooms('sakura-tokyo', q(null, [{ adults: 2, tiers: [{ code: 'B', children: 1 }] }, { adults: 2, tiers: [{ code: 'C', children: 1 }] }], { search_type: 'undated', nights: '2' })));
    expect(tiers.status).toBe(422);
    const same = await json(rooms('sakura-tokyo', q(null, [{ adults: 2 }, { adults: 2 }], { search_type: 'undated', nights: '2' })));
    expect(same.status).toBe(200);
  });

  it('undated search needs nights from 1 to 30', async () => {
    const { json } = await setup();
    for (const nights of [undefined, '0', '31', 'x']) {
      const extra: Record<string, string> = { search_type: 'undated' };
      if (nights !== undefined) extra.nights = nights;
      const r = await json(rooms('sakura-tokyo', q(null, [{ adults: 2 }], extra)));
      expect(r.status, String(nights)).toBe(422);
      expect(r.body.errors[0].code).toBe(1000);
    }
  });

  it('undated search gives the lowest total for N consecutive nights and its lowest_price_checkin', async () => {
    const { json, db } = await setup();
    const d = (await json(rooms('sakura-tokyo', q(null, [{ adults: 2 }], { search_type: 'undated', nights: '2', 'room_type_codes[]': 'JSR' })))).body.data;
    expect(d.type).toBe('room');
    expect(d.next_available_date).toBeNull();
    const ro = plan(d, 'JSR', 'RO');
    // Room only for 2 adults = the inventory price: recompute the cheapest window with a room left every night.
    const inv = db.prepare(`SELECT i.date, i.remaining, i.price FROM inventory i JOIN room_types rt ON rt.id = i.room_type_id
      JOIN hotels h ON h.id = rt.hotel_id WHERE h.code = 'sakura-tokyo' AND rt.code = 'JSR' AND i.date >= '2026-03-02' AND i.date < '2027-03-02'
      ORDER BY i.date`).all() as Array<{ date: string; remaining: number; price: number }>;
    let best: { date: string; total: number } | null = null;
    for (let i = 0; i + 1 < inv.length; i++) {
      if (inv[i]!.remaining < 1 || inv[i + 1]!.remaining < 1) continue;
      const total = inv[i]!.price + inv[i + 1]!.price;
      if (!best || total < best.total) best = { date: inv[i]!.date, total };
    }
    expect(ro.total_price).toBe(best!.total);
    expect(ro.lowest_price_checkin).toBe(best!.date);
    expect(ro.price_per_night.map((n: any) => n.date)).toEqual([best!.date, addDays(best!.date, 1)]);
    expect(ro.tax).toBe(Math.floor((ro.total_price * 10) / 110));
    // The same stay as a dated search costs the same.
    const dated = (await json(rooms('sakura-tokyo', q([best!.date, addDays(best!.date, 2)], [{ adults: 2 }], { 'room_type_codes[]': 'JSR' })))).body.data;
    expect(plan(dated, 'JSR', 'RO').total_price).toBe(ro.total_price);
    expect(plan(dated, 'JSR', 'RO').lowest_price_checkin).toBeNull();
    // plan view carries it too
    const pv = (await json(rooms('sakura-tokyo', q(null, [{ adults: 2 }], { search_type: 'undated', nights: '2', type: 'plan', 'room_type_codes[]': 'JSR' })))).body.data;
    const roPlan = pv.plans.find((p: any) => p.hotel_plan_code === 'RO');
    expect(roPlan.rooms[0]).toMatchObject({ room_plan_code: 'JSR-RO', total_price: ro.total_price, lowest_price_checkin: best!.date });
  });

  it('undated search needs a room on every night but not one per searched room', async () => {
    const { json, db } = await setup();
    // Leave exactly one STE room on every night.
    db.prepare(`UPDATE inventory SET remaining = 1 WHERE room_type_id = (SELECT rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id
      WHERE h.code = 'sakura-tokyo' AND rt.code = 'STE') AND remaining > 1`).run();
    const undated = (await json(rooms('sakura-tokyo', q(null, [{ adults: 2 }, { adults: 2 }], { search_type: 'undated', nights: '1' })))).body.data;
    const ste = undated.rooms.find((r: any) => r.room_type_code === 'STE');
    expect(ste.room_count).toBe(1);
    const dated = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }, { adults: 2 }])))).body.data;
    expect(dated.rooms.map((r: any) => r.room_type_code)).not.toContain('STE');
  });
});

describe('modes', () => {
  it('mode=brr (default) lists public plans only, with requires_sign_in false', async () => {
    const { json } = await setup();
    const d = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { mode: 'brr' })))).body.data;
    expect(planCodes(d)).toEqual(['BB', 'HB', 'RO']);
    for (const r of d.rooms) for (const p of r.room_plans) expect(p.requires_sign_in).toBe(false);
  });

  it('mode=member lists only member-only plans, which require sign-in', async () => {
    const { json } = await setup();
    const d = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { mode: 'member' })))).body.data;
    expect(planCodes(d)).toEqual(['MEM']);
    for (const r of d.rooms) for (const p of r.room_plans) expect(p).toMatchObject({ member_only: true, requires_sign_in: true });
    const pv = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { mode: 'member', type: 'plan' })))).body.data;
    expect(pv.plans.map((p: any) => [p.hotel_plan_code, p.requires_sign_in])).toEqual([['MEM', true]]);
    expect(pv.plans[0].rooms[0].requires_sign_in).toBe(true);
  });

  it('mode=all lists public and member-only plans', async () => {
    const { json } = await setup();
    const d = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { mode: 'all' })))).body.data;
    expect(planCodes(d)).toEqual(['BB', 'HB', 'MEM', 'RO']);
    expect(plan(d, 'STD', 'MEM').requires_sign_in).toBe(true);
    expect(plan(d, 'STD', 'RO').requires_sign_in).toBe(false);
  });

  it('mode=secret needs the secret code and lists only secret plans', async () => {
    const { json } = await setup();
    const invalid = { errors: [{ code: 1500, reason: 'invalid', details: { base: ['The code is not valid.'] } }] };
    expect(await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { mode: 'secret' })))).toEqual({ status: 422, body: invalid });
    expect(await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { mode: 'secret', promo_code: 'SAKURA10' })))).toEqual({ status: 422, body: invalid });
    expect(await json(rooms('hangang-seoul', q(STAY, [{ adults: 2 }], { mode: 'secret', promo_code: 'SECRET2026' })))).toEqual({ status: 422, body: invalid });
    const d = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { mode: 'secret', promo_code: 'SECRET2026' })))).body.data;
    expect(planCodes(d)).toEqual(['SEC']);
    expect(d.rooms.map((r: any) => r.room_type_code).sort()).toEqual(['JSR', 'STD', 'TWN']);
    // not shown in other modes
    const all = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { mode: 'all', promo_code: 'SECRET2026' })))).body.data;
    expect(planCodes(all)).not.toContain('SEC');
  });

  it('mode=voucher lists only voucher plans, dated or undated; none at brand hotels', async () => {
    const { json } = await setup();
    for (const hotel of ['sakura-tokyo', 'hangang-seoul', 'taipei-lotus']) {
      const d = (await json(rooms(hotel, q(STAY, [{ adults: 2 }], { mode: 'voucher' })))).body.data;
      expect(planCodes(d), hotel).toEqual(['VCH']);
      const u = (await json(rooms(hotel, q(null, [{ adults: 2 }], { mode: 'voucher', search_type: 'undated', nights: '1' })))).body.data;
      expect(planCodes(u), hotel).toEqual(['VCH']);
      for (const r of u.rooms) expect(r.room_plans[0].lowest_price_checkin).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect((await json(rooms('aurora-gion', q(STAY, [{ adults: 2 }], { mode: 'voucher' })))).body.data.rooms).toEqual([]);
    expect(planCodes((await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { mode: 'all' })))).body.data)).not.toContain('VCH');
  });

  it('voucher mode needs one room per night, not one per searched room', async () => {
    const { json, db } = await setup();
    db.prepare(`UPDATE inventory SET remaining = 1 WHERE room_type_id = (SELECT rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id
      WHERE h.code = 'sakura-tokyo' AND rt.code = 'STE')`).run();
    const two = [{ adults: 2 }, { adults: 2 }];
    expect((await json(rooms('sakura-tokyo', q(STAY, two, { mode: 'voucher' })))).body.data.rooms.map((r: any) => r.room_type_code)).toContain('STE');
    expect((await json(rooms('sakura-tokyo', q(STAY, two)))).body.data.rooms.map((r: any) => r.room_type_code)).not.toContain('STE');
  });

  it('unknown mode → 422 1000', async () => {
    const { json } = await setup();
    const r = await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { mode: 'vip' })));
    expect(r.status).toBe(422);
    error1000(r.body);
  });
});

describe('promotion and coupon codes', () => {
  const coupon = (_code: string, reason: string, message: string, extra: Record<string, unknown> = {}) =>
    ({ status: 422, body: { errors: [{ code: 1500, reason, details: { base: [message] }, ...extra }] } });

  it('unknown promo_code → 422 1500 invalid; SAKURA10 stays valid', async () => {
    const { json } = await setup();
    expect(await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { promo_code: 'NOPE' })))).toEqual(coupon('NOPE', 'invalid', 'The code is not valid.'));
    expect(await json(rooms('hangang-seoul', q(STAY, [{ adults: 2 }], { promo_code: 'SAKURA10' })))).toEqual(coupon('', 'invalid', 'The code is not valid.'));
    const ok = await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { promo_code: 'SAKURA10' })));
    expect(ok.status).toBe(200);
    expect(planCodes(ok.body.data)).toContain('WEB');
  });

  it('coupon WELCOME10 takes 10 % off with discount and coupon on each plan; tax recomputed', async () => {
    const { json } = await setup();
    const plain = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }])))).body.data;
    const d = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { coupon_code: 'welcome10' })), { 'X-Locale': 'en' })).body.data;
    for (const r of d.rooms) {
      for (const p of r.room_plans) {
        const before = plan(plain, r.room_type_code, p.hotel_plan_code).total_price;
        expect(p.discount).toBe(Math.floor(before / 10));
        expect(p.total_price).toBe(before - p.discount);
        expect(p.tax).toBe(Math.floor((p.total_price * 10) / 110));
        expect(p.coupon).toEqual({ code: 'WELCOME10', name: 'Welcome coupon: 10% off' });
        expect(p.price_per_night.reduce((s: number, n: any) => s + n.price, 0)).toBe(before);
      }
    }
    const pv = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { coupon_code: 'WELCOME10', type: 'plan' })))).body.data;
    expect(pv.plans[0].rooms[0].coupon.code).toBe('WELCOME10');
    expect(pv.plans[0].lowest_price).toBe(pv.plans[0].rooms[0].total_price);
    // voucher plans take no coupon
    const v = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { coupon_code: 'WELCOME10', mode: 'voucher' })))).body.data;
    expect(v.rooms[0].room_plans[0]).toMatchObject({ discount: 0, coupon: null });
  });

  it('without a coupon every plan has discount 0 and coupon null', async () => {
    const { json } = await setup();
    const d = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }])))).body.data;
    for (const r of d.rooms) for (const p of r.room_plans) expect(p).toMatchObject({ discount: 0, coupon: null });
  });

  it('coupon OLD2025 is expired', async () => {
    const { json } = await setup();
    expect(await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { coupon_code: 'OLD2025' })))).toEqual(coupon('', 'expired', 'The coupon has expired.'));
  });

  it('coupon LIMITED has reached its limit', async () => {
    const { json } = await setup();
    expect(await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { coupon_code: 'LIMITED' }))))
      .toEqual(coupon('', 'limit_reached', 'The coupon has reached its usage limit.'));
  });

  it('coupon SHORT2 refuses more than 2 nights with max_nights', async () => {
    const { json } = await setup();
    expect(await json(rooms('sakura-tokyo', q(['2026-03-16', '2026-03-19'], [{ adults: 2 }], { coupon_code: 'SHORT2' }))))
      .toEqual(coupon('', 'max_nights', 'The coupon is valid for stays of at most 2 nights.', { max_nights: 2 }));
    const ok = await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { coupon_code: 'SHORT2' })));
    expect(ok.status).toBe(200);
    expect(ok.body.data.rooms[0].room_plans[0].coupon.code).toBe('SHORT2');
    const undated = await json(rooms('sakura-tokyo', q(null, [{ adults: 2 }], { coupon_code: 'SHORT2', search_type: 'undated', nights: '3' })));
    expect(undated.body.errors[0]).toMatchObject({ code: 1500, reason: 'max_nights', max_nights: 2 });
  });

  it('unknown coupon, or any coupon where coupon_active is false → 422 1500 invalid', async () => {
    const { json } = await setup();
    const invalid = coupon('', 'invalid', 'The coupon code is not valid.');
    expect(await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { coupon_code: 'NOPE' })))).toEqual(invalid);
    expect(await json(rooms('taipei-lotus', q(STAY, [{ adults: 2 }], { coupon_code: 'WELCOME10' })))).toEqual(invalid);
    expect(await json(rooms('aurora-gion', q(STAY, [{ adults: 2 }], { coupon_code: 'WELCOME10' })))).toEqual(invalid);
    expect((await json(rooms('hangang-seoul', q(STAY, [{ adults: 2 }], { coupon_code: 'WELCOME10' })))).status).toBe(200);
    const flags = await Promise.all(['sakura-tokyo', 'hangang-seoul', 'taipei-lotus', 'aurora-shinjuku', 'aurora-namba', 'aurora-gion']
      .map(async (h) => (await json(`/api/v1/hotels/${h}/settings/booking_widget`)).body.data.coupon_active));
    expect(flags).toEqual([true, true, false, false, false, false]);
  });
});

describe('filters and options', () => {
  it('available_rooms_only=true excludes room types with room_count 0 even when including occupied', async () => {
    const { json } = await setup();
    const w = (extra: Record<string, string>) => rooms('sakura-tokyo', q(['2026-04-05', '2026-04-07'], [{ adults: 2 }], extra));
    const occupied = (await json(w({ is_including_occupied: 'true' }))).body.data.rooms;
    expect(occupied.find((r: any) => r.room_type_code === 'JSR').room_count).toBe(0);
    const only = (await json(w({ is_including_occupied: 'true', available_rooms_only: 'true' }))).body.data.rooms;
    expect(only.map((r: any) => r.room_type_code)).not.toContain('JSR');
    expect(only.length).toBe(3);
    for (const r of only) expect(r.room_count).toBeGreaterThan(0);
  });

  it('room_type_codes[], hotel_plan_codes[] and room_plan_codes[] narrow type=room and type=plan', async () => {
    const { json } = await setup();
    for (const type of ['room', 'plan']) {
      const get = async (extra: Record<string, string | string[]>) => {
        const d = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { type, ...extra })))).body.data;
        return type === 'room'
          ? d.rooms.flatMap((r: any) => r.room_plans.map((p: any) => p.room_plan_code)).sort()
          : d.plans.flatMap((p: any) => p.rooms.map((r: any) => r.room_plan_code)).sort();
      };
      expect(await get({ 'room_type_codes[]': ['STD', 'STE'] }), type).toEqual(['STD-BB', 'STD-RO', 'STE-BB', 'STE-HB', 'STE-RO']);
      expect(await get({ 'hotel_plan_codes[]': 'HB' }), type).toEqual(['JSR-HB', 'STE-HB']);
      expect(await get({ 'room_plan_codes[]': ['TWN-BB', 'JSR-RO'] }), type).toEqual(['JSR-RO', 'TWN-BB']);
      expect(await get({ 'room_type_codes[]': 'TWN', 'hotel_plan_codes[]': 'RO' }), type).toEqual(['TWN-RO']);
    }
  });

  it('each room plan and plan-view room carries its cancellation_policy_id', async () => {
    const { json } = await setup();
    const policies = (await json('/api/v1/hotels/sakura-tokyo/cancellation_policies')).body.data.cancellation_policies;
    const byCode = new Map<string, number>();
    for (const p of policies) for (const c of p.room_plan_codes) byCode.set(c, p.id);
    const d = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { mode: 'all' })))).body.data;
    for (const r of d.rooms) for (const p of r.room_plans) expect(p.cancellation_policy_id).toBe(byCode.get(p.room_plan_code));
    const pv = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }], { type: 'plan' })))).body.data;
    for (const p of pv.plans) for (const r of p.rooms) expect(r.cancellation_policy_id).toBe(byCode.get(r.room_plan_code));
  });
});

describe('GET hotels/{code}/rooms/recommendation', () => {
  it('picks up to three distinct plans: best price, most space, breakfast included', async () => {
    const { json } = await setup();
    const search = (await json(rooms('sakura-tokyo', q(STAY, [{ adults: 2 }])))).body.data;
    const { status, body } = await json(recommendation('sakura-tokyo', q(STAY, [{ adults: 2 }])), { 'X-Locale': 'en' });
    expect(status).toBe(200);
    const recs = body.data.recommendations;
    expect(recs.map((r: any) => r.reason)).toEqual(['best_price', 'most_space', 'breakfast_included']);
    expect(new Set(recs.map((r: any) => r.room_plan_code)).size).toBe(3);
    const all = search.rooms.flatMap((r: any) => r.room_plans.map((p: any) => ({ ...p, room_type_code: r.room_type_code })));
    const cheapest = Math.min(...all.map((p: any) => p.total_price));
    expect(recs[0].total_price).toBe(cheapest);
    expect(recs[1].room_type_code).toBe('STE'); // 60 m², the largest
    expect(recs[2].hotel_plan_code).not.toBe('RO');
    for (const r of recs) {
      expect(Object.keys(r).sort()).toEqual(['currency', 'discount', 'hotel_plan_code', 'lowest_price_checkin', 'photos', 'reason', 'room_count', 'room_plan_code',
        'room_plan_name', 'room_type_code', 'room_type_name', 'tax', 'total_price'].sort());
      expect(r.currency).toBe('JPY');
      expect(r.room_count).toBeGreaterThan(0);
      expect(r.tax).toBe(Math.floor((r.total_price * 10) / 110));
      const same = all.find((p: any) => p.room_plan_code === r.room_plan_code);
      expect(r.total_price).toBe(same.total_price);
    }
  });

  it('is empty when nothing is available and answers the same errors as room search', async () => {
    const { json } = await setup();
    expect((await json(recommendation('sakura-tokyo', q(['2026-03-12', '2026-03-13'], [{ adults: 2 }])))).body).toEqual({ data: { recommendations: [] } });
    const bad = await json(recommendation('sakura-tokyo', q(['2026-03-16', '2026-03-15'], [{ adults: 2 }])));
    expect(bad.status).toBe(422);
    expect(error1000(bad.body)).toBe('Checkout date must be after check-in date.');
    expect((await json(recommendation('sakura-tokyo', q(STAY, [{ adults: 2 }], { coupon_code: 'OLD2025' })))).body.errors[0].reason).toBe('expired');
    expect(await json(recommendation('nowhere', 'x=1'))).toEqual({ status: 404, body: { error: 'Hotel not found' } });
  });

  it('works for undated searches', async () => {
    const { json } = await setup();
    const recs = (await json(recommendation('sakura-tokyo', q(null, [{ adults: 2 }], { search_type: 'undated', nights: '3' })))).body.data.recommendations;
    expect(recs.length).toBe(3);
    for (const r of recs) expect(eachDate('2026-03-02', '2027-03-01')).toContain(r.lowest_price_checkin);
  });
});
