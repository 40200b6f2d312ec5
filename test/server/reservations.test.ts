// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openDb } from '../../server/db.ts';
import { TEST_CARDS } from '../../server/cards.ts';
import { NOW, ORIGIN, newSession, roomsQuery, setup } from './helpers.ts';
import {
  base, booking, cardToken, CHECKIN, CHECKOUT, guest, HOTEL, newKey, post, remaining, sendJson, setRemaining, SOLD_OUT_BODY,
} from './booking-helpers.ts';

const count = (t: { db: any }, sql = `SELECT COUNT(*) AS n FROM reservations`) => (t.db.prepare(sql).get() as { n: number }).n;

describe('POST /hotels/{code}/reservations', () => {
  it('books a room: 201 with the reservation, the same price as room search, and one room less per night', async () => {
    const t = await setup();
    const search = (await t.json(`/api/v1/hotels/${HOTEL}/rooms?${roomsQuery(CHECKIN, CHECKOUT, [{ adults: 2 }])}`)).body.data;
    const plan = search.rooms.find((r: any) => r.room_type_code === 'STD').room_plans.find((p: any) => p.room_plan_code === 'STD-RO');
    const before = [remaining(t, 'STD', CHECKIN), remaining(t, 'STD', '2026-03-17')];
    const { status, body } = await post(t, booking());
    expect(status).toBe(201);
    const r = body.data.reservation;
    expect(body.data.next).toBeNull();
    expect(r).toMatchObject({ status: 'done', hotel_code: HOTEL, checkin_date: CHECKIN, checkout_date: CHECKOUT, payment_method: 'on_site', email: guest.email });
    expect(r.confirmation_number).toMatch(/^SB\d{10}$/);
    expect(typeof r.bypass_token).toBe('string');
    expect(r.created_at).toBe(NOW.toISOString());
    expect(r.rooms[0]).toMatchObject({ room_type_code: 'STD', room_plan_code: 'STD-RO', adults: 2, total_price: plan.total_price, tax: plan.tax, price_per_night: plan.price_per_night });
    expect(r.price).toEqual({
      room_rate: plan.total_price, extras: 0, service_fee: 0, tax: plan.tax, accommodation_tax: 0, discount: 0, point_discount: 0,
      subtotal: plan.total_price, total: plan.total_price, deposit_percentage: 0, deposit_amount: 0, remaining_amount: plan.total_price,
    });
    expect(r.guest).toMatchObject({ first_name: 'Taro', last_name: 'Yamada', email: guest.email, phone: guest.phone, booking_for_someone_else: false });
    expect([remaining(t, 'STD', CHECKIN), remaining(t, 'STD', '2026-03-17')]).toEqual(before.map((n) => n - 1));
    expect(remaining(t, 'STD', CHECKOUT)).toBe(remaining(t, 'STD', CHECKOUT)); // checkout night untouched
  });

  it('needs a client session (403) and an Idempotency-Key (422 code 1000)', async () => {
    const t = await setup();
    expect((await post(t, booking(), { session: 'nope' })).status).toBe(403);
    const res = await post(t, booking(), { key: null });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: [{ code: 1000, details: { base: ['The Idempotency-Key header is required.'] } }] });
    expect(count(t)).toBe(0);
  });

  it('validates the request with clear 422 code 1000 messages', async () => {
    const t = await setup();
    const cases: Array<[Record<string, unknown>, Record<string, unknown>, RegExp]> = [
      [{ checkout_date: CHECKIN }, {}, /Checkout date must be after check-in date/],
      [{ checkin_date: '2026-02-30' }, {}, /valid date/],
      [{ checkin_date: '2025-12-01', checkout_date: '2025-12-02' }, {}, /past/],
      [{}, { room_type_code: 'NOPE' }, /Unknown room type: NOPE/],
      [{}, { room_plan_code: 'NOPE-RO' }, /Unknown room plan: NOPE-RO/],
      [{}, { room_plan_code: 'TWN-RO' }, /TWN-RO is not sold for room type STD/],
      [{}, { room_plan_code: 'STD-MEM' }, /members only/],
      [{}, { room_plan_code: 'STD-WEB' }, /promotion code/],
      [{}, { adults: 5 }, /Number of adults must be a whole number from 1 to 4/],
      [{}, { adults: 3 }, /can hold at most 2 guests/],
      [{ payment_method: 'bank_transfer' }, {}, /cannot be paid with bank_transfer/],
      [{ payment_method: 'cash' }, {}, /payment_method must be one of on_site, credit_card, on_site_credit_card_required, deferred_payment, credit_card_full, credit_card_deposit, bank_transfer, twd_credit_card, twd_credit_card_deposit/],
      [{ guest: { ...guest, email: 'taro@' } }, {}, /Email must be valid/],
      [{ guest: { ...guest, phone: '090-1234-5678' } }, {}, /Phone number may contain only digits and \+/],
      [{ guest: { ...guest, first_name: '' } }, {}, /first and last name can't be blank/],
      [{ guest: { ...guest, last_name: '山田' } }, {}, /roman letters/],
      [{ guest: { ...guest, email_confirmation: 'other@example.com' } }, {}, /confirmation email must match/],
      [{ three_d_secure_return_url: 'javascript:alert(1)' }, {}, /http\(s\) URL/],
    ];
    for (const [over, room, message] of cases) {
      const res = await post(t, booking(over, room));
      expect(res.status, JSON.stringify(over) + JSON.stringify(room)).toBe(422);
      expect(res.body.errors[0].code).toBe(1000);
      expect(base(res.body)).toMatch(message);
    }
    expect(count(t)).toBe(0);
  });

  it('rooms in one booking must share a payment method', async () => {
    const t = await setup();
    const body = booking({ rooms: [
      { room_type_code: 'STD', room_plan_code: 'STD-RO', adults: 2, payment_method: 'on_site' },
      { room_type_code: 'TWN', room_plan_code: 'TWN-RO', adults: 2, payment_method: 'credit_card' },
    ] });
    const res = await post(t, body);
    expect(res.status).toBe(422);
    expect(base(res.body)).toBe('Rooms in one booking must share a payment method.');
  });

  it('Japanese locale at a kanji_name_required hotel needs the names in kana', async () => {
    const t = await setup();
    const ja = (g: Record<string, unknown>) => booking({ locale: 'ja', guest: { ...guest, first_name: '太郎', last_name: '山田', ...g } });
    expect(base((await post(t, ja({}))).body)).toMatch(/name in kana can't be blank/);
    expect(base((await post(t, ja({ first_name_kana: 'Taro', last_name_kana: 'やまだ' }))).body)).toMatch(/hiragana or katakana/);
    const ok = await post(t, ja({ first_name_kana: 'たろう', last_name_kana: 'ヤマダ' }));
    expect(ok.status).toBe(201);
    expect(ok.body.data.reservation.rooms[0].room_type_name).toBe('スタンダードダブル');
  });

  it('prices several rooms, kids tiers and a coupon like the room search', async () => {
    const t = await setup();
    const q = roomsQuery(CHECKIN, CHECKOUT, [{ adults: 2, tiers: { B: 1 } }], { coupon_code: 'WELCOME10', 'room_plan_codes[]': 'JSR-BB' });
    const plan = (await t.json(`/api/v1/hotels/${HOTEL}/rooms?${q}`)).body.data.rooms[0].room_plans[0];
    const room = { room_type_code: 'JSR', room_plan_code: 'JSR-BB', adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1 }] };
    const res = await post(t, booking({ coupon_code: 'welcome10', rooms: [room, room] }));
    expect(res.status).toBe(201);
    const r = res.body.data.reservation;
    expect(r.rooms.map((x: any) => x.total_price)).toEqual([plan.total_price, plan.total_price]);
    expect(r.price.discount).toBe(2 * plan.discount);
    expect(r.price.total).toBe(2 * plan.total_price);
    expect(r.price.room_rate).toBe(r.price.total + r.price.discount);
    expect(r.coupon).toEqual({ code: 'WELCOME10', name: 'Welcome coupon: 10% off' });
    const expired = await post(t, booking({ coupon_code: 'OLD2025' }));
    expect(expired.status).toBe(422);
    expect(expired.body.errors[0]).toMatchObject({ code: 1500, reason: 'expired' });
  });

  it('counts rooms of the same type together against each night', async () => {
    const t = await setup();
    setRemaining(t, 'STE', ['2026-03-17'], 1);
    const room = { room_type_code: 'STE', room_plan_code: 'STE-RO', adults: 2 };
    const two = await post(t, booking({ rooms: [room, room] }));
    expect(two.status).toBe(409);
    expect(two.body).toEqual(SOLD_OUT_BODY);
    expect(remaining(t, 'STE', CHECKIN)).toBeGreaterThanOrEqual(2); // nothing held by the refused booking
    const before = remaining(t, 'STE', CHECKIN);
    expect((await post(t, booking({ rooms: [room] }))).status).toBe(201);
    expect(remaining(t, 'STE', CHECKIN)).toBe(before - 1);
    expect(remaining(t, 'STE', '2026-03-17')).toBe(0);
  });

  it('sold out → 409 with the sold_out error; a seeded sold-out night too', async () => {
    const t = await setup();
    const res = await post(t, booking({ checkin_date: '2026-03-12', checkout_date: '2026-03-14' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual(SOLD_OUT_BODY);
  });

  it('50 concurrent bookings at the last room: exactly one succeeds and the rest get the 409 sold-out error', async () => {
    const t = await setup();
    setRemaining(t, 'STE', [CHECKIN, '2026-03-17'], 1);
    const room = { room_type_code: 'STE', room_plan_code: 'STE-RO', adults: 2 };
    const results = await Promise.all(Array.from({ length: 50 }, () => post(t, booking({ rooms: [room] }))));
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.body).toEqual(SOLD_OUT_BODY);
    expect(remaining(t, 'STE', CHECKIN)).toBe(0);
    expect(remaining(t, 'STE', '2026-03-17')).toBe(0);
    expect(count(t)).toBe(1);
  });

  it('50 concurrent bookings over two database connections to one file: exactly one succeeds (the transaction guarantees it)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-race-'));
    try {
      const file = path.join(dir, 'sandbox.db');
      const now = () => NOW;
      const dbA = openDb(file, { now });
      const dbB = openDb(file, { now });
      const apps = [dbA, dbB].map((db) => createApp({ db, now, publicOrigin: ORIGIN, distDir: '/nonexistent', env: {}, threeDsSweepMs: 0 }));
      const session = await newSession(apps[0]!);
      dbA.prepare(`UPDATE inventory SET remaining = 1 WHERE date IN (?, ?) AND room_type_id =
        (SELECT rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE h.code = ? AND rt.code = 'STE')`).run(CHECKIN, '2026-03-17', HOTEL);
      const body = JSON.stringify(booking({ rooms: [{ room_type_code: 'STE', room_plan_code: 'STE-RO', adults: 2 }] }));
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => apps[i % 2]!.request(`/api/v1/hotels/${HOTEL}/reservations`, {
        method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Client-Session': session, 'Idempotency-Key': `race-${i}` }, body,
      })));
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(49);
      expect((dbB.prepare(`SELECT COUNT(*) AS n FROM reservations`).get() as { n: number }).n).toBe(1);
      dbA.close();
      dbB.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a refused booking holds nothing: the savepoint rolls back every night already held', async () => {
    const t = await setup();
    const { book } = await import('../../server/reservations.ts');
    const { requireHotel } = await import('../../server/hotels.ts');
    const hotel = requireHotel(t.db, HOTEL);
    const before = remaining(t, 'STD', CHECKIN);
    // Night 2 goes to 0 between the check and the hold: simulate by a trigger that empties it when night 1 is held.
    t.db.exec(`CREATE TEMP TRIGGER steal AFTER UPDATE OF remaining ON inventory WHEN NEW.date = '${CHECKIN}'
      BEGIN UPDATE inventory SET remaining = 0 WHERE room_type_id = NEW.room_type_id AND date = '2026-03-17'; END;`);
    const run = t.db.transaction(() => book({ db: t.db, now: NOW, origin: ORIGIN, hotel, clientSession: t.session }, JSON.stringify(booking())));
    expect(() => run()).toThrowError(/sold_out/);
    t.db.exec(`DROP TRIGGER steal`);
    expect(remaining(t, 'STD', CHECKIN)).toBe(before);
    expect(count(t)).toBe(0);
  });
});

describe('Idempotency-Key', () => {
  it('a repeated submit (sequential) returns the first status and body and books once', async () => {
    const t = await setup();
    const before = remaining(t, 'STD', CHECKIN);
    const key = newKey();
    const first = await post(t, booking(), { key });
    const second = await post(t, booking(), { key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(remaining(t, 'STD', CHECKIN)).toBe(before - 1);
    expect(count(t)).toBe(1);
  });

  it('a repeated submit (concurrent) books once and every answer is the same', async () => {
    const t = await setup();
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 10 }, () => post(t, booking(), { key })));
    for (const r of results) {
      expect(r.status).toBe(201);
      expect(r.body).toEqual(results[0]!.body);
    }
    expect(count(t)).toBe(1);
  });

  it('replays an error too, is per client session, and refuses the same key with a different body', async () => {
    const t = await setup();
    const key = newKey();
    const bad = await post(t, booking({ guest: { ...guest, email: 'x' } }), { key });
    expect(bad.status).toBe(422);
    expect(await post(t, booking({ guest: { ...guest, email: 'x' } }), { key })).toMatchObject({ status: 422, body: bad.body });
    const other = await post(t, booking(), { key });
    expect(other.status).toBe(422);
    expect(base(other.body)).toBe('This Idempotency-Key was already used for a different request.');
    const session2 = await newSession(t.app);
    expect((await post(t, booking(), { key: 'shared', session: session2 })).status).toBe(201);
    expect((await post(t, booking(), { key: 'shared' })).status).toBe(201);
    expect(count(t)).toBe(2);
  });
});

describe('GET /hotels/{code}/reservations/{number}', () => {
  it('finds the reservation by email (any case) or bypass token; otherwise 404 shape 3', async () => {
    const t = await setup();
    const r = (await post(t, booking())).body.data.reservation;
    const url = `/api/v1/hotels/${HOTEL}/reservations/${r.confirmation_number}`;
    expect((await t.json(`${url}?email=TARO@example.com`)).body.data.reservation).toEqual(r);
    expect((await t.json(`${url}?bypass_token=${r.bypass_token}`)).body.data.reservation.confirmation_number).toBe(r.confirmation_number);
    for (const bad of [`${url}?email=other@example.com`, url, `/api/v1/hotels/hangang-seoul/reservations/${r.confirmation_number}?email=${guest.email}`,
      `/api/v1/hotels/${HOTEL}/reservations/SB0000000000?email=${guest.email}`]) {
      expect(await t.json(bad)).toEqual({ status: 404, body: { error: 'Reservation not found' } });
    }
  });
});

describe('PUT /hotels/{code}/reservations/{number}/cancel', () => {
  it('cancels, restores the inventory in a transaction and records the fee of the policy', async () => {
    const t = await setup();
    const before = remaining(t, 'STD', CHECKIN);
    const r = (await post(t, booking())).body.data.reservation;
    expect(remaining(t, 'STD', CHECKIN)).toBe(before - 1);
    const url = `/api/v1/hotels/${HOTEL}/reservations/${r.confirmation_number}/cancel?email=${guest.email}&bypass_token=${r.bypass_token}`;
    const res = await sendJson(t, 'PUT', url, { reason: 'change_of_plans', details: 'Trip moved', cancellation_fee_displayed: 0 });
    expect(res.status).toBe(200);
    const c = res.body.data.reservation;
    expect(c.status).toBe('cancelled');
    expect(c.cancelled_at).toBe(NOW.toISOString());
    // 14 days before check-in under Standard (7 days 0 %): no fee.
    expect(c.cancellation).toMatchObject({ reason: 'change_of_plans', details: 'Trip moved', cancellation_fee_displayed: 0, cancellation_fee: 0 });
    expect(remaining(t, 'STD', CHECKIN)).toBe(before);
    const again = await sendJson(t, 'PUT', url, {});
    expect(again.status).toBe(422);
    expect(base(again.body)).toBe('The reservation is already cancelled.');
    expect(remaining(t, 'STD', CHECKIN)).toBe(before);
  });

  it('a non-refundable plan records a 100 % fee', async () => {
    const t = await setup();
    const r = (await post(t, booking({ promo_code: 'SAKURA10' }, { room_plan_code: 'STD-WEB' }))).body.data.reservation;
    const res = await sendJson(t, 'PUT', `/api/v1/hotels/${HOTEL}/reservations/${r.confirmation_number}/cancel?bypass_token=${r.bypass_token}`, {});
    expect(res.body.data.reservation.cancellation.cancellation_fee).toBe(r.price.total);
  });

  it('Online cancellation is not possible on the day of stay', async () => {
    const t = await setup();
    const r = (await post(t, booking({ checkin_date: '2026-03-02', checkout_date: '2026-03-03' }))).body.data.reservation;
    const res = await sendJson(t, 'PUT', `/api/v1/hotels/${HOTEL}/reservations/${r.confirmation_number}/cancel?email=${guest.email}`, {});
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: [{ code: 1000, details: { base: ['Online cancellation is not possible on the day of stay.'] } }] });
  });

  it('wrong email → 404', async () => {
    const t = await setup();
    const r = (await post(t, booking())).body.data.reservation;
    const res = await sendJson(t, 'PUT', `/api/v1/hotels/${HOTEL}/reservations/${r.confirmation_number}/cancel?email=x@example.com`, {});
    expect(res).toMatchObject({ status: 404, body: { error: 'Reservation not found' } });
  });
});

describe('card payments', () => {
  it('card methods need card_token (422 1000); with one the booking is done and shows brand and last 4', async () => {
    const t = await setup();
    const missing = await post(t, booking({ payment_method: 'credit_card' }));
    expect(missing.status).toBe(422);
    expect(base(missing.body)).toMatch(/card token \(card_token\) is required/);
    const unknown = await post(t, booking({ payment_method: 'credit_card', card_token: 'tok_nope' }));
    expect(base(unknown.body)).toMatch(/unknown or expired/);
    const token = await cardToken(t, TEST_CARDS.visa);
    const ok = await post(t, booking({ payment_method: 'credit_card', card_token: token }));
    expect(ok.status).toBe(201);
    expect(ok.body.data.reservation).toMatchObject({ status: 'done', card: { brand: 'visa', last4: '4242' } });
    expect(ok.body.data.reservation.price).toMatchObject({ deposit_percentage: 100, remaining_amount: 0 });
    expect(ok.body.data.next).toBeNull();
  });

  it('online card totals over 1,000,000 JPY refuse VISA and Mastercard (422 code 3003) but take JCB', async () => {
    const t = await setup();
    const dates = ['2026-05-06', '2026-05-07', '2026-05-08', '2026-05-09', '2026-05-10', '2026-05-11'];
    setRemaining(t, 'JSR', dates, 8);
    const room = { room_type_code: 'JSR', room_plan_code: 'JSR-HB', adults: 4 };
    const big = (token: string) => booking({ checkin_date: dates[0], checkout_date: '2026-05-12', rooms: [room, room, room], payment_method: 'credit_card', card_token: token });
    for (const number of [TEST_CARDS.visa, TEST_CARDS.master]) {
      const res = await post(t, big(await cardToken(t, number)));
      expect(res.status).toBe(422);
      expect(res.body.errors[0].code).toBe(3003);
      expect(base(res.body)).toMatch(/Card not available/);
    }
    const jcb = await post(t, big(await cardToken(t, TEST_CARDS.jcb)));
    expect(jcb.status).toBe(201);
    expect(jcb.body.data.reservation.price.total).toBeGreaterThan(1_000_000);
    // Paid at the hotel (card only as a guarantee) is not an online payment.
    const guarantee = await post(t, { ...big(await cardToken(t, TEST_CARDS.visa)), payment_method: 'on_site' });
    expect(guarantee.status).toBe(201);
  });

  it('a total of 0 cannot be paid by card (422 1000); on site it can', async () => {
    const t = await setup();
    const token = await cardToken(t, TEST_CARDS.visa);
    const res = await post(t, booking({ coupon_code: 'FREE100', payment_method: 'credit_card', card_token: token }));
    expect(res.status).toBe(422);
    expect(res.body.errors[0].code).toBe(1000);
    expect(base(res.body)).toMatch(/A total of 0 cannot be paid by card/);
    const onSite = await post(t, booking({ coupon_code: 'FREE100' }));
    expect(onSite.status).toBe(201);
    expect(onSite.body.data.reservation.price.total).toBe(0);
  });

  it('a card that expires before check-out is refused (3005)', async () => {
    const t = await setup();
    const token = await cardToken(t, TEST_CARDS.visa, { exp_month: 3, exp_year: 2026 });
    const res = await post(t, booking({ checkin_date: '2026-03-30', checkout_date: '2026-04-01', payment_method: 'credit_card', card_token: token }));
    expect(res.status).toBe(422);
    expect(res.body.errors[0].code).toBe(3005);
    expect((await post(t, booking({ payment_method: 'credit_card', card_token: token }))).status).toBe(201); // valid through 2026-03-31
  });
});

describe("the phone follows the facility's field setting", () => {
  it('sakura-tokyo requires it (422 without); the other rules still apply when it is given', async () => {
    const t = await setup();
    const res = await post(t, booking({ guest: { ...guest, phone: '' } }));
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain("Phone number can't be blank.");
    const bad = await post(t, booking({ guest: { ...guest, phone: '03-1234' } }), { key: 'other-key' });
    expect(bad.status).toBe(422);
  });
});
