// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTROLS, NOW, newSession, setup } from './helpers.ts';

const post = (body: string, contentType = 'application/json') => ({
  method: 'POST',
  headers: { 'Content-Type': contentType },
  body,
});

describe('identity host: client sessions', () => {
  it('issues an opaque session with an expiry 0.75 days ahead', async () => {
    const { app } = await setup();
    const res = await app.request('/identity/v1/client_sessions', post(JSON.stringify({ application_key: 'demo-app-key', application_secret: 'demo-app-secret' })));
    expect(res.status).toBe(201);
    const body = (await res.json()) as any;
    expect(typeof body.data.client_session).toBe('string');
    expect(body.data.client_session.length).toBeGreaterThanOrEqual(32);
    expect(Date.parse(body.data.expires_at) - NOW.getTime()).toBe(64800 * 1000);
    expect(await newSession(app)).not.toBe(body.data.client_session);
  });

  it('honours a custom TTL', async () => {
    const { app } = await setup({ sessionTtlSeconds: 60 });
    const res = await app.request('/identity/v1/client_sessions', post(JSON.stringify({ application_key: 'demo-app-key', application_secret: 'demo-app-secret' })));
    expect(Date.parse(((await res.json()) as any).data.expires_at) - NOW.getTime()).toBe(60_000);
  });

  it('rejects wrong credentials with 401 shape 3', async () => {
    const { app } = await setup();
    for (const creds of [{ application_key: 'demo-app-key', application_secret: 'nope' }, { application_key: 'other', application_secret: 'demo-app-secret' }]) {
      const res = await app.request('/identity/v1/client_sessions', post(JSON.stringify(creds)));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Invalid application credentials' });
    }
  });

  it.each([['{"application_key":'], ['[]'], ['"x"'], ['{}'], ['{"application_key":1,"application_secret":2}'], ['']])(
    'rejects a malformed body %j with 422 shape 1',
    async (body) => {
      const { app } = await setup();
      const res = await app.request('/identity/v1/client_sessions', post(body));
      expect(res.status).toBe(422);
      const json = (await res.json()) as any;
      expect(json.errors[0].code).toBe(1000);
      expect(typeof json.errors[0].details.base[0]).toBe('string');
    },
  );

  it('answers unknown identity routes with 404 shape 3', async () => {
    const { app } = await setup();
    const res = await app.request('/identity/v1/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });
});

describe('API session checks', () => {
  const path = '/api/v1/hotels/sakura-tokyo/settings/booking_widget';
  const invalid = { errors: [{ title: 'invalid client session', details: [{ code: 3401, base: 'Client session is missing or unknown' }] }] };
  const expired = { errors: [{ title: 'Identity provider expired', details: [{ code: 4000, base: 'Client session expired' }] }] };

  it('missing X-Client-Session → 403 invalid client session (3401)', async () => {
    const { app } = await setup();
    const res = await app.request(path);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(invalid);
  });

  it('unknown session → 403 invalid client session', async () => {
    const { app } = await setup();
    const res = await app.request(path, { headers: { 'X-Client-Session': 'not-a-session' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(invalid);
  });

  it('session past its TTL → 403 Identity provider expired (4000); a new session works', async () => {
    const ctx = await setup({ sessionTtlSeconds: 60 });
    expect((await ctx.get(path)).status).toBe(200);
    ctx.clock.now = new Date(NOW.getTime() + 60_000);
    const res = await ctx.get(path);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(expired);
    const fresh = await newSession(ctx.app);
    expect((await ctx.app.request(path, { headers: { 'X-Client-Session': fresh } })).status).toBe(200);
  });

  it('POST /__sandbox/sessions/expire expires every session', async () => {
    const ctx = await setup();
    const other = await newSession(ctx.app);
    const res = await ctx.app.request('/__sandbox/sessions/expire', { method: 'POST', headers: CONTROLS });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).data.expired).toBe(2);
    for (const s of [ctx.session, other]) {
      const r = await ctx.app.request(path, { headers: { 'X-Client-Session': s } });
      expect(r.status).toBe(403);
      expect(await r.json()).toEqual(expired);
    }
    expect((await ctx.app.request(path, { headers: { 'X-Client-Session': await newSession(ctx.app) } })).status).toBe(200);
  });

  it('sessions survive in the database (shared by every app on the same db)', async () => {
    const ctx = await setup();
    const row = ctx.db.prepare('SELECT COUNT(*) AS n FROM client_sessions').get() as { n: number };
    expect(row.n).toBe(1);
  });
});
