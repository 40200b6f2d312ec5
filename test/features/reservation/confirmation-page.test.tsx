import { act, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAllowedParentOrigins } from '../../../src/app/frame';
import { announceCompletion, purchaseEvent } from '../../../src/features/reservation/completion';
import { Reservation } from '../../../src/features/reservation/bookingApi';
import { pageTiming } from '../../../src/features/reservation/timing';
import { create } from 'superstruct';
import { json } from '../../api/fake-server';
import { bootShell } from '../../app/boot';
import { GUEST_EMAIL, reservation, reservationAnswer } from './after-checkout-fixtures';

const NUMBER = 'SKR-20301210-0001';
const defaultTiming = { ...pageTiming };

afterEach(() => {
  Object.assign(pageTiming, defaultTiming);
  delete (window as { dataLayer?: unknown }).dataLayer;
  setAllowedParentOrigins([]);
  vi.unstubAllGlobals();
});

async function bootConfirmation(query = `&email=${encodeURIComponent(GUEST_EMAIL)}`, ...answers: ReturnType<typeof json>[]) {
  const booted = await bootShell({
    url: `/reservation/confirmation/${NUMBER}?code=sakura-tokyo${query}`,
    prepare: (server) => answers.forEach((answer) => server.answerOnce(`/reservations/${NUMBER}`, answer)),
  });
  await act(() => booted.started);
  await screen.findByRole('heading', { level: 1 });
  return booted;
}

const reservationCalls = (server: Awaited<ReturnType<typeof bootShell>>['server']) => server.apiCalls().filter((r) => r.url.includes('/reservations/'));
const facts = (name: string, list: Element = screen.getByRole('region', { name }).querySelector('dl')!) => {
  const terms = [...list.querySelectorAll('dt')].map((dt) => dt.textContent);
  const values = [...list.querySelectorAll('dd')].map((dd) => dd.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
};

describe('confirmation page (/reservation/confirmation/:confirmationNumber)', () => {
  it('shows the confirmed booking: number, hotel, dates with nights, rooms and guests, payment method, email', async () => {
    const { server } = await bootConfirmation(undefined, reservationAnswer());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your booking is confirmed');
    expect(screen.getByText('Reserved')).toBeTruthy();
    expect(facts('Booking details')).toEqual({ 'Confirmation number': NUMBER, 'Payment method': 'Credit card (deposit)' });
    // The stay and its rooms are in the one summary every step shows.
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(facts('Your booking', summary.querySelector('.bw-sum__facts')!)).toEqual({ Hotel: 'Hotel Sakura Tokyo', Dates: 'Tue, Dec 10 – Thu, Dec 12, 20302 nights' });
    const rooms = within(summary).getAllByRole('listitem').map((li) => li.textContent);
    expect(rooms).toEqual([
      'Room 1: Twin roomBreakfast included2 adults, 1 child¥20,000 average per night × 2 nights¥40,000',
      'Room 2: Twin roomBreakfast included1 adult¥15,000 average per night × 2 nights¥30,000',
      'Room 3: STESTE-RO2 adults',
    ]);
    expect(screen.getByText(`A confirmation email has been sent to ${GUEST_EMAIL}.`)).toBeTruthy();
    const url = new URL(reservationCalls(server)[0]!.url);
    expect(url.pathname).toBe(`/api/v1/hotels/sakura-tokyo/reservations/${NUMBER}`);
    expect(url.searchParams.get('email')).toBe(GUEST_EMAIL);
    expect(document.title).toContain('Booking completed');
  });

  it('shows the stored price rows in the facility currency, what was paid online and what is left for the hotel', async () => {
    await bootConfirmation(undefined, reservationAnswer());
    // This booking's total is its rows plus the tax: the tax reads as a row, not as "of which".
    expect(facts('Your booking', screen.getByRole('region', { name: 'Your booking' }).querySelector('.bw-sum__rows')!)).toEqual({
      'Room rate': '¥100,000',
      Discount: '−¥5,000',
      'Service fee': '¥10,000',
      'Accommodation tax': '¥600',
      Tax: '¥11,000',
      'Points used': '−¥1,200',
      'Total (taxes included)': '¥115,400',
      'Paid online': '¥34,620',
      'Pay at the hotel': '¥80,780',
    });
  });

  it('zero rows are hidden; a stay paid at the hotel says so; a KRW hotel shows won', async () => {
    const price = { ...reservation().price, service_fee: 0, accommodation_tax: 0, point_discount: 0, tax: 8500, total: 95000, subtotal: 95000, deposit_percentage: 0, remaining_amount: 95000 };
    await bootConfirmation(undefined, reservationAnswer({ price, currency: 'KRW', payment_method: 'on_site' }));
    expect(facts('Your booking', screen.getByRole('region', { name: 'Your booking' }).querySelector('.bw-sum__rows')!)).toEqual({
      'Room rate': '₩100,000',
      Discount: '−₩5,000',
      'Total (taxes included)': '₩95,000of which tax ₩8,500',
      'Pay at the hotel': '₩95,000',
    });
    expect(facts('Booking details')['Payment method']).toBe('Pay at the hotel');
  });

  it('reads the booking by bypass token when the address has one', async () => {
    const { server } = await bootConfirmation('&bypass_token=bypass-abc', reservationAnswer());
    const url = new URL(reservationCalls(server)[0]!.url);
    expect(url.searchParams.get('bypass_token')).toBe('bypass-abc');
    expect(url.searchParams.has('email')).toBe(false);
  });

  it('has a print button and a link to the cancellation policy of the booked plans', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await bootConfirmation(undefined, reservationAnswer());
    screen.getByRole('button', { name: 'Print this page' }).click();
    expect(print).toHaveBeenCalledOnce();
    const link = screen.getByRole('link', { name: 'View the cancellation policy' });
    expect(link.getAttribute('href')).toBe('/cancellation-policy?code=sakura-tokyo&room_plan_codes=TWN-BB,STE-RO&checkin=2030-12-10');
  });

  it('dispatches booking:completed and pushes a GA4 purchase once, without personal data', async () => {
    const layer: unknown[] = [];
    (window as { dataLayer?: unknown }).dataLayer = layer;
    const events: CustomEvent[] = [];
    const listener = (event: Event) => events.push(event as CustomEvent);
    addEventListener('booking:completed', listener);
    await bootConfirmation(undefined, reservationAnswer());
    await waitFor(() => expect(events).toHaveLength(1));
    removeEventListener('booking:completed', listener);
    expect(events[0]!.detail).toEqual({ confirmation_number: NUMBER, hotel_code: 'sakura-tokyo', total: 115400, currency: 'JPY' });
    expect(layer).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: NUMBER,
          affiliation: 'sakura-tokyo',
          value: 115400,
          tax: 11600,
          currency: 'JPY',
          items: [
            { item_id: 'TWN:TWN-BB', item_category: 'TWN', item_variant: 'TWN-BB', quantity: 2 },
            { item_id: 'STE:STE-RO', item_category: 'STE', item_variant: 'STE-RO', quantity: 1 },
          ],
        },
      },
    ]);
    const sent = JSON.stringify([layer, events[0]!.detail]);
    for (const personal of [GUEST_EMAIL, 'Hanako', 'Yamada', 'bypass-abc']) expect(sent).not.toContain(personal);
  });

  it('a reload of the same confirmation does not count the booking twice (sessionStorage guard)', () => {
    const layer: unknown[] = [];
    (window as { dataLayer?: unknown }).dataLayer = layer;
    sessionStorage.clear();
    const booking = create(reservation(), Reservation);
    const events = vi.fn();
    addEventListener('booking:completed', events);
    expect(announceCompletion(booking, 'JPY')).toBe(true);
    expect(announceCompletion(booking, 'JPY')).toBe(false);
    expect(announceCompletion({ ...booking, confirmation_number: 'OTHER-1' }, 'JPY')).toBe(true);
    removeEventListener('booking:completed', events);
    expect(events).toHaveBeenCalledTimes(2);
    expect(layer).toHaveLength(2);
    expect(purchaseEvent(booking, 'JPY').ecommerce.items.reduce((n, item) => n + item.quantity, 0)).toBe(3);
  });

  it('without a dataLayer array nothing is pushed, and the page still works', async () => {
    (window as { dataLayer?: unknown }).dataLayer = { push: vi.fn() };
    await bootConfirmation(undefined, reservationAnswer());
    expect(((window as { dataLayer?: { push: ReturnType<typeof vi.fn> } }).dataLayer!).push).not.toHaveBeenCalled();
  });

  it('inside a frame, tells the parent page through postMessage, to the allowed origins only', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('parent', { postMessage });
    setAllowedParentOrigins(['https://hotel.example']);
    await bootConfirmation(`&email=${encodeURIComponent(GUEST_EMAIL)}&iframe=true`, reservationAnswer());
    // (The header's close button says it is there first: booking:frame-ready.)
    await waitFor(() => expect(postMessage.mock.calls.some(([message]) => message.type === 'booking:completed')).toBe(true));
    expect(postMessage.mock.calls.every(([, origin]) => origin === 'https://hotel.example')).toBe(true);
    expect(postMessage.mock.calls.filter(([message]) => message.type === 'booking:completed')).toEqual([
      [{ type: 'booking:completed', confirmation_number: NUMBER, hotel_code: 'sakura-tokyo', total: 115400, currency: 'JPY' }, 'https://hotel.example'],
    ]);
  });

  it("pending_3ds shows 'waiting for 3D Secure' and polls every 3 s until the booking is done", async () => {
    pageTiming.pollMs = 20;
    const events = vi.fn();
    addEventListener('booking:completed', events);
    const { server } = await bootConfirmation(undefined, reservationAnswer({ status: 'pending_3ds' }), reservationAnswer({ status: 'pending_3ds' }), reservationAnswer());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Waiting for 3D Secure authentication');
    expect(screen.getByText(/within 15 minutes/)).toBeTruthy();
    expect(events).not.toHaveBeenCalled();
    await screen.findByRole('heading', { name: 'Your booking is confirmed' });
    expect(reservationCalls(server)).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(reservationCalls(server)).toHaveLength(3);
    removeEventListener('booking:completed', events);
    expect(events).toHaveBeenCalledOnce();
    expect(defaultTiming.pollMs).toBe(3000);
  });

  it('stops polling after the 15-minute 3D Secure limit and asks for a reload', async () => {
    pageTiming.pollMs = 20;
    const createdAt = new Date(Date.now() - 16 * 60_000).toISOString();
    const { server } = await bootConfirmation(undefined, reservationAnswer({ status: 'pending_3ds', created_at: createdAt }));
    expect(await screen.findByText(/time limit for 3D Secure authentication has passed/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(reservationCalls(server)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it.each([
    ['cancelled', 'This booking has been cancelled', 'Cancelled'],
    ['failed', 'This booking could not be completed', 'Not completed'],
  ])('a %s booking shows its state and sends no completion event', async (status, heading, label) => {
    const events = vi.fn();
    addEventListener('booking:completed', events);
    await bootConfirmation(undefined, reservationAnswer({ status }));
    removeEventListener('booking:completed', events);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print this page' })).toBeNull();
    expect(events).not.toHaveBeenCalled();
  });

  it('a wrong number or email (404) says the booking was not found', async () => {
    await bootConfirmation(undefined, json(404, { error: 'Reservation not found' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('We could not show this booking');
    expect(within(screen.getByRole('main')).getByRole('alert').textContent).toBe('We could not find this booking. Please check the confirmation number and the email address.');
    expect(screen.queryByText('Reservation not found')).toBeNull();
  });

  it('in Japanese', async () => {
    await bootConfirmation(`&email=${encodeURIComponent(GUEST_EMAIL)}&locale=ja`, reservationAnswer());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ご予約が確定しました');
    expect(facts('ご予約の概要', screen.getByRole('region', { name: 'ご予約の概要' }).querySelector('.bw-sum__facts')!)['日程']).toBe('12月10日(火)〜2030年12月12日(木)2泊');
  });
});
