import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ORIGIN, WIDGET_ORIGIN } from './env';
import { availableStay } from './helpers';
import { sandbox } from './sandbox';

const HOTEL = 'sakura-tokyo';

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

const LOCALES = [
  { locale: 'ja', lang: 'ja', label: '日本語', notFound: 'ページが見つかりません' },
  { locale: 'en', lang: 'en', label: 'English', notFound: 'Page not found' },
  { locale: 'ko', lang: 'ko', label: '한국어', notFound: '페이지를 찾을 수 없습니다' },
  { locale: 'zh_Hans', lang: 'zh-Hans', label: '简体中文', notFound: '找不到页面' },
  { locale: 'zh_Hant', lang: 'zh-Hant', label: '繁體中文', notFound: '找不到頁面' },
];

for (const { locale, lang, label } of LOCALES) {
  test(`starts up in ${locale}: the facility's header, colours and the guest's language`, async ({ page }) => {
    await page.goto(`/nowhere?code=${HOTEL}&locale=${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('.bw-header__logo')).toBeVisible();
    const select = page.locator('.bw-language select');
    await expect(select.locator('option:checked')).toHaveText(label);
    const header = await page.locator('.bw-header').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(header).not.toBe('rgb(29, 39, 51)'); // not the default: the facility's header colour
    await expect(page.locator('main h1')).not.toBeEmpty();
    expect(await page.title()).toContain('|');
  });
}

test('a browser language is mapped: Korean browser, no query, sees Korean', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(`/nowhere?code=${HOTEL}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await context.close();
});

/** A slow phone on a slow network: 300 ms round trips, 200 KB/s each way, a CPU four times slower. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: 200 * 1024, uploadThroughput: 200 * 1024 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test('on a slow phone, a search from the hotel homepage shows the results skeleton within a second', async ({ page }) => {
  await throttle(page);
  await page.goto(`${DEMO_ORIGIN}/`);
  const search = page.locator('booking-search').first().getByRole('button', { name: 'Search' });
  await expect(search).toBeVisible({ timeout: 20_000 });
  // The guest has looked at the page (the bar's after-first-paint code has loaded), then taps Search.
  await page.waitForLoadState('networkidle', { timeout: 20_000 });
  await search.hover();
  await search.click();
  // The skeleton index.html paints, the app's own skeleton, or the results themselves.
  await expect(page.locator('.bw-boot, .bw-skeleton, .bw-card').first()).toBeVisible({ timeout: 1_000 });
  expect(page.url()).toContain(`${WIDGET_ORIGIN}/booking/result?`);
  // And the results do arrive.
  await expect(page.locator('.bw-card').first()).toBeVisible({ timeout: 30_000 });
});

test('the very first load paints the header area and a skeleton before any script runs', async ({ browser, request }) => {
  const html = await (await request.get(`/booking/result?code=${HOTEL}`)).text();
  expect(html).toMatch(/<div id="app">\s*<div class="bw-boot"/);
  // Nothing holds that first paint: no stylesheet comes before the skeleton (its style is inline).
  expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(html.indexOf('class="bw-boot"'));
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/booking/result?code=${HOTEL}`);
  const header = page.locator('.bw-boot-header');
  await expect(header).toBeVisible();
  expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(56);
  await expect(page.locator('.bw-boot-card').first()).toBeVisible();
  await context.close();
});

test("without a code the page says 'No hotel code'", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'No hotel code' })).toBeVisible();
});

test('the guest changes language without a reload, and the choice is kept', async ({ page }) => {
  await page.goto(`/nowhere?code=${HOTEL}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
});

test('a stray //? in the address is fixed, and the code is kept on every route', async ({ page }) => {
  await page.goto(`/nowhere//?code=${HOTEL}`);
  await expect(page).toHaveURL(new RegExp(`/nowhere/\\?code=${HOTEL}$`));
});

test('503 from the service shows the 503 page; trying again returns when it is back', async ({ page, request }) => {
  await sandbox(request).fault('503', { path: '/settings/booking_widget' });
  await page.goto(`/nowhere?code=${HOTEL}`);
  await expect(page.getByRole('heading', { name: 'The service is temporarily unavailable' })).toBeVisible();
  await expect(page).toHaveURL(/\/503\?code=sakura-tokyo/);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/nowhere\?code=sakura-tokyo/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('an expired client session (403/4000) is refreshed and retried once, unnoticed by the guest', async ({ page, request }) => {
  const box = sandbox(request);
  await page.goto(`/nowhere?code=${HOTEL}`);
  await expect(page.locator('.bw-header__logo')).toBeVisible();
  await box.reset();
  await box.fault('403-4000', { path: '/settings/booking_widget' });
  await page.reload();
  await expect(page.locator('.bw-header__logo')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const settings = await box.requests('/settings/booking_widget');
  expect(settings.map((r) => r.status)).toEqual([403, 200]);
  expect(await box.requests('/client_sessions')).toHaveLength(1);
});

test('429 answers are retried until the call goes through', async ({ page, request }) => {
  const box = sandbox(request);
  await box.fault('429', { path: '/settings/booking_widget', times: 2 });
  await page.goto(`/nowhere?code=${HOTEL}`);
  await expect(page.locator('.bw-header__logo')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const settings = await box.requests('/settings/booking_widget');
  expect(settings.map((r) => r.status)).toEqual([429, 429, 200]);
});

test('a malformed start-up answer gives a clear warning, not a blank page', async ({ page, request }) => {
  await sandbox(request).fault('malformed', { path: '/settings/sign_in_button' });
  await page.goto(`/nowhere?code=${HOTEL}`);
  await expect(page.getByRole('alert')).toContainText('unexpected response');
  await expect(page.locator('.bw-header__logo')).toBeVisible();
});

test('a lost connection at start-up gives the network message', async ({ page }) => {
  await page.route('**/settings/booking_widget', (route) => route.abort('internetdisconnected'));
  await page.goto(`/nowhere?code=${HOTEL}`);
  await expect(page.getByRole('alert')).toContainText('An error occurred during processing. Please try again later.');
});

test('an obsolete browser sees the warning', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { ResizeObserver?: unknown }).ResizeObserver = undefined;
  });
  await page.goto(`/nowhere?code=${HOTEL}`);
  await expect(page.getByRole('alert')).toContainText('Your browser is out of date');
});

test('axe reports no violations on the shell', async ({ page }) => {
  for (const path of [`/nowhere?code=${HOTEL}`, `/503?code=${HOTEL}`, '/']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  }
});

test('hash router mode from a config object on the page (no config.json needed)', async ({ page }) => {
  await page.addInitScript((origin) => {
    (window as unknown as { BOOKING_WIDGET_CONFIG: object }).BOOKING_WIDGET_CONFIG = {
      apiBaseUrl: `${origin}/api/v1`,
      identityBaseUrl: `${origin}/identity/v1`,
      applicationKey: 'demo-app-key',
      applicationSecret: 'demo-app-secret',
      routerMode: 'hash',
      allowedParentOrigins: [],
    };
  }, WIDGET_ORIGIN);
  const configRequests: string[] = [];
  page.on('request', (r) => r.url().endsWith('/config.json') && configRequests.push(r.url()));
  await page.goto(`/#/nowhere?code=${HOTEL}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Search for rooms' }).click();
  await expect(page).toHaveURL(/\/#\/booking\/result\?code=sakura-tokyo/);
  expect(configRequests).toEqual([]);
});

test('the SSO callback path skips normal start-up and returns to the search', async ({ page, request }) => {
  const box = sandbox(request);
  await page.goto(`/sso/custom/callback?code=${HOTEL}&token=abc`);
  await expect(page).toHaveURL(new RegExp(`/booking/result\\?code=${HOTEL}`));
  await expect(page.locator('.bw-header__logo')).toBeVisible();
  // The callback page itself made no start-up calls; the search page it leads to starts up normally.
  const calls = await box.requests();
  expect(calls.filter((c) => c.path.includes('/settings/booking_widget'))).toHaveLength(1);
});

test('inside the chatbot frame the language selector is hidden', async ({ page }) => {
  await page.goto(`/nowhere?code=${HOTEL}&iframe=true&fromChatbot=true`);
  await expect(page.locator('.bw-header__logo')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
});

/** Opens the overlay from the demo hotel page with the JavaScript API, and goes to guest details for Room only. */
async function overlayGuestDetails(page: Page, stay: { checkin: string; checkout: string }, japanese = false) {
  await page.evaluate((s) => (window as unknown as { BookingWidget: { open(c: object): void } }).BookingWidget.open({ code: 'sakura-tokyo', checkin: s.checkin, checkout: s.checkout }), stay);
  const frame = page.frameLocator('booking-overlay iframe');
  await expect(frame.locator('.bw-card').first()).toBeVisible();
  if (japanese) {
    await frame.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'ja');
  }
  const select = frame.getByRole('button', { name: japanese ? /^素泊まり.*を選択$/ : /^Select .*Room only/ }).first();
  const book = frame.getByRole('button', { name: japanese ? '予約へ進む' : 'Book', exact: true });
  // Back on the same search, the selection may already be there.
  await expect(select.or(book).first()).toBeVisible();
  // (A chosen offer's Select is pressed; pressing it again would take the choice back.)
  if ((await select.isVisible()) && (await select.getAttribute('aria-pressed')) !== 'true') await select.click();
  await book.click();
  await expect(frame.getByRole('heading', { level: 1 })).toBeFocused();
  return frame;
}

test('the overlay on a phone is full screen with one close control; Escape on a half-filled form asks first, with nothing typed it closes', async ({ browser, request }) => {
  const stay = await availableStay(request, 40, 1);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${DEMO_ORIGIN}/overlay.html`);
  let frame = await overlayGuestDetails(page, stay);
  const overlay = page.locator('booking-overlay');
  expect(await overlay.locator('iframe').boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await expect(overlay.getByRole('button', { name: 'Close' })).toBeHidden();
  await expect(frame.getByRole('button', { name: 'Close' })).toHaveCount(1);
  // Nothing typed: Escape closes at once.
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);

  frame = await overlayGuestDetails(page, stay);
  await frame.getByLabel(/^First name/).first().fill('Hanako');
  await page.keyboard.press('Escape');
  const ask = frame.getByRole('alertdialog', { name: 'Close the booking?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Continue booking' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(frame.getByLabel(/^First name/).first()).toHaveValue('Hanako');
  await expect(overlay).toHaveCount(1);

  // The header's close button asks too; discarding closes the overlay.
  await frame.getByRole('button', { name: 'Close' }).click();
  await ask.getByRole('button', { name: 'Discard and close' }).click();
  await expect(overlay).toHaveCount(0);
  await context.close();
});

test('the question before discarding is in the guest\'s language', async ({ page, request }) => {
  const stay = await availableStay(request, 44, 1);
  await page.goto(`${DEMO_ORIGIN}/overlay.html`);
  const frame = await overlayGuestDetails(page, stay, true);
  await frame.locator('#bw-main input[type=text], #bw-main input[type=email]').first().fill('はなこ');
  await page.keyboard.press('Escape');
  const ask = frame.getByRole('alertdialog', { name: '予約を閉じますか？' });
  await expect(ask).toContainText('このページに入力した内容は失われます。');
  await ask.getByRole('button', { name: '破棄して閉じる' }).click();
  await expect(page.locator('booking-overlay')).toHaveCount(0);
});
