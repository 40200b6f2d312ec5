import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ORIGIN, WIDGET_ORIGIN } from './env';
import { availableStay, daysBetween, localDay } from './helpers';
import { sandbox } from './sandbox';

// The date picker reached by pointer, the hotel's clock whatever the browser's, and a calendar that
// marks sold-out nights and prices (issue 10).

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

const homeBar = (page: Page) => page.locator('booking-search').first();
const pageBar = (page: Page) => page.getByRole('search');

/** The same day `months` later (the widget's month arithmetic, clamped to the month's end). */
function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

/** "Tue, Nov 24", as the bar shows a day in English. */
const shortDay = (day: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/**
 * With the mouse only: opens the dates, clicks "Next month" until the check-in's month is shown
 * (counting the clicks), then clicks the check-in and the check-out.
 */
async function pickByMouse(bar: Locator, stay: { checkin: string; checkout: string }, monthsShown: number) {
  await bar.getByRole('button', { name: /^Dates/ }).click();
  const dialog = bar.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('grid')).toHaveCount(monthsShown);
  const next = dialog.getByRole('button', { name: 'Next month' });
  const checkin = dialog.locator(`[data-day="${stay.checkin}"]`);
  let clicks = 0;
  while (!(await checkin.isVisible()) && clicks < 8) {
    await next.click();
    clicks++;
  }
  await expect(checkin).toBeVisible();
  await checkin.click();
  // The bar shows the new check-in at once, before the check-out is chosen.
  await expect(bar.getByRole('button', { name: /^Dates/ })).toContainText(shortDay(stay.checkin));
  const checkout = dialog.locator(`[data-day="${stay.checkout}"]`);
  if (!(await checkout.isVisible())) await next.click();
  await checkout.click();
  await expect(dialog).toHaveCount(0);
  await expect(bar.getByRole('button', { name: /^Dates/ })).toContainText(`${shortDay(stay.checkin)} – ${shortDay(stay.checkout)}`);
  return clicks;
}

for (const { width, height, months } of [
  { width: 1280, height: 800, months: 2 },
  { width: 390, height: 844, months: 1 },
]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height } });

    test('by mouse, "Next month" reaches a date four months ahead on the homepage bar, and the search lands on it', async ({ page, request }) => {
      const today = localDay(0);
      const target = addMonths(today, 4);
      const stay = await availableStay(request, daysBetween(today, target), 2, daysBetween(today, target) + 40);
      await page.goto(`${DEMO_ORIGIN}/`);
      // The bar's check-in starts on the hotel's today (sakura-tokyo: check-in offset 0).
      await expect(homeBar(page).getByRole('button', { name: /^Dates/ })).toContainText(`${shortDay(today)} –`);
      const clicks = await pickByMouse(homeBar(page), stay, months);
      expect(clicks).toBe(monthsBetween(today, stay.checkin) - (months - 1));
      await homeBar(page).getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(`${WIDGET_ORIGIN}/booking/result?**`);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ code: 'sakura-tokyo', checkin: stay.checkin, checkout: stay.checkout });
      await expect(page.locator('.bw-card').first()).toBeVisible();
    });

    test('by mouse, "Next month" reaches a date four months ahead on the results page, and the search lands on it', async ({ page, request }) => {
      const first = await availableStay(request, 10, 1);
      const target = addMonths(first.checkin, 4);
      const stay = await availableStay(request, daysBetween(localDay(0), target), 1, daysBetween(localDay(0), target) + 40);
      await page.goto(`/booking/result?code=sakura-tokyo&checkin=${first.checkin}&checkout=${first.checkout}&adults=2&locale=en`);
      await expect(page.locator('.bw-card').first()).toBeVisible();
      // On a phone the results page's search is one line: Edit opens the form.
      if (page.viewportSize()!.width <= 992) await page.getByRole('button', { name: /^Edit search: / }).click();
      const clicks = await pickByMouse(pageBar(page), stay, months);
      expect(clicks).toBe(monthsBetween(first.checkin, stay.checkin) - (months - 1));
      await pageBar(page).getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('checkin')).toBe(stay.checkin);
      expect(new URL(page.url()).searchParams.get('checkout')).toBe(stay.checkout);
      await expect(page.locator('.bw-card').first()).toBeVisible();
    });
  });
}

test('the calendar marks sold-out nights and prices in words, highlights the range, and stays clean for axe', async ({ page, request }) => {
  const info = await sandbox(request).info();
  const soldOut = info.sold_out_dates.find((d) => d > localDay(3) && d < localDay(50))!;
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${localDay(60)}&checkout=${localDay(61)}&adults=2&locale=en`);
  await pageBar(page).getByRole('button', { name: /^Dates/ }).click();
  const dialog = pageBar(page).getByRole('dialog');
  // Back to the sold-out night's month, by mouse.
  const night = dialog.locator(`[data-day="${soldOut}"]`);
  while (!(await night.isVisible())) await dialog.getByRole('button', { name: 'Previous month' }).click();
  await expect(night).toHaveAttribute('aria-label', /sold out/);
  await expect(night).toHaveAttribute('aria-disabled', 'true');
  await expect(night).toContainText('Full');
  // sakura-tokyo shows prices: a bookable day says its lowest price in full, and shows it short.
  const before = dialog.locator(`[data-day="${localDay(daysBetween(localDay(0), soldOut) - 1)}"]`);
  await expect(before).toHaveAttribute('aria-label', /from ¥[\d,]+/);
  await expect(before.locator('.bwsb__mark')).toHaveText(/¥[\d.]+K?/);
  await expect(dialog.getByText('Prices: the lowest price of one night from that day for your guests.')).toBeVisible();
  // A stay cannot run through it: from the night before, the sold-out date is the last check-out.
  await before.click();
  const after = dialog.locator(`[data-day="${localDay(daysBetween(localDay(0), soldOut) + 1)}"]`);
  await expect(night).toHaveAttribute('aria-disabled', 'false');
  if (await after.isVisible()) await expect(after).toHaveAttribute('aria-disabled', 'true');
  await night.hover();
  await expect(before).toHaveClass(/is-start/);
  await expect(night).toHaveClass(/is-end/);
  const results = await new AxeBuilder({ page }).include('.bwsb').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test('a hotel without calendar prices shows marks only; a failed calendar request leaves a plain, working calendar', async ({ page, request }) => {
  const stay = await availableStay(request, 20, 1);
  await page.goto(`/booking/result?code=hangang-seoul&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&locale=en`);
  await expect(page.locator('.bw-card').first()).toBeVisible();
  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  const marks = page.waitForResponse(/rooms\/availability/);
  await pageBar(page).getByRole('button', { name: /^Dates/ }).click();
  await marks;
  await expect(pageBar(page).locator('[aria-label*="sold out"], [aria-label*="not available"]').first()).toBeAttached();
  await expect(pageBar(page).locator('[aria-label*="from ₩"]')).toHaveCount(0);
  expect(asked.filter((url) => /rooms\/price/.test(url))).toEqual([]);
  await pageBar(page).getByRole('button', { name: 'Close' }).click();

  await page.route(/rooms\/(availability|price)/, (route) => route.abort());
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&locale=en`);
  await pageBar(page).getByRole('button', { name: /^Dates/ }).click();
  const dialog = pageBar(page).getByRole('dialog');
  const checkin = dialog.locator(`[data-day="${stay.checkin}"]`);
  await expect(checkin).toHaveAttribute('aria-disabled', 'false');
  await checkin.click();
  await dialog.locator(`[data-day="${stay.checkout}"]`).click();
  await expect(dialog).toHaveCount(0);
});

test('popovers close on focus-out; the mobile sheet has a backdrop that closes it', async ({ page }) => {
  await page.goto(`${DEMO_ORIGIN}/`);
  const bar = homeBar(page);
  await bar.getByRole('button', { name: /^Guests/ }).click();
  await expect(bar.getByRole('dialog')).toBeVisible();
  await bar.getByRole('button', { name: 'Search' }).focus();
  await expect(bar.getByRole('dialog')).toHaveCount(0);
  await bar.getByRole('button', { name: /^Dates/ }).click();
  await expect(bar.getByRole('dialog')).toBeVisible();
  // On desktop the calendar is a popover: Tab leaves it (past Close) and it closes.
  await bar.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('dialog')).toHaveCount(0);
  await expect(bar.getByRole('button', { name: /^Guests/ })).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await bar.getByRole('button', { name: /^Dates/ }).click();
  await expect(bar.getByRole('dialog')).toBeVisible();
  await page.mouse.click(195, 40);
  await expect(bar.getByRole('dialog')).toHaveCount(0);
});

// The hotel's clock, whatever the guest's: a browser far behind (Los Angeles) or far ahead (Kiritimati, UTC+14).
for (const timezoneId of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('the default search of sakura-tokyo from its homepage succeeds; the first bookable day is the hotel yesterday (yesterday bookable)', async ({ page }) => {
      const today = localDay(0);
      await page.goto(`${DEMO_ORIGIN}/`);
      const bar = homeBar(page);
      await expect(bar.getByRole('button', { name: /^Dates/ })).toContainText(`${shortDay(today)} –`);
      await bar.getByRole('button', { name: /^Dates/ }).click();
      const dialog = bar.getByRole('dialog');
      await expect(dialog.locator(`[data-day="${localDay(-1)}"]`)).toHaveAttribute('aria-disabled', 'false');
      await expect(dialog.locator(`[data-day="${localDay(-2)}"]`)).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Escape');
      await bar.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(`${WIDGET_ORIGIN}/booking/result?**`);
      expect(new URL(page.url()).searchParams.get('checkin')).toBe(today);
      await expect(page.locator('.bw-card').first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    for (const { code, zone, offset } of [
      { code: 'hangang-seoul', zone: 'Asia/Seoul', offset: 1 },
      { code: 'taipei-lotus', zone: 'Asia/Taipei', offset: 0 },
    ]) {
      test(`the default search of ${code} succeeds; the first bookable day is the hotel's today`, async ({ page }) => {
        const today = localDay(0, new Date(), zone);
        await page.goto(`/booking/result?code=${code}&locale=en`);
        await expect(page.locator('.bw-card').first()).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(pageBar(page).getByRole('button', { name: /^Dates/ })).toContainText(`${shortDay(localDay(offset, new Date(), zone))} –`);
        await pageBar(page).getByRole('button', { name: /^Dates/ }).click();
        const dialog = pageBar(page).getByRole('dialog');
        await expect(dialog.locator(`[data-day="${today}"]`)).toHaveAttribute('aria-disabled', 'false');
        await expect(dialog.locator(`[data-day="${localDay(-1, new Date(), zone)}"]`)).toHaveAttribute('aria-disabled', 'true');
      });
    }

    test('the default search of the aurora brand page succeeds', async ({ page }) => {
      await page.goto(`${DEMO_ORIGIN}/brand.html`);
      const bar = homeBar(page);
      await expect(bar.getByRole('button', { name: /^Dates/ })).toContainText(`${shortDay(localDay(0))} –`);
      await bar.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(`${WIDGET_ORIGIN}/facilities?**`);
      expect(new URL(page.url()).searchParams.get('checkin')).toBe(localDay(0));
      await expect(page.locator('.bw-hotel__link').first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
}

test('a check-in in the past at the hotel says why and offers the first available date', async ({ page }) => {
  // A page whose clock is behind the hotel's (a tab left open past the hotel's midnight, a wrong
  // clock): it still offers the hotel's yesterday, and the sandbox refuses it.
  const yesterday = localDay(-1, new Date(), 'Asia/Seoul');
  await page.clock.install({ time: new Date(`${yesterday}T23:30:00+09:00`) });
  await page.goto(`/booking/result?code=hangang-seoul&checkin=${yesterday}&checkout=${localDay(1, new Date(), 'Asia/Seoul')}&adults=2&locale=en`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The check-in date is in the past at the hotel');
  await expect(alert).toContainText(`The first date you can check in is ${new Intl.DateTimeFormat('en', { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${localDay(0, new Date(), 'Asia/Seoul')}T12:00:00Z`))}`);
  await alert.getByRole('button', { name: 'Search from the first available date' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('checkin')).toBe(localDay(0, new Date(), 'Asia/Seoul'));
  // The stay keeps its two nights.
  expect(new URL(page.url()).searchParams.get('checkout')).toBe(localDay(2, new Date(), 'Asia/Seoul'));
  await expect(page.locator('.bw-card').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
