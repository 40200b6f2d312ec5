import { expect, test, type Page } from '@playwright/test';
import { availableStay } from './helpers';
import { API, clientSession, sandbox, storedReservation } from './sandbox';

// More of a guest's booking in real Chromium against the sandbox: the 1,000,000-yen limit for VISA / Mastercard on
// the payment page, and a free-text answer and a file attachment that reach the stored reservation.


test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});


async function fillGuest(page: Page, email: string) {
  await page.getByLabel(/^First name/).first().fill('Taro');
  await page.getByLabel(/^Last name/).first().fill('Yamada');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Confirm email/).fill(email);
  // The sandbox requires a phone number.
  await page.getByLabel(/^Phone/).fill('+819012345678');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions.' }).check();
}

async function fillCard(page: Page, number: string) {
  await page.getByRole('radio', { name: 'Credit card' }).check();
  await page.getByLabel(/^Name on card/).fill('TARO YAMADA');
  await page.getByLabel(/^Card number/).fill(number);
  await page.getByLabel(/^Expiry date/).fill('12/30');
  await page.getByLabel(/^Security code/).fill('123');
}

interface SearchRoom {
  room_type_code: string;
  room_type_name: string;
  room_count: number;
  room_plans: { room_plan_code: string; room_plan_name: string; total_price: number; requires_sign_in: boolean; payment_methods: string[] }[];
}

test('a stay over 1,000,000 yen is refused with a VISA card and accepted with a JCB card', async ({ page, request }) => {
  // One room, two adults (the search defaults). The sandbox's sold-out nights (every 23rd day of the year) cap a stay
  // below 23 nights, so a real search looks for a 22-night stay (e.g. over the year-end season) above 1,000,000 yen.
  const rooms = 1;
  const adults = 2;
  const session = await clientSession(request);
  type Offer = { room: SearchRoom; plan: SearchRoom['room_plans'][number] };
  let stay: { checkin: string; checkout: string } | undefined;
  let offers: Offer[] = [];
  for (let from = 14; from < 330 && !stay; from += 7) {
    // sakura-tokyo takes bookings 12 months ahead.
    const candidate = await availableStay(request, from, 22, 360);
    const params = new URLSearchParams({ type: 'room', order: 'price_high_to_low', locale: 'en' });
    params.set('rooms[0][checkin_date]', candidate.checkin);
    params.set('rooms[0][checkout_date]', candidate.checkout);
    params.set('rooms[0][adults]', String(adults));
    const search = await request.get(`${API}/hotels/sakura-tokyo/rooms?${params}`, { headers: { 'X-Client-Session': session } });
    if (search.status() !== 200) continue;
    const found = ((await search.json()) as { data: { rooms: SearchRoom[] } }).data.rooms;
    offers = found
      .filter((room) => room.room_count >= rooms)
      .flatMap((room) => room.room_plans.filter((plan) => !plan.requires_sign_in && plan.payment_methods.includes('credit_card')).map((plan) => ({ room, plan })))
      .sort((x, y) => y.plan.total_price - x.plan.total_price);
    if (offers[0] && offers[0].plan.total_price > 1_000_000) stay = candidate;
  }
  expect(stay, 'a stay over 1,000,000 yen in the sandbox').toBeTruthy();
  const best = offers[0]!;
  expect(best, 'a bookable room plan for the stay').toBeTruthy();
  expect(best.plan.total_price).toBeGreaterThan(1_000_000);

  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay!.checkin}&checkout=${stay!.checkout}&adults=${adults}&room_count=${rooms}&type=room&locale=en`);
  const name = `${best.plan.room_plan_name}, ${best.room.room_type_name}`;
  await page.getByRole('button', { name: `Select ${name}`, exact: true }).click();
  for (let i = 1; i < rooms; i++) await page.getByRole('button', { name: `Add one: ${name}`, exact: true }).click();
  const selection = page.getByRole('region', { name: 'Your selection' });
  await expect(selection).toContainText(rooms === 1 ? '1 room selected' : `${rooms} rooms selected`);
  await selection.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Guest details', level: 1 })).toBeVisible();
  await fillGuest(page, 'taro.big@example.com');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/reservation\/payment/);
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();

  // VISA: the catalogue's message (booking.errors.card_brand_limit), and no booking.
  await sandbox(request).reset();
  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText('Online payments over ¥1,000,000 cannot be made with Visa or Mastercard. Please use another card.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/payment/);
  expect((await sandbox(request).requests('/reservations')).filter((r) => r.method === 'POST')).toEqual([]);

  // JCB: accepted, the booking is confirmed.
  await page.getByLabel(/^Card number/).fill('3530111333300000');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+\?code=[a-z-]+$/, { timeout: 15_000 });
  const number = /confirmation\/([A-Z0-9]+)/.exec(page.url())![1]!;
  await expect(page.getByText(number, { exact: true })).toBeVisible();

  const reservation = await storedReservation(request, session, 'sakura-tokyo', number, 'taro.big@example.com');
  expect(reservation.status).toBe('done');
  expect(reservation.rooms).toHaveLength(rooms);
  expect(reservation.price.total).toBeGreaterThan(1_000_000);
  expect(reservation.card?.brand).toBe('jcb');
});

test('a free-text answer and an attachment given on the guest detail page are stored with the reservation', async ({ page, request }) => {
  const stay = await availableStay(request, 32, 2);
  const email = 'hanako.files@example.com';
  const answer = 'We are celebrating our anniversary; no nuts, please.';

  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2&locale=en`);
  await page.getByRole('button', { name: /^Select / }).first().click();
  await page.getByRole('region', { name: 'Your selection' }).getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Guest details', level: 1 })).toBeVisible();
  await fillGuest(page, email);

  // sakura-tokyo's free question 14.
  await page.getByLabel(/^Anything we should know \(allergies, a special occasion\)\?/).fill(answer);
  await page.getByLabel(/^Choose files/).setInputFiles({ name: 'passport.txt', mimeType: 'text/plain', buffer: Buffer.from('passport copy\n') });
  const attachments = page.locator('.bw-attachments');
  await expect(attachments.getByText('Uploaded')).toBeVisible();
  await expect(attachments.getByText('passport.txt')).toBeVisible();

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/reservation\/payment/);
  await page.getByRole('radio', { name: 'Pay at the hotel' }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+\?code=[a-z-]+$/);
  const number = /confirmation\/([A-Z0-9]+)/.exec(page.url())![1]!;

  const session = await clientSession(request);
  const reservation = await storedReservation(request, session, 'sakura-tokyo', number, email);
  expect(reservation.status).toBe('done');
  expect(reservation.payment_method).toBe('on_site');
  expect(reservation.answers).toEqual(expect.arrayContaining([expect.objectContaining({ additional_question_id: 14, text: answer })]));
  expect(reservation.attachments).toEqual([expect.objectContaining({ filename: 'passport.txt', size: Buffer.byteLength('passport copy\n') })]);
});
