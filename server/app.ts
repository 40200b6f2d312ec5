// The sandbox HTTP application: identity host, widget API, sandbox controls, generated assets and the built widget.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type MiddlewareHandler } from 'hono';
import { hotelPhotoSvg, logoSvg, roomPhotoSvg } from './assets.ts';
import type { Db } from './db.ts';
import { localDate } from './dates.ts';
import type { Deps } from './deps.ts';
import { HttpError, identityProviderExpired, invalidClientSession, simpleError, validationError } from './errors.ts';
import { QueryParseError } from './query.ts';
import { FaultStore, RequestLog, type Fault } from './faults.ts';
import { findHotel } from './hotels.ts';
import { pick } from './i18n.ts';
import { apiRoutes } from './routes/api.ts';
import { identityRoutes } from './routes/identity.ts';
import { payRoutes } from './routes/pay.ts';
import { sweepExpired3ds } from './reservations.ts';
import { sandboxRoutes } from './routes/sandbox.ts';
import { ANCHOR_TIME_ZONE, topUpInventory } from './seed.ts';
import { DEFAULT_SESSION_TTL_SECONDS } from './sessions.ts';
import { DEFAULT_PARENT_ORIGINS, serveDist, widgetConfig, type ConfigEnv } from './static.ts';
import { databaseBusy, isBusyError } from './db.ts';
import { BodyTooLarge, bodyLimits, readBodyText, tooLargeResponse } from './limits.ts';
import { SignInLimiter } from './members.ts';
import {
  apiCors, controlsGuard, CSP_REPORT_PATH, CspReports, originOf, redactQuery, safeColour, securityHeaders, splitOrigins, Trust,
} from './security.ts';
import { FALLBACK_BUTTON_COLOUR, FALLBACK_HEADER_COLOUR } from './assets.ts';

export const DEFAULT_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

export { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS } from './security.ts';

export interface AppOptions {
  db: Db;
  now?: () => Date;
  sessionTtlSeconds?: number;
  distDir?: string;
  faultsEnabled?: boolean;
  /** Origin used in absolute URLs; default PUBLIC_ORIGIN or http://localhost:${PORT||8787}. */
  publicOrigin?: string;
  apiBasePath?: string;
  /** Environment for config.json (default process.env). */
  env?: ConfigEnv;
  /** How often pending 3D Secure bookings past their 15 minutes are cancelled (ms; 0 = only lazily on access). Default 30000. */
  threeDsSweepMs?: number;
  /**
   * Bearer token of the sandbox controls (`/__sandbox/*`); default env SANDBOX_CONTROLS_TOKEN. Without one the controls
   * are off (404).
   */
  controlsToken?: string;
}

export interface SandboxApp extends Hono {
  faults: FaultStore;
  requests: RequestLog;
}

export function defaultOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_ORIGIN || `http://localhost:${env.PORT || 8787}`).replace(/\/+$/, '');
}

function normalizeBasePath(p: string): string {
  const s = '/' + p.replace(/^\/+|\/+$/g, '');
  return s === '/' ? '/api/v1' : s;
}

function faultResponse(fault: Fault): Response | undefined {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
  switch (fault.kind) {
    case '429':
      return json(429, { error: 'Too many requests' });
    case '403-4000':
      return json(403, identityProviderExpired().body);
    case 'invalid-session':
      return json(403, invalidClientSession().body);
    case '401':
      return json(401, { error: 'You have already signed out' });
    case '503':
      return json(503, { error: 'Service unavailable' });
    case 'malformed':
      return new Response('{"data":', { status: 200, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
    case 'slow':
      return undefined;
  }
}

export function createApp(options: AppOptions): SandboxApp {
  const now = options.now ?? (() => new Date());
  const origin = (options.publicOrigin ?? defaultOrigin()).replace(/\/+$/, '');
  const apiBase = normalizeBasePath(options.apiBasePath ?? process.env.API_BASE_PATH ?? '/api/v1');
  const faultsEnabled = options.faultsEnabled ?? process.env.SANDBOX_FAULTS !== 'off';
  const distDir = options.distDir ?? process.env.DIST_DIR ?? DEFAULT_DIST_DIR;
  const env = options.env ?? (process.env as ConfigEnv);
  const controlsToken = options.controlsToken ?? process.env.SANDBOX_CONTROLS_TOKEN ?? '';
  const elsewhere = (...urls: Array<string | undefined>) =>
    [...new Set(urls.map((u) => originOf(u)).filter((o): o is string => !!o && o !== origin))];
  const trust = new Trust(options.db, {
    widgetOrigin: origin,
    parentOrigins: splitOrigins(env.ALLOWED_PARENT_ORIGINS || DEFAULT_PARENT_ORIGINS),
    apiOrigins: elsewhere(env.API_BASE_URL, env.IDENTITY_BASE_URL),
    paymentOrigins: elsewhere(env.PAYMENT_PROVIDER_URL),
  });
  const deps: Deps = {
    db: options.db,
    now,
    sessionTtlSeconds: options.sessionTtlSeconds ?? DEFAULT_SESSION_TTL_SECONDS,
    origin,
    faults: new FaultStore(),
    requests: new RequestLog(),
    trust,
    signInLimiter: new SignInLimiter(),
    cspReports: new CspReports(),
  };
  const { db } = deps;
  const app = new Hono() as SandboxApp;
  app.faults = deps.faults;
  app.requests = deps.requests;

  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(err.body, err.status as 400, err.headers);
    if (err instanceof QueryParseError) return c.json(validationError(err.message).body, 422);
    // Another connection holds the database: a quick 503 the widget can retry, never a 500.
    if (isBusyError(err)) return c.json(databaseBusy().body, 503, databaseBusy().headers);
    if (err instanceof BodyTooLarge) return tooLargeResponse(err.limit);
    console.error('[sandbox] unexpected error', c.req.method, c.req.path, err);
    return c.json({ error: 'Internal server error' }, 500);
  });

  // Security headers on every response (one middleware), then body limits before any handler reads a body.
  app.use('*', securityHeaders);
  app.use('*', bodyLimits);

  const apiPrefixes = [...new Set([apiBase, '/api'])];
  const jsonPrefixes = [...apiPrefixes, '/identity', '/__sandbox'];
  const corsPrefixes = [...apiPrefixes, '/identity'];
  const under = (path: string, prefixes: string[]) => prefixes.some((p) => path === p || path.startsWith(p + '/'));
  // CORS only for configured origins, and only on the API and identity host — never on /__sandbox.
  const cors = apiCors(trust);
  app.use('*', async (c, next) => (under(c.req.path, corsPrefixes) ? cors(c, next) : next()));

  // Request log, daily inventory top-up and faults for API and identity calls.
  let lastTopUp = '';
  const observed: MiddlewareHandler = async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const entry = {
      method: c.req.method,
      path: c.req.path,
      // Never credentials or personal data in the log: emails, bypass tokens, passwords, card data are redacted.
      query: redactQuery(new URL(c.req.url).search),
      has_session: !!c.req.header('X-Client-Session'),
      fault: null as Fault['kind'] | null,
      time: now().toISOString(),
    };
    const record = (status: number) => deps.requests.add({ ...entry, status });
    const fault = faultsEnabled ? deps.faults.take(c.req.path) : undefined;
    if (fault) {
      entry.fault = fault.kind;
      const res = faultResponse(fault);
      if (res) {
        record(res.status);
        return res;
      }
      await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
    }
    const today = localDate(now(), ANCHOR_TIME_ZONE);
    if (today !== lastTopUp) {
      try {
        topUpInventory(db, now());
        lastTopUp = today;
      } catch (e) {
        if (!isBusyError(e)) throw e; // busy: the next request tops up
      }
    }
    try {
      await next();
    } finally {
      record(c.res.status);
    }
  };
  const observedPrefixes = [...apiPrefixes, '/identity'];
  app.use('*', async (c, next) => (under(c.req.path, observedPrefixes) ? observed(c, next) : next()));

  app.route('/identity/v1', identityRoutes(deps));
  app.route(apiBase, apiRoutes(deps));
  // The sandbox controls belong to whoever holds the token (npm start prints it); without a token they do not exist.
  if (faultsEnabled && controlsToken) {
    app.use('/__sandbox/*', controlsGuard(controlsToken));
    app.use('/__sandbox', controlsGuard(controlsToken));
    app.route('/__sandbox', sandboxRoutes(deps));
  }
  app.route('/sandbox-pay', payRoutes(deps));
  for (const p of jsonPrefixes) app.all(`${p}/*`, () => { throw simpleError(404, 'Not found'); });
  for (const p of jsonPrefixes) app.all(p, () => { throw simpleError(404, 'Not found'); });

  // Generated artwork.
  const svg = (body: string) =>
    new Response(body, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600',
        // Shown on hotels' pages too (search bar logo), so loadable cross-origin; opened directly, nothing in it runs.
        'Cross-Origin-Resource-Policy': 'cross-origin', 'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; sandbox`,
      },
    });
  const colours = (hotel: { button_colour: string; header_colour: string }) => ({
    colour: safeColour(hotel.button_colour, FALLBACK_BUTTON_COLOUR), dark: safeColour(hotel.header_colour, FALLBACK_HEADER_COLOUR),
  });
  app.get('/sandbox-assets/rooms/:hotel/:file', (c) => {
    const hotel = findHotel(db, c.req.param('hotel'));
    const m = /^([A-Za-z0-9_-]+)-([12])\.svg$/.exec(c.req.param('file'));
    const rt = hotel && m
      ? (db.prepare(`SELECT name_i18n FROM room_types WHERE hotel_id = ? AND code = ?`).get(hotel.id, m[1]) as { name_i18n: string } | undefined)
      : undefined;
    if (!hotel || !m || !rt) return c.text('Not found', 404);
    return svg(roomPhotoSvg({ hotelName: pick(hotel.name_i18n, 'en')!, roomName: pick(rt.name_i18n, 'en')!, ...colours(hotel), variant: Number(m[2]) }));
  });
  app.get('/sandbox-assets/logos/:file', (c) => {
    const hotel = findHotel(db, c.req.param('file').replace(/\.svg$/, ''));
    if (!hotel || !c.req.param('file').endsWith('.svg')) return c.text('Not found', 404);
    return svg(logoSvg({ name: pick(hotel.name_i18n, 'en')!, ...colours(hotel) }));
  });
  app.get('/sandbox-assets/hotels/:file', (c) => {
    const hotel = findHotel(db, c.req.param('file').replace(/\.svg$/, ''));
    if (!hotel || !c.req.param('file').endsWith('.svg')) return c.text('Not found', 404);
    return svg(hotelPhotoSvg({ name: pick(hotel.name_i18n, 'en')!, ...colours(hotel) }));
  });
  app.all('/sandbox-assets/*', (c) => c.text('Not found', 404));

  // Runtime configuration and the built widget.
  // CSP violation reports of the widget's pages: logged (one line, no credentials) and kept for /__sandbox/csp-reports.
  app.post(CSP_REPORT_PATH, async (c) => {
    const report = deps.cspReports.add(await readBodyText(c), now());
    if (report) console.warn(`[csp] ${report.directive} blocked ${report.blocked || '(inline)'} on ${report.page}`);
    return c.body(null, 204);
  });

  app.get('/config.json', (c) =>
    c.json(widgetConfig(origin, env, apiBase), 200, { 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' }),
  );
  const dist = serveDist(distDir, trust);
  app.get('*', (c) => dist(c) ?? c.text('Not found', 404));
  app.all('*', (c) => c.text('Not found', 404));

  // Pending 3D Secure bookings are also checked lazily on every access; this cheap sweep catches abandoned ones.
  const sweepMs = options.threeDsSweepMs ?? 30_000;
  if (sweepMs > 0) {
    const timer = setInterval(() => {
      try {
        if (db.open) sweepExpired3ds(db, now());
      } catch (e) {
        console.error('[sandbox] 3DS sweep failed', e);
      }
    }, sweepMs);
    timer.unref();
  }

  return app;
}
