// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTROLS, setup, type TestCtx } from './helpers.ts';

const SETTINGS = '/api/v1/hotels/sakura-tokyo/settings/booking_widget';
const WHOAMI = '/api/v1/hotels/sakura-tokyo/session/whoami';

async function addFault(ctx: TestCtx, body: Record<string, unknown>) {
  const res = await ctx.app.request('/__sandbox/faults', { method: 'POST', headers: { 'Content-Type': 'application/json', ...CONTROLS }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
}

describe('fault switch', () => {
  it.each([
    ['429', 429, { error: 'Too many requests' }],
    ['403-4000', 403, { errors: [{ title: 'Identity provider expired', details: [{ code: 4000, base: 'Client session expired' }] }] }],
    ['invalid-session', 403, { errors: [{ title: 'invalid client session', details: [{ code: 3401, base: 'Client session is missing or unknown' }] }] }],
    ['401', 401, { error: 'You have already signed out' }],
    ['503', 503, { error: 'Service unavailable' }],
  ])('kind %s answers %i once, then the real handler runs', async (kind, status, body) => {
    const ctx = await setup();
    const added = await addFault(ctx, { kind });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ kind, times: 1, remaining: 1, path: null });
    expect(added.body.data.id).toMatch(/^fault_\d+$/);
    const res = await ctx.get(SETTINGS, { Origin: 'http://localhost:8788' });
    expect(res.status).toBe(status);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:8788');
    expect(await res.json()).toEqual(body);
    expect((await ctx.get(SETTINGS)).status).toBe(200);
  });

  it('malformed answers 200 with truncated JSON', async () => {
    const ctx = await setup();
    await addFault(ctx, { kind: 'malformed' });
    const res = await ctx.get(SETTINGS);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(await res.text()).toBe('{"data":');
  });

  it('slow waits delay_ms then answers normally', async () => {
    const ctx = await setup();
    await addFault(ctx, { kind: 'slow', delay_ms: 150 });
    const t0 = Date.now();
    const res = await ctx.get(SETTINGS);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).data.hotel_code).toBe('sakura-tokyo');
    const t1 = Date.now();
    await ctx.get(SETTINGS);
    expect(Date.now() - t1).toBeLessThan(140);
  });

  it('applies to identity calls too', async () => {
    const ctx = await setup();
    await addFault(ctx, { kind: '503', path: '/client_sessions' });
    const res = await ctx.app.request('/identity/v1/client_sessions', { method: 'POST', body: '{}' });
    expect(res.status).toBe(503);
  });

  it('honours times and path', async () => {
    const ctx = await setup();
    await addFault(ctx, { kind: '429', times: 2, path: '/settings/booking_widget' });
    expect((await ctx.get(WHOAMI)).status).toBe(200);
    expect((await ctx.get(SETTINGS)).status).toBe(429);
    const pending = (await ctx.json('/__sandbox/faults', CONTROLS)).body.data;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ kind: '429', times: 2, remaining: 1, path: '/settings/booking_widget' });
    expect((await ctx.get(SETTINGS)).status).toBe(429);
    expect((await ctx.get(SETTINGS)).status).toBe(200);
    expect((await ctx.json('/__sandbox/faults', CONTROLS)).body.data).toEqual([]);
  });

  it('queues faults in order and DELETE clears them', async () => {
    const ctx = await setup();
    await addFault(ctx, { kind: '429' });
    await addFault(ctx, { kind: '503' });
    expect((await ctx.get(SETTINGS)).status).toBe(429);
    expect((await ctx.get(SETTINGS)).status).toBe(503);
    await addFault(ctx, { kind: '401', times: 5 });
    const del = await ctx.app.request('/__sandbox/faults', { method: 'DELETE', headers: CONTROLS });
    expect(((await del.json()) as any).data.cleared).toBe(1);
    expect((await ctx.get(SETTINGS)).status).toBe(200);
  });

  it('never faults OPTIONS preflights', async () => {
    const ctx = await setup();
    await addFault(ctx, { kind: '503' });
    const pre = await ctx.app.request(SETTINGS, { method: 'OPTIONS', headers: { Origin: 'http://localhost:8788' } });
    expect(pre.status).toBe(204);
    expect((await ctx.get(SETTINGS)).status).toBe(503);
  });

  it.each([[{}], [{ kind: 'boom' }], [{ kind: '429', times: 0 }], [{ kind: '429', times: 1.5 }], [{ kind: 'slow', delay_ms: -1 }], [{ kind: '429', path: 5 }], [[1]]])(
    'rejects a bad fault %j with 422',
    async (body) => {
      const ctx = await setup();
      const res = await ctx.app.request('/__sandbox/faults', { method: 'POST', headers: { 'Content-Type': 'application/json', ...CONTROLS }, body: JSON.stringify(body) });
      expect(res.status).toBe(422);
      expect(((await res.json()) as any).errors[0].code).toBe(1000);
    },
  );

  it('rejects malformed JSON with 422', async () => {
    const ctx = await setup();
    expect((await ctx.app.request('/__sandbox/faults', { method: 'POST', headers: { 'Content-Type': 'application/json', ...CONTROLS }, body: '{"kind":' })).status).toBe(422);
  });

  it('is absent when faults are disabled', async () => {
    const ctx = await setup({ faultsEnabled: false });
    const res = await ctx.app.request('/__sandbox/faults', { method: 'POST', headers: { 'Content-Type': 'application/json', ...CONTROLS }, body: JSON.stringify({ kind: '503' }) });
    expect(res.status).toBe(404);
    expect((await ctx.get(SETTINGS)).status).toBe(200);
  });
});

describe('request log', () => {
  it('records API and identity calls newest last, filters by path, clears', async () => {
    const ctx = await setup();
    await ctx.app.request('/__sandbox/requests', { method: 'DELETE', headers: CONTROLS });
    await addFault(ctx, { kind: '403-4000', path: '/settings/booking_widget' });
    await ctx.get(SETTINGS);
    await ctx.get(SETTINGS);
    await ctx.app.request(WHOAMI);
    await ctx.app.request(SETTINGS, { method: 'OPTIONS' });
    const all = (await ctx.json('/__sandbox/requests', CONTROLS)).body.data;
    expect(all.map((r: any) => [r.method, r.path, r.status, r.has_session])).toEqual([
      ['GET', SETTINGS, 403, true],
      ['GET', SETTINGS, 200, true],
      ['GET', WHOAMI, 403, false],
    ]);
    expect(all[0].fault).toBe('403-4000');
    expect(all[1].fault).toBeNull();
    expect(all[0].time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const filtered = (await ctx.json('/__sandbox/requests?path=/settings/booking_widget', CONTROLS)).body.data;
    expect(filtered).toHaveLength(2);
    await ctx.app.request('/__sandbox/requests', { method: 'DELETE', headers: CONTROLS });
    expect((await ctx.json('/__sandbox/requests', CONTROLS)).body.data).toEqual([]);
  });

  it('keeps the last 500', async () => {
    const ctx = await setup();
    for (let i = 0; i < 510; i++) await ctx.app.request(`/api/v1/nope/${i}`);
    const all = (await ctx.json('/__sandbox/requests', CONTROLS)).body.data;
    expect(all).toHaveLength(500);
    expect(all.at(-1).path).toBe('/api/v1/nope/509');
    expect(all.at(-1).status).toBe(404);
  });
});
