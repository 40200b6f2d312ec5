import { expect, test, type APIRequestContext } from '@playwright/test';
import { availableStay, yen } from './helpers';
import { API, clientSession, sandbox, storedReservation } from './sandbox';

// A guest's multi-room booking at sakura-tokyo in real Chromium against the sandbox: a search for two rooms with
// different guests (room 1: two adults; room 2: one adult and a child of kids tier B), a Standard Double for room 1
// and a Superior Twin for room 2, another guest's name for room 2, pay at the hotel; the confirmation page and the
// stored reservation hold both rooms with their own guests, and every total the guest is shown is the one booked.


const SEARCHED_ROOMS = [
  { adults: 2, children: 0 },
  { adults: 1, children: 1, kids_tiers: [{ code: 'B', children: 1 }] },
] as const;

/** Room 1 books the first searched room's guests, room 2 the second's. */
const CHOSEN = [
  { roomTypeCode: 'STD', roomTypeName: 'Standard Double', roomPlanCode: 'STD-RO', planName: 'Room only' },
  { roomTypeCode: 'TWN', roomTypeName: 'Superior Twin', roomPlanCode: 'TWN-RO', planName: 'Room only' },
] as const;

const BOOKER = { first: 'Taro', last: 'Yamada', email: 'taro.rooms@example.com', phone: '+819012345678' };
const ROOM_2_GUEST = { first: 'Hanako', last: 'Suzuki' };


test.beforeEach(async ({ request }) => {
  await sandbox(request).reset();
});


/** What the sandbox charges for one room of `roomPlanCode` with one searched room's guests (a one-room search). */
async function priceOfOneRoom(
  request: APIRequestContext,
  session: string,
  stay: { checkin: string; checkout: string },
  guests: (typeof SEARCHED_ROOMS)[number],
  roomPlanCode: string,
): Promise<number> {
  const params = new URLSearchParams({ locale: 'en' });
  params.set('rooms[0][checkin_date]', stay.checkin);
  params.set('rooms[0][checkout_date]', stay.checkout);
  params.set('rooms[0][adults]', String(guests.adults));
  params.set('rooms[0][children]', String(guests.children));
  ('kids_tiers' in guests ? guests.kids_tiers : []).forEach((tier, j) => {
    params.set(`rooms[0][kids_tiers][${j}][code]`, tier.code);
    params.set(`rooms[0][kids_tiers][${j}][children]`, String(tier.children));
  });
  const res = await request.get(`${API}/hotels/sakura-tokyo/rooms?${params}`, { headers: { 'X-Client-Session': session } });
  expect(res.status()).toBe(200);
  const rooms = ((await res.json()) as { data: { rooms: { room_plans: { room_plan_code: string; total_price: number }[] }[] } }).data.rooms;
  const plan = rooms.flatMap((room) => room.room_plans).find((p) => p.room_plan_code === roomPlanCode);
  expect(plan, `${roomPlanCode} is offered for ${JSON.stringify(guests)}`).toBeTruthy();
  return plan!.total_price;
}

test('a guest books two rooms with different guests, pays at the hotel, and both rooms are booked with their own guests', async ({ page, request }) => {
  const stay = await availableStay(request, 36, 2);
  const session = await clientSession(request);
  // The price of the booking: each room at its own guests' price (server/README.md, Booking: price per room).
  const roomPrices = await Promise.all(CHOSEN.map((chosen, i) => priceOfOneRoom(request, session, stay, SEARCHED_ROOMS[i]!, chosen.roomPlanCode)));
  const total = roomPrices[0]! + roomPrices[1]!;

  // The results page for two rooms, each with its own guests.
  const rooms = encodeURIComponent(JSON.stringify(SEARCHED_ROOMS));
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&rooms=${rooms}&type=room&locale=en`);
  await expect(page.locator('.bw-card').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const searches = (await sandbox(request).requests('/rooms')).filter((c) => /\/rooms$/.test(c.path));
  const sent = new URLSearchParams((searches.at(-1) as unknown as { query?: string } | undefined)?.query ?? '');
  expect(sent.get('rooms[0][adults]')).toBe('2');
  expect(sent.get('rooms[1][adults]')).toBe('1');
  expect(sent.get('rooms[1][kids_tiers][0][code]')).toBe('B');

  // Room 1: a Standard Double; room 2: a Superior Twin.
  const selection = page.getByRole('region', { name: 'Your selection' });
  for (const [i, chosen] of CHOSEN.entries()) {
    await page.getByRole('button', { name: `Select ${chosen.planName}, ${chosen.roomTypeName}`, exact: true }).click();
    await expect(selection).toContainText(i === 0 ? '1 room selected' : '2 rooms selected');
  }
  // The bar's total is what the two rooms cost together (the results' prices are for the whole search: all rooms).
  // The totals shown before booking are soft checks: when one is wrong, the rest of the booking is still checked.
  await expect.soft(selection).toContainText(`Total ${yen(total)}`);
  await selection.getByRole('button', { name: 'Book' }).click();

  // Guest details: the booker, and another guest staying in room 2.
  await expect(page.getByRole('heading', { name: 'Guest details', level: 1 })).toBeVisible();
  const yourRooms = page.getByRole('region', { name: 'Your rooms' }).getByRole('listitem');
  await expect(yourRooms).toHaveCount(2);
  for (const [i, chosen] of CHOSEN.entries()) await expect(yourRooms.nth(i)).toContainText(`${chosen.roomTypeName}${chosen.planName}`);
  await expect.soft(page.getByTestId('bw-gd-total')).toHaveText(yen(total));
  const yours = page.getByRole('group', { name: 'Your details' });
  await yours.getByLabel(/^First name/).fill(BOOKER.first);
  await yours.getByLabel(/^Last name/).fill(BOOKER.last);
  await yours.getByLabel(/^Email/).fill(BOOKER.email);
  await yours.getByLabel(/^Confirm email/).fill(BOOKER.email);
  // The sandbox requires a phone number.
  await yours.getByLabel(/^Phone/).fill(BOOKER.phone);
  const room1 = page.getByRole('group', { name: `Room 1 (${CHOSEN[0].roomTypeName})` });
  const room2 = page.getByRole('group', { name: `Room 2 (${CHOSEN[1].roomTypeName})` });
  // Booking for oneself, each room's guest starts as the booker.
  await expect(room1.getByLabel(/^First name/)).toHaveValue(BOOKER.first);
  await expect(room2.getByLabel(/^Last name/)).toHaveValue(BOOKER.last);
  await room2.getByLabel(/^First name/).fill(ROOM_2_GUEST.first);
  await room2.getByLabel(/^Last name/).fill(ROOM_2_GUEST.last);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions.' }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Payment: at the hotel.
  await expect(page).toHaveURL(/\/reservation\/payment/);
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await expect.soft(page.getByTestId('bw-pay-total')).toHaveText(yen(total));
  await page.getByRole('radio', { name: 'Pay at the hotel' }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  // The confirmation page: both rooms with their guests, and the total.
  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+\?code=[a-z-]+$/);
  const number = /confirmation\/([A-Z0-9]+)/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed', level: 1 })).toBeVisible();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  const booked = page.getByRole('region', { name: 'Rooms and guests' }).getByRole('listitem');
  await expect(booked).toHaveText([
    `Room 1: ${CHOSEN[0].roomTypeName} – ${CHOSEN[0].planName} 2 adults`,
    `Room 2: ${CHOSEN[1].roomTypeName} – ${CHOSEN[1].planName} 1 adult, 1 child`,
  ]);
  await expect(page.locator('dd.bw-booking__total')).toHaveText(yen(total));
  await expect(page.getByText(`Pay at the hotel`, { exact: true })).toBeVisible();

  // The stored reservation: two rooms, each with its own guests and the second with its own guest's name.
  const reservation = await storedReservation(request, session, 'sakura-tokyo', number, BOOKER.email);
  expect(reservation.status).toBe('done');
  expect(reservation.payment_method).toBe('on_site');
  expect(reservation.checkin_date).toBe(stay.checkin);
  expect(reservation.checkout_date).toBe(stay.checkout);
  expect(reservation.guest).toMatchObject({ first_name: BOOKER.first, last_name: BOOKER.last, email: BOOKER.email, phone: BOOKER.phone });
  expect(reservation.rooms).toHaveLength(2);
  expect(reservation.rooms[0]).toMatchObject({
    room_type_code: CHOSEN[0].roomTypeCode,
    room_plan_code: CHOSEN[0].roomPlanCode,
    adults: 2,
    children: 0,
    kids_tiers: [],
    guest: { first_name: BOOKER.first, last_name: BOOKER.last },
    total_price: roomPrices[0],
  });
  expect(reservation.rooms[1]).toMatchObject({
    room_type_code: CHOSEN[1].roomTypeCode,
    room_plan_code: CHOSEN[1].roomPlanCode,
    adults: 1,
    children: 1,
    kids_tiers: [expect.objectContaining({ code: 'B', children: 1 })],
    guest: { first_name: ROOM_2_GUEST.first, last_name: ROOM_2_GUEST.last },
    total_price: roomPrices[1],
  });
  expect(reservation.price.total).toBe(total);
});
