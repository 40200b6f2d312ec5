// @vitest-environment node
// Trust boundaries of the sandbox (issue 11): escaping and colours, the controls token, CORS, request log redaction,
// body limits, JSON depth and list limits, a busy database, redirects, security headers, member sign-in protection.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { logoSvg, roomPhotoSvg } from '../../server/assets.ts';
import { TEST_CARDS } from '../../server/cards.ts';
import { openDb } from '../../server/db.ts';
import { MAX_BOOKING_BODY_BYTES, MAX_JSON_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '../../server/limits.ts';
import { LOCK_DURATION_MS } from '../../server/members.ts';
import { legacyPasswordHash } from '../../server/seed.ts';
import { escapeHtml, RESOURCE_CSP } from '../../server/security.ts';
import { base, booking, cardToken, guest, HOTEL, newKey, post, sendJson } from './booking-helpers.ts';
import { CONTROLS, CONTROLS_TOKEN, newSession, NOW, ORIGIN, setup, type TestCtx } from './helpers.ts';

const MB = 1024 * 1024;

/** A body of `total` bytes made lazily in 64 KB chunks (one reused buffer), counting what the server pulled. */
function lazyBody(total: number, prefix = '', fill = 0x61) {
  const chunk = Buffer.alloc(64 * 1024, fill);
  const stats = { pulled: 0 };
  let sentPrefix = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sentPrefix && prefix) {
        sentPrefix = true;
        controller.enqueue(new TextEncoder().encode(prefix));
        return;
      }
      if (stats.pulled >= total) return controller.close();
      stats.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, stats };
}

/** Peak RSS growth (bytes) while `run` is in progress, sampled every 5 ms. */
async function peakRssGrowth<T>(run: () => Promise<T>): Promise<{ result: T; growth: number }> {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await run();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

/** Only the artwork's own elements, no event handler attributes, every colour #rrggbb (or the gradient). */
function expectInertSvg(svg: string): void {
  for (const [tag] of svg.matchAll(/<[^>]*>/g)) {
    expect(tag).toMatch(/^<(\?xml|\/?(svg|defs|linearGradient|stop|rect|line|text|circle))[\s>/]/);
    expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\son\w+\s*=/i);
    for (const [, colour] of tag.matchAll(/(?:fill|stop-color|stroke)="([^"]*)"/g)) if (!colour!.startsWith('url(#')) expect(colour).toMatch(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
  }
}

/** `depth` arrays inside each other around 1. */
const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

const signIn = (t: TestCtx, email: string, password: string, session = t.session) =>
  sendJson(t, 'POST', `/api/v1/hotels/${HOTEL}/memberships/sign_in`, { email, password }, { 'X-Client-Session': session });

describe('markup the sandbox writes: one escape, colours only #rrggbb', () => {
  it('the generated SVGs escape hotel names and never write a colour that is not #rrggbb', () => {
    const svg = roomPhotoSvg({
      hotelName: '</text><script>alert(1)</script>', roomName: '"><foreignObject onload="x">', colour: 'red" onload="alert(1)', dark: 'url(javascript:x)', variant: 1,
    });
    expectInertSvg(svg);
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;');
    const logo = logoSvg({ name: "<img src=x onerror='1'>", colour: '#ABCDEF', dark: 'expression(1)' });
    expectInertSvg(logo);
    expect(logo).not.toContain('expression(');
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('a hotel colour can only be stored as #rrggbb; settings and served SVGs never carry anything else', async () => {
    const t = await setup();
    expect(() => t.db.prepare(`UPDATE hotels SET button_colour = ? WHERE code = ?`).run('red;}</style><script>x</script>', HOTEL)).toThrow(/#rrggbb/);
    // A row written around the check (an older database): the settings answer null, the SVG a neutral colour.
    t.db.exec(`DROP TRIGGER hotels_colour_update`);
    t.db.prepare(`UPDATE hotels SET button_colour = ?, header_colour = ?, name_i18n = ? WHERE code = ?`)
      .run('"/><script>alert(1)</script>', 'javascript:alert(1)', JSON.stringify({ en: '<b onmouseover=alert(1)>Sakura</b>', ja: 'x' }), HOTEL);
    const settings = (await t.json(`/api/v1/hotels/${HOTEL}/settings/booking_widget`)).body.data;
    expect(settings.button_colour).toBeNull();
    expect(settings.header_colour).toBeNull();
    for (const url of [`/sandbox-assets/logos/${HOTEL}.svg`, `/sandbox-assets/hotels/${HOTEL}.svg`, `/sandbox-assets/rooms/${HOTEL}/STD-1.svg`]) {
      const res = await t.app.request(url);
      const svg = await res.text();
      expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('Content-Security-Policy')).toMatch(/default-src 'none'.*sandbox/);
      expectInertSvg(svg);
      expect(svg).not.toContain('javascript:');
    }
  });
});

describe('sandbox controls belong to their owner', () => {
  it('are off without a token (404) and need Authorization: Bearer <token> with one (401 otherwise)', async () => {
    const off = await setup({ controlsToken: '' });
    expect((await off.app.request('/__sandbox/requests', { headers: CONTROLS })).status).toBe(404);
    const t = await setup();
    for (const headers of [{}, { Authorization: 'Bearer wrong-token' }, { Authorization: CONTROLS_TOKEN }, { Authorization: `Basic ${CONTROLS_TOKEN}` }] as Array<Record<string, string>>) {
      const res = await t.app.request('/__sandbox/requests', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    }
    expect((await t.app.request('/__sandbox/requests', { headers: CONTROLS })).status).toBe(200);
    expect((await t.app.request('/__sandbox/members/reset', { method: 'POST' })).status).toBe(401);
  });

  it('send no CORS headers and refuse preflights; a text/plain body is never read as JSON (415)', async () => {
    const t = await setup();
    const pre = await t.app.request('/__sandbox/faults', {
      method: 'OPTIONS', headers: { Origin: 'http://localhost:8788', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(pre.status).toBe(403);
    expect(pre.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const plain = await t.app.request('/__sandbox/faults', {
      method: 'POST', headers: { ...CONTROLS, 'Content-Type': 'text/plain', Origin: 'https://evil.example' }, body: JSON.stringify({ kind: '503' }),
    });
    expect(plain.status).toBe(415);
    expect(plain.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect((await t.json('/__sandbox/faults', CONTROLS)).body.data).toEqual([]);
  });

  it('the request log never holds emails, bypass tokens or other credentials', async () => {
    const t = await setup();
    const token = await cardToken(t, TEST_CARDS.visa);
    expect(token).toMatch(/^tok_/);
    const made = await post(t, booking());
    const r = made.body.data.reservation;
    await t.get(`/api/v1/hotels/${HOTEL}/reservations/${r.confirmation_number}?email=${encodeURIComponent('taro@example.com')}&bypass_token=${r.bypass_token}&locale=en`);
    await t.get(`/api/v1/hotels/${HOTEL}/rooms?access_token=abc&password=hunter2&card_number=4242424242424242&rooms[0][adults]=2`);
    const log = JSON.stringify((await t.json('/__sandbox/requests', CONTROLS)).body.data);
    for (const secret of ['taro@example.com', 'taro%40example.com', r.bypass_token, 'hunter2', '4242424242424242', 'abc&']) expect(log).not.toContain(secret);
    expect(log).toContain('email=%5Bredacted%5D');
    expect(log).toContain('locale=en');
  });
});

describe('CORS answers configured origins only', () => {
  it('the widget origin, ALLOWED_PARENT_ORIGINS and hotel sites from settings get CORS; any other origin gets none', async () => {
    const t = await setup({ env: { ALLOWED_PARENT_ORIGINS: 'https://parent.example, http://localhost:8788' } });
    const url = `/api/v1/hotels/${HOTEL}/settings/booking_widget`;
    for (const origin of [ORIGIN, 'https://parent.example', 'http://localhost:8788', 'https://sakura-tokyo.example.com', 'https://aurora-gion.example.com']) {
      const res = await t.get(url, { Origin: origin });
      expect(res.headers.get('Access-Control-Allow-Origin'), origin).toBe(origin);
      expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    }
    for (const origin of ['https://evil.example', 'null', 'http://localhost:8788.evil.example', 'https://sakura-tokyo.example.com.evil.example']) {
      const res = await t.get(url, { Origin: origin });
      expect(res.headers.get('Access-Control-Allow-Origin'), origin).toBeNull();
      const pre = await t.app.request(url, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' } });
      expect(pre.status).toBe(403);
      expect(pre.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
    // A hotel's site added to the settings is trusted without a restart.
    t.db.prepare(`UPDATE hotels SET website_url = 'https://new-site.example/' WHERE code = ?`).run(HOTEL);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await t.get(url, { Origin: 'https://new-site.example' })).headers.get('Access-Control-Allow-Origin')).toBe('https://new-site.example');
  });

  it('a text/plain (or form) body is never accepted as JSON on the API: 415', async () => {
    const t = await setup();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.app.request(`/api/v1/hotels/${HOTEL}/memberships/sign_in`, {
        method: 'POST', headers: { 'X-Client-Session': t.session, 'Content-Type': type }, body: JSON.stringify({ email: 'member@example.com', password: 'Sakura-2026' }),
      });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({ error: 'Unsupported media type: send the body as application/json.' });
    }
    const booked = await t.app.request(`/api/v1/hotels/${HOTEL}/reservations`, {
      method: 'POST', headers: { 'X-Client-Session': t.session, 'Content-Type': 'text/plain', 'Idempotency-Key': newKey() }, body: JSON.stringify(booking()),
    });
    expect(booked.status).toBe(415);
    const session = await t.app.request('/identity/v1/client_sessions', {
      method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ application_key: 'demo-app-key', application_secret: 'demo-app-secret' }),
    });
    expect(session.status).toBe(415);
  });
});

describe('limits: body size while streaming, JSON depth, list and text lengths', { timeout: 30_000 }, () => {
  it('a 500 MB chunked upload is refused with 413 after at most the 80 MB limit, without holding it in memory', async () => {
    const t = await setup();
    const boundary = 'xyzBOUNDARYxyz';
    const { stream, stats } = lazyBody(500 * MB, `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
    const started = Date.now();
    const { result: res, growth } = await peakRssGrowth(async () => t.app.request(`/api/v1/hotels/${HOTEL}/file_attachments`, {
      method: 'POST', headers: { 'X-Client-Session': t.session, 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body: stream, duplex: 'half',
    } as RequestInit));
    expect(res.status).toBe(413);
    expect(res.headers.get('Connection')).toBe('close');
    expect(await res.json()).toEqual({ error: 'Payload too large: the request body can be at most 80 MB.' });
    expect(stats.pulled).toBeLessThanOrEqual(MAX_UPLOAD_BODY_BYTES + 128 * 1024);
    expect(growth).toBeLessThan(48 * MB);
    console.log(`500 MB chunked upload: 413 after ${(stats.pulled / MB).toFixed(1)} MB read, ${Date.now() - started} ms, peak RSS +${(growth / MB).toFixed(1)} MB`);
    expect((t.db.prepare(`SELECT COUNT(*) AS n FROM file_attachments`).get() as { n: number }).n).toBe(0);
  });

  it('an upload under the limit streams through: only its size is kept (and a declared Content-Length over the limit is refused unread)', async () => {
    const t = await setup();
    const boundary = 'b0und';
    const { stream } = lazyBody(5 * MB, `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const body = stream.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({ flush: (c) => c.enqueue(tail) }));
    const res = await t.app.request(`/api/v1/hotels/${HOTEL}/file_attachments`, {
      method: 'POST', headers: { 'X-Client-Session': t.session, 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body, duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(201);
    expect(((await res.json()) as any).data).toMatchObject({ filename: 'scan.pdf', size: 5 * MB });
    const declared = lazyBody(500 * MB);
    const refused = await t.app.request(`/api/v1/hotels/${HOTEL}/file_attachments`, {
      method: 'POST', headers: { 'X-Client-Session': t.session, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(500 * MB) },
      body: declared.stream, duplex: 'half',
    } as RequestInit);
    expect(refused.status).toBe(413);
    expect(declared.stats.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('a huge JSON body to an unauthenticated endpoint is refused with 413 after the 256 KB limit; bookings allow 1 MB', async () => {
    const t = await setup();
    const { stream, stats } = lazyBody(300 * MB, '{"application_key":"');
    const { result: res, growth } = await peakRssGrowth(async () => t.app.request('/identity/v1/client_sessions', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: stream, duplex: 'half',
    } as RequestInit));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Payload too large: the request body can be at most 256 KB.' });
    expect(stats.pulled).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES + 128 * 1024);
    expect(growth).toBeLessThan(32 * MB);
    const big = await post(t, booking({ guest: { ...guest, notes: 'x'.repeat(MAX_BOOKING_BODY_BYTES) } }));
    expect(big.status).toBe(413);
    const fits = await post(t, booking({ padding: 'x'.repeat(600 * 1024) }));
    expect(fits.status).toBe(201);
  });

  it('deeply nested JSON is 422, never a stack overflow or 500', async () => {
    const t = await setup();
    for (const text of ['['.repeat(100_000) + ']'.repeat(100_000), '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000), JSON.stringify({ guest: { a: nested(22) } })]) {
      for (const res of [
        await t.app.request(`/api/v1/hotels/${HOTEL}/reservations`, {
          method: 'POST', headers: { 'X-Client-Session': t.session, 'Content-Type': 'application/json', 'Idempotency-Key': newKey() }, body: text,
        }),
        await t.app.request('/identity/v1/client_sessions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text }),
      ]) {
        expect(res.status).toBe(422);
        expect(base(await res.json())).toMatch(/nested too deeply/);
      }
    }
    // Brackets inside strings do not count.
    const ok = await post(t, booking({ guest: { ...guest, notes: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' } }));
    expect(ok.status).toBe(201);
  });

  it('booking lists are bounded by what the booked rooms and the spec allow: rooms, answers, answer rooms, extras', async () => {
    const t = await setup();
    const room = { room_type_code: 'STD', room_plan_code: 'STD-RO', adults: 1 };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ rooms: Array.from({ length: 4 }, () => room) }, /At most 3 rooms/], // sakura-tokyo: multi_rooms_search_limit 3
      [{ rooms: Array.from({ length: 10_000 }, () => room) }, /At most 3 rooms/],
      [{ answers: Array.from({ length: 50 }, (_, i) => ({ additional_question_id: 14, text: String(i) })) }, /At most \d+ answers/],
      [{ answers: [{ additional_question_id: 11, rooms: Array.from({ length: 5_000 }, () => ({ checkin_time: '16:00' })) }] }, /more room entries than the booking has rooms/],
      [{ rooms: [room, room], answers: [{ additional_question_id: 11, rooms: [{ room_index: 0, checkin_time: '16:00' }, { room_index: 0, checkin_time: '17:00' }] }] }, /same room twice/],
      [{ extras: Array.from({ length: 51 }, () => ({ id: 103, quantity: 1 })) }, /At most 50 extras/],
      [{ answers: [{ additional_question_id: 14, text: 'x'.repeat(256) }] }, /at most 255 characters/],
      [{ guest: { ...guest, first_name: 'T'.repeat(101) } }, /at most 100 characters/],
      [{ guest: { ...guest, notes: 'n'.repeat(2001) } }, /at most 2000 characters/],
    ];
    for (const [over, message] of cases) {
      const res = await post(t, booking(over));
      expect(res.status, String(message)).toBe(422);
      expect(base(res.body)).toMatch(message);
    }
    const taipei = await post(t, booking({ rooms: [{ room_type_code: 'STD', room_plan_code: 'STD-RO', adults: 1 }, { room_type_code: 'STD', room_plan_code: 'STD-RO', adults: 1 }] }), { hotel: 'taipei-lotus' });
    expect(taipei.status).toBe(422);
    expect(base(taipei.body)).toMatch(/one room per booking/);
  });
});

describe('a busy database', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it('another connection holding the write lock: a booking gets a quick 503 with Retry-After while config.json and reads keep answering', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-busy-'));
    dirs.push(dir);
    const file = path.join(dir, 'sandbox.db');
    const now = () => NOW;
    const db = openDb(file, { now });
    const app = createApp({ db, now, publicOrigin: ORIGIN, distDir: '/nonexistent', env: {}, threeDsSweepMs: 0 });
    const t = { app, db, session: await newSession(app) } as unknown as TestCtx;
    const other = new Database(file);
    other.pragma('busy_timeout = 0');
    other.exec('BEGIN IMMEDIATE');
    try {
      // The event loop keeps turning: the largest gap between 5 ms ticks while the booking waits.
      let last = performance.now();
      let worstGap = 0;
      const ticker = setInterval(() => {
        const at = performance.now();
        worstGap = Math.max(worstGap, at - last);
        last = at;
      }, 5);
      const key = newKey();
      const started = performance.now();
      const pending = post(t, booking(), { key }).then((r) => ({ ...r, ms: performance.now() - started }));
      const reads: Array<{ what: string; status: number; doneBeforeBooking: boolean; ms: number }> = [];
      let bookingDone = false;
      void pending.then(() => (bookingDone = true));
      for (const [what, url, headers] of [
        ['config.json', '/config.json', {}],
        ['settings', `/api/v1/hotels/${HOTEL}/settings/booking_widget`, { 'X-Client-Session': t.session }],
        ['room search', `/api/v1/hotels/${HOTEL}/rooms?rooms[0][checkin_date]=2026-03-16&rooms[0][checkout_date]=2026-03-17&rooms[0][adults]=2`, { 'X-Client-Session': t.session }],
      ] as const) {
        const s = performance.now();
        const res = await app.request(url, { headers });
        reads.push({ what, status: res.status, doneBeforeBooking: !bookingDone, ms: performance.now() - s });
      }
      const res = await pending;
      clearInterval(ticker);
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe('1');
      expect(res.body).toEqual({ error: 'Service unavailable: the database is busy. Try again shortly.' });
      expect(res.ms).toBeLessThan(1500);
      for (const r of reads) {
        expect(r.status, r.what).toBe(200);
        expect(r.doneBeforeBooking, r.what).toBe(true);
      }
      expect(worstGap).toBeLessThan(500); // was 5 s (busy_timeout 5000 blocked the loop)
      console.log(`busy database: booking 503 after ${res.ms.toFixed(0)} ms; reads meanwhile ${reads.map((r) => `${r.what} ${r.ms.toFixed(0)} ms`).join(', ')}; worst event-loop gap ${worstGap.toFixed(0)} ms`);
      // Nothing was stored under the key: once the lock is gone the same request books.
      other.exec('ROLLBACK');
      const again = await post(t, booking(), { key });
      expect(again.status).toBe(201);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
      db.close();
    }
  });
});

describe('redirects only to allowed origins', () => {
  async function threeDs(t: TestCtx, returnUrl: string) {
    const token = await cardToken(t, TEST_CARDS.visa3ds);
    return post(t, booking({ payment_method: 'credit_card', card_token: token, three_d_secure_return_url: returnUrl }));
  }

  it('the 3D Secure return address must be on the widget origin or the hotel\'s site; a foreign origin is refused', async () => {
    const t = await setup();
    for (const url of ['https://evil.example/steal', 'https://sakura-tokyo.example.com.evil.example/', 'https://user:pw@sakura-tokyo.example.com/',
      'https://hangang-seoul.example.com/done', 'javascript:alert(1)', '//evil.example/']) {
      const res = await threeDs(t, url);
      expect(res.status, url).toBe(422);
      expect(base(res.body)).toMatch(/three_d_secure_return_url/);
    }
    for (const url of [`${ORIGIN}/sakura-tokyo/booking/3ds`, 'https://sakura-tokyo.example.com/booking/done']) {
      expect((await threeDs(t, url)).status, url).toBe(201);
    }
  });

  it('the challenge page never redirects to a foreign address, even one stored before the check', async () => {
    const t = await setup();
    const made = await threeDs(t, `${ORIGIN}/sakura-tokyo/booking/3ds`);
    const r = made.body.data.reservation;
    t.db.prepare(`UPDATE reservations SET three_ds_return_url = 'https://evil.example/phish' WHERE confirmation_number = ?`).run(r.confirmation_number);
    const next = new URL(made.body.data.next.url);
    const res = await t.app.request(`${next.pathname}${next.search}`, {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'password=password&action=submit',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Location')).toBeNull();
    const html = await res.text();
    expect(html).toContain('The payment was confirmed');
    expect(html).not.toContain('evil.example');
  });
});

describe('security headers', () => {
  it('every response carries nosniff and the referrer policy; widget pages a CSP with the inline styles\' hashes; embed.js loads cross-origin', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-dist-'));
    try {
      const style = 'body{margin:0}';
      fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><style>${style}</style><script type="module" src="/assets/app-abcdef12.js"></script></head><body></body></html>`);
      fs.mkdirSync(path.join(dist, 'assets'));
      fs.writeFileSync(path.join(dist, 'assets', 'app-abcdef12.js'), 'export {}');
      fs.writeFileSync(path.join(dist, 'embed.js'), 'export {}');
      const t = await setup({ distDir: dist, env: { ALLOWED_PARENT_ORIGINS: 'http://localhost:8788' } });
      const hash = `'sha256-${(await import('node:crypto')).createHash('sha256').update(style).digest('base64')}'`;
      const page = await t.app.request('/sakura-tokyo/booking/result');
      const csp = page.headers.get('Content-Security-Policy')!;
      expect(csp.split('; ')).toEqual([
        "default-src 'self'", "script-src 'self'", `style-src 'self' ${hash}`, "img-src 'self' data: https:", "font-src 'self'", "connect-src 'self'",
        "frame-src 'self'", "form-action 'self'", "frame-ancestors 'self' http://localhost:8788 https://sakura-tokyo.example.com https://hangang-seoul.example.com https://taipei-lotus.example.com https://aurora-shinjuku.example.com https://aurora-namba.example.com https://aurora-gion.example.com",
        "base-uri 'none'", "object-src 'none'", 'report-uri /csp-report',
      ]);
      const responses = [
        page,
        await t.app.request('/'),
        await t.app.request('/assets/app-abcdef12.js'),
        await t.app.request('/embed.js'),
        await t.app.request('/config.json'),
        await t.get(`/api/v1/hotels/${HOTEL}/settings/booking_widget`),
        await t.app.request('/api/v1/nope'),
        await t.app.request(`/sandbox-assets/logos/${HOTEL}.svg`),
        await t.app.request('/sandbox-pay/v1/tokens', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      ];
      for (const res of responses) {
        expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
        expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('Content-Security-Policy')).toBeTruthy();
      }
      expect(responses[1]!.headers.get('Content-Security-Policy')).toBe(csp);
      expect(responses[2]!.headers.get('Content-Security-Policy')).toBe(RESOURCE_CSP);
      const embed = responses[3]!;
      expect(embed.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(embed.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
      expect(embed.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('CSP violation reports are logged without credentials and listed for the controls', async () => {
    const t = await setup();
    const report = {
      'csp-report': {
        'document-uri': `${ORIGIN}/reservation/confirmation/SB1?email=taro%40example.com&bypass_token=secret-bypass&locale=en`,
        'effective-directive': 'style-src-elem', 'violated-directive': 'style-src-elem', 'blocked-uri': 'inline', 'script-sample': '',
      },
    };
    const res = await t.app.request('/csp-report', { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(report) });
    expect(res.status).toBe(204);
    const list = (await t.json('/__sandbox/csp-reports', CONTROLS)).body.data;
    expect(list).toEqual([{
      time: NOW.toISOString(), directive: 'style-src-elem', blocked: 'inline', sample: '',
      page: `${ORIGIN}/reservation/confirmation/SB1?email=%5Bredacted%5D&bypass_token=%5Bredacted%5D&locale=en`,
    }]);
    expect((await t.app.request('/csp-report', { method: 'POST', body: 'not json' })).status).toBe(204);
    expect((await t.json('/__sandbox/csp-reports', CONTROLS)).body.data).toHaveLength(1);
  });

  it('the CSP names a separate API, identity host and card provider where they are configured', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-dist-'));
    try {
      fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body></body></html>');
      const t = await setup({
        distDir: dist,
        env: { API_BASE_URL: 'https://api.example/v1', IDENTITY_BASE_URL: 'https://id.example/identity/v1', PAYMENT_PROVIDER_URL: 'https://pay.example' },
      });
      const csp = (await t.app.request('/')).headers.get('Content-Security-Policy')!;
      expect(csp).toContain("connect-src 'self' https://api.example https://id.example https://pay.example");
      expect(csp).toContain("frame-src 'self' https://pay.example");
      expect(csp).toContain("form-action 'self' https://pay.example");
      expect(csp).toContain("style-src 'self';");
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

// argon2id is slow on purpose (≈30 ms a verification, more on a loaded machine): these tests sign in dozens of times.
describe('member credentials', { timeout: 30_000 }, () => {
  it('seeded members are stored as argon2id; an old sha256 hash is upgraded at the next sign-in', async () => {
    const t = await setup();
    const rows = t.db.prepare(`SELECT password_hash, password_sha256 FROM members`).all() as Array<{ password_hash: string; password_sha256: string }>;
    for (const r of rows) {
      expect(r.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(r.password_sha256).toBe('');
    }
    t.db.prepare(`UPDATE members SET password_hash = NULL, password_sha256 = ? WHERE id = 2`).run(legacyPasswordHash('Sakura-2026'));
    expect((await signIn(t, 'low@example.com', 'Sakura-2026')).status).toBe(201);
    const upgraded = t.db.prepare(`SELECT password_hash, password_sha256 FROM members WHERE id = 2`).get() as { password_hash: string; password_sha256: string };
    expect(upgraded.password_hash).toMatch(/^\$argon2id\$/);
    expect(upgraded.password_sha256).toBe('');
    expect((await signIn(t, 'low@example.com', 'Sakura-2026')).status).toBe(201);
  });

  it('5 wrong passwords lock the account: the right one then fails with 1301 until the lock expires', async () => {
    const t = await setup();
    for (let i = 0; i < 4; i++) expect((await signIn(t, 'member@example.com', `wrong-${i}`)).body).toEqual({ error: 'Login failed.' });
    const fifth = await signIn(t, 'member@example.com', 'wrong-4');
    expect(fifth.status).toBe(423);
    expect(fifth.body.errors[0].code).toBe(1301);
    const locked = await signIn(t, 'member@example.com', 'Sakura-2026');
    expect(locked.status).toBe(423);
    expect(locked.body.errors[0]).toMatchObject({ code: 1301, locked_until: new Date(NOW.getTime() + LOCK_DURATION_MS).toISOString() });
    expect(Number(locked.headers.get('Retry-After'))).toBe(LOCK_DURATION_MS / 1000);
    t.clock.now = new Date(NOW.getTime() + LOCK_DURATION_MS - 1000);
    expect((await signIn(t, 'member@example.com', 'Sakura-2026')).status).toBe(423);
    t.clock.now = new Date(NOW.getTime() + LOCK_DURATION_MS + 1000);
    const open = await signIn(t, 'member@example.com', 'Sakura-2026');
    expect(open.status).toBe(201);
    expect(open.body.data.access_token).toBeTruthy();
    // Other members were never affected; the sandbox reset lifts a lock.
    for (let i = 0; i < 5; i++) await signIn(t, 'low@example.com', `bad-${i}`, await newSession(t.app));
    expect((await signIn(t, 'low@example.com', 'Sakura-2026', await newSession(t.app))).status).toBe(423);
    expect((await t.app.request('/__sandbox/members/reset', { method: 'POST', headers: CONTROLS })).status).toBe(200);
    expect((await signIn(t, 'low@example.com', 'Sakura-2026', await newSession(t.app))).status).toBe(201);
  });

  it('sign-in is rate limited per client and per account: 429 with Retry-After', async () => {
    const t = await setup();
    // Per client: 10 attempts a minute from one client session (different unknown accounts, so no lock).
    for (let i = 0; i < 10; i++) expect((await signIn(t, `nobody${i}@example.com`, 'x')).status).toBe(401);
    const limited = await signIn(t, 'member@example.com', 'Sakura-2026');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'Too many sign-in attempts. Try again later.' });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    // Another client is not limited by it.
    expect((await signIn(t, 'member@example.com', 'Sakura-2026', await newSession(t.app))).status).toBe(201);
    // Per account: 10 attempts a minute at one (unknown) account, each from a new client session.
    for (let i = 0; i < 10; i++) expect((await signIn(t, 'target@example.com', 'guess', await newSession(t.app))).status).toBe(401);
    expect((await signIn(t, 'target@example.com', 'guess', await newSession(t.app))).status).toBe(429);
    // A minute later both windows are open again.
    t.clock.now = new Date(NOW.getTime() + 61_000);
    expect((await signIn(t, 'member@example.com', 'Sakura-2026')).status).toBe(201);
  });

  it('sign_out with {"all": true} ends every session of the member', async () => {
    const t = await setup();
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) tokens.push((await signIn(t, 'member@example.com', 'Sakura-2026', await newSession(t.app))).body.data.access_token);
    const me = (token: string) => t.get('/api/v1/user/me', { Authorization: `Bearer ${token}` });
    const out = await sendJson(t, 'POST', `/api/v1/hotels/${HOTEL}/memberships/sign_out`, undefined, { Authorization: `Bearer ${tokens[0]}` }).catch(() => null);
    expect(out).toBeNull(); // 204 has no JSON body
    expect((await me(tokens[0]!)).status).toBe(401);
    expect((await me(tokens[1]!)).status).toBe(200);
    const all = await t.app.request(`/api/v1/hotels/${HOTEL}/memberships/sign_out`, {
      method: 'POST', headers: { 'X-Client-Session': t.session, 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[1]}` }, body: '{"all":true}',
    });
    expect(all.status).toBe(204);
    expect((await me(tokens[1]!)).status).toBe(401);
    expect((await me(tokens[2]!)).status).toBe(401);
  });
});
