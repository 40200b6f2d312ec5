import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ORIGIN, WIDGET_ORIGIN } from './env';
import { availableStay, localDay } from './helpers';
import { sandbox } from './sandbox';

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

const bar = (page: Page) => page.locator('booking-search').first();
const searchBar = (page: Page) => page.getByRole('search');

/** The last room search the widget sent, as the sandbox logged it. */
async function lastRoomSearch(request: Parameters<typeof sandbox>[0]): Promise<URLSearchParams> {
  const calls = (await sandbox(request).requests('/rooms')).filter((c) => /\/rooms$/.test(c.path));
  const last = calls.at(-1) as unknown as { query?: string };
  return new URLSearchParams(last?.query ?? '');
}

test('an undated 3-night search from the hotel homepage', async ({ page, request }) => {
  await page.goto(`${DEMO_ORIGIN}/`);
  await bar(page).getByRole('button', { name: /Dates/ }).click();
  await bar(page).getByLabel('Flexible dates').check();
  const more = bar(page).getByRole('button', { name: 'Add one: Nights' });
  await more.click();
  await more.click();
  await bar(page).getByRole('button', { name: 'Done' }).click();
  await expect(bar(page).getByRole('button', { name: /Dates/ })).toContainText('3 nights');
  await bar(page).getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(`${WIDGET_ORIGIN}/booking/result?**`);
  const url = new URL(page.url());
  expect(url.searchParams.get('st')).toBe('undated');
  expect(url.searchParams.get('n')).toBe('3');
  expect(url.searchParams.has('checkin')).toBe(false);
  await expect(page.locator('.bw-card').first()).toBeVisible();
  const searches = (await sandbox(request).requests('/rooms')).filter((c) => /\/rooms$/.test(c.path));
  // Every room search of this page was the undated one (none with other dates or kinds first).
  for (const call of searches) {
    const sent = new URLSearchParams((call as unknown as { query: string }).query);
    expect(sent.get('search_type')).toBe('undated');
    expect(sent.get('nights')).toBe('3');
    expect(sent.has('rooms[0][checkin_date]')).toBe(false);
  }
});

test('a day-use search', async ({ page, request }) => {
  const stay = await availableStay(request, 14, 1);
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`);
  await expect(page.locator('.bw-card').first()).toBeVisible();
  await searchBar(page).getByRole('button', { name: /Dates/ }).click();
  await page.getByLabel('Day use').check();
  await page.locator(`[data-day="${stay.checkin}"]`).click();
  await expect(searchBar(page).getByRole('button', { name: /Dates/ })).toContainText('Day use');
  await searchBar(page).getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('.bw-card').first()).toContainText('Day use');
  expect(new URL(page.url()).searchParams.get('du')).toBe('1');
  const sent = await lastRoomSearch(request);
  expect(sent.get('is_day_use')).toBe('true');
  expect(sent.get('rooms[0][checkout_date]')).toBe(stay.checkin);
});

const kidsCases = [
  {
    mode: 'tiers (3 rooms, each its own guests)',
    code: 'sakura-tokyo',
    rooms: [
      { adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1 }] },
      { adults: 1, children: 0 },
      { adults: 2, children: 1, kids_tiers: [{ code: 'C', children: 1 }] },
    ],
  },
  {
    mode: 'ages (2 rooms, the multi-room limit of hangang-seoul)',
    code: 'hangang-seoul',
    rooms: [
      { adults: 2, children: 2, kids_ages: [4, 9] },
      { adults: 1, children: 0 },
    ],
  },
  {
    mode: 'tiers with meal and bed extras (taipei-lotus takes one room)',
    code: 'taipei-lotus',
    rooms: [{ adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1, meal_and_bed: 'meal_and_bedding' }] }],
  },
  {
    mode: 'shared-bed kids (aurora-namba, per room)',
    code: 'aurora-namba',
    rooms: [
      { adults: 2, children: 1 },
      { adults: 2, children: 0 },
    ],
  },
];

for (const kids of kidsCases) {
  test(`a multi-room search with different guests per room, kids by ${kids.mode}`, async ({ page, request }) => {
    const stay = await availableStay(request, 21, 1);
    const rooms = encodeURIComponent(JSON.stringify(kids.rooms));
    await page.goto(`/booking/result?code=${kids.code}&checkin=${stay.checkin}&checkout=${stay.checkout}&rooms=${rooms}&locale=en`);
    await expect(page.locator('.bw-card').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const sent = await lastRoomSearch(request);
    kids.rooms.forEach((room, i) => {
      expect(sent.get(`rooms[${i}][adults]`)).toBe(String(room.adults));
      expect(sent.get(`rooms[${i}][children]`)).toBe(String(room.children));
    });
    expect(sent.has(`rooms[${kids.rooms.length}][adults]`)).toBe(false);
    await searchBar(page).getByRole('button', { name: /Guests/ }).click();
    const total = kids.rooms.reduce((sum, r) => sum + r.adults, 0);
    await expect(searchBar(page).getByRole('button', { name: /Guests/ })).toContainText(`${total} adults`);
    if (kids.rooms.length > 1) await expect(page.getByRole('group', { name: `Room ${kids.rooms.length}` })).toBeVisible();
  });
}

test('the voucher page: no stay dates until the guest picks a check-in date and confirms', async ({ page, request }) => {
  const stay = await availableStay(request, 14, 1);
  await page.goto('/booking/result?code=sakura-tokyo&sm=voucher&st=undated&n=1&locale=en');
  await expect(page.locator('.bw-card').first()).toContainText('Stay voucher');
  await expect(searchBar(page).getByRole('button', { name: /Dates/ })).toContainText('Flexible dates');
  expect((await lastRoomSearch(request)).get('mode')).toBe('voucher');
  await searchBar(page).getByRole('button', { name: /Dates/ }).click();
  await page.getByLabel('Overnight stay').check();
  await page.locator(`[data-day="${stay.checkin}"]`).click();
  await page.locator(`[data-day="${stay.checkout}"]`).click();
  await searchBar(page).getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('checkin')).toBe(stay.checkin);
  expect(new URL(page.url()).searchParams.get('sm')).toBe('voucher');
  await expect(page.locator('.bw-card').first()).toContainText('Stay voucher');
  const sent = await lastRoomSearch(request);
  expect(sent.get('mode')).toBe('voucher');
  expect(sent.get('rooms[0][checkin_date]')).toBe(stay.checkin);
});

test('a secret-mode search with its code shows the secret rate; a wrong code says so', async ({ page, request }) => {
  const stay = await availableStay(request, 14, 1);
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&sm=secret&pc=SECRET2026`);
  await expect(page.locator('.bw-card').first()).toContainText('Secret rate');
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&sm=secret&pc=WRONG`);
  await expect(page.getByRole('alert')).toContainText('not valid');
  await searchBar(page).getByRole('button', { name: /Guests/ }).click();
  await expect(page.getByLabel('Secret code')).toHaveValue('WRONG');
});

test('coupons: an invalid one and an expired one get their own messages; a valid one goes with every search', async ({ page, request }) => {
  const stay = await availableStay(request, 14, 1);
  const at = (coupon: string) => `/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&cc=${coupon}`;
  await page.goto(at('NOPE'));
  await expect(page.getByRole('alert')).toContainText('This coupon code is not valid.');
  await page.goto(at('OLD2025'));
  await expect(page.getByRole('alert')).toContainText('This coupon has expired.');
  await sandbox(request).reset();
  await page.goto(at('WELCOME10'));
  await expect(page.locator('.bw-card').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const searches = (await sandbox(request).requests('/rooms')).filter((c) => /\/rooms$/.test(c.path));
  expect(searches.length).toBeGreaterThan(0);
  for (const call of searches) expect(new URLSearchParams((call as unknown as { query: string }).query).get('coupon_code')).toBe('WELCOME10');
});

test('a search beyond the reservable period says how many months ahead the hotel takes bookings', async ({ page }) => {
  // hangang-seoul takes reservations 6 months ahead.
  const far = localDay(7 * 31);
  const after = localDay(7 * 31 + 1);
  await page.goto(`/booking/result?code=hangang-seoul&checkin=${far}&checkout=${after}&adults=2&locale=en`);
  await expect(page.getByRole('alert')).toContainText('Reservations are accepted up to 6 months ahead.');
});

test('axe reports no violations on the guest picker with rooms and kids, and on the kinds of stay', async ({ page }) => {
  const rooms = encodeURIComponent(JSON.stringify([{ adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1 }] }, { adults: 1, children: 0 }]));
  const stay = localDay(30);
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay}&checkout=${localDay(31)}&rooms=${rooms}`);
  await searchBar(page).getByRole('button', { name: /Guests/ }).click();
  await expect(page.getByRole('group', { name: 'Room 2' })).toBeVisible();
  let results = await new AxeBuilder({ page }).include('.bwsb').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await searchBar(page).getByRole('button', { name: /Dates/ }).click();
  await expect(page.getByRole('radiogroup', { name: 'Type of stay' })).toBeVisible();
  results = await new AxeBuilder({ page }).include('.bwsb').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test("the facility's room search filters narrow the results", async ({ page, request }) => {
  const stay = await availableStay(request, 14, 1);
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&locale=en`);
  await expect(page.locator('.bw-offer').first()).toBeVisible();
  const before = await page.locator('.bw-offer').count();
  await page.getByLabel('Breakfast included').check();
  await expect.poll(() => new URL(page.url()).searchParams.get('rf')).toBe('breakfast_included');
  await expect.poll(async () => (await lastRoomSearch(request)).get('room_search_filters[]')).toBe('breakfast_included');
  await expect(page.locator('.bw-card').first()).toBeVisible();
  await expect.poll(() => page.locator('.bw-offer').count()).toBeLessThan(before);
});
