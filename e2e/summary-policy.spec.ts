import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { availableStay, chooseRoomAndBook, fillYourDetails, yen } from './helpers';
import { clientSession, sandbox, storedReservation } from './sandbox';

// Cancellation terms before payment (one line on every offer and beside the checkout total, the whole policy in a
// dialog that keeps the guest's place) and the one summary of the stay and its price on every step.

test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});

const ROOM = { roomTypeName: 'Standard Double', planName: 'Room only', adults: 2 } as const;
const short = (iso: string) => new Intl.DateTimeFormat('en', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
const minusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Whether the focused element (looking into shadow roots) is inside an open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return !!el?.closest('dialog[open]');
  });

/** Opens the full policy from `opener` by keyboard, checks focus stays in it, closes it with Escape. */
async function openAndCloseByKeyboard(page: Page, opener: Locator, name: RegExp) {
  const url = page.url();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInDialog(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  // Not a navigation: the guest is where they were.
  expect(page.url()).toBe(url);
}

test('every offer shows its cancellation terms in one line, rooms and plans views, from one request; the full policy opens in a dialog and closes with the keyboard', async ({ page, request }) => {
  const stay = await availableStay(request, 20, 2);
  // With the promotion code, the secret web rate (a non-refundable special rate) is offered too.
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&type=room&pc=SAKURA10&locale=en`);
  const offers = page.locator('.bw-offer');
  await expect(offers.first()).toBeVisible();
  const count = await offers.count();
  await expect(page.getByTestId('bw-policy-line')).toHaveCount(count);
  // The standard policy (room only): charges from 3 days before check-in, so free until 15:00 four days before.
  const roomOnly = offers.filter({ has: page.getByRole('heading', { name: 'Room only', exact: true }) }).first();
  await expect(roomOnly.getByTestId('bw-policy-line')).toContainText(`Free cancellation until ${short(minusDays(stay.checkin, 4))} 15:00`);
  // A special rate: non-refundable.
  const secret = offers.filter({ has: page.getByRole('heading', { name: 'Secret rate (promotion code)' }) }).first();
  await expect(secret.getByTestId('bw-policy-line')).toContainText('Non-refundable');
  // One request for the plans on the page.
  expect(await sandbox(request).requests('/cancellation_policies')).toHaveLength(1);

  // A room chosen, then the policy opened and closed: the choice and the page stay.
  await page.getByRole('button', { name: `Select ${ROOM.planName}, ${ROOM.roomTypeName}`, exact: true }).click();
  const selection = page.getByRole('region', { name: 'Your selection' });
  await expect(selection).toContainText('1 room selected');
  await openAndCloseByKeyboard(page, roomOnly.getByRole('button', { name: /^Cancellation policy: / }), /^Cancellation policy: Room only/);
  await expect(selection).toContainText('1 room selected');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);

  // The plans view: every room of every plan has its line.
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&type=plan&locale=en`);
  const rooms = page.locator('.bw-offer--room');
  await expect(rooms.first()).toBeVisible();
  await expect(page.getByTestId('bw-policy-line')).toHaveCount(await rooms.count());
  await expect(rooms.first().getByTestId('bw-policy-line')).toContainText(/Free cancellation until|Non-refundable|Cancelling now costs/);
  await openAndCloseByKeyboard(page, rooms.first().getByRole('button', { name: /^Cancellation policy: / }), /^Cancellation policy: /);
});

test('guest details, payment and confirmation show one summary that agrees with the stored booking, with the cancellation terms beside the total', async ({ page, request }) => {
  const stay = await availableStay(request, 20, 2);
  const email = `summary-${Date.now()}@example.com`;
  await chooseRoomAndBook(page, 'sakura-tokyo', stay, ROOM);

  // Guest details: the summary with the stay, the room, the terms; opening the policy keeps what was typed.
  const gd = page.getByTestId('bw-gd-summary');
  await expect(gd).toContainText('Hotel Sakura Tokyo');
  await expect(gd).toContainText('2 nights');
  await expect(gd).toContainText(`${ROOM.roomTypeName}${ROOM.planName}2 adults`);
  await expect(gd).toContainText(/¥[\d,]+ (average per night )?× 2 nights/);
  const policy = `Free cancellation until ${short(minusDays(stay.checkin, 4))} 15:00`;
  await expect(gd.getByTestId('bw-policy-line')).toContainText(policy);
  await fillYourDetails(page, { first: 'Hanako', last: 'Sato', phone: '+81312345678' }, email);
  await openAndCloseByKeyboard(page, gd.getByRole('button', { name: /^Cancellation policy: / }), /^Cancellation policy: Room only/);
  await expect(page.getByRole('group', { name: 'Your details' }).getByLabel(/^First name/)).toHaveValue('Hanako');
  // An extra: its own row; the total and its tax follow.
  await page.getByRole('button', { name: /^Add one: Anniversary cake/ }).click();
  await expect(page.getByTestId('bw-gd-extras')).toBeVisible();
  // Pay now or at the hotel is the payment method's choice: said, not guessed.
  await expect(gd).toContainText('You choose how to pay on the next step.');
  const gdTotal = await page.getByTestId('bw-gd-total').textContent();
  const gdExtras = await page.getByTestId('bw-gd-extras').textContent();
  const gdTax = await page.getByTestId('bw-gd-tax').textContent();
  expect(gdTax).toMatch(/^of which tax ¥[\d,]+$/);
  let axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions.' }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Payment: the same summary and terms; paying by card, all of it is paid now.
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  const pay = page.getByTestId('bw-pay-summary');
  // This is the step where the method is chosen: the summary does not send the guest to a "next step".
  await expect(pay).toContainText('Hotel Sakura Tokyo');
  await expect(pay).not.toContainText('next step');
  await expect(page.getByTestId('bw-pay-total')).toHaveText(gdTotal!);
  await expect(page.getByTestId('bw-pay-tax')).toHaveText(gdTax!);
  await expect(page.getByTestId('bw-pay-extras')).toHaveText(gdExtras!);
  await expect(pay.getByTestId('bw-policy-line')).toContainText(policy);
  await page.getByRole('radio', { name: 'Pay at the hotel' }).check();
  await expect(page.getByTestId('bw-pay-pay-hotel')).toHaveText(gdTotal!);
  await expect(page.getByTestId('bw-pay-pay-now')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Credit card' }).check();
  await expect(page.getByTestId('bw-pay-pay-now')).toHaveText(gdTotal!);
  await expect(page.getByTestId('bw-pay-pay-hotel')).toHaveCount(0);
  axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
  await page.getByLabel(/^Name on card/).fill('HANAKO SATO');
  await page.getByLabel(/^Card number/).fill('4242424242424242');
  await page.getByLabel(/^Expiry date/).fill('12/30');
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  // Confirmation: the stored booking in the same summary.
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed', level: 1 })).toBeVisible();
  const number = /confirmation\/([A-Z0-9]+)/.exec(page.url())![1]!;
  await expect(page.getByTestId('bw-conf-total')).toHaveText(gdTotal!);
  await expect(page.getByTestId('bw-conf-tax')).toHaveText(gdTax!);
  await expect(page.getByTestId('bw-conf-pay-now')).toHaveText(gdTotal!);
  await expect(page.getByTestId('bw-conf-summary')).toContainText('Paid online');

  // The sandbox's stored booking: the same total, tax and extras, all paid online.
  const session = await clientSession(request);
  const stored = await storedReservation(request, session, 'sakura-tokyo', number, email);
  expect(yen(stored.price.total)).toBe(gdTotal);
  expect(`of which tax ${yen(stored.price.tax)}`).toBe(gdTax);
  expect(yen(stored.price.extras)).toBe(gdExtras);
  await expect(page.getByTestId('bw-conf-extras')).toHaveText(gdExtras!);
  expect(stored.price.remaining_amount).toBe(0);
});
