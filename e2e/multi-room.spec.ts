import { expect, test, type APIRequestContext } from '@playwright/test';
import { availableStay, fillYourDetails, yen } from './helpers';
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
  guests: { adults: number; children: number; kids_tiers?: readonly { code: string; children: number }[] },
  roomPlanCode: string,
): Promise<number> {
  const params = new URLSearchParams({ locale: 'en' });
  params.set('rooms[0][checkin_date]', stay.checkin);
  params.set('rooms[0][checkout_date]', stay.checkout);
  params.set('rooms[0][adults]', String(guests.adults));
  params.set('rooms[0][children]', String(guests.children));
  (guests.kids_tiers ?? []).forEach((tier, j) => {
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
    await page.getByRole('button', { name: `Select ${chosen.planName}, ${chosen.roomTypeName} for room ${i + 1}`, exact: true }).click();
    await expect(selection).toContainText(`${i + 1} of 2 rooms chosen`);
  }
  // The bar's total is what the two rooms cost together (the results' prices are for the whole search: all rooms).
  // The totals shown before booking are soft checks: when one is wrong, the rest of the booking is still checked.
  await expect.soft(selection).toContainText(`Total ${yen(total)}`);
  await selection.getByRole('button', { name: 'Book', exact: true }).click();

  // Guest details: the booker, and another guest staying in room 2.
  await expect(page.getByRole('heading', { name: 'Guest details', level: 1 })).toBeVisible();
  const yourRooms = page.getByTestId('bw-gd-summary').getByRole('listitem');
  await expect(yourRooms).toHaveCount(2);
  for (const [i, chosen] of CHOSEN.entries()) await expect(yourRooms.nth(i)).toContainText(`Room ${i + 1}: ${chosen.roomTypeName}${chosen.planName}`);
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
  // Booking for oneself, each room's guest is the booker unless the room says someone else stays in it.
  await expect(room1).toContainText('Booked in your name.');
  await expect(room1.getByLabel(/^First name/)).toHaveCount(0);
  await room2.getByRole('checkbox', { name: 'Someone else stays in this room' }).check();
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
  const booked = page.getByTestId('bw-conf-summary').getByRole('listitem');
  await expect(booked).toHaveText([
    new RegExp(`^Room 1: ${CHOSEN[0].roomTypeName}${CHOSEN[0].planName}2 adults`),
    new RegExp(`^Room 2: ${CHOSEN[1].roomTypeName}${CHOSEN[1].planName}1 adult, 1 child`),
  ]);
  await expect(page.getByTestId('bw-conf-total')).toHaveText(yen(total));
  await expect(page.locator('dd', { hasText: /^Pay at the hotel$/ })).toBeVisible();
  await expect(page.getByTestId('bw-conf-pay-hotel')).toHaveText(yen(total));

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

/** The sakura-tokyo search of issue 10: room 1 for two adults and a child (kids tier B), room 2 for two adults. */
const FAMILY_ROOMS = [
  { adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1 }] },
  { adults: 2, children: 0 },
] as const;
const FAMILY_CHOICE = [
  { roomTypeCode: 'TWN', roomTypeName: 'Superior Twin', roomPlanCode: 'TWN-RO', planName: 'Room only' },
  // The search offers the room types every searched room fits in (the Standard Double sleeps two: not for room 1).
  { roomTypeCode: 'TWN', roomTypeName: 'Superior Twin', roomPlanCode: 'TWN-BB', planName: 'Bed & breakfast' },
] as const;

test('a two-room search is chosen room by room, books both rooms, and every total shown is the stored total', async ({ page, request }) => {
  const stay = await availableStay(request, 40, 2);
  const session = await clientSession(request);
  const roomPrices = await Promise.all(FAMILY_CHOICE.map((chosen, i) => priceOfOneRoom(request, session, stay, FAMILY_ROOMS[i]!, chosen.roomPlanCode)));
  const total = roomPrices[0]! + roomPrices[1]!;
  const rooms = encodeURIComponent(JSON.stringify(FAMILY_ROOMS));
  await page.goto(`/booking/result?code=sakura-tokyo&checkin=${stay.checkin}&checkout=${stay.checkout}&rooms=${rooms}&type=room&locale=en`);

  // Room 1 of 2 first, each offer priced for that room and saying what the price covers.
  const steps = page.getByRole('region', { name: /^Room \d of 2/ });
  await expect(steps.getByRole('heading', { level: 2 })).toHaveText('Room 1 of 2: 2 adults, 1 child');
  const twin = page.getByRole('article', { name: 'Superior Twin' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Room only' }) });
  await expect(twin.locator('.bw-price')).toContainText(yen(roomPrices[0]!));
  await expect(twin.locator('.bw-price')).toContainText('1 room · 2 nights');
  await page.getByRole('button', { name: `Select Room only, Superior Twin for room 1`, exact: true }).click();

  // Room 2 is next, and focus went there; Book stays closed and says why.
  await expect(steps.getByRole('heading', { level: 2 })).toHaveText('Room 2 of 2: 2 adults');
  await expect(steps.getByRole('heading', { level: 2 })).toBeFocused();
  const selection = page.getByRole('region', { name: 'Your selection' });
  await expect(selection).toContainText('1 of 2 rooms chosen');
  const book = selection.getByRole('button', { name: 'Book', exact: true });
  await expect(book).toBeDisabled();
  await expect(selection).toContainText('To book, choose a room for room 2 of 2 (2 adults).');
  await book.click({ force: true });
  await expect(page).toHaveURL(/\/booking\/result/);

  await page.getByRole('button', { name: `Select Bed & breakfast, Superior Twin for room 2`, exact: true }).click();
  await expect(selection).toContainText('2 of 2 rooms chosen');
  await expect(selection).toContainText('2 rooms · 2 nights');
  // Each room's choice stays in view.
  await expect(steps.getByRole('listitem')).toHaveText([
    `✓Room 1: 2 adults, 1 child${FAMILY_CHOICE[0].roomTypeName} – ${FAMILY_CHOICE[0].planName} · ${yen(roomPrices[0]!)}`,
    `✓Room 2: 2 adults${FAMILY_CHOICE[1].roomTypeName} – ${FAMILY_CHOICE[1].planName} · ${yen(roomPrices[1]!)}`,
  ]);
  await expect(selection).toContainText(`Total ${yen(total)}`);
  await expect(book).toBeEnabled();
  await book.click();

  // Guest details: both rooms with their guests, and the total.
  await expect(page.getByRole('heading', { name: 'Guest details', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: `Room 1 (${FAMILY_CHOICE[0].roomTypeName})` })).toBeVisible();
  await expect(page.getByRole('group', { name: `Room 2 (${FAMILY_CHOICE[1].roomTypeName})` })).toBeVisible();
  await expect(page.getByTestId('bw-gd-total')).toHaveText(yen(total));
  await fillYourDetails(page, BOOKER, 'family.rooms@example.com');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions.' }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await expect(page.getByTestId('bw-pay-total')).toHaveText(yen(total));
  await page.getByRole('radio', { name: 'Pay at the hotel' }).check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/reservation\/confirmation\/[A-Z0-9]+\?/);
  const number = /confirmation\/([A-Z0-9]+)/.exec(page.url())![1]!;
  await expect(page.getByTestId('bw-conf-summary').getByRole('listitem')).toHaveText([
    new RegExp(`^Room 1: ${FAMILY_CHOICE[0].roomTypeName}${FAMILY_CHOICE[0].planName}2 adults, 1 child`),
    new RegExp(`^Room 2: ${FAMILY_CHOICE[1].roomTypeName}${FAMILY_CHOICE[1].planName}2 adults`),
  ]);
  await expect(page.getByTestId('bw-conf-total')).toHaveText(yen(total));

  // The sandbox's stored reservation: both rooms with their own guests, and the same total.
  const reservation = await storedReservation(request, session, 'sakura-tokyo', number, 'family.rooms@example.com');
  expect(reservation.rooms.map((r: { room_type_code: string; adults: number; children: number; total_price: number }) => [r.room_type_code, r.adults, r.children, r.total_price])).toEqual([
    ['TWN', 2, 1, roomPrices[0]],
    ['TWN', 2, 0, roomPrices[1]],
  ]);
  expect(reservation.price.total).toBe(total);
});
