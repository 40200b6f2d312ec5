import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { availableStay, chooseRoomAndBook, fillYourDetails, yen } from './helpers';
import { API, clientSession, sandbox, searchedPlan, storedReservation } from './sandbox';

// Points on the payment step at sakura-tokyo, in real Chromium against the sandbox (server/README.md, Members and
// Seed data → Members): member@example.com (Sakura Members: 12,000 points, step 100, minimum 500) signs in through
// the API, the widget finds the token in its storage (`bw_user_token:<brand_code or hotel code>`) and, on the payment
// step, shows the balance and the points field; 550 is refused for the step, 1,000 comes off the total, the booking is
// made at the hotel with spending_point 1000, the confirmation page lists the points used, the stored reservation has
// point_discount 1000 and the member has 11,000 points left. A guest who is not signed in gets no points group.

const HOTEL = 'sakura-tokyo';
const MEMBER = { email: 'member@example.com', password: 'Sakura-2026', points: 12_000 } as const;

/** One Standard Double, room only, for the search's default guests (two adults). */
const ROOM = { roomTypeName: 'Standard Double', roomPlanCode: 'STD-RO', planName: 'Room only', adults: 2 } as const;

const GUEST = { first: 'Hanako', last: 'Yamada', phone: '+819012345678' };


test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
  await sandbox(request).resetMembers();
});


async function signIn(request: APIRequestContext, session: string): Promise<string> {
  const res = await request.post(`${API}/hotels/${HOTEL}/memberships/sign_in`, {
    headers: { 'X-Client-Session': session },
    data: { email: MEMBER.email, password: MEMBER.password },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

async function pointBalance(request: APIRequestContext, session: string, token: string): Promise<number> {
  const res = await request.get(`${API}/hotels/${HOTEL}/memberships/point`, {
    headers: { 'X-Client-Session': session, Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { total_point: number } }).data.total_point;
}

/** The price of ROOM's plan for the stay, as the sandbox's room search gives it to the signed-in member. */
const roomPrice = async (request: APIRequestContext, session: string, token: string, stay: { checkin: string; checkout: string }) =>
  (await searchedPlan(request, session, { hotel: HOTEL, stay, adults: ROOM.adults, roomPlanCode: ROOM.roomPlanCode, token })).total_price;

/** The results page for the stay (two adults, one room), the room chosen, the guest details filled, on to payment. */
async function toPayment(page: Page, stay: { checkin: string; checkout: string }, email: string) {
  await chooseRoomAndBook(page, HOTEL, stay, ROOM);

  await fillYourDetails(page, GUEST, email);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions.' }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/reservation\/payment/);
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
}

test('a signed-in member spends 1,000 points on the payment step, and the booking, the confirmation and the balance say so', async ({ page, request }) => {
  const stay = await availableStay(request, 48, 2);
  const email = 'hanako.points@example.com';
  const session = await clientSession(request);
  const token = await signIn(request, session);
  expect(await pointBalance(request, session, token)).toBe(MEMBER.points);
  const price = await roomPrice(request, session, token, stay);
  expect(price).toBeGreaterThan(1000);

  // The widget's stored token for the hotel's scope (sakura-tokyo has no brand: the hotel code), before any page runs.
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [`bw_user_token:${HOTEL}`, JSON.stringify({ token, savedAt: Date.now() })],
  );
  const me = page.waitForResponse((res) => res.url().includes('/api/v1/user/me') && res.request().method() === 'GET');
  await toPayment(page, stay, email);
  expect((await me).status()).toBe(200);

  // The points group: the balance, then a field under the program's rules.
  const group = page.getByRole('group', { name: 'Use your points' });
  await expect(group).toBeVisible();
  await expect(group.getByTestId('bw-pay-balance')).toHaveText('You have 12,000 points. 1 point = ¥1.');
  const field = group.getByLabel('Points to use', { exact: true });
  await expect(field).toHaveAccessibleDescription('In multiples of 100, at least 500. Leave empty to use none.');
  const payTotal = page.getByTestId('bw-pay-total');
  await expect(payTotal).toHaveText(yen(price));

  // 550 is not a multiple of the step: said at the field once it is left, and nothing comes off the total.
  await field.fill('550');
  await field.blur();
  await expect(page.locator('#bw-gd-selectedSpendingPoint-error')).toHaveText('Points can be used in multiples of 100.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Points can be used in multiples of 100\./);
  await expect(page.getByTestId('bw-pay-points')).toHaveCount(0);
  await expect(payTotal).toHaveText(yen(price));

  // 1,000 is accepted: the summary takes it off.
  await field.fill('1000');
  await field.blur();
  await expect(page.locator('#bw-gd-selectedSpendingPoint-error')).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('bw-pay-points')).toHaveText('−¥1,000');
  await expect(payTotal).toHaveText(yen(price - 1000));

  // The payment step with the points field shown has no axe violations.
  await page.getByRole('radio', { name: 'Pay at the hotel' }).check();
  const axe = await new AxeBuilder({ page }).include('#bw-main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.getByRole('button', { name: 'Confirm booking' }).click();

  // The confirmation page: the points used in the price breakdown, and the total after them.
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+\?code=[a-z-]+$/);
  const number = /confirmation\/([A-Z0-9]+)/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed', level: 1 })).toBeVisible();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  const prices = page.getByTestId('bw-conf-summary');
  const pointsTerm = prices.locator('dt', { hasText: /^Points used$/ });
  await expect(pointsTerm).toHaveCount(1);
  await expect(pointsTerm.locator('xpath=following-sibling::dd[1]')).toHaveText('−¥1,000');
  await expect(page.getByTestId('bw-conf-total')).toHaveText(yen(price - 1000));

  // The stored reservation: 1,000 points off the room price.
  const reservation = await storedReservation(request, session, HOTEL, number, email);
  expect(reservation.status).toBe('done');
  expect(reservation.payment_method).toBe('on_site');
  expect(reservation.rooms).toHaveLength(1);
  expect(reservation.rooms[0]).toMatchObject({ room_plan_code: ROOM.roomPlanCode, total_price: price });
  expect(reservation.price).toMatchObject({ room_rate: price, subtotal: price, point_discount: 1000, total: price - 1000 });

  // The booking spent the points: 11,000 left.
  expect(await pointBalance(request, session, token)).toBe(MEMBER.points - 1000);
});

test('a guest who is not signed in sees no points group on the payment step', async ({ page, request }) => {
  const stay = await availableStay(request, 52, 1);
  await toPayment(page, stay, 'taro.nopoints@example.com');
  await expect(page.getByRole('radio', { name: 'Pay at the hotel' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Use your points' })).toHaveCount(0);
  await expect(page.getByText('Use your points')).toHaveCount(0);
  await expect(page.getByLabel('Points to use')).toHaveCount(0);
  await expect(page.getByTestId('bw-pay-balance')).toHaveCount(0);
  await expect(page.getByTestId('bw-pay-points')).toHaveCount(0);
  // Nobody signed in: the widget never asked for a balance.
  expect(await sandbox(request).requests('/memberships/point')).toEqual([]);
});
