import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ORIGIN, WIDGET_ORIGIN } from './env';
import { availableStay, localDay, pickStayByKeyboard, tabTo } from './helpers';
import { sandbox } from './sandbox';

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

const bar = (page: Page) => page.locator('booking-search').first();

/** Prices of the room cards, in the order shown. */
async function roomPrices(page: Page): Promise<number[]> {
  const cards = page.locator('.bw-card');
  const count = await cards.count();
  const prices: number[] = [];
  for (let i = 0; i < count; i++) {
    const texts = await cards.nth(i).locator('.bw-offer').allInnerTexts();
    const amounts = texts.map((t) => Number(/[¥₩$]([\d,]+)/.exec(t)?.[1]?.replace(/,/g, '')));
    prices.push(Math.min(...amounts));
  }
  return prices;
}

test('a guest searches from the hotel homepage by keyboard only and lands on real results', async ({ page, request }) => {
  const stay = await availableStay(request, 14, 2);
  await page.goto(`${DEMO_ORIGIN}/`);
  await expect(bar(page).getByRole('button', { name: /Dates/ })).toBeVisible();

  await tabTo(page, /^Dates/);
  await page.keyboard.press('Enter');
  await expect(bar(page).getByRole('dialog')).toBeVisible();
  await expect(bar(page).getByRole('grid')).toHaveCount(2); // two months on desktop
  await pickStayByKeyboard(page, localDay(0), stay.checkin, stay.checkout);
  await expect(bar(page).getByRole('dialog')).toHaveCount(0);
  await expect(bar(page).getByRole('button', { name: /Dates/ })).toContainText('2 nights');

  await tabTo(page, /^Guests/);
  await page.keyboard.press('Enter');
  // sakura-tokyo counts children by tier: one primary-school child in room 1, then a second room.
  await tabTo(page, /^Add one: Child, primary school/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^Add a room$/);
  await page.keyboard.press('Enter');
  await tabTo(page, /^Done$/);
  await page.keyboard.press('Enter');
  await expect(bar(page).getByRole('button', { name: /Guests/ })).toContainText('4 adults, 1 child, 2 rooms');

  await tabTo(page, /^Search$/);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${WIDGET_ORIGIN}/booking/result?**`);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ code: 'sakura-tokyo', checkin: stay.checkin, checkout: stay.checkout });
  expect(JSON.parse(url.searchParams.get('rooms')!)).toEqual([
    { adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1 }] },
    { adults: 2, children: 0 },
  ]);
  await expect(page.locator('.bw-card').first()).toBeVisible();
  await expect(page.locator('.bw-card').first()).toContainText('¥');

  // The search is remembered on the hotel's site for the hour.
  await page.goto(`${DEMO_ORIGIN}/`);
  await expect(bar(page).getByRole('button', { name: /Guests/ })).toContainText('4 adults, 1 child, 2 rooms');
});

test('results: sort both ways, plan view, and another language', async ({ page, request }) => {
  const stay = await availableStay(request, 20, 1);
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`);
  await expect(page.locator('.bw-card').first()).toBeVisible();

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption('price_low_to_high');
  await expect.poll(async () => {
    const p = await roomPrices(page);
    return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! <= v);
  }).toBe(true);
  const ascending = await roomPrices(page);

  await sort.selectOption('price_high_to_low');
  await expect.poll(async () => (await roomPrices(page)).join()).toBe([...ascending].sort((a, b) => b - a).join());

  await page.getByRole('button', { name: 'Plans', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Plans', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.bw-card--plan').first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('type')).toBe('plan');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await expect(page.getByRole('button', { name: 'プランから選ぶ', exact: true })).toBeVisible();
  await expect(page.locator('.bw-card--plan').first()).toContainText(/朝食|素泊まり|会員/);
});

test('the overlay opens the widget over the hotel page, traps focus, and closes with Escape', async ({ page, request }) => {
  const stay = await availableStay(request, 14, 1);
  await page.goto(`${DEMO_ORIGIN}/overlay.html`);
  await tabTo(page, /^Dates/);
  await page.keyboard.press('Enter');
  await pickStayByKeyboard(page, localDay(0), stay.checkin, stay.checkout);
  await tabTo(page, /^Search$/);
  await page.keyboard.press('Enter');

  const overlay = page.locator('booking-overlay');
  const dialog = overlay.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
  const frame = page.frameLocator('booking-overlay iframe');
  await expect(frame.locator('.bw-card').first()).toBeVisible();
  // One close control: the widget's own, in its header; focus has gone into the widget.
  await expect(frame.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Close' })).toBeHidden();
  await expect(overlay.locator('iframe')).toBeFocused();
  expect(page.url()).toBe(`${DEMO_ORIGIN}/overlay.html`);

  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
});

test('Escape inside the overlay frame closes it too', async ({ page, request }) => {
  const stay = await availableStay(request, 14, 1);
  await page.goto(`${DEMO_ORIGIN}/overlay.html`);
  await bar(page).getByRole('button', { name: /Dates/ }).click();
  await pickStayByKeyboard(page, localDay(0), stay.checkin, stay.checkout);
  await bar(page).getByRole('button', { name: 'Search' }).click();
  const frame = page.frameLocator('booking-overlay iframe');
  await expect(frame.locator('.bw-card').first()).toBeVisible();
  await frame.locator('.bw-card').first().click();
  await page.keyboard.press('Escape');
  await expect(page.locator('booking-overlay')).toHaveCount(0);
});

test("the hotel page's aggressive CSS does not change the bar", async ({ page }) => {
  const styles = async () =>
    bar(page).evaluate((host) => {
      const root = host.shadowRoot!;
      const pick = (el: Element | null) => {
        const s = getComputedStyle(el!);
        return [s.display, s.fontFamily, s.color, s.backgroundColor, s.borderTopWidth, s.borderTopStyle, s.paddingTop].join('|');
      };
      return {
        form: pick(root.querySelector('form')),
        field: pick(root.querySelector('.bwsb__field')),
        submit: pick(root.querySelector('[type=submit]')),
        host: [getComputedStyle(host).display, getComputedStyle(host).borderTopStyle, getComputedStyle(host).backgroundColor].join('|'),
        height: Math.round(root.querySelector('form')!.getBoundingClientRect().height),
      };
    });
  // Compare once the facility settings have applied (the button takes sakura-tokyo's colour).
  const settled = () =>
    expect.poll(() => bar(page).getByRole('button', { name: 'Search' }).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(156, 47, 60)');
  await page.goto(`${DEMO_ORIGIN}/hostile.html`);
  await settled();
  const hostile = await styles();
  await page.goto(`${DEMO_ORIGIN}/`);
  await settled();
  const plain = await styles();
  expect(hostile.host).toBe('block|none|rgba(0, 0, 0, 0)');
  expect(hostile.form).toBe(plain.form);
  expect(hostile.field).toBe(plain.field);
  expect(hostile.submit).toBe(plain.submit);
  expect(hostile.height).toBe(plain.height);
});

test("the bar takes the facility's settings without moving the layout", async ({ page }) => {
  await page.goto(`${DEMO_ORIGIN}/`);
  const submit = bar(page).getByRole('button', { name: 'Search' });
  await expect(submit).toBeVisible();
  const before = await bar(page).boundingBox();
  // sakura-tokyo's button colour arrives with the settings.
  await expect.poll(() => submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(156, 47, 60)');
  const after = await bar(page).boundingBox();
  expect(after).toEqual(before);
});

test('two bars on one page work independently; API calls queued before the script are replayed; events and dataLayer carry no personal data', async ({ page, request }) => {
  const stay = await availableStay(request, 14, 1);
  // booking:search is followed at once by the navigation: report it out of the page as it fires.
  const searches: unknown[] = [];
  await page.exposeFunction('reportSearch', (detail: unknown) => searches.push(detail));
  await page.addInitScript(() =>
    document.addEventListener('booking:search', (e) => (window as unknown as { reportSearch(d: unknown): void }).reportSearch((e as CustomEvent).detail)),
  );
  await page.goto(`${DEMO_ORIGIN}/integrator.html`);
  const seoul = page.locator('booking-search[data-booking-widget="hangang-seoul"]');
  const taipei = page.locator('booking-search[data-booking-widget="taipei-lotus"]');
  await expect(seoul.getByRole('button', { name: '검색' })).toBeVisible();
  await expect(taipei.getByRole('button', { name: '搜尋' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { widgetEvents: unknown[] }).widgetEvents.filter((e) => (e as string[])[0] === 'ready').length)).toBe(2);

  // Taipei searches in page mode: its bar only; Seoul's stays as it was.
  await taipei.getByRole('button', { name: /日期|入住/ }).first().click();
  await pickStayByKeyboard(page, localDay(0), stay.checkin, stay.checkout);
  await expect(seoul.getByRole('dialog')).toHaveCount(0);
  await taipei.getByRole('button', { name: '搜尋' }).click();
  await expect.poll(() => searches.length).toBe(1);
  const [search] = searches;
  expect(search).toMatchObject({ hotel_code: 'taipei-lotus', checkin: stay.checkin, checkout: stay.checkout, nights: 1, adults: 2 });
  await page.waitForURL(`${WIDGET_ORIGIN}/booking/result?**`);
  expect(new URL(page.url()).searchParams.get('locale')).toBe('zh_Hant');
  await expect(page.locator('.bw-card').first()).toContainText('NT$');
});

test('the JavaScript API: open() searches with the given criteria, and dataLayer gets the search without personal data', async ({ page, request }) => {
  const stay = await availableStay(request, 30, 2);
  await page.goto(`${DEMO_ORIGIN}/integrator.html`);
  await expect(page.locator('booking-search[data-booking-widget="hangang-seoul"]').getByRole('button', { name: '검색' })).toBeVisible();
  await page.evaluate(
    (s) =>
      (window as unknown as { BookingWidget: { open(c: object): void } }).BookingWidget.open({ code: 'hangang-seoul', checkin: s.checkin, checkout: s.checkout, rooms: [{ adults: 1, children: 0 }] }),
    stay,
  );
  await expect(page.locator('booking-overlay').getByRole('dialog')).toBeVisible();
  const pushed = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer);
  expect(pushed).toEqual([
    { event: 'booking_search', hotel_code: 'hangang-seoul', search_type: 'dated', checkin: stay.checkin, checkout: stay.checkout, nights: 2, is_day_use: false, adults: 1, children: 0, rooms: 1 },
  ]);
  await expect(page.frameLocator('booking-overlay iframe').locator('.bw-card').first()).toContainText('₩');
});

test('a brand site: a search leads to the brand’s hotels with their lowest prices, each leading to its results', async ({ page, request }) => {
  const stay = await availableStay(request, 14, 1);
  await page.goto(`${DEMO_ORIGIN}/brand.html`);
  const submit = bar(page).getByRole('button', { name: 'Search' });
  await expect(submit).toBeVisible();
  // The brand setup is known once the settings arrive (the button takes the brand's colour).
  await expect.poll(() => submit.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(31, 95, 139)');
  await bar(page).getByRole('button', { name: /Dates/ }).click();
  await pickStayByKeyboard(page, localDay(0), stay.checkin, stay.checkout);
  await submit.click();
  await page.waitForURL(`${WIDGET_ORIGIN}/facilities?**`);
  const hotels = page.locator('.bw-hotel');
  await expect(hotels).toHaveCount(3);
  await expect(hotels.first()).toContainText('¥');
  await hotels.nth(1).getByRole('link').first().click();
  await page.waitForURL(/\/booking\/result\?/);
  expect(new URL(page.url()).searchParams.get('checkin')).toBe(stay.checkin);
  await expect(page.locator('.bw-card').first()).toBeVisible();
});

test('each currency shows its own symbol: ¥ without decimals, ₩ without decimals, NT$', async ({ page, request }) => {
  const stay = await availableStay(request, 14, 1);
  for (const [code, symbol] of [
    ['sakura-tokyo', '¥'],
    ['hangang-seoul', '₩'],
    ['taipei-lotus', 'NT$'],
  ] as const) {
    await page.goto(`/booking/result?code=${code}&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&locale=en`);
    const price = page.locator('.bw-offer').first();
    await expect(price).toContainText(symbol);
    expect(await price.innerText()).toMatch(new RegExp(`${symbol.replace('$', '\\$')}\\d{1,3}(,\\d{3})+(?![.\\d])`));
  }
});

test('a sold-out stay offers the next available date', async ({ page, request }) => {
  const [first] = (await sandbox(request).info()).sold_out_dates.filter((d) => d > localDay(1));
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${first}&checkout=${localDay(1, new Date(`${first}T12:00:00`))}&adults=2`);
  await expect(page.getByText('Nothing is available for your search.')).toBeVisible();
  await page.getByRole('button', { name: /Search from/ }).click();
  await expect(page.locator('.bw-card').first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('checkin')! > first!).toBe(true);
});

for (const locale of ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant']) {
  test(`axe reports no violations on the bar and the results page in ${locale}`, async ({ page, request }) => {
    const stay = await availableStay(request, 14, 1);
    await page.goto(`${DEMO_ORIGIN}/`);
    await page.evaluate((l) => {
      // The same bar in the requested language: mount it by the JavaScript API.
      const el = document.createElement('div');
      el.id = 'axe-bar';
      document.body.prepend(el);
      (window as unknown as { BookingWidget: { mount(e: Element, o: object): void } }).BookingWidget.mount(el, { code: 'sakura-tokyo', locale: l });
    }, locale);
    const axeBar = page.locator('#axe-bar booking-search');
    await expect(axeBar.locator('form')).toBeVisible();
    await axeBar.locator('.bwsb__field').first().click();
    await expect(axeBar.getByRole('dialog')).toBeVisible();
    const barResults = await new AxeBuilder({ page }).include('#axe-bar').analyze();
    expect(barResults.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

    await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&locale=${locale}`);
    await expect(page.locator('.bw-card').first()).toBeVisible();
    const resultsPage = await new AxeBuilder({ page }).analyze();
    expect(resultsPage.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
}
