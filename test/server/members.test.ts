// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../server/cards.ts';
import Database from 'better-sqlite3';
import { MIGRATIONS_DIR, migrate } from '../../server/db.ts';
import { ensureSeedRows } from '../../server/seed.ts';
import { CONTROLS, NOW, ORIGIN, roomsQuery, setup, type TestCtx } from './helpers.ts';
import { base, booking, cardToken, CHECKIN, CHECKOUT, HOTEL, newKey, post, remaining, sendJson } from './booking-helpers.ts';

const MEMBER = { email: 'member@example.com', password: 'Sakura-2026' };
const LOW = { email: 'low@example.com', password: 'Sakura-2026' };
const AURORA = { email: 'aurora@example.com', password: 'Aurora-2026' };
const SIGNED_OUT = { error: 'You have already signed out' };
const LOGIN_FAILED = { error: 'Login failed.' };
const HANAKO = {
  id: 1, membership_id: 'SKR-000123', program_id: 1, rank_id: 2, name: 'Hanako Yamada', first_name: 'Hanako', last_name: 'Yamada', point_program_enabled: true,
};

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(t: TestCtx, creds: unknown, hotel = HOTEL) {
  return sendJson(t, 'POST', `/api/v1/hotels/${hotel}/memberships/sign_in`, creds);
}

async function token(t: TestCtx, creds: { email: string; password: string } = MEMBER, hotel = HOTEL): Promise<string> {
  const res = await signIn(t, creds, hotel);
  if (res.status !== 201) throw new Error(`sign_in: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.access_token;
}

async function points(t: TestCtx, tok: string, hotel = HOTEL) {
  return t.json(`/api/v1/hotels/${hotel}/memberships/point`, auth(tok));
}

const balance = (t: TestCtx, id = 1) => (t.db.prepare(`SELECT points FROM members WHERE id = ?`).get(id) as { points: number }).points;

/** The price breakdown of the default booking without points (a guest booking, then cancelled to restore the room). */
async function guestPrice(t: TestCtx, over: Record<string, unknown> = {}) {
  const r = (await post(t, booking(over))).body.data.reservation;
  await sendJson(t, 'PUT', `/api/v1/hotels/${HOTEL}/reservations/${r.confirmation_number}/cancel?bypass_token=${r.bypass_token}`, {});
  return r.price;
}

const includedTax = (total: number) => Math.floor((total * 10) / 110);

describe('member sign-in', () => {
  it('POST memberships/sign_in → 201 with an access token and the member', async () => {
    const t = await setup();
    const res = await signIn(t, MEMBER);
    expect(res.status).toBe(201);
    expect(res.body.data.member).toEqual(HANAKO);
    expect(res.body.data.access_token).toMatch(/^[\w-]{40,}$/);
    expect(Object.keys(res.body.data).sort()).toEqual(['access_token', 'member']);
    // Email case does not matter; every sign-in is a new token.
    const again = await signIn(t, { email: 'MEMBER@Example.com', password: 'Sakura-2026' });
    expect(again.status).toBe(201);
    expect(again.body.data.access_token).not.toBe(res.body.data.access_token);
  });

  it('wrong password, unknown email, another program or a hotel without a program → 401 Login failed.', async () => {
    const t = await setup();
    for (const [creds, hotel] of [
      [{ ...MEMBER, password: 'sakura-2026' }, HOTEL],
      [{ email: 'nobody@example.com', password: 'Sakura-2026' }, HOTEL],
      [MEMBER, 'aurora-shinjuku'], // Sakura Members at an Aurora Rewards hotel
      [AURORA, HOTEL],
      [MEMBER, 'hangang-seoul'], // no program
      [{ email: MEMBER.email, password: 'x'.repeat(500) }, HOTEL],
    ] as const) {
      expect(await signIn(t, creds, hotel), `${creds.email} @ ${hotel}`).toMatchObject({ status: 401, body: LOGIN_FAILED });
    }
    expect((await signIn(t, AURORA, 'aurora-gion')).body.data.member).toMatchObject({ membership_id: 'AUR-000001', point_program_enabled: false });
  });

  it('a malformed body is 422; an unknown hotel 404; no client session 403', async () => {
    const t = await setup();
    for (const body of [{}, { email: MEMBER.email }, { email: 1, password: 2 }, []]) {
      const res = await signIn(t, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[0].code).toBe(1000);
    }
    expect((await signIn(t, MEMBER, 'nowhere')).status).toBe(404);
    const res = await t.app.request(`/api/v1/hotels/${HOTEL}/memberships/sign_in`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(MEMBER),
    });
    expect(res.status).toBe(403);
  });
});

describe('GET user/me, whoami, sign_out', () => {
  it('user/me answers the member for a valid bearer token, else 401 You have already signed out', async () => {
    const t = await setup();
    const tok = await token(t);
    expect(await t.json('/api/v1/user/me', auth(tok))).toEqual({ status: 200, body: { data: HANAKO } });
    expect(await t.json('/api/v1/user/me', { Authorization: `bearer ${tok}` })).toMatchObject({ status: 200 });
    for (const headers of [{}, auth('unknown'), { Authorization: tok }, { Authorization: 'Basic abc' }]) {
      expect(await t.json('/api/v1/user/me', headers)).toEqual({ status: 401, body: SIGNED_OUT });
    }
  });

  it('an access token lasts 30 days', async () => {
    const t = await setup({ sessionTtlSeconds: 60 * 86_400 }); // the client session outlives the access token
    const tok = await token(t);
    t.clock.now = new Date(NOW.getTime() + 30 * 86_400_000 - 1);
    expect((await t.json('/api/v1/user/me', auth(tok))).status).toBe(200);
    t.clock.now = new Date(NOW.getTime() + 30 * 86_400_000);
    expect(await t.json('/api/v1/user/me', auth(tok))).toEqual({ status: 401, body: SIGNED_OUT });
    expect(await points(t, tok)).toEqual({ status: 401, body: SIGNED_OUT });
  });

  it('whoami shows the member at hotels of their program only; memberships/program keeps working', async () => {
    const t = await setup();
    const tok = await token(t);
    expect(await t.json(`/api/v1/hotels/${HOTEL}/session/whoami`, auth(tok))).toEqual({ status: 200, body: { data: { member: HANAKO, organization: null } } });
    expect((await t.json('/api/v1/hotels/aurora-shinjuku/session/whoami', auth(tok))).body.data.member).toBeNull();
    expect((await t.json(`/api/v1/hotels/${HOTEL}/session/whoami`)).body.data.member).toBeNull();
    const program = await t.json(`/api/v1/hotels/${HOTEL}/memberships/program`, auth(tok));
    expect(program.status).toBe(200);
    expect(program.body.data.id).toBe(1);
  });

  it('sign_out → 204 and the token no longer works; without a valid token 401', async () => {
    const t = await setup();
    const tok = await token(t);
    const other = await token(t);
    const out = await t.app.request(`/api/v1/hotels/${HOTEL}/memberships/sign_out`, { method: 'POST', headers: { 'X-Client-Session': t.session, ...auth(tok) } });
    expect(out.status).toBe(204);
    expect(await out.text()).toBe('');
    expect(await t.json('/api/v1/user/me', auth(tok))).toEqual({ status: 401, body: SIGNED_OUT });
    expect((await t.json('/api/v1/user/me', auth(other))).status).toBe(200); // other sign-ins stay
    expect(await sendJson(t, 'POST', `/api/v1/hotels/${HOTEL}/memberships/sign_out`, undefined, auth(tok))).toMatchObject({ status: 401, body: SIGNED_OUT });
    expect(await sendJson(t, 'POST', `/api/v1/hotels/${HOTEL}/memberships/sign_out`)).toMatchObject({ status: 401, body: SIGNED_OUT });
  });
});

describe('GET memberships/point', () => {
  it('balance, future points and the program rules; 401 without a token of the hotel program', async () => {
    const t = await setup();
    const tok = await token(t);
    expect(await points(t, tok)).toEqual({
      status: 200, body: { data: { total_point: 12_000, future_point: 1_500, program_enabled: true, point_step: 100, minimum_spend: 500 } },
    });
    expect((await points(t, await token(t, LOW))).body.data).toMatchObject({ total_point: 300, program_enabled: true });
    expect((await points(t, await token(t, AURORA, 'aurora-shinjuku'), 'aurora-namba')).body.data).toEqual({
      total_point: 5_000, future_point: 0, program_enabled: false, point_step: 1, minimum_spend: 0,
    });
    expect(await t.json(`/api/v1/hotels/${HOTEL}/memberships/point`)).toEqual({ status: 401, body: SIGNED_OUT });
    expect(await points(t, 'nope')).toEqual({ status: 401, body: SIGNED_OUT });
    expect(await points(t, tok, 'aurora-shinjuku')).toEqual({ status: 401, body: SIGNED_OUT });
  });
});

describe('member rates', () => {
  it('room search: member-only plans need no sign-in with a member token of the hotel program', async () => {
    const t = await setup();
    const url = `/api/v1/hotels/${HOTEL}/rooms?${roomsQuery(CHECKIN, CHECKOUT, [{ adults: 2 }], { mode: 'all' })}`;
    const mem = (d: any) => d.rooms.flatMap((r: any) => r.room_plans).filter((p: any) => p.member_only);
    const signedOut = (await t.json(url)).body.data;
    expect(mem(signedOut).length).toBeGreaterThan(0);
    for (const p of mem(signedOut)) expect(p.requires_sign_in).toBe(true);
    const signedIn = (await t.json(url, auth(await token(t)))).body.data;
    expect(mem(signedIn).length).toBe(mem(signedOut).length);
    for (const p of mem(signedIn)) expect(p.requires_sign_in).toBe(false);
    // The default mode (brr) lists member-only plans for a signed-in member.
    const brr = (await t.json(`/api/v1/hotels/${HOTEL}/rooms?${roomsQuery(CHECKIN, CHECKOUT, [{ adults: 2 }])}`, auth(await token(t)))).body.data;
    expect(mem(brr).map((p: any) => p.hotel_plan_code)).toContain('MEM');
    // A token of another program, or an unknown token, searches signed out.
    const aurora = (await t.json(url, auth(await token(t, AURORA, 'aurora-gion')))).body.data;
    for (const p of mem(aurora)) expect(p.requires_sign_in).toBe(true);
    expect((await t.json(url, auth('nope'))).status).toBe(200);
    const rec = await t.json(`/api/v1/hotels/${HOTEL}/rooms/recommendation?${roomsQuery(CHECKIN, CHECKOUT, [{ adults: 2 }])}`, auth(await token(t)));
    expect(rec.status).toBe(200);
  });

  it('a member-only plan is bookable only signed in; the booking records the member', async () => {
    const t = await setup();
    const mem = { room_plan_code: 'STD-MEM' };
    const card = { payment_method: 'credit_card', card_token: await cardToken(t, TEST_CARDS.visa) }; // MEM is paid by card
    const refused = await post(t, booking(card, mem));
    expect(refused.status).toBe(422);
    expect(base(refused.body)).toBe('The plan MEM is for signed-in members only.');
    expect(base((await post(t, booking(card, mem), { token: 'nope' })).body)).toBe('The plan MEM is for signed-in members only.');
    expect(base((await post(t, booking(card, mem), { token: await token(t, AURORA, 'aurora-gion') })).body)).toBe('The plan MEM is for signed-in members only.');
    const tok = await token(t);
    const search = (await t.json(`/api/v1/hotels/${HOTEL}/rooms?${roomsQuery(CHECKIN, CHECKOUT, [{ adults: 2 }], { mode: 'member' })}`, auth(tok))).body.data;
    const plan = search.rooms.find((r: any) => r.room_type_code === 'STD').room_plans.find((p: any) => p.room_plan_code === 'STD-MEM');
    const ok = await post(t, booking(card, mem), { token: tok });
    expect(ok.status).toBe(201);
    expect(ok.body.data.reservation.rooms[0]).toMatchObject({ room_plan_code: 'STD-MEM', total_price: plan.total_price });
    const row = t.db.prepare(`SELECT member_id, spent_points FROM reservations WHERE confirmation_number = ?`).get(ok.body.data.reservation.confirmation_number);
    expect(row).toEqual({ member_id: 1, spent_points: 0 });
    // A guest booking records no member.
    const guestBooking = (await post(t, booking())).body.data.reservation;
    expect(t.db.prepare(`SELECT member_id FROM reservations WHERE confirmation_number = ?`).get(guestBooking.confirmation_number)).toEqual({ member_id: null });
  });
});

describe('spending points on a booking', () => {
  it('deducts the balance; point_discount, total, tax, deposit and remaining amount follow; the lookup shows it', async () => {
    const t = await setup();
    const before = await guestPrice(t);
    const tok = await token(t);
    const res = await post(t, booking({ spending_point: 1_000 }), { token: tok });
    expect(res.status).toBe(201);
    const r = res.body.data.reservation;
    expect(r.price).toEqual({
      ...before, point_discount: 1_000, total: before.subtotal - 1_000, remaining_amount: before.subtotal - 1_000, tax: includedTax(before.subtotal),
    });
    expect(balance(t)).toBe(11_000);
    expect((await points(t, tok)).body.data.total_point).toBe(11_000);
    expect(t.db.prepare(`SELECT member_id, spent_points FROM reservations WHERE confirmation_number = ?`).get(r.confirmation_number))
      .toEqual({ member_id: 1, spent_points: 1_000 });
    const lookup = await t.json(`/api/v1/hotels/${HOTEL}/reservations/${r.confirmation_number}?bypass_token=${r.bypass_token}`);
    expect(lookup.body.data.reservation.price.point_discount).toBe(1_000);
    expect(lookup.body.data.reservation).toEqual(r);

    // Card: the deposit is taken from the total after points.
    const card = await post(t, booking({ spending_point: 500, payment_method: 'credit_card', card_token: await cardToken(t, TEST_CARDS.visa) }), { token: tok });
    expect(card.status).toBe(201);
    expect(card.body.data.reservation.price).toMatchObject({
      point_discount: 500, total: before.subtotal - 500, deposit_percentage: 100, deposit_amount: before.subtotal - 500, remaining_amount: 0,
    });
    expect(balance(t)).toBe(10_500);
    // 0 (or null) points with or without a token is a normal booking.
    expect((await post(t, booking({ spending_point: 0 }))).body.data.reservation.price.point_discount).toBe(0);
    expect((await post(t, booking({ spending_point: null }), { token: tok })).status).toBe(201);
    expect(balance(t)).toBe(10_500);
  });

  it('points without a signed-in member of the hotel program → 401 (not stored under the Idempotency-Key)', async () => {
    const t = await setup();
    const key = newKey();
    expect(await post(t, booking({ spending_point: 500 }), { key })).toMatchObject({ status: 401, body: SIGNED_OUT });
    expect(await post(t, booking({ spending_point: 500 }), { token: 'nope' })).toMatchObject({ status: 401, body: SIGNED_OUT });
    // After signing in, the same key books.
    const ok = await post(t, booking({ spending_point: 500 }), { key, token: await token(t) });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('Idempotent-Replayed')).toBeNull();
    expect(balance(t)).toBe(11_500);
  });

  it('step, minimum, bad values and above the total price → 422 code 1000; nothing is booked or deducted', async () => {
    const t = await setup();
    const { subtotal } = await guestPrice(t);
    t.db.prepare(`UPDATE members SET points = 100000 WHERE id = 1`).run();
    const tok = await token(t);
    const over = Math.ceil((subtotal + 1) / 100) * 100;
    const cases: Array<[unknown, string]> = [
      [550, 'Points can only be spent in multiples of 100.'],
      [400, 'At least 500 points must be spent at a time.'],
      [100, 'At least 500 points must be spent at a time.'],
      [over, `You cannot spend more points than the total price (${subtotal} JPY).`],
      [-100, 'spending_point must be a whole number of 0 or more.'],
      [500.5, 'spending_point must be a whole number of 0 or more.'],
      ['500', 'spending_point must be a whole number of 0 or more.'],
      [true, 'spending_point must be a whole number of 0 or more.'],
    ];
    const count = () => (t.db.prepare(`SELECT COUNT(*) AS n FROM reservations WHERE status = 'done'`).get() as { n: number }).n;
    const rooms = remaining(t, 'STD', CHECKIN);
    for (const [spend, message] of cases) {
      const res = await post(t, booking({ spending_point: spend }), { token: tok });
      expect(res.status, String(spend)).toBe(422);
      expect(res.body).toEqual({ errors: [{ code: 1000, details: { base: [message] } }] });
    }
    expect(balance(t)).toBe(100_000);
    expect(count()).toBe(0);
    expect(remaining(t, 'STD', CHECKIN)).toBe(rooms);
  });

  it('above the balance → 422 code 2401 with currentPoint and spendPoint', async () => {
    const t = await setup();
    const res = await post(t, booking({ spending_point: 500 }), { token: await token(t, LOW) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: [{ code: 2401, details: { base: ['You have only 300 points. Cannot spend 500 points.'] }, currentPoint: 300, spendPoint: 500 }],
    });
    expect(balance(t, 2)).toBe(300);
    // The rules come in the spec's order: step and minimum before the balance.
    expect(base((await post(t, booking({ spending_point: 450 }), { token: await token(t, LOW) })).body)).toMatch(/multiples of 100/);
  });

  it('points cannot be spent where the program has no point program', async () => {
    const t = await setup();
    const res = await post(t, booking({ spending_point: 500 }), { hotel: 'aurora-shinjuku', token: await token(t, AURORA, 'aurora-shinjuku') });
    expect(res.status).toBe(422);
    expect(base(res.body)).toBe('Points cannot be used at this hotel.');
    expect(balance(t, 3)).toBe(5_000);
  });

  it('a total of 0 after points cannot be paid by card; on site it can', async () => {
    const t = await setup();
    t.db.prepare(`UPDATE inventory SET price = 10000 WHERE date IN (?, ?) AND room_type_id =
      (SELECT rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE h.code = ? AND rt.code = 'STD')`).run(CHECKIN, '2026-03-17', HOTEL);
    const { subtotal } = await guestPrice(t);
    expect(subtotal).toBe(20_000);
    t.db.prepare(`UPDATE members SET points = 30000 WHERE id = 1`).run();
    const tok = await token(t);
    const card = await post(t, booking({ spending_point: 20_000, payment_method: 'credit_card', card_token: await cardToken(t, TEST_CARDS.visa) }), { token: tok });
    expect(card.status).toBe(422);
    expect(card.body).toEqual({ errors: [{ code: 1000, details: { base: ['A total of 0 cannot be paid by card. Choose another payment method or use fewer points.'] } }] });
    expect(balance(t)).toBe(30_000);
    const onSite = await post(t, booking({ spending_point: 20_000 }), { token: tok });
    expect(onSite.status).toBe(201);
    expect(onSite.body.data.reservation.price).toMatchObject({ subtotal: 20_000, point_discount: 20_000, total: 0, remaining_amount: 0 });
    expect(balance(t)).toBe(10_000);
  });

  it('an idempotent replay (sequential or concurrent) deducts once', async () => {
    const t = await setup();
    const tok = await token(t);
    const key = newKey();
    const first = await post(t, booking({ spending_point: 1_000 }), { key, token: tok });
    const second = await post(t, booking({ spending_point: 1_000 }), { key, token: tok });
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(balance(t)).toBe(11_000);
    const key2 = newKey();
    const results = await Promise.all(Array.from({ length: 10 }, () => post(t, booking({ spending_point: 2_000 }), { key: key2, token: tok })));
    for (const r of results) expect(r.body).toEqual(results[0]!.body);
    expect(balance(t)).toBe(9_000);
  });

  it('concurrent bookings with different keys never overspend the balance', async () => {
    const t = await setup();
    const tok = await token(t); // 12,000 points
    const results = await Promise.all(Array.from({ length: 10 }, () => post(t, booking({ spending_point: 5_000 }), { token: tok })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(8);
    for (const r of refused) expect(r.body.errors[0]).toMatchObject({ code: 2401, currentPoint: 2_000, spendPoint: 5_000 });
    expect(balance(t)).toBe(2_000);
  });

  it('cancelling a booking gives the points back', async () => {
    const t = await setup();
    const tok = await token(t);
    const r = (await post(t, booking({ spending_point: 3_000 }), { token: tok })).body.data.reservation;
    expect(balance(t)).toBe(9_000);
    const res = await sendJson(t, 'PUT', `/api/v1/hotels/${HOTEL}/reservations/${r.confirmation_number}/cancel?bypass_token=${r.bypass_token}`, {});
    expect(res.status).toBe(200);
    expect(res.body.data.reservation.price.point_discount).toBe(3_000);
    expect(balance(t)).toBe(12_000);
    // A second cancel is refused and gives nothing.
    expect((await sendJson(t, 'PUT', `/api/v1/hotels/${HOTEL}/reservations/${r.confirmation_number}/cancel?bypass_token=${r.bypass_token}`, {})).status).toBe(422);
    expect(balance(t)).toBe(12_000);
  });

  it('a 3D Secure booking holds the points; Cancel on the challenge page or the 15-minute timeout gives them back; success keeps them', async () => {
    const t = await setup();
    const tok = await token(t);
    const threeDs = async (spend: number) => post(t, booking({
      spending_point: spend, payment_method: 'credit_card', card_token: await cardToken(t, TEST_CARDS.visa3ds),
      three_d_secure_return_url: 'https://sakura-tokyo.example.com/done',
    }), { token: tok });
    const form = (url: string, fields: Record<string, string>) => t.app.request(url.replace(ORIGIN, ''), {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
    });

    const aborted = (await threeDs(2_000)).body.data;
    expect(aborted.reservation).toMatchObject({ status: 'pending_3ds', price: { point_discount: 2_000 } });
    expect(balance(t)).toBe(10_000);
    const cancel = await form(aborted.next.url, { action: 'cancel' });
    expect(new URL(cancel.headers.get('Location')!).searchParams.get('error_code')).toBe('3008');
    expect(balance(t)).toBe(12_000);
    await form(aborted.next.url, { action: 'cancel' }); // repeats the outcome only
    expect(balance(t)).toBe(12_000);

    const expired = (await threeDs(1_000)).body.data;
    expect(balance(t)).toBe(11_000);
    t.clock.now = new Date(NOW.getTime() + 15 * 60_000);
    const r = (await t.json(`/api/v1/hotels/${HOTEL}/reservations/${expired.reservation.confirmation_number}?bypass_token=${expired.reservation.bypass_token}`)).body.data.reservation;
    expect(r).toMatchObject({ status: 'cancelled', error_code: 3001 });
    expect(balance(t)).toBe(12_000);

    const done = (await threeDs(500)).body.data;
    const ok = await form(done.next.url, { password: 'password', action: 'submit' });
    expect(new URL(ok.headers.get('Location')!).searchParams.get('status')).toBe('done');
    expect(balance(t)).toBe(11_500);
  });
});

describe('sandbox controls and migration', () => {
  it('POST /__sandbox/members/reset restores the seeded balances', async () => {
    const t = await setup();
    await post(t, booking({ spending_point: 5_000 }), { token: await token(t) });
    t.db.prepare(`UPDATE members SET points = 0 WHERE id = 2`).run();
    const res = await t.app.request('/__sandbox/members/reset', { method: 'POST', headers: CONTROLS });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { reset: 3 } });
    expect([balance(t, 1), balance(t, 2), balance(t, 3)]).toEqual([12_000, 300, 5_000]);
  });

  it('a database seeded before migration 004 gets the point rules and the demo members', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-members-'));
    try {
      const old = path.join(dir, 'migrations');
      fs.mkdirSync(old);
      for (const f of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f < '004')) fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(old, f));
      const db = new Database(path.join(dir, 'sandbox.db'));
      migrate(db, old);
      // What an older seed left: the program without point rules.
      db.prepare(`INSERT INTO meta (key, value) VALUES ('seeded_on', '2026-03-02')`).run();
      db.prepare(`INSERT INTO membership_programs (code, name_i18n) VALUES ('sakura-members', '{}')`).run();
      expect(migrate(db)).toEqual(expect.arrayContaining(['004_members', '005_trust'])); // and whatever later migrations exist
      ensureSeedRows(db);
      expect(db.prepare(`SELECT code, point_program_enabled, point_step, point_minimum_spend FROM membership_programs ORDER BY id`).all()).toEqual([
        { code: 'sakura-members', point_program_enabled: 1, point_step: 100, point_minimum_spend: 500 },
        { code: 'aurora-rewards', point_program_enabled: 0, point_step: 1, point_minimum_spend: 0 },
      ]);
      expect(db.prepare(`SELECT email, points FROM members ORDER BY id`).all()).toEqual([
        { email: 'member@example.com', points: 12_000 }, { email: 'low@example.com', points: 300 }, { email: 'aurora@example.com', points: 5_000 },
      ]);
      expect(ensureSeedRows(db)).toBe(0); // idempotent
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
