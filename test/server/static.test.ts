// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, widgetConfig } from '../../server/static.ts';
import { CONTROLS, ORIGIN, setup } from './helpers.ts';

let dist: string;
let demo: string;
beforeAll(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-static-'));
  dist = path.join(root, 'dist');
  demo = path.join(root, 'demo');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(demo);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>widget</title>');
  fs.writeFileSync(path.join(dist, 'embed.js'), 'console.log("embed")');
  fs.writeFileSync(path.join(dist, 'assets', 'app-a1b2c3d4e5.js'), 'export {}');
  fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
  fs.writeFileSync(path.join(demo, 'index.html'), '<script src="__WIDGET_ORIGIN__/embed.js"></script>');
  fs.writeFileSync(path.join(demo, 'style.css'), 'body{}');
});
afterAll(() => fs.rmSync(path.dirname(dist), { recursive: true, force: true }));

describe('widget hosting', () => {
  it('serves /embed.js with open CORS and no-cache', async () => {
    const { app } = await setup({ distDir: dist });
    const res = await app.request('/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Content-Type')).toContain('text/javascript');
    expect(await res.text()).toBe('console.log("embed")');
  });

  it('serves hashed assets as immutable and falls back to index.html for routes', async () => {
    const { app } = await setup({ distDir: dist });
    const asset = await app.request('/assets/app-a1b2c3d4e5.js');
    expect(asset.headers.get('Cache-Control')).toContain('immutable');
    for (const p of ['/', '/sakura-tokyo/rooms', '/sakura-tokyo/booking?x=1']) {
      const res = await app.request(p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('<title>widget</title>');
    }
  });

  it('a missing file is a 404, not the app page (a stale chunk must fail loudly)', async () => {
    const { app } = await setup({ distDir: dist });
    const res = await app.request('/missing.js');
    expect(res.status).toBe(404);
  });

  it("the search bar's lazy chunks are served with open CORS, like embed.js", async () => {
    const { app } = await setup({ distDir: dist });
    fs.mkdirSync(path.join(dist, 'embed'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'embed', 'DateRangePicker-a1b2c3d4.js'), 'export {}');
    const res = await app.request('/embed/DateRangePicker-a1b2c3d4.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('never escapes dist', async () => {
    const { app } = await setup({ distDir: dist });
    for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt']) {
      expect(await (await app.request(p)).text()).not.toBe('secret');
    }
  });

  it('does not fall back for reserved paths', async () => {
    const { app } = await setup({ distDir: dist });
    expect((await app.request('/sandbox-assets/nope.png')).status).toBe(404);
    expect((await app.request('/__sandbox/nope', { headers: CONTROLS })).status).toBe(404);
    expect((await app.request('/identity')).status).toBe(404);
  });

  it('answers 503 when the widget is not built', async () => {
    const { app } = await setup({ distDir: '/nonexistent' });
    const res = await app.request('/sakura-tokyo');
    expect(res.status).toBe(503);
    expect(await res.text()).toBe('Widget not built: run npm run build');
  });

  it('generates config.json from the environment', async () => {
    const { app } = await setup({ env: {} });
    expect(await (await app.request('/config.json')).json()).toEqual({
      apiBaseUrl: `${ORIGIN}/api/v1`, identityBaseUrl: `${ORIGIN}/identity/v1`, applicationKey: 'demo-app-key', applicationSecret: 'demo-app-secret',
      routerMode: 'history', widgetOrigin: ORIGIN, allowedParentOrigins: ['http://localhost:8788'],
    });
    expect(widgetConfig('https://w.example', { API_BASE_URL: 'https://api.example/v1', ROUTER_MODE: 'hash', ALLOWED_PARENT_ORIGINS: 'https://a.example,https://b.example', APP_KEY: 'k', APP_SECRET: 's' })).toEqual({
      apiBaseUrl: 'https://api.example/v1', identityBaseUrl: 'https://w.example/identity/v1', applicationKey: 'k', applicationSecret: 's',
      routerMode: 'hash', widgetOrigin: 'https://w.example', allowedParentOrigins: ['https://a.example', 'https://b.example'],
    });
  });

  it('generates SVG artwork', async () => {
    const { app } = await setup();
    for (const p of ['/sandbox-assets/rooms/sakura-tokyo/STD-1.svg', '/sandbox-assets/rooms/hangang-seoul/ONDOL-2.svg', '/sandbox-assets/logos/sakura-tokyo.svg', '/sandbox-assets/hotels/aurora-gion.svg']) {
      const res = await app.request(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('Content-Type')).toContain('image/svg+xml');
      expect(await res.text()).toContain('<svg');
    }
    expect((await app.request('/sandbox-assets/rooms/sakura-tokyo/NOPE-1.svg')).status).toBe(404);
    expect((await app.request('/sandbox-assets/logos/nowhere.svg')).status).toBe(404);
  });
});

describe('demo hotel site', () => {
  it('replaces __WIDGET_ORIGIN__ in HTML and serves other files as they are', async () => {
    const app = createDemoApp({ dir: demo, widgetOrigin: 'http://localhost:8787' });
    const res = await app.request('/');
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(await res.text()).toBe('<script src="http://localhost:8787/embed.js"></script>');
    expect(await (await app.request('/style.css')).text()).toBe('body{}');
    expect((await app.request('/nope.html')).status).toBe(404);
    expect((await app.request('/../secret.txt')).status).toBe(404);
  });
});
