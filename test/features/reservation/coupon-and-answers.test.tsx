// The guest detail step's coupon (re-priced before paying, with "the price became cheaper / more expensive"),
// questions asked for some hotel plans only, and answers prefilled from the guest's last booking at the hotel.
import { screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as reservation from '../../../src/features/reservation';
import { json } from '../../api/fake-server';
import { SETTINGS } from '../../app/boot';
import { click, messageOf, resetBooking, type } from './form';
import { CHECKIN_Q, FREE_Q, TWN, bootGuestDetail, fillValid, ready } from './guest-detail-helpers';

afterEach(resetBooking);

const COUPON_SETTINGS = { ...SETTINGS, coupon_active: true };

/** The room search's answer for TWN-RO at `price` (after a discount of `discount` with coupon `coupon`). */
const priced = (price: number, discount = 0, coupon?: string) =>
  json(200, {
    data: {
      type: 'room',
      currency: 'JPY',
      rooms: [{ room_type_code: 'TWN', room_type_name: 'Room TWN', room_count: 3, max_guests: 2, room_plans: [{ room_plan_code: 'TWN-RO', hotel_plan_code: 'RO', room_plan_name: 'Room only', total_price: price, tax: Math.round(price / 11), discount, coupon: coupon ? { code: coupon, name: 'Welcome' } : null }] }],
    },
  });

const roomSearches = (sent: { url: string }[]) => sent.filter((r) => /\/hotels\/sakura-tokyo\/rooms\?/.test(r.url));

describe('a coupon on the guest detail step', () => {
  it('prices the rooms again with it before paying; the payment step says the price became cheaper, with both totals', async () => {
    const booted = await ready(await bootGuestDetail({ settings: COUPON_SETTINGS, prepare: (server) => server.answerOnce('/hotels/sakura-tokyo/rooms', priced(27810, 3090, 'WELCOME10')) }));
    await fillValid();
    await type(/^Coupon code/, 'WELCOME10');
    await click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/payment'));

    const [search] = roomSearches(booted.server.sent);
    const query = new URL(search!.url).searchParams;
    expect(query.get('coupon_code')).toBe('WELCOME10');
    expect(query.getAll('room_plan_codes[]')).toEqual(['TWN-RO']);
    expect(query.get('rooms[0][adults]')).toBe('2');

    const notice = await screen.findByTestId('bw-price-change');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('The price became cheaper with your coupon: ¥30,900 → ¥27,810.');
    expect(screen.getByTestId('bw-pay-total').textContent).toBe('¥27,810');
    expect(within(screen.getByRole('region', { name: 'Your booking' })).getByText('−¥3,090')).toBeTruthy();
    expect(reservation.selectedRooms.value[0]).toMatchObject({ salePrice: 27810, discount: 3090, couponCode: 'WELCOME10' });
  });

  it('a coupon the hotel refuses is said at the field, in the guest language, and nothing typed is lost', async () => {
    const refused = json(422, { errors: [{ code: 1500, reason: 'expired', details: { base: ['The coupon has expired.'] } }] });
    await ready(await bootGuestDetail({ settings: COUPON_SETTINGS, prepare: (server) => server.answerOnce('/hotels/sakura-tokyo/rooms', refused) }));
    await fillValid();
    await type(/^Coupon code/, 'OLD2025');
    await click(screen.getByRole('button', { name: 'Continue to payment' }));
    const coupon = screen.getAllByLabelText(/^Coupon code/)[0]! as HTMLInputElement;
    await waitFor(() => expect(coupon.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(coupon)).toContain('This coupon has expired.');
    expect(location.pathname).toBe('/reservation/guest-detail');
    expect(coupon.value).toBe('OLD2025');
    expect((screen.getAllByLabelText(/^First name/)[0] as HTMLInputElement).value).toBe('Hanako');
    expect(reservation.selectedRooms.value[0]!.salePrice).toBe(TWN.salePrice);
  });

  it('a lost connection while pricing says so and stays on the page', async () => {
    const booted = await ready(await bootGuestDetail({ settings: COUPON_SETTINGS }));
    const answer = booted.server.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => (String(input).includes('/hotels/sakura-tokyo/rooms') ? Promise.reject(new TypeError('Failed to fetch')) : answer(input, init)));
    await fillValid();
    await type(/^Coupon code/, 'WELCOME10');
    await click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByText('An error occurred during processing. Please try again later.')).closest('[role="alert"]')).toBeTruthy();
    expect(location.pathname).toBe('/reservation/guest-detail');
    expect((screen.getAllByLabelText(/^Coupon code/)[0] as HTMLInputElement).value).toBe('WELCOME10');
  });

  it('the search’s coupon fills the field; taking it out prices the rooms without it: the price became more expensive', async () => {
    reservation.restoreSelection([{ ...TWN, salePrice: 27810, discount: 3090, couponCode: 'WELCOME10' }]);
    const booted = await ready(await bootGuestDetail({ settings: COUPON_SETTINGS, select: false, prepare: (server) => server.answerOnce('/hotels/sakura-tokyo/rooms', priced(30900)) }));
    const coupon = screen.getAllByLabelText(/^Coupon code/)[0] as HTMLInputElement;
    expect(coupon.value).toBe('WELCOME10');
    expect(screen.getByTestId('bw-gd-discount').textContent).toBe('−¥3,090');
    await fillValid();
    await type(/^Coupon code/, '');
    await click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/payment'));
    expect(new URL(roomSearches(booted.server.sent)[0]!.url).searchParams.has('coupon_code')).toBe(false);
    expect((await screen.findByTestId('bw-price-change')).textContent).toBe('The price became more expensive after the promotion change: ¥27,810 → ¥30,900.');
    expect(reservation.selectedRooms.value[0]!.couponCode).toBeUndefined();
  });

  it('the same coupon as the search’s is not priced again, and no change is announced', async () => {
    reservation.restoreSelection([{ ...TWN, salePrice: 27810, discount: 3090, couponCode: 'WELCOME10' }]);
    const booted = await ready(await bootGuestDetail({ settings: COUPON_SETTINGS, select: false }));
    await fillValid();
    await click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/payment'));
    expect(roomSearches(booted.server.sent)).toHaveLength(0);
    await screen.findByRole('heading', { name: 'Payment', level: 1 });
    expect(screen.queryByTestId('bw-price-change')).toBeNull();
  });
});

describe('additional questions for some hotel plans', () => {
  const HALF_BOARD_Q = { id: 13, title: 'How many of you will have dinner?', question_type: 'free', labels: ['all_users'], hotel_plan_codes: ['HB'] };

  it('are asked only when a chosen room is of one of those plans', async () => {
    reservation.restoreSelection([{ ...TWN, hotelPlanCode: 'RO' }]);
    const scripted = { questions: json(200, { data: { additional_questions: [FREE_Q, HALF_BOARD_Q] } }) };
    await ready(await bootGuestDetail({ select: false, scripted }));
    expect(screen.getByRole('textbox', { name: /Anything we should know/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /dinner/ })).toBeNull();
  });

  it('show for a room of that plan', async () => {
    reservation.restoreSelection([{ ...TWN, roomPlanCode: 'TWN-HB', hotelPlanCode: 'HB' }]);
    const scripted = { questions: json(200, { data: { additional_questions: [FREE_Q, HALF_BOARD_Q] } }) };
    await ready(await bootGuestDetail({ select: false, scripted }));
    expect(screen.getByRole('textbox', { name: /dinner/ })).toBeTruthy();
  });
});

describe('answers prefilled from the last booking at the hotel', () => {
  const earlier = (answers: Record<string, unknown>, savedAt = Date.now()) => localStorage.setItem('bw_earlier_answers:sakura-tokyo', JSON.stringify({ savedAt, answers }));

  it('fill an unanswered time question with a time it still offers, and the page says so', async () => {
    await ready(
      await bootGuestDetail({
        prepare: () => earlier({ [CHECKIN_Q.id]: [{ checkin_time: '15:30' }] }),
      }),
    );
    const arrival = screen.getByRole('combobox', { name: 'Room 1 (Room TWN) Arrival time' }) as HTMLSelectElement;
    await waitFor(() => expect(arrival.value).toBe('15:30'));
    expect(screen.getByText('We filled in some answers from your last booking at this hotel. Please check them.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Anything we should know/ }) as HTMLTextAreaElement).value).toBe('');
  });

  it('leave a time the question no longer offers unfilled', async () => {
    await ready(await bootGuestDetail({ prepare: () => earlier({ [CHECKIN_Q.id]: [{ checkin_time: '22:00' }] }) }));
    const arrival = screen.getByRole('combobox', { name: 'Room 1 (Room TWN) Arrival time' }) as HTMLSelectElement;
    expect(arrival.value).toBe('');
    expect(screen.queryByText(/We filled in some answers/)).toBeNull();
  });
});
