import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { availableStay } from './helpers';
import { sandbox } from './sandbox';

// The results page as guests meet it (issue 10): the plan view's prices in one column, the first room above the fold
// on a phone, a one-room choice that Select replaces, focus and "Go to booking" for keyboard guests, and axe clean.

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

const TWO_ROOMS = encodeURIComponent(JSON.stringify([{ adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1 }] }, { adults: 2, children: 0 }]));

async function openResults(page: Page, stay: { checkin: string; checkout: string }, query: string) {
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&${query}&locale=en`);
  await expect(page.locator('.bw-offer').first()).toBeVisible();
}

test("the plan view's price column is pinned: every price box starts at the same x at 1280 px, and a plan's rooms follow the sort", async ({ page, request }) => {
  const stay = await availableStay(request, 30, 2);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openResults(page, stay, `rooms=${TWO_ROOMS}&type=plan&order=price_high_to_low`);
  const boxes = await page.locator('.bw-card--plan .bw-price').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().x)));
  expect(boxes.length).toBeGreaterThan(2);
  expect(new Set(boxes).size, `price boxes at x = ${boxes.join(', ')}`).toBe(1);
  // Pinned to the right edge of the plan's list of rooms, as in the room view (not wherever the room names end).
  const rights = await page
    .locator('.bw-card--plan .bw-offer')
    .evaluateAll((els) => els.map((el) => Math.round(el.closest('.bw-offers')!.getBoundingClientRect().right - el.querySelector('.bw-price')!.getBoundingClientRect().right)));
  expect(new Set(rights)).toEqual(new Set([0]));
  // Within each plan, the rooms' prices in the chosen order (high to low).
  for (const plan of await page.locator('.bw-card--plan').all()) {
    const prices = (await plan.locator('.bw-price__amount').allTextContents()).map((text) => Number(text.replace(/[^0-9]/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  }
});

for (const type of ['room', 'plan'] as const) {
  test(`on a 390 × 844 phone the first offer is above the fold (${type} view), the search folds to one line with Edit`, async ({ page, request }) => {
    const stay = await availableStay(request, 30, 2);
    await page.setViewportSize({ width: 390, height: 844 });
    await openResults(page, stay, `rooms=${TWO_ROOMS}&type=${type}`);
    const first = await page.locator('.bw-offer').first().boundingBox();
    expect(first!.y).toBeLessThan(844);
    await expect(page.getByRole('search')).toBeHidden();
    await page.getByRole('button', { name: /^Edit search: / }).click();
    await expect(page.getByRole('search')).toBeVisible();
    // Every chip control sits on one row (their vertical middles within a pixel or two).
    const middles = await page.locator('.bw-results__controls > *').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2));
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(3);
  });
}

for (const locale of ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant']) {
  test(`on a 390 px phone in ${locale} the results page does not scroll sideways: the chip row scrolls inside itself`, async ({ page, request }) => {
    const stay = await availableStay(request, 30, 2);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&rooms=${TWO_ROOMS}&type=room&locale=${locale}`);
    await expect(page.locator('.bw-offer').first()).toBeVisible();
    // Not even the chip row's visually hidden labels may widen the page (a phone would zoom the whole page out).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test('one room searched: another Select replaces the choice; focus goes to the summary, Go to booking leads to Book; the Book bar does not hide the page end', async ({ page, request }) => {
  const stay = await availableStay(request, 30, 2);
  await page.setViewportSize({ width: 390, height: 844 });
  await openResults(page, stay, 'adults=2&type=room');
  const selection = page.getByRole('region', { name: 'Your selection' });
  await page.getByRole('button', { name: 'Select Room only, Superior Twin', exact: true }).click();
  await expect(selection).toBeFocused();
  await page.getByRole('button', { name: 'Select Bed & breakfast, Superior Twin', exact: true }).click();
  await expect(selection).toContainText('1 room selected');
  await expect(page.getByRole('button', { name: 'Select Room only, Superior Twin', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Select Bed & breakfast, Superior Twin', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Keyboard: from the chosen offer, Tab reaches "Go to booking", which takes focus to Book.
  await page.getByRole('button', { name: 'Select Bed & breakfast, Superior Twin', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Go to booking' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(selection.getByRole('button', { name: 'Book', exact: true })).toBeFocused();
  // The bar spans the screen at the bottom; scrolled to the end, it covers nothing of the list.
  const bar = (await selection.boundingBox())!;
  expect(bar.width).toBe(390);
  await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
  const last = (await page.locator('.bw-card').last().boundingBox())!;
  const barAtEnd = (await selection.boundingBox())!;
  expect(last.y + last.height).toBeLessThanOrEqual(barAtEnd.y);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Guest details', level: 1 })).toBeVisible();
});

for (const type of ['room', 'plan'] as const) {
  for (const width of [390, 1280]) {
    test(`axe finds nothing on a two-room results page (${type} view, ${width} px), before and after a choice`, async ({ page, request }) => {
      const stay = await availableStay(request, 30, 2);
      await page.setViewportSize({ width, height: 844 });
      await openResults(page, stay, `rooms=${TWO_ROOMS}&type=${type}`);
      const check = async () => {
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
      };
      await check();
      await page.locator('.bw-select').first().click();
      await expect(page.getByRole('region', { name: 'Your selection' })).toContainText('1 of 2 rooms chosen');
      await check();
    });
  }
}
