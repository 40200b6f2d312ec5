// Shared helpers for the booking tests (reservations, card tokens, 3D Secure, extras).
import type { TestCtx } from './helpers.ts';

export const HOTEL = 'sakura-tokyo';
export const CHECKIN = '2026-03-16';
export const CHECKOUT = '2026-03-18';

export const guest = { first_name: 'Taro', last_name: 'Yamada', email: 'taro@example.com', phone: '+819012345678' };

export function booking(over: Record<string, unknown> = {}, room: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    checkin_date: CHECKIN,
    checkout_date: CHECKOUT,
    rooms: [{ room_type_code: 'STD', room_plan_code: 'STD-RO', adults: 2, children: 0, ...room }],
    guest,
    payment_method: 'on_site',
    locale: 'en',
    ...over,
  };
}

let keySeq = 0;
export const newKey = () => `key-${++keySeq}-${Math.random().toString(36).slice(2)}`;

export async function post(t: TestCtx, body: unknown, opts: { key?: string | null; hotel?: string; session?: string; token?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Client-Session': opts.session ?? t.session };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const key = opts.key === undefined ? newKey() : opts.key;
  if (key !== null) headers['Idempotency-Key'] = key;
  const res = await t.app.request(`/api/v1/hotels/${opts.hotel ?? HOTEL}/reservations`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

export async function sendJson(t: TestCtx, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Client-Session': t.session, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

export function remaining(t: TestCtx, roomType: string, date: string, hotel = HOTEL): number {
  return (t.db.prepare(`SELECT i.remaining FROM inventory i JOIN room_types rt ON rt.id = i.room_type_id JOIN hotels h ON h.id = rt.hotel_id
    WHERE h.code = ? AND rt.code = ? AND i.date = ?`).get(hotel, roomType, date) as { remaining: number }).remaining;
}

export function setRemaining(t: TestCtx, roomType: string, dates: string[], n: number, hotel = HOTEL): void {
  const stmt = t.db.prepare(`UPDATE inventory SET remaining = MIN(total, ?) WHERE date = ? AND room_type_id =
    (SELECT rt.id FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE h.code = ? AND rt.code = ?)`);
  for (const d of dates) stmt.run(n, d, hotel, roomType);
}

export function base(body: any): string {
  return body.errors[0].details.base[0];
}

export async function cardToken(t: TestCtx, number: string, over: Record<string, unknown> = {}): Promise<string> {
  const res = await t.app.request('/sandbox-pay/v1/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number, holder: 'TARO YAMADA', exp_month: 12, exp_year: 2030, cvc: '123', ...over }),
  });
  const body = (await res.json()) as any;
  if (res.status !== 201) throw new Error(`token: ${res.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

export const SOLD_OUT_BODY = { errors: [{ code: 1000, title: 'sold_out', details: { base: ['The room is no longer available for these dates.'] } }] };
