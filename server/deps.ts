// What route modules share.
import type { Context } from 'hono';
import type { Db } from './db.ts';
import { validationError } from './errors.ts';
import { readJsonBody } from './limits.ts';
import type { FaultStore, RequestLog } from './faults.ts';
import type { SignInLimiter } from './members.ts';
import type { CspReports, Trust } from './security.ts';
import { resolveLocale, type Locale } from './i18n.ts';
import { parseBracketQuery, QueryParseError, type QueryObject } from './query.ts';

export interface Deps {
  db: Db;
  now: () => Date;
  sessionTtlSeconds: number;
  /** Public origin of this server, used in absolute URLs (photos, logos, config.json). */
  origin: string;
  faults: FaultStore;
  requests: RequestLog;
  /** Trusted origins: CORS, frame-ancestors, redirects (server/security.ts). */
  trust: Trust;
  /** Sign-in attempts per account and per client (server/members.ts). */
  signInLimiter: SignInLimiter;
  /** CSP violation reports of the widget's pages. */
  cspReports: CspReports;
}

/** The caller's IP address (the socket's; `local` for in-process requests). */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/**
 * The request body as JSON (`server/limits.ts`): over the route's size limit → 413, not `application/json` → 415,
 * invalid or nested too deeply → 422.
 */
export async function readJson(c: Context): Promise<unknown> {
  return readJsonBody(c);
}

/** The query string parsed in Rails bracket notation, or a 422 validation error. */
export function bracketQuery(c: Context): QueryObject {
  try {
    return parseBracketQuery(new URL(c.req.url).searchParams);
  } catch (e) {
    if (e instanceof QueryParseError) throw validationError(e.message);
    throw e;
  }
}

/** Request locale: X-Locale header, then `locale` query, fallback en. */
export function requestLocale(c: Context): Locale {
  return resolveLocale(c.req.header('X-Locale'), c.req.query('locale'));
}
