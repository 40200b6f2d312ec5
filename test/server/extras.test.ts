// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../server/db.ts';
import { ensureSeedRows } from '../../server/seed.ts';
import { NOW, setup, type TestCtx } from './helpers.ts';
import { base, booking, CHECKIN, HOTEL, post } from './booking-helpers.ts';

const BREAKFAST = 101; // dated, 1–8, 2000 (Fri/Sat 2400) before tax, deadline 1 day
const PARKING = 102; // dated, 1–2, 3 per date
const CAKE = 103; // generic, 1–2, at most 2 per reservation
const LATE = 104; // generic, 1
const RETIRED = 109; // no longer sold

describe('GET /hotels/{code}/extras?hotel_plan_codes=… (issue 10: no extra that duplicates the plan)', () => {
  it('leaves out a meal every booked plan includes: no breakfast add-on with breakfast or half-board plans; kept when a plan has none', async () => {
    const t = await setup();
    const ids = async (plans: string) => ((await t.json(`/api/v1/hotels/${HOTEL}/extras?hotel_plan_codes=${plans}`)).body.data.extras as { id: number; meal: string | null }[]).map((e) => e.id);
    expect(await ids('BB')).toEqual([PARKING, CAKE, LATE]);
    expect(await ids('HB')).toEqual([PARKING, CAKE, LATE]);
    expect(await ids('BB,HB')).toEqual([PARKING, CAKE, LATE]);
    // A room-only room in the booking still may want breakfast.
    expect(await ids('BB,RO')).toEqual([BREAKFAST, PARKING, CAKE, LATE]);
    expect(await ids('RO')).toEqual([BREAKFAST, PARKING, CAKE, LATE]);
    // What an extra is comes from data: the list says which extra is a meal.
    const list = (await t.json(`/api/v1/hotels/${HOTEL}/extras`)).body.data.extras as { id: number; meal: string | null }[];
    expect(list.map((e) => e.meal)).toEqual(['breakfast', null, null, null]);
  });
});

describe('GET /hotels/{code}/extras', () => {
  it('lists 4 extras per hotel, generic and dated, with prices by date with tax and bookable dates', async () => {
    const t = await setup();
    const { status, body } = await t.json(`/api/v1/hotels/${HOTEL}/extras?checkin_date=2026-03-19&checkout_date=2026-03-21`);
    expect(status).toBe(200);
    const list = body.data.extras;
    expect(list.map((e: any) => e.id)).toEqual([BREAKFAST, PARKING, CAKE, LATE]);
    const breakfast = list[0];
    expect(breakfast).toMatchObject({ name: 'Breakfast buffet (add-on)', unit: 'person', extra_type: 'dated', min_quantity: 1, max_quantity: 8 });
    expect(breakfast.prices).toEqual([
      { date: '2026-03-19', price: 2000, price_with_tax: 2200 }, // Thursday
      { date: '2026-03-20', price: 2400, price_with_tax: 2640 }, // Friday
    ]);
    expect(breakfast.booking_available_dates).toEqual(['2026-03-19', '2026-03-20']);
    expect(list[2]).toMatchObject({ extra_type: 'generic', prices: [{ date: null, price: 3500, price_with_tax: 3850 }], booking_available_dates: [] });
    for (const code of ['hangang-seoul', 'taipei-lotus', 'aurora-gion']) {
      expect((await t.json(`/api/v1/hotels/${code}/extras`)).body.data.extras).toHaveLength(4);
    }
    const krw = (await t.json(`/api/v1/hotels/hangang-seoul/extras`)).body.data.extras[2].prices[0];
    expect(krw).toEqual({ date: null, price: 35000, price_with_tax: 38500 });
    // Default range: today … today + 29; today is past the breakfast deadline.
    const def = (await t.json(`/api/v1/hotels/${HOTEL}/extras`)).body.data.extras[0];
    expect(def.prices).toHaveLength(30);
    expect(def.booking_available_dates[0]).toBe('2026-03-03');
    expect((await t.json(`/api/v1/hotels/${HOTEL}/extras?checkin_date=2026-03-19`)).status).toBe(422);
  });

  it('a reservation with extras adds them to the price and lists them', async () => {
    const t = await setup();
    const res = await post(t, booking({ extras: [
      { id: BREAKFAST, quantity: 2, delivered_at: '2026-03-17' }, { id: CAKE, quantity: 1, price: 3850 }, { id: LATE, quantity: 1 },
    ] }));
    expect(res.status).toBe(201);
    const r = res.body.data.reservation;
    expect(r.price.extras).toBe(2 * 2200 + 3850 + 3300);
    expect(r.price.total).toBe(r.rooms[0].total_price + r.price.extras);
    expect(r.extras[0]).toEqual({ id: BREAKFAST, name: 'Breakfast buffet (add-on)', unit: 'person', extra_type: 'dated', delivered_at: '2026-03-17', quantity: 2, price: 4000, price_with_tax: 4400 });
  });

  it('extras validation codes 1100–1106', async () => {
    const t = await setup();
    const cases: Array<[unknown[], number, RegExp, Record<string, unknown>?]> = [
      [[{ id: 999, quantity: 1 }], 1100, /not valid/],
      [[{ id: 201, quantity: 1 }], 1100, /not valid/], // another hotel's extra
      [[{ id: BREAKFAST, quantity: 1, delivered_at: '2026-03-02' }], 1101, /deadline/, { checkin_date: '2026-03-02', checkout_date: '2026-03-03' }],
      [[{ id: CAKE, quantity: 3 }], 1102, /quantity of Anniversary cake must be from 1 to 2/],
      [[{ id: CAKE, quantity: 0 }], 1102, /quantity/],
      [[{ id: CAKE, quantity: 1, price: 3500 }], 1103, /total price of Anniversary cake is 3850/],
      [[{ id: CAKE, quantity: 2 }, { id: CAKE, quantity: 1 }], 1104, /At most 2 Anniversary cake/],
      [[{ id: PARKING, quantity: 2, delivered_at: CHECKIN }, { id: PARKING, quantity: 2, delivered_at: CHECKIN }], 1105, /Only 3 Parking left for 2026-03-16/],
      [[{ id: RETIRED, quantity: 1 }], 1106, /no longer sold/],
      [[{ id: BREAKFAST, quantity: 1, delivered_at: '2026-03-25' }], 1000, /a night of the stay/],
    ];
    for (const [extras, code, message, over] of cases) {
      const res = await post(t, booking({ extras, ...over }));
      expect(res.status, JSON.stringify(extras)).toBe(422);
      expect(res.body.errors[0].code, JSON.stringify(extras)).toBe(code);
      expect(base(res.body)).toMatch(message);
    }
    // Stock counts earlier reservations; a cancelled one gives its units back.
    const first = await post(t, booking({ extras: [{ id: PARKING, quantity: 2, delivered_at: CHECKIN }] }));
    expect(first.status).toBe(201);
    const second = await post(t, booking({ extras: [{ id: PARKING, quantity: 2, delivered_at: CHECKIN }] }));
    expect(second.body.errors[0].code).toBe(1105);
    const parking = (await t.json(`/api/v1/hotels/${HOTEL}/extras?checkin_date=${CHECKIN}&checkout_date=2026-03-18`)).body.data.extras[1];
    expect(parking.booking_available_dates).toEqual([CHECKIN, '2026-03-17']); // 1 left on the 16th
    const r = first.body.data.reservation;
    await t.app.request(`/api/v1/hotels/${HOTEL}/reservations/${r.confirmation_number}/cancel?bypass_token=${r.bypass_token}`, {
      method: 'PUT', headers: { 'X-Client-Session': t.session, 'Content-Type': 'application/json' }, body: '{}',
    });
    expect((await post(t, booking({ extras: [{ id: PARKING, quantity: 2, delivered_at: CHECKIN }] }))).status).toBe(201);
  });
});

describe('additional questions', () => {
  it('hotel questions: types checkin, checkout, people_per_room, free with labels; filter by labels', async () => {
    const t = await setup();
    const { status, body } = await t.json(`/api/v1/hotels/${HOTEL}/additional_questions`);
    expect(status).toBe(200);
    const list = body.data.additional_questions;
    expect(list.map((q: any) => [q.id, q.question_type, q.answer_type])).toEqual([
      [11, 'checkin', 'time'], [12, 'checkout', 'time'], [13, 'people_per_room', 'people'], [14, 'free', 'text'], [15, 'free', 'text'],
    ]);
    expect(list[0]).toEqual({
      id: 11, question: 'What time do you expect to arrive?', question_type: 'checkin', answer_type: 'time', labels: ['all_users'],
      settings: { from: '15:00', to: '23:30', step_minutes: 30 }, hotel_plan_codes: [], required: false, remote_attachments_urls: [], ownable_type: 'Hotel',
    });
    const ja = (await t.json(`/api/v1/hotels/${HOTEL}/additional_questions`, { 'X-Locale': 'ja' })).body.data.additional_questions[0];
    expect(ja.question).toBe('到着予定時刻をお知らせください。');
    const ranked = (await t.json(`/api/v1/hotels/${HOTEL}/additional_questions?q[labels][]=rank_all`)).body.data.additional_questions;
    expect(ranked.map((q: any) => q.id)).toEqual([15]);
    expect((await t.json(`/api/v1/hotels/nope/additional_questions`)).status).toBe(404);
  });

  it('brand questions', async () => {
    const t = await setup();
    const list = (await t.json(`/api/v1/hotel_brands/aurora/additional_questions`)).body.data.additional_questions;
    expect(list.map((q: any) => [q.id, q.ownable_type, q.labels])).toEqual([[91, 'HotelBrand', ['all_users']], [92, 'HotelBrand', ['rank_all', 'membership_program_2']]]);
    expect((await t.json(`/api/v1/hotel_brands/aurora/additional_questions?labels[]=all_users`)).body.data.additional_questions).toHaveLength(1);
    expect(await t.json(`/api/v1/hotel_brands/nope/additional_questions`)).toEqual({ status: 404, body: { error: 'Brand not found' } });
  });

  it('answers: text at most 255 characters, times inside the question range, people dropped when men + women ≠ adults', async () => {
    const t = await setup();
    const bad = async (answers: unknown[], message: RegExp) => {
      const res = await post(t, booking({ answers }));
      expect(res.status).toBe(422);
      expect(base(res.body)).toMatch(message);
    };
    await bad([{ additional_question_id: 14, text: 'x'.repeat(256) }], /at most 255 characters/);
    await bad([{ additional_question_id: 11, rooms: [{ checkin_time: '13:00' }] }], /between 15:00 and 23:30/);
    await bad([{ additional_question_id: 11, rooms: [{ checkin_time: '3pm' }] }], /HH:MM/);
    await bad([{ additional_question_id: 21, text: 'x' }], /Unknown additional question: 21/);
    const ok = await post(t, booking({ answers: [
      { additional_question_id: 14, text: 'x'.repeat(255) },
      { additional_question_id: 11, rooms: [{ checkin_time: '18:30' }] },
      { additional_question_id: 13, rooms: [{ men_count: 1, women_count: 2 }] },
    ] }));
    expect(ok.status).toBe(201);
    const answers = ok.body.data.reservation.answers;
    expect(answers[1].rooms[0].checkin_time).toBe('18:30');
    expect(answers[2].rooms[0]).toMatchObject({ adults: 2, men_count: null, women_count: null });
  });
});

const upload = (t: TestCtx, file: Blob | string | null, name = 'passport.pdf') => {
  const fd = new FormData();
  if (file !== null) fd.append('file', file as Blob, name);
  return t.app.request(`/api/v1/hotels/${HOTEL}/file_attachments`, { method: 'POST', headers: { 'X-Client-Session': t.session }, body: fd });
};

describe('POST /hotels/{code}/file_attachments', () => {
  it('stores a file (multipart) → 201 {id, filename, size}; the reservation lists it', async () => {
    const t = await setup();
    const res = await upload(t, new Blob(['%PDF-1.4 hello'], { type: 'application/pdf' }));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as any;
    expect(data).toEqual({ id: expect.stringMatching(/^att_/), filename: 'passport.pdf', size: 14 });
    const r = await post(t, booking({ attachment_ids: [data.id] }));
    expect(r.status).toBe(201);
    expect(r.body.data.reservation.attachments).toEqual([data]);
    const reuse = await post(t, booking({ attachment_ids: [data.id] }));
    expect(reuse.status).toBe(422);
    expect(reuse.body.errors[0].code).toBe(1251);
  });

  it('a bad file → 422 code 1251 (empty, missing, not multipart, over 80 MB)', async () => {
    const t = await setup();
    for (const res of [
      await upload(t, new Blob([])),
      await upload(t, null),
      await t.app.request(`/api/v1/hotels/${HOTEL}/file_attachments`, { method: 'POST', headers: { 'X-Client-Session': t.session, 'Content-Type': 'application/json' }, body: '{}' }),
      await upload(t, new Blob([new Uint8Array(80 * 1024 * 1024 + 1)])),
    ]) {
      expect(res.status).toBe(422);
      expect(((await res.json()) as any).errors[0].code).toBe(1251);
    }
  });

  it('at most 30 attachments per reservation', async () => {
    const t = await setup();
    const res = await post(t, booking({ attachment_ids: Array.from({ length: 31 }, (_, i) => `att_${i}`) }));
    expect(res.status).toBe(422);
    expect(base(res.body)).toBe('At most 30 files can be attached.');
    expect((await post(t, booking({ attachment_ids: ['att_unknown'] }))).body.errors[0].code).toBe(1251);
  });
});

describe('seed rows of migration 003 on an existing database', () => {
  it('extras, questions, payment links and the FREE100 coupon reach an older database once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-003-'));
    try {
      const file = path.join(dir, 'sandbox.db');
      const snap = (db: ReturnType<typeof openDb>) => ({
        extras: db.prepare(`SELECT id, hotel_id, code, price FROM extras ORDER BY id`).all(),
        questions: db.prepare(`SELECT id, hotel_id, brand_id FROM additional_questions ORDER BY id`).all(),
        links: db.prepare(`SELECT number, status FROM payment_transactions ORDER BY number`).all(),
        coupons: db.prepare(`SELECT code FROM coupons WHERE code = 'FREE100'`).all(),
      });
      const db1 = openDb(file, { now: () => NOW });
      const fresh = snap(db1);
      expect(fresh.extras).toHaveLength(6 * 5);
      expect(fresh.links).toHaveLength(6);
      db1.exec(`DELETE FROM extras; DELETE FROM additional_questions; DELETE FROM payment_transactions; DELETE FROM coupons WHERE code = 'FREE100';`);
      db1.close();
      const db2 = openDb(file, { now: () => NOW });
      expect(snap(db2)).toEqual(fresh);
      expect(ensureSeedRows(db2)).toBe(0);
      db2.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
