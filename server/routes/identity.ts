// Identity host: issues client sessions for application credentials.
import { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import { readJson } from '../deps.ts';
import { simpleError, validationError } from '../errors.ts';
import { issueSession } from '../sessions.ts';
import { withBusyRetry } from '../db.ts';

export function identityRoutes(deps: Deps): Hono {
  const { db, now, sessionTtlSeconds } = deps;
  const identity = new Hono();

  identity.post('/client_sessions', async (c) => {
    const body = await readJson(c);
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw validationError('Send a JSON object with application_key and application_secret.');
    }
    const { application_key: key, application_secret: secret } = body as Record<string, unknown>;
    if (typeof key !== 'string' || !key || typeof secret !== 'string' || !secret) {
      throw validationError('application_key and application_secret are required.');
    }
    const app = db.prepare(`SELECT secret FROM applications WHERE key = ?`).get(key) as { secret: string } | undefined;
    if (!app || app.secret !== secret) throw simpleError(401, 'Invalid application credentials');
    return c.json({ data: await withBusyRetry(() => issueSession(db, key, now(), sessionTtlSeconds)) }, 201);
  });

  return identity;
}
