import { expect, test, type Page } from '@playwright/test';
import { availableStay, chooseRoomAndBook, fillYourDetails, yen } from './helpers';
import { clientSession, sandbox, searchedPlan, storedReservation } from './sandbox';

// A coupon typed on the guest detail step at sakura-tokyo, in real Chromium against the sandbox (server/README.md,
// Codes and programs → Coupons): WELCOME10 (10 % off) re-prices the chosen room before the payment step, which says
// the price became cheaper with the before and after totals and charges the new total, and the stored reservation is
// booked at that total with the coupon's discount; OLD2025 (expired) is refused at the coupon field and the guest
// stays on the guest detail step with everything typed still there.


/** One Standard Double, room only, for the search's default guests (two adults). */
const ROOM = { roomTypeName: 'Standard Double', roomPlanCode: 'STD-RO', planName: 'Room only', adults: 2 } as const;

const GUEST = { first: 'Taro', last: 'Yamada', phone: '+819012345678' };


test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});




const toGuestDetail = (page: Page, stay: { checkin: string; checkout: string }) => chooseRoomAndBook(page, 'sakura-tokyo', stay, ROOM);

/** The required fields (sakura-tokyo requires a phone number), the coupon, and the terms. */
async function fillGuest(page: Page, email: string, coupon: string) {
  await fillYourDetails(page, GUEST, email);
  await page.getByLabel('Coupon code', { exact: true }).fill(coupon);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions.' }).check();
}

test('WELCOME10 typed on guest detail makes the payment step cheaper, and the booking is made at that price with the discount', async ({ page, request }) => {
  const stay = await availableStay(request, 40, 2);
  const email = 'taro.coupon@example.com';
  const session = await clientSession(request);
  // Without the coupon the room costs what the results show; with it, what the sandbox's room search gives for it.
  const before = (await searchedPlan(request, session, { hotel: 'sakura-tokyo', stay, adults: ROOM.adults, roomPlanCode: ROOM.roomPlanCode })).total_price;
  const withCoupon = await searchedPlan(request, session, { hotel: 'sakura-tokyo', stay, adults: ROOM.adults, roomPlanCode: ROOM.roomPlanCode, coupon: 'WELCOME10' });
  const after = withCoupon.total_price;
  expect(withCoupon.coupon?.code).toBe('WELCOME10');
  expect(withCoupon.discount).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);

  await toGuestDetail(page, stay);
  await expect(page.getByTestId('bw-gd-total')).toHaveText(yen(before));
  await fillGuest(page, email, 'WELCOME10');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // The payment step: the price became cheaper, from the total without the coupon to the one with it.
  await expect(page).toHaveURL(/\/reservation\/payment/);
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  const notice = page.getByTestId('bw-price-change');
  await expect(notice).toHaveText(`The price became cheaper with your coupon: ${yen(before)} → ${yen(after)}.`);
  await expect(notice).toHaveRole('status');
  const payTotal = page.getByTestId('bw-pay-total');
  await expect(payTotal).toHaveText(yen(after));
  const shown = Number((await payTotal.innerText()).replace(/[^\d]/g, ''));
  expect(shown).toBe(after);
  // The widget re-priced the room through the room search with the coupon.
  const searches = (await sandbox(request).requests('/rooms')).filter((c) => /\/hotels\/sakura-tokyo\/rooms$/.test(c.path));
  const repriced = searches.filter((c) => new URLSearchParams((c as unknown as { query?: string }).query ?? '').get('coupon_code') === 'WELCOME10');
  expect(repriced.length, 'a room search with coupon_code=WELCOME10').toBeGreaterThan(0);
  expect(repriced.every((c) => c.status === 200)).toBe(true);

  await page.getByRole('radio', { name: 'Pay at the hotel' }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+\?code=[a-z-]+$/);
  const number = /confirmation\/([A-Z0-9]+)/.exec(page.url())![1]!;
  await expect(page.getByText(number, { exact: true })).toBeVisible();

  // The stored reservation: booked with the coupon at the total the payment step showed.
  const reservation = await storedReservation(request, session, 'sakura-tokyo', number, email);
  expect(reservation.status).toBe('done');
  expect(reservation.payment_method).toBe('on_site');
  expect(reservation.rooms).toHaveLength(1);
  expect(reservation.rooms[0]).toMatchObject({ room_plan_code: ROOM.roomPlanCode, total_price: after, discount: withCoupon.discount });
  expect(reservation.price.total).toBe(shown);
  expect(reservation.price.discount).toBeGreaterThan(0);
  expect(reservation.price.discount).toBe(before - after);
});

test('an expired coupon (OLD2025) is refused at the coupon field and the guest stays on guest detail with everything typed', async ({ page, request }) => {
  const stay = await availableStay(request, 44, 2);
  const email = 'taro.expired@example.com';

  await toGuestDetail(page, stay);
  await fillGuest(page, email, 'OLD2025');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // The hotel's refusal, next to the coupon field (the field names it as its description) and in the error summary.
  const coupon = page.getByLabel('Coupon code', { exact: true });
  await expect(coupon).toHaveAccessibleDescription('This coupon has expired.');
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#bw-gd-coupon_code-error')).toHaveText('This coupon has expired.');
  await expect(page.getByRole('alert').filter({ hasText: 'Coupon code: This coupon has expired.' })).toBeVisible();
  // The sandbox refused the room search with that coupon.
  const searches = (await sandbox(request).requests('/rooms')).filter(
    (c) => /\/hotels\/sakura-tokyo\/rooms$/.test(c.path) && new URLSearchParams((c as unknown as { query?: string }).query ?? '').get('coupon_code') === 'OLD2025',
  );
  expect(searches.map((c) => c.status)).toContain(422);

  // Still on guest detail, nothing booked, and every field keeps what was typed.
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
  await expect(page.getByRole('heading', { name: 'Guest details', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  const yours = page.getByRole('group', { name: 'Your details' });
  await expect(yours.getByLabel(/^First name/)).toHaveValue(GUEST.first);
  await expect(yours.getByLabel(/^Last name/)).toHaveValue(GUEST.last);
  await expect(yours.getByLabel(/^Email/)).toHaveValue(email);
  await expect(yours.getByLabel(/^Confirm email/)).toHaveValue(email);
  await expect(yours.getByLabel(/^Phone/)).toHaveValue(GUEST.phone);
  await expect(coupon).toHaveValue('OLD2025');
  await expect(page.getByRole('checkbox', { name: 'I accept the terms and conditions.' })).toBeChecked();
  expect((await sandbox(request).requests('/reservations')).filter((r) => r.method === 'POST')).toEqual([]);
});
