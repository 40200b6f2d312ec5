import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ORIGIN, WIDGET_ORIGIN } from './env';
import { availableStay, guestDetailsToPayment } from './helpers';
import { CONTROLS_HEADERS, sandbox } from './sandbox';

// The trust boundaries as a browser sees them: the widget's pages send the security headers, the whole booking
// journey runs under the Content-Security-Policy without a single violation, and a page on a foreign origin can
// neither read nor drive the sandbox's controls or the API.

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

/** Collects every `securitypolicyviolation` of every page the tab shows (across navigations). */
async function watchCsp(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding('__cspViolation', ({ frame }, v: Omit<Violation, 'page'>) => violations.push({ ...v, page: frame.url() }));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (v: unknown) => void }).__cspViolation({
        directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample,
      });
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push({ directive: 'console', blocked: '', sample: msg.text(), page: page.url() });
  });
  return violations;
}

test('the widget pages and assets send the security headers; embed.js loads cross-origin', async ({ request }) => {
  const page = await request.get(`${WIDGET_ORIGIN}/booking/result?code=sakura-tokyo`);
  const headers = page.headers();
  const csp = headers['content-security-policy']!;
  const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
  expect(directives['default-src']).toBe("'self'");
  expect(directives['script-src']).toBe("'self'");
  expect(directives['object-src']).toBe("'none'");
  expect(directives['base-uri']).toBe("'none'");
  expect(directives['frame-ancestors']).toContain(DEMO_ORIGIN);
  expect(directives['frame-ancestors']).not.toContain('*');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const html = await page.text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  for (const url of [asset, '/embed.js', '/config.json', '/sandbox-assets/logos/sakura-tokyo.svg']) {
    const res = await request.get(`${WIDGET_ORIGIN}${url}`);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['x-content-type-options'], url).toBe('nosniff');
    expect(res.headers()['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  }
  const embed = await request.get(`${WIDGET_ORIGIN}/embed.js`, { headers: { Origin: DEMO_ORIGIN } });
  expect(embed.headers()['access-control-allow-origin']).toBe('*');
  expect(embed.headers()['cross-origin-resource-policy']).toBe('cross-origin');
});

test('a booking with a 3D Secure card runs under the CSP without a single violation', async ({ page, request }) => {
  const violations = await watchCsp(page);
  // The search bar on the hotel's page (its own policy) loads the embed cross-origin.
  await page.goto(`${DEMO_ORIGIN}/`);
  await expect(page.locator('booking-search').first().getByRole('button', { name: 'Search' })).toBeVisible();
  const stay = await availableStay(request, 32, 2);
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&room_count=1&type=room`);
  await expect(page.locator('.bw-card').first()).toBeVisible();
  // The pickers bring their own styles when they open.
  await page.getByRole('search').getByRole('button', { name: /Dates/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('search').getByRole('button', { name: /Guests/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Select .*Room only/ }).first().click();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await guestDetailsToPayment(page);
  await page.getByRole('radio', { name: 'Credit card' }).check();
  await page.getByLabel(/^Name on card/).fill('TARO YAMADA');
  await page.getByLabel(/^Card number/).fill('4000 0000 0000 3220');
  await page.getByLabel(/^Expiry date/).fill('12/30');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/3ds\//);
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+/);
  const number = /confirmation\/([A-Z0-9]+)/.exec(page.url())![1]!;
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  expect(violations).toEqual([]);
  // The server's side: the browser reported nothing either (report-uri).
  expect(await sandbox(request).cspReports()).toEqual([]);
});

test('an inline style injected into a widget page is blocked and reported to the sandbox (so an empty report list means something)', async ({ page, request }) => {
  const violations = await watchCsp(page);
  await page.goto('/booking/result?code=sakura-tokyo');
  await expect(page.locator('.bw-card').first()).toBeVisible();
  const applied = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { letter-spacing: 7px }';
    document.head.append(style);
    return getComputedStyle(document.body).letterSpacing;
  });
  expect(applied).not.toBe('7px');
  await expect.poll(() => violations.map((v) => v.directive)).toContain('style-src-elem');
  await expect.poll(async () => (await sandbox(request).cspReports()).map((r) => r.directive)).toContain('style-src-elem');
});

test('a page on a foreign origin can neither read nor drive the sandbox controls or the API', async ({ page, request }) => {
  // A tiny page on a third loopback port: not the widget, not the demo site, not a hotel's site.
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const foreign = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await page.goto(`${foreign}/`);
    const outcome = await page.evaluate(async (widget) => {
      const attempt = async (url: string, init: RequestInit) => {
        try {
          const res = await fetch(url, init);
          return { status: res.status, body: await res.text() };
        } catch (e) {
          return { error: String(e) };
        }
      };
      return {
        // Reading the request log (with credentials, with or without a guessed token).
        log: await attempt(`${widget}/__sandbox/requests`, { credentials: 'include' }),
        logWithToken: await attempt(`${widget}/__sandbox/requests`, { credentials: 'include', headers: { Authorization: 'Bearer guess' } }),
        // A "simple" request that needs no preflight: text/plain JSON to the fault switch.
        fault: await attempt(`${widget}/__sandbox/faults`, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: '{"kind":"503","times":100}' }),
        reset: await attempt(`${widget}/__sandbox/members/reset`, { method: 'POST', mode: 'no-cors' }),
        // The API with credentials: a client session, then a member sign-in.
        session: await attempt(`${widget}/identity/v1/client_sessions`, {
          method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ application_key: 'demo-app-key', application_secret: 'demo-app-secret' }),
        }),
        signIn: await attempt(`${widget}/api/v1/hotels/sakura-tokyo/memberships/sign_in`, {
          method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: '{"email":"member@example.com","password":"x"}',
        }),
      };
    }, WIDGET_ORIGIN);
    expect(outcome.log).toEqual({ error: expect.stringMatching(/Failed to fetch/) });
    expect(outcome.logWithToken).toEqual({ error: expect.stringMatching(/Failed to fetch/) });
    expect(outcome.session).toEqual({ error: expect.stringMatching(/Failed to fetch/) });
    // no-cors answers are opaque: the page learns nothing, and the server did nothing.
    expect(outcome.fault).toEqual({ status: 0, body: '' });
    expect(outcome.signIn).toEqual({ status: 0, body: '' });
    const faults = await request.get(`${WIDGET_ORIGIN}/__sandbox/faults`, { headers: CONTROLS_HEADERS });
    expect(((await faults.json()) as { data: unknown[] }).data).toEqual([]);
    const log = await sandbox(request).requests('/memberships/sign_in');
    expect(log.map((r) => r.status)).toEqual([403]); // no client session: refused before any body was read
    // The demo hotel site (an allowed parent) may call the API with CORS.
    await page.goto(`${DEMO_ORIGIN}/`);
    const allowed = await page.evaluate(async (widget) => {
      const res = await fetch(`${widget}/identity/v1/client_sessions`, {
        method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ application_key: 'demo-app-key', application_secret: 'demo-app-secret' }),
      });
      return res.status;
    }, WIDGET_ORIGIN);
    expect(allowed).toBe(201);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
