// What route modules share.
import type { Context } from 'hono';
import type { Db } from './db.ts';
import { validationError } from './errors.ts';
import type { FaultStore, RequestLog } from './faults.ts';
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
}

/** The request body as JSON, or a 422 validation error. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validationError('Request body must be valid JSON.');
  }
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
