import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { availableStay } from './helpers';
import { sandbox } from './sandbox';

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

/** Results for a stay, one room selected, then Book. */
async function bookOneRoom(page: Page, stay: { checkin: string; checkout: string }) {
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&locale=en`);
  await page.getByRole('button', { name: /^Select / }).first().click();
  await page.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book', exact: true }).click();
  await page.waitForURL('**/reservation/guest-detail?**');
  await expect(page.getByRole('heading', { name: 'Guest details', level: 1 })).toBeVisible();
}

const field = (page: Page, label: RegExp) => page.getByLabel(label).first();

test('a guest books a room, fills the guest details, reloads without losing anything and reaches the payment step', async ({ page, request }) => {
  const stay = await availableStay(request, 20, 2);
  await bookOneRoom(page, stay);
  expect(new URL(page.url()).searchParams.get('code')).toBe('sakura-tokyo');

  await field(page, /^First name/).fill('Hanako');
  await field(page, /^Last name/).fill('Sato');
  await field(page, /^Email/).fill('hanako@example.com');
  await field(page, /^Confirm email/).fill('hanako@example.com');
  await field(page, /^Phone/).fill('+81312345678');
  await field(page, /^Anything we should know/).fill('Late arrival');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions.' }).check();
  await page.getByRole('button', { name: /^Add one: Anniversary cake/ }).click();
  const total = await page.getByTestId('bw-gd-total').textContent();

  await page.reload();
  await expect(field(page, /^First name/)).toHaveValue('Hanako');
  await expect(field(page, /^Last name/)).toHaveValue('Sato');
  await expect(field(page, /^Email/)).toHaveValue('hanako@example.com');
  await expect(field(page, /^Confirm email/)).toHaveValue('hanako@example.com');
  await expect(field(page, /^Phone/)).toHaveValue('+81312345678');
  await expect(field(page, /^Anything we should know/)).toHaveValue('Late arrival');
  await expect(page.getByRole('checkbox', { name: 'I accept the terms and conditions.' })).toBeChecked();
  await expect(page.getByTestId('bw-gd-total')).toHaveText(total!);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL('**/reservation/payment?**');
  expect(new URL(page.url()).searchParams.get('code')).toBe('sakura-tokyo');
});

test('the guest detail page, with its error summary, has no axe violations', async ({ page, request }) => {
  const stay = await availableStay(request, 24, 1);
  await bookOneRoom(page, stay);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.locator('.bw-gd__errors')).toBeFocused();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
