import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sandbox } from './sandbox';

/** The seeded hotels' time zone (sakura-tokyo, the aurora hotels; Seoul keeps the same clock, Taipei is an hour behind). */
export const HOTEL_TIME_ZONE = 'Asia/Tokyo';

/**
 * A calendar day at the hotel, `offset` days from the day of `from` there. The widget counts every
 * date rule on the hotel's clock (its time zone), not on the browser's or the test runner's.
 */
export function localDay(offset = 0, from = new Date(), timeZone = HOTEL_TIME_ZONE): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(from).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + offset)).toISOString().slice(0, 10);
}

export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** A stay of `nights` starting at least `minOffset` days from today, on nights the sandbox has rooms. */
export async function availableStay(request: APIRequestContext, minOffset: number, nights: number, maxOffset = 180) {
  const soldOut = new Set((await sandbox(request).info()).sold_out_dates);
  // Bounded: by default within the shortest reservable period of the seeded hotels (6 months).
  for (let offset = minOffset; offset + nights <= maxOffset; offset++) {
    const stay = Array.from({ length: nights }, (_, i) => localDay(offset + i));
    if (stay.every((day) => !soldOut.has(day))) return { checkin: stay[0]!, checkout: localDay(offset + nights), offset };
  }
  throw new Error(`no ${nights}-night stay without sold-out nights from ${minOffset} to ${maxOffset} days ahead`);
}

/** The accessible name of the focused element, looking into shadow roots. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return (el?.getAttribute('aria-label') || el?.textContent || '').trim();
  });
}

/** Presses Tab until the focused element's name matches (at most `limit` presses). */
export async function tabTo(page: Page, name: RegExp, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (name.test(await focusedName(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}; focus is on "${await focusedName(page)}"`);
}

/** Picks a stay in the open date picker by keyboard only, starting from the focused day `from`. */
export async function pickStayByKeyboard(page: Page, from: string, checkin: string, checkout: string): Promise<void> {
  // The picker loads on demand: wait until it has put focus on the day it starts from.
  await page.waitForFunction((day) => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('data-day') === day;
  }, from);
  const move = async (days: number) => {
    for (let i = 0; i < Math.floor(days / 7); i++) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < days % 7; i++) await page.keyboard.press('ArrowRight');
  };
  await move(daysBetween(from, checkin));
  await page.keyboard.press('Enter');
  // After check-in, focus moves to the next day.
  await move(daysBetween(checkin, checkout) - 1);
  await page.keyboard.press('Enter');
}

/** Prices as the widget shows them in English: ¥12,345. */
export const yen = (amount: number) => `¥${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount)}`;

/** The results page for the stay (one room of `adults`, English), one room of the plan chosen, Book: the guest detail step. */
export async function chooseRoomAndBook(page: Page, hotel: string, stay: { checkin: string; checkout: string }, room: { adults: number; planName: string; roomTypeName: string }) {
  await page.goto(`/booking/result?code=${hotel}&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=${room.adults}&type=room&locale=en`);
  await page.getByRole('button', { name: `Select ${room.planName}, ${room.roomTypeName}`, exact: true }).click();
  const selection = page.getByRole('region', { name: 'Your selection' });
  await expect(selection).toContainText('1 room selected');
  await selection.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Guest details', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/guest-detail/);
}

/** The booker's details as sakura-tokyo asks for them (a phone number required). */
export async function fillYourDetails(page: Page, guest: { first: string; last: string; phone: string }, email: string) {
  const yours = page.getByRole('group', { name: 'Your details' });
  await yours.getByLabel(/^First name/).fill(guest.first);
  await yours.getByLabel(/^Last name/).fill(guest.last);
  await yours.getByLabel(/^Email/).fill(email);
  await yours.getByLabel(/^Confirm email/).fill(email);
  await yours.getByLabel(/^Phone/).fill(guest.phone);
}

/** Guest details as Taro Yamada fills them for a one-room booking, then on to the payment step. */
export async function guestDetailsToPayment(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Guest details', level: 1 })).toBeVisible();
  await page.getByLabel(/^First name/).first().fill('Taro');
  await page.getByLabel(/^Last name/).first().fill('Yamada');
  await page.getByLabel(/^Email/).fill('taro@example.com');
  await page.getByLabel(/^Confirm email/).fill('taro@example.com');
  // The sandbox requires a phone number (the guest detail page asks for it as optional by default).
  await page.getByLabel(/^Phone/).fill('+819012345678');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions.' }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/reservation\/payment/);
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
}
