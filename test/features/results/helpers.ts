// Room search answers like the sandbox's, and a results page booted in the real shell against them.
import { vi } from 'vitest';
import { addDays, today } from '../../../src/lib/dates';
import { json, type Answer, type SentRequest } from '../../api/fake-server';
import { bootShell, SETTINGS } from '../../app/boot';

export const CHECKIN = addDays(today(), 3);
export const CHECKOUT = addDays(today(), 5);

export function resultUrl(extra: Record<string, string> = {}, code = 'sakura-tokyo'): string {
  const query = new URLSearchParams({ code, checkin: CHECKIN, checkout: CHECKOUT, adults: '2', children: '0', room_count: '1', type: 'room', order: 'recommended', ...extra });
  return `/booking/result?${query}`;
}

const matched = { adults_count: 2, children_count: 0, adults_with_companion: 0, children_with_kid_tier_A_companion: 0 };

export function roomPlan(code: string, overrides: Record<string, unknown> = {}) {
  return {
    room_plan_code: `${code}-RO`,
    hotel_plan_code: 'RO',
    room_plan_name: 'Room only',
    plan_description: 'A simple stay without meals.',
    member_only: false,
    meal: 'none',
    total_price: 30900,
    tax: 2809,
    tax_included: true,
    price_per_night: [],
    payment_methods: ['on_site', 'credit_card'],
    matched_search_criteria: matched,
    ...overrides,
  };
}

export function room(code: string, overrides: Record<string, unknown> = {}) {
  return {
    room_type_code: code,
    room_type_name: `Room ${code}`,
    description: `The ${code} room.`,
    photos: [`http://api.test/sandbox-assets/rooms/${code}-1.svg`],
    room_count: 12,
    max_guests: 3,
    size_sqm: 26,
    room_plans: [roomPlan(code)],
    ...overrides,
  };
}

export function roomsAnswer(rooms: unknown[], extra: Record<string, unknown> = {}): Answer {
  return json(200, { data: { type: 'room', currency: 'JPY', rooms, next_available_date: null, ...extra } });
}

export function plansAnswer(plans: unknown[], extra: Record<string, unknown> = {}): Answer {
  return json(200, { data: { type: 'plan', currency: 'JPY', plans, next_available_date: null, ...extra } });
}

export type Handler = (request: SentRequest, query: URLSearchParams) => Answer;

/** Every room search is answered by `handler` (which can be replaced as the test goes on). */
export function answerRooms(server: Parameters<NonNullable<Parameters<typeof bootShell>[0]['prepare']>>[0], handler: { current: Handler }) {
  for (let i = 0; i < 30; i++) server.answerOnce('/rooms', (r) => handler.current(r, new URL(r.url).searchParams));
}

/** Room searches, in the order sent, as their query values. */
export function roomSearches(server: { apiCalls(): SentRequest[] }): (URLSearchParams & { locale?: string })[] {
  return server
    .apiCalls()
    .filter((r) => new URL(r.url).pathname.endsWith('/rooms'))
    .map((r) => Object.assign(new URL(r.url).searchParams, { locale: r.headers['x-locale'] }));
}

/** Holds room search answers until released (to look at the page while a search is under way). */
export function holdRoomSearches(server: { fetch: typeof fetch }) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/rooms')) await held;
    return server.fetch(input, init);
  });
  return release;
}

export async function bootResults(options: { url?: string; handler: Handler; settings?: Record<string, unknown> }) {
  const handler = { current: options.handler };
  const booted = await bootShell({
    url: options.url ?? resultUrl(),
    settings: options.settings ?? SETTINGS,
    prepare: (server) => answerRooms(server, handler),
  });
  return { ...booted, handler };
}
