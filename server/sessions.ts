// Client sessions issued by the identity host.
import crypto from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Db } from './db.ts';
import { identityProviderExpired, invalidClientSession } from './errors.ts';

export const DEFAULT_SESSION_TTL_SECONDS = 64_800; // 0.75 days

export function issueSession(db: Db, applicationKey: string, now: Date, ttlSeconds: number): { client_session: string; expires_at: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  const created = now.getTime();
  const expires = created + ttlSeconds * 1000;
  db.transaction(() => {
    db.prepare(`INSERT INTO client_sessions (token, application_key, created_at, expires_at) VALUES (?, ?, ?, ?)`).run(token, applicationKey, created, expires);
  })();
  return { client_session: token, expires_at: new Date(expires).toISOString() };
}

/** Marks every client session expired. Returns how many were changed. */
export function expireAllSessions(db: Db, now: Date): number {
  return db.transaction(() => db.prepare(`UPDATE client_sessions SET expires_at = ? WHERE expires_at > ?`).run(now.getTime() - 1, now.getTime() - 1).changes)();
}

export function checkSession(db: Db, token: string | undefined, now: Date): void {
  if (!token) throw invalidClientSession();
  const row = db.prepare(`SELECT expires_at FROM client_sessions WHERE token = ?`).get(token) as { expires_at: number } | undefined;
  if (!row) throw invalidClientSession();
  if (row.expires_at <= now.getTime()) throw identityProviderExpired();
}

/** Route middleware: a valid X-Client-Session header or 403 (3401 unknown/missing, 4000 expired). */
export function requireSession(db: Db, now: () => Date): MiddlewareHandler {
  return async (c, next) => {
    checkSession(db, c.req.header('X-Client-Session')?.trim() || undefined, now());
    await next();
  };
}
