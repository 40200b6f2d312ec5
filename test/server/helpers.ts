// Shared set-up for sandbox server tests: an in-memory database at a fixed instant.
import { createApp, type AppOptions, type SandboxApp } from '../../server/app.ts';
import { openDb, type Db } from '../../server/db.ts';

/** 2026-03-02 12:00 in Tokyo. Seed anchor = 2026-03-02, so the sold-out rules give (see server/README.md):
 *  all hotels sold out on 2026-03-12 and 2026-03-13 (anchor+10, +11) and on day-of-year multiples of 23
 *  (2026-03-10, 2026-04-02, 2026-04-25, …); sakura-tokyo JSR sold out 2026-04-01 … 2026-04-30. */
export const NOW = new Date('2026-03-02T03:00:00Z');
export const ORIGIN = 'http://localhost:8787';
/** The sandbox controls' bearer token of the test apps. */
export const CONTROLS_TOKEN = 'test-controls-token';
/** Headers that open `/__sandbox/*` in tests. */
export const CONTROLS = { Authorization: `Bearer ${CONTROLS_TOKEN}` } as const;

export interface TestCtx {
  app: SandboxApp;
  db: Db;
  clock: { now: Date };
  session: string;
  get: (path: string, headers?: Record<string, string>) => Promise<Response>;
  json: <T = any>(path: string, headers?: Record<string, string>) => Promise<{ status: number; body: T }>;
}

export async function setup(options: Partial<AppOptions> = {}): Promise<TestCtx> {
  const clock = { now: NOW };
  const now = () => clock.now;
  const db = openDb(':memory:', { now });
  const app = createApp({
    db, now, publicOrigin: ORIGIN, distDir: '/nonexistent-dist', env: {}, faultsEnabled: true, controlsToken: CONTROLS_TOKEN, ...options,
  });
  const session = await newSession(app);
  const get = async (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers: { 'X-Client-Session': session, ...headers } });
  const json = async (path: string, headers: Record<string, string> = {}) => {
    const res = await get(path, headers);
    return { status: res.status, body: await res.json() };
  };
  return { app, db, clock, session, get, json };
}

export async function newSession(app: SandboxApp): Promise<string> {
  const res = await app.request('/identity/v1/client_sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ application_key: 'demo-app-key', application_secret: 'demo-app-secret' }),
  });
  if (res.status !== 201) throw new Error(`session: ${res.status}`);
  return ((await res.json()) as { data: { client_session: string } }).data.client_session;
}

/** Builds `rooms[i][…]` query parameters. */
export function roomsQuery(
  checkin: string,
  checkout: string,
  rooms: Array<{ adults: number | string; children?: number | string; tiers?: Record<string, number> }>,
  extra: Record<string, string> = {},
): string {
  const p = new URLSearchParams();
  rooms.forEach((r, i) => {
    p.set(`rooms[${i}][checkin_date]`, checkin);
    p.set(`rooms[${i}][checkout_date]`, checkout);
    p.set(`rooms[${i}][adults]`, String(r.adults));
    if (r.children !== undefined) p.set(`rooms[${i}][children]`, String(r.children));
    Object.entries(r.tiers ?? {}).forEach(([code, n], j) => {
      p.set(`rooms[${i}][kids_tiers][${j}][code]`, code);
      p.set(`rooms[${i}][kids_tiers][${j}][children]`, String(n));
    });
  });
  for (const [k, v] of Object.entries(extra)) p.append(k, v);
  return p.toString();
}
