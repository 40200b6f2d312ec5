// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectBrand, luhnValid, TEST_CARDS } from '../../server/cards.ts';
import { CONTROLS, NOW, ORIGIN, setup, type TestCtx } from './helpers.ts';
import { base, booking, cardToken, CHECKIN, HOTEL, post, remaining } from './booking-helpers.ts';

const tokens = (t: TestCtx, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request('/sandbox-pay/v1/tokens', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const card = (over: Record<string, unknown> = {}) => ({ number: TEST_CARDS.visa, holder: 'TARO YAMADA', exp_month: 12, exp_year: 2030, cvc: '123', ...over });

describe('POST /sandbox-pay/v1/tokens', () => {
  it('validates the card and returns a token with brand, last4 and expiry (no client session, CORS open)', async () => {
    const t = await setup();
    const res = await tokens(t, card({ number: '4242 4242 4242 4242' }), { Origin: 'https://hotel.example' });
    expect(res.status).toBe(201);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const { data } = (await res.json()) as any;
    expect(data).toEqual({ token: expect.stringMatching(/^tok_[\w-]{20,}$/), brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 });
    const pre = await t.app.request('/sandbox-pay/v1/tokens', { method: 'OPTIONS', headers: { Origin: 'https://hotel.example', 'Access-Control-Request-Method': 'POST' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('detects the brands of the test cards (Luhn valid)', async () => {
    const t = await setup();
    for (const [number, brand] of [[TEST_CARDS.visa, 'visa'], [TEST_CARDS.visa3ds, 'visa'], [TEST_CARDS.master, 'master'], [TEST_CARDS.jcb, 'jcb'],
      ['378282246310005', 'amex'], ['30569309025904', 'diners']] as const) {
      expect(luhnValid(number)).toBe(true);
      expect(detectBrand(number)).toBe(brand);
      const res = await tokens(t, card({ number, cvc: brand === 'amex' ? '1234' : '123' }));
      expect(res.status).toBe(201);
      expect(((await res.json()) as any).data.brand).toBe(brand);
    }
  });

  it('token validation codes: 3004 number, 3005 expiry, 3007 not accepted, 1000 holder / security code / blank', async () => {
    const t = await setup();
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ number: '4242424242424241' }, 3004, /confirm the card number/],
      [{ number: '4242' }, 3004, /confirm the card number/],
      [{ number: TEST_CARDS.master, brand: 'visa' }, 3004, /does not match the card brand/],
      [{ exp_month: 2, exp_year: 2026 }, 3005, /check the expiry date/], // NOW is March 2026
      [{ exp_month: 13 }, 3005, /check the expiry date/],
      [{ exp_year: 'soon' }, 3005, /check the expiry date/],
      [{ number: TEST_CARDS.declined }, 3007, /not accepted/],
      [{ number: '6011111111111117' }, 3007, /not accepted/], // Discover: brand not accepted
      [{ holder: 'ヤマダ タロウ' }, 1000, /half-width roman letters/],
      [{ holder: 'ＴＡＲＯ' }, 1000, /half-width roman letters/],
      [{ cvc: '12' }, 1000, /security code is 3 digits/],
      [{ cvc: undefined }, 1000, /can't be blank: cvc/],
    ];
    for (const [over, code, message] of cases) {
      const res = await tokens(t, card(over));
      const body = (await res.json()) as any;
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(body.errors[0].code, JSON.stringify(over)).toBe(code);
      expect(base(body)).toMatch(message);
    }
    expect(exp(await tokens(t, card({ exp_month: 3, exp_year: 26 })))).toBe(201); // this month is still valid; 2-digit year
  });
});
const exp = (r: Response) => r.status;

async function threeDsBooking(t: TestCtx, over: Record<string, unknown> = {}) {
  const token = await cardToken(t, TEST_CARDS.visa3ds);
  return post(t, booking({ payment_method: 'credit_card', card_token: token, three_d_secure_return_url: 'https://sakura-tokyo.example.com/booking/done?x=1', ...over }));
}
const form = (t: TestCtx, url: string, fields: Record<string, string>) =>
  t.app.request(url.replace(ORIGIN, ''), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
const lookup = async (t: TestCtx, r: any) =>
  (await t.json(`/api/v1/hotels/${HOTEL}/reservations/${r.confirmation_number}?bypass_token=${r.bypass_token}`)).body.data.reservation;

describe('3D Secure', () => {
  it('a 3DS card creates a pending_3ds reservation holding the room, with next.url to the challenge page', async () => {
    const t = await setup();
    const before = remaining(t, 'STD', CHECKIN);
    const { status, body } = await threeDsBooking(t);
    expect(status).toBe(201);
    expect(body.data.reservation.status).toBe('pending_3ds');
    const next = body.data.next;
    expect(next.type).toBe('3ds');
    expect(next.url).toMatch(new RegExp(`^${ORIGIN}/sandbox-pay/3ds/tds_[\\w-]+\\?return_url=${encodeURIComponent('https://sakura-tokyo.example.com/booking/done?x=1').replace(/[?.]/g, '\\$&')}$`));
    expect(next.expires_at).toBe(new Date(NOW.getTime() + 15 * 60_000).toISOString());
    expect(remaining(t, 'STD', CHECKIN)).toBe(before - 1);
    const page = await t.app.request(next.url.replace(ORIGIN, ''));
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('the password is <strong>password</strong>');
    expect(html).toMatch(/<button type="submit" name="action" value="submit">Submit<\/button>/);
    expect(html).toMatch(/value="cancel" formnovalidate>Cancel</);
  });

  it('right password confirms: 303 to return_url with status=done and the confirmation number', async () => {
    const t = await setup();
    const { body } = await threeDsBooking(t);
    const r = body.data.reservation;
    const res = await form(t, body.data.next.url, { password: 'password', action: 'submit' });
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('Location')!);
    expect(`${to.origin}${to.pathname}`).toBe('https://sakura-tokyo.example.com/booking/done');
    expect(Object.fromEntries(to.searchParams)).toEqual({ x: '1', status: 'done', confirmation_number: r.confirmation_number });
    expect((await lookup(t, r)).status).toBe('done');
    // Opening the page again only repeats the outcome.
    const again = await t.app.request(body.data.next.url.replace(ORIGIN, ''));
    expect(again.status).toBe(303);
  });

  it('wrong password 3 times fails with 3006 and restores the inventory', async () => {
    const t = await setup();
    const before = remaining(t, 'STD', CHECKIN);
    const { body } = await threeDsBooking(t);
    const r1 = await form(t, body.data.next.url, { password: 'nope', action: 'submit' });
    expect(r1.status).toBe(200);
    const html = await r1.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('2 attempts left');
    expect((await form(t, body.data.next.url, { password: 'nope', action: 'submit' })).status).toBe(200);
    const r3 = await form(t, body.data.next.url, { password: 'nope', action: 'submit' });
    expect(r3.status).toBe(303);
    const to = new URL(r3.headers.get('Location')!);
    expect(to.searchParams.get('status')).toBe('failed');
    expect(to.searchParams.get('error_code')).toBe('3006');
    const r = await lookup(t, body.data.reservation);
    expect(r).toMatchObject({ status: 'failed', error_code: 3006 });
    expect(remaining(t, 'STD', CHECKIN)).toBe(before);
  });

  it('Cancel fails the booking with 3008 and restores the inventory', async () => {
    const t = await setup();
    const before = remaining(t, 'STD', CHECKIN);
    const { body } = await threeDsBooking(t);
    const res = await form(t, body.data.next.url, { action: 'cancel' });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('Location')!).searchParams.get('error_code')).toBe('3008');
    expect(await lookup(t, body.data.reservation)).toMatchObject({ status: 'failed', error_code: 3008 });
    expect(remaining(t, 'STD', CHECKIN)).toBe(before);
  });

  it('more than 5 opens suspends with 3009', async () => {
    const t = await setup();
    const before = remaining(t, 'STD', CHECKIN);
    const { body } = await threeDsBooking(t);
    const path = body.data.next.url.replace(ORIGIN, '');
    for (let i = 0; i < 5; i++) expect((await t.app.request(path)).status).toBe(200);
    const sixth = await t.app.request(path);
    expect(sixth.status).toBe(303);
    expect(new URL(sixth.headers.get('Location')!).searchParams.get('error_code')).toBe('3009');
    expect(await lookup(t, body.data.reservation)).toMatchObject({ status: 'failed', error_code: 3009 });
    expect(remaining(t, 'STD', CHECKIN)).toBe(before);
  });

  it('15 minutes without completion: the booking is aborted, the reservation cancelled and the inventory restored', async () => {
    const t = await setup();
    const before = remaining(t, 'STD', CHECKIN);
    const { body } = await threeDsBooking(t);
    t.clock.now = new Date(NOW.getTime() + 15 * 60_000 - 1);
    expect((await lookup(t, body.data.reservation)).status).toBe('pending_3ds');
    expect(remaining(t, 'STD', CHECKIN)).toBe(before - 1);
    t.clock.now = new Date(NOW.getTime() + 15 * 60_000);
    const r = await lookup(t, body.data.reservation);
    expect(r).toMatchObject({ status: 'cancelled', error_code: 3001, cancelled_at: t.clock.now.toISOString() });
    expect(remaining(t, 'STD', CHECKIN)).toBe(before);
    const late = await form(t, body.data.next.url, { password: 'password', action: 'submit' });
    expect(late.status).toBe(303);
    expect(Object.fromEntries(new URL(late.headers.get('Location')!).searchParams)).toMatchObject({ status: 'cancelled', error_code: '3001' });
  });

  it('the sweep also cancels abandoned 3DS bookings without any request', async () => {
    const { sweepExpired3ds } = await import('../../server/reservations.ts');
    const t = await setup();
    const before = remaining(t, 'STD', CHECKIN);
    await threeDsBooking(t);
    expect(sweepExpired3ds(t.db, new Date(NOW.getTime() + 16 * 60_000))).toBe(1);
    expect(remaining(t, 'STD', CHECKIN)).toBe(before);
  });

  it('without a return URL the page shows the result; an unknown id is 404', async () => {
    const t = await setup();
    const { body } = await threeDsBooking(t, { three_d_secure_return_url: undefined });
    expect(body.data.next.url).not.toContain('return_url');
    const res = await form(t, body.data.next.url, { password: 'password', action: 'submit' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('The payment was confirmed');
    expect((await t.app.request('/sandbox-pay/3ds/tds_unknown')).status).toBe(404);
  });
});

describe('payment links', () => {
  const link = (n: string) => `/api/v1/hotels/${HOTEL}/payment_transactions/${n}`;

  it('one seeded link per state at sakura-tokyo', async () => {
    const t = await setup();
    for (const s of ['pending', 'paid', 'failed', 'completed', 'refunded', 'cancelled']) {
      const { status, body } = await t.json(link(`PL-SAKURA-${s.toUpperCase()}`));
      expect(status).toBe(200);
      expect(Object.keys(body.data).sort()).toEqual(['amount', 'card', 'currency', 'expires_at', 'number', 'paid_at', 'refunded_at', 'status', 'subject'].sort());
      expect(body.data.status).toBe(s);
      expect(body.data.currency).toBe('JPY');
    }
    expect((await t.json(link('PL-SAKURA-REFUNDED'))).body.data).toMatchObject({ paid_at: '2026-02-20T03:00:00.000Z', refunded_at: '2026-02-28T03:00:00.000Z', subject: 'Spa treatment' });
    expect(await t.json(link('NOPE'))).toEqual({ status: 404, body: { error: 'Payment transaction not found' } });
    expect((await t.json(`/api/v1/hotels/hangang-seoul/payment_transactions/PL-SAKURA-PENDING`)).status).toBe(404);
  });

  it('pay with a card token → paid; a paid link cannot be paid again (3200)', async () => {
    const t = await setup();
    const pay = async (n: string, body: unknown) => {
      const res = await t.app.request(`${link(n)}/pay`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Client-Session': t.session }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as any };
    };
    expect((await pay('PL-SAKURA-PENDING', {})).status).toBe(422);
    const token = await cardToken(t, TEST_CARDS.master);
    const ok = await pay('PL-SAKURA-PENDING', { card_token: token });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'paid', paid_at: NOW.toISOString(), card: { brand: 'master', last4: '4444' } });
    const again = await pay('PL-SAKURA-PENDING', { card_token: token });
    expect(again.status).toBe(422);
    expect(again.body.errors[0].code).toBe(3200);
    expect((await pay('PL-SAKURA-FAILED', { card_token: token })).body.data.status).toBe('paid');
    const reset = await t.app.request('/__sandbox/payment_transactions/reset', { method: 'POST', headers: CONTROLS });
    expect(reset.status).toBe(200);
    expect((await t.json(link('PL-SAKURA-PENDING'))).body.data.status).toBe('pending');
  });
});
