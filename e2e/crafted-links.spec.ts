// Crafted links: absurd room counts, guests or nights, and return addresses that are not ours.
// The guest gets a clear message and a working page, never a hung tab, a blank page or a foreign site.
import { expect, test } from '@playwright/test';
import { DEMO_ORIGIN, WIDGET_ORIGIN } from './env';
import { availableStay } from './helpers';
import { sandbox } from './sandbox';

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

test('a results link asking for 999999999 rooms and a billion adults says so in the guest’s language and shows the search the hotel allows', async ({ page, request }) => {
  const stay = await availableStay(request, 14, 1);
  for (const [locale, message] of [
    ['en', 'This link asks for more than can be booked in one search'],
    ['ja', 'このリンクは1回の検索で予約できる範囲'],
  ] as const) {
    await page.goto(`/booking/result?code=sakura-tokyo&locale=${locale}&checkin=${stay.checkin}&checkout=${stay.checkout}&room_count=999999999&adults=1e9&children=0`);
    await expect(page.getByRole('alert')).toContainText(message);
    // sakura-tokyo searches up to 3 rooms: the search shows 3 rooms, and real results.
    await expect(page.locator('.bw-card').first()).toContainText('¥');
    await expect(page.getByRole('search').getByRole('button', { name: /Guests|人数|ご利用人数|宿泊人数/ })).toContainText(/3/);
  }
});

test('an undated link asking for a million nights is answered with the message, not a blank page', async ({ page }) => {
  await page.goto('/booking/result?code=sakura-tokyo&locale=en&st=undated&n=1000000&adults=2');
  await expect(page.getByRole('alert').filter({ hasText: 'This link asks' })).toContainText('This link asks for more than can be booked in one search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the sign-in callback ignores a urlBack that is not ours (foreign, javascript:, malformed) and goes on to the search', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const urlBack of ['https://evil.example/phish', 'javascript:alert(1)', 'http://[::1', '//evil.example/x']) {
    await page.goto(`/sso/custom/callback?code=sakura-tokyo&locale=en&urlBack=${encodeURIComponent(urlBack)}`);
    await page.waitForURL(`${WIDGET_ORIGIN}/booking/result?code=sakura-tokyo`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Its own site's address is honoured.
  await page.goto(`/sso/custom/callback?code=sakura-tokyo&urlBack=${encodeURIComponent('/booking/result?code=sakura-tokyo&type=plan')}`);
  await page.waitForURL(`${WIDGET_ORIGIN}/booking/result?code=sakura-tokyo&type=plan`);
  expect(dialogs).toEqual([]);
});

test('BookingWidget.open() with absurd criteria brings them within the hotel’s rules and still lands on real results', async ({ page, request }) => {
  const stay = await availableStay(request, 14, 1);
  const hints: string[] = [];
  page.on('console', (message) => message.text().includes('open(): criteria outside') && hints.push(message.text()));
  await page.goto(`${DEMO_ORIGIN}/`);
  // Once the hotel's settings are in (its button colour): its limits are 3 rooms of at most 4 guests.
  const submit = page.locator('booking-search').getByRole('button', { name: 'Search' });
  await expect.poll(() => submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(156, 47, 60)');
  await page.evaluate(
    (s) =>
      (window as unknown as { BookingWidget: { open(c: object): void } }).BookingWidget.open({
        checkin: s.checkin,
        checkout: s.checkout,
        nights: 1e6,
        rooms: Array.from({ length: 5000 }, () => ({ adults: 1e9, children: 0 })),
      }),
    stay,
  );
  await page.waitForURL(`${WIDGET_ORIGIN}/booking/result?**`);
  const url = new URL(page.url());
  expect([url.searchParams.get('checkin'), url.searchParams.get('room_count'), url.searchParams.get('adults')]).toEqual([stay.checkin, '3', '4']);
  expect(hints).toHaveLength(1);
  await expect(page.locator('.bw-card, .bw-empty, [role=alert]').first()).toBeVisible();
});
