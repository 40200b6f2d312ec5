import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { availableStay, tabTo } from './helpers';
import { sandbox } from './sandbox';

// The pages after checkout against the sandbox: the seeded payment links (server/README.md) and the fail page.
// The confirmation page after a real booking is covered by e2e/payment.spec.ts.

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('#bw-main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const LINKS = [
  ['PL-SAKURA-PENDING', 'Awaiting payment', 'This payment has not been made yet.', '¥12,000'],
  ['PL-SAKURA-PAID', 'Paid', 'Thank you. Your payment has been received.', '¥25,800'],
  ['PL-SAKURA-FAILED', 'Payment failed', 'The last attempt to pay did not succeed.', '¥8,000'],
  ['PL-SAKURA-COMPLETED', 'Completed', 'This payment is complete. Nothing more is needed.', '¥30,000'],
  ['PL-SAKURA-REFUNDED', 'Refunded', 'This payment has been refunded.', '¥15,000'],
  ['PL-SAKURA-CANCELLED', 'Cancelled', 'This payment request has been cancelled. No payment is needed.', '¥5,000'],
] as const;

for (const [number, label, message, amount] of LINKS) {
  test(`the payment link page shows the seeded ${label.toLowerCase()} link`, async ({ page }) => {
    await page.goto(`/payments/${number}?code=sakura-tokyo&locale=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByText(amount)).toBeVisible();
    await expect(page.locator('.bw-header')).toHaveCount(0);
    // Only a link still to be paid (awaiting, or failed before) offers the pay form.
    const payable = number === 'PL-SAKURA-PENDING' || number === 'PL-SAKURA-FAILED';
    await expect(page.getByRole('button', { name: /^pay/i })).toHaveCount(payable ? 1 : 0);
    await noAxeViolations(page);
  });
}

test("a payment link carries the hotel's logo, name and colours, and names the time zone of its expiry", async ({ page }) => {
  await page.goto('/payments/PL-SAKURA-PENDING?code=sakura-tokyo&locale=en');
  const bar = page.locator('.bw-brandbar');
  await expect(bar).toHaveText('Hotel Sakura Tokyo');
  await expect(bar.locator('img')).toHaveJSProperty('complete', true);
  expect(await bar.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await bar.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(['rgb(43, 29, 31)', 'rgb(255, 255, 255)']);
  await expect(page.getByRole('button', { name: /^pay/i })).toHaveCSS('background-color', 'rgb(156, 47, 60)');
  await expect(page.locator('dd', { has: page.locator('time') }).last()).toHaveText(/\(Japan Time, GMT\+9\)$/);
});

test('a guest pays an awaiting payment link by card, and the page shows it paid', async ({ page, request }) => {
  await page.goto('/payments/PL-SAKURA-PENDING?code=sakura-tokyo&locale=en');
  try {
    await page.getByLabel(/^Name on card/).fill('TARO YAMADA');
    await page.getByLabel(/^Card number/).fill('4242424242424242');
    await page.getByLabel(/^Expiry date/).fill('12/30');
    await page.getByLabel(/^Security code/).fill('123');
    await page.getByRole('button', { name: /^pay/i }).click();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^pay/i })).toHaveCount(0);
  } finally {
    // The seeded links are shared by the other tests: put them back.
    await sandbox(request).resetPaymentLinks();
  }
});

test('the payment display page shows the state too, in Japanese', async ({ page }) => {
  await page.goto('/payments/PL-SAKURA-PAID/display?code=sakura-tokyo&locale=ja');
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い' })).toBeVisible();
  await expect(page.getByText('支払い済み', { exact: true })).toBeVisible();
  await expect(page.getByText('客室アップグレード')).toBeVisible();
  await noAxeViolations(page);
});

test('an unknown payment number says so', async ({ page }) => {
  await page.goto('/payments/PL-NOPE?code=sakura-tokyo&locale=en');
  await expect(page.getByRole('alert')).toHaveText('We could not find this payment. Please check the link you followed.');
});

test('the fail page explains the payment error by its code and goes back to the same search', async ({ page }) => {
  await page.goto('/reservation/fail?code=sakura-tokyo&checkin=2030-01-10&checkout=2030-01-12&adults=2&error_code=3006&error=RAW%20PROVIDER%20TEXT&locale=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking was not completed' })).toBeVisible();
  await expect(page.locator('#bw-main').getByRole('alert')).toHaveText('3D Secure authentication failed.');
  await expect(page.getByText('RAW PROVIDER TEXT')).toHaveCount(0);
  await noAxeViolations(page);
  await page.getByRole('link', { name: 'Back to search results' }).click();
  await expect(page).toHaveURL(/\/booking\/result\?.*checkin=2030-01-10/);
});

test('a keyboard guest books: focus lands on each new page\'s heading; the confirmation keeps no credentials in its address, survives a reload and Back, and the selection is gone', async ({ page, request }) => {
  const stay = await availableStay(request, 32, 1);
  await page.goto(`/reservation/fail?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking was not completed' })).toBeVisible();
  // The first page of a visit keeps the browser's start.
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();

  await tabTo(page, /^Back to search results$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeFocused();

  await expect(page.locator('.bw-card').first()).toBeVisible();
  await tabTo(page, /^Select .*Room only/, 80);
  await page.keyboard.press('Enter');
  await tabTo(page, /^Book$/, 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Guest details' })).toBeFocused();

  await page.getByLabel(/^First name/).first().fill('Taro');
  await page.getByLabel(/^Last name/).first().fill('Yamada');
  await page.getByLabel(/^Email/).fill('taro@example.com');
  await page.getByLabel(/^Confirm email/).fill('taro@example.com');
  await page.getByLabel(/^Phone/).fill('+819012345678');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions.' }).focus();
  await page.keyboard.press('Space');
  await tabTo(page, /^Continue to payment$/, 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeFocused();

  await page.getByRole('radio', { name: 'Pay at the hotel' }).focus();
  await page.keyboard.press('Space');
  await tabTo(page, /^Confirm booking$/, 80);
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' });
  await expect(heading).toBeFocused();
  const number = /confirmation\/([A-Z0-9]+)/.exec(page.url())![1]!;
  await expect(page.getByText(number, { exact: true })).toBeVisible();

  // The credentials have left the address; the page still shows the booking after a reload.
  await expect(page).toHaveURL(new RegExp(`/reservation/confirmation/${number}\\?code=sakura-tokyo$`));
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByText(number, { exact: true })).toBeVisible();

  // Back from the confirmation shows the confirmation, not a checkout step asking for details.
  await page.goBack();
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/reservation/confirmation/${number}`));
  await expect(page.getByText('Guest details needed')).toHaveCount(0);

  // The booked rooms are no longer selected when the guest searches again.
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&locale=en`);
  await expect(page.locator('.bw-card').first()).toBeVisible();
  await expect(page.getByText('1 room selected')).toHaveCount(0);
});

test('a language change is put in the address, so a reload keeps it', async ({ page }) => {
  await page.goto('/nowhere?code=sakura-tokyo&locale=en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
  await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page).toHaveURL(/\/nowhere\?code=sakura-tokyo&locale=ko$/);
  // A shared link opens in that language, whatever the other browser chose before.
  const other = await page.context().browser()!.newContext({ locale: 'ja-JP' });
  const shared = await other.newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await other.close();
});
