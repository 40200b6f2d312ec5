import { expect, type APIRequestContext } from '@playwright/test';
import { CONTROLS_HEADERS, WIDGET_ORIGIN } from './env';

export { CONTROLS_HEADERS };

/** The sandbox's API, as the widget calls it. */
export const API = `${WIDGET_ORIGIN}/api/v1`;

/** A client session for calling the API directly (the demo application's credentials). */
export async function clientSession(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${WIDGET_ORIGIN}/identity/v1/client_sessions`, {
    data: { application_key: 'demo-app-key', application_secret: 'demo-app-secret' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { client_session: string } }).data.client_session;
}

/** A reservation as the API stores it, read with the guest's email. */
export async function storedReservation(request: APIRequestContext, session: string, hotel: string, number: string, email: string) {
  const res = await request.get(`${API}/hotels/${hotel}/reservations/${number}?email=${encodeURIComponent(email)}`, { headers: { 'X-Client-Session': session } });
  expect(res.status()).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return ((await res.json()) as { data: { reservation: any } }).data.reservation;
}

export type FaultKind = '429' | '403-4000' | '401' | '503' | 'invalid-session' | 'slow' | 'malformed';

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  has_session: boolean;
}

/**
 * Drives the sandbox's controls (fault switch, request log, resets, seed facts). Every call sends the controls token
 * (`Authorization: Bearer $SANDBOX_CONTROLS_TOKEN`); without it /__sandbox answers 401.
 */
export function sandbox(request: APIRequestContext) {
  const headers = CONTROLS_HEADERS;
  const ok = async (res: Awaited<ReturnType<APIRequestContext['get']>>, what: string) => {
    if (!res.ok()) throw new Error(`sandbox ${what} refused: ${res.status()} ${await res.text()}`);
    return res;
  };
  return {
    async fault(kind: FaultKind, options: { times?: number; path?: string; delay_ms?: number } = {}) {
      await ok(await request.post(`${WIDGET_ORIGIN}/__sandbox/faults`, { data: { kind, ...options }, headers }), 'fault switch');
    },
    async reset() {
      await ok(await request.delete(`${WIDGET_ORIGIN}/__sandbox/faults`, { headers }), 'faults reset');
      await ok(await request.delete(`${WIDGET_ORIGIN}/__sandbox/requests`, { headers }), 'request log reset');
      await ok(await request.delete(`${WIDGET_ORIGIN}/__sandbox/csp-reports`, { headers }), 'CSP reports reset');
    },
    /** CSP violation reports the widget's pages sent since the last reset. */
    async cspReports(): Promise<Array<{ directive: string; blocked: string; page: string }>> {
      const res = await ok(await request.get(`${WIDGET_ORIGIN}/__sandbox/csp-reports`, { headers }), 'CSP reports');
      return ((await res.json()) as { data: Array<{ directive: string; blocked: string; page: string }> }).data;
    },
    async requests(pathPart?: string): Promise<LoggedRequest[]> {
      const res = await ok(await request.get(`${WIDGET_ORIGIN}/__sandbox/requests`, { headers }), 'request log');
      const body = (await res.json()) as { data: LoggedRequest[] };
      return body.data.filter((r) => !pathPart || r.path.includes(pathPart));
    },
    /** Seed facts: sold-out dates and the seed anchor. */
    async info(): Promise<{ seeded_on: string; sold_out_dates: string[] }> {
      const res = await ok(await request.get(`${WIDGET_ORIGIN}/__sandbox/info`, { headers }), 'info');
      return ((await res.json()) as { data: { seeded_on: string; sold_out_dates: string[] } }).data;
    },
    /** The seeded members' balances back (and any sign-in lock lifted). */
    async resetMembers() {
      await ok(await request.post(`${WIDGET_ORIGIN}/__sandbox/members/reset`, { headers }), 'members reset');
    },
    /** The seeded payment links back to their seeded states. */
    async resetPaymentLinks() {
      await ok(await request.post(`${WIDGET_ORIGIN}/__sandbox/payment_transactions/reset`, { headers }), 'payment links reset');
    },
  };
}

export interface SearchedPlan {
  room_plan_code: string;
  total_price: number;
  discount: number;
  coupon: { code: string } | null;
}

/**
 * A plan of the sandbox's room search for one room of `adults` over the stay (English), as a guest — or, with `token`,
 * a signed-in member — gets it; `coupon` searches with that coupon code.
 */
export async function searchedPlan(
  request: APIRequestContext,
  session: string,
  search: { hotel: string; stay: { checkin: string; checkout: string }; adults: number; roomPlanCode: string; coupon?: string; token?: string },
): Promise<SearchedPlan> {
  const params = new URLSearchParams({ locale: 'en' });
  params.set('rooms[0][checkin_date]', search.stay.checkin);
  params.set('rooms[0][checkout_date]', search.stay.checkout);
  params.set('rooms[0][adults]', String(search.adults));
  if (search.coupon) params.set('coupon_code', search.coupon);
  const headers: Record<string, string> = { 'X-Client-Session': session, ...(search.token ? { Authorization: `Bearer ${search.token}` } : {}) };
  const res = await request.get(`${API}/hotels/${search.hotel}/rooms?${params}`, { headers });
  expect(res.status()).toBe(200);
  const rooms = ((await res.json()) as { data: { rooms: { room_plans: SearchedPlan[] }[] } }).data.rooms;
  const plan = rooms.flatMap((room) => room.room_plans).find((p) => p.room_plan_code === search.roomPlanCode);
  expect(plan, `${search.roomPlanCode} is offered${search.coupon ? ` with ${search.coupon}` : ''}`).toBeTruthy();
  return plan!;
}
