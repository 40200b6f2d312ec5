// The search bar on host pages that are locked down or hostile: a strict Content-Security-Policy of
// their own, and scripts that pollute Object.prototype before the embed loads.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ORIGIN, WIDGET_ORIGIN } from './env';
import { availableStay, localDay, pickStayByKeyboard } from './helpers';
import { sandbox } from './sandbox';

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

const bar = (page: Page) => page.locator('booking-search').first();

/** What the bar looks like: computed styles inside its shadow root, and its size. */
function barLook(page: Page) {
  return bar(page).evaluate((host) => {
    const root = host.shadowRoot!;
    const pick = (el: Element | null) => {
      const s = getComputedStyle(el!);
      return [s.fontFamily, s.fontSize, s.color, s.backgroundColor, s.borderTopWidth, s.borderRadius, s.display].join('|');
    };
    return {
      host: getComputedStyle(host).display,
      form: pick(root.querySelector('form')),
      submit: pick(root.querySelector('[type=submit]')),
      height: Math.round(root.querySelector('form')!.getBoundingClientRect().height),
    };
  });
}

const settled = (page: Page) =>
  expect.poll(() => bar(page).getByRole('button', { name: 'Search' }).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(156, 47, 60)');

test("on a page with a strict CSP (no 'unsafe-inline' styles or scripts) the bar looks as everywhere, violates nothing, and searches", async ({ page, request }) => {
  const stay = await availableStay(request, 14, 2);
  await page.goto(`${DEMO_ORIGIN}/`);
  await settled(page);
  const plain = await barLook(page);

  const violations: string[] = [];
  page.on('console', (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(`${DEMO_ORIGIN}/strict-csp.html`);
  await settled(page);
  expect(await barLook(page)).toEqual(plain);

  // The pickers' styles apply too (they would be unstyled, in the page's flow, if blocked).
  await bar(page).getByRole('button', { name: /Dates/ }).click();
  const dialog = bar(page).getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => getComputedStyle(el).position)).not.toBe('static');
  await pickStayByKeyboard(page, localDay(0), stay.checkin, stay.checkout);
  await bar(page).getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(`${WIDGET_ORIGIN}/booking/result?**`);
  expect(new URL(page.url()).searchParams.get('checkin')).toBe(stay.checkin);
  await expect(page.locator('.bw-card').first()).toContainText('¥');
  expect(violations).toEqual([]);
});

test('a host page that pollutes Object.prototype cannot steer the bar: requests go only to the widget origin with the usual headers, and a search lands on real results', async ({ page, request }) => {
  const stay = await availableStay(request, 14, 1);
  const requests: { url: string; method: string; headers: Record<string, string> }[] = [];
  page.on('request', (r) => requests.push({ url: r.url(), method: r.method(), headers: r.headers() }));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.text().includes('[BookingWidget]') && errors.push(message.text()));

  await page.goto(`${DEMO_ORIGIN}/polluted.html`);
  // The facility's settings arrive and apply (sakura-tokyo's colour), through a real settings call.
  await settled(page);
  expect(await page.evaluate(() => Object.keys(window).filter((key) => /booking/i.test(key)))).toEqual(['BookingWidget']);

  const fromBar = requests.filter((r) => !r.url.startsWith(DEMO_ORIGIN));
  expect(fromBar.length).toBeGreaterThan(0);
  for (const r of fromBar) {
    expect(new URL(r.url).origin, r.url).toBe(WIDGET_ORIGIN);
    expect(r.url).not.toContain('evil');
    expect(r.headers['x-evil'], r.url).toBeUndefined();
    expect(r.headers.authorization, r.url).toBeUndefined();
  }
  const calls = fromBar.filter((r) => /\/(api|identity)\/v1\//.test(r.url));
  expect(calls.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
    'POST /identity/v1/client_sessions',
    'GET /api/v1/hotels/sakura-tokyo/settings/booking_widget',
  ]);
  expect(calls[1]!.headers['x-locale']).toBe('en');
  expect(calls[1]!.headers['x-client-session']).toBeTruthy();

  await bar(page).getByRole('button', { name: /Dates/ }).click();
  await pickStayByKeyboard(page, localDay(0), stay.checkin, stay.checkout);
  await bar(page).getByRole('button', { name: 'Search' }).click();
  // In the same tab (the polluted `open: 'overlay'` is not an option), for the tag's hotel (not `code`).
  await page.waitForURL(`${WIDGET_ORIGIN}/booking/result?**`);
  const url = new URL(page.url());
  expect([url.searchParams.get('code'), url.searchParams.get('checkin'), url.searchParams.get('locale')]).toEqual(['sakura-tokyo', stay.checkin, 'en']);
  await expect(page.locator('.bw-card').first()).toContainText('¥');
  expect(errors).toEqual([]);
});
