import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as reservation from '../../../src/features/reservation';
import { browser } from '../../../src/features/reservation/booking';
import { json, type createFakeServer, type SentRequest } from '../../api/fake-server';
import { bootShell } from '../../app/boot';
import { CHECKIN, CHECKOUT } from '../results/helpers';
import { reservation as reservationFixture } from './after-checkout-fixtures';
import { resetBooking } from './form';
import { TWN } from './guest-detail-helpers';

type Server = ReturnType<typeof createFakeServer>;

const GUEST = {
  first_name: 'Taro',
  last_name: 'Yamada',
  email: 'taro@example.com',
  email_confirmation: 'taro@example.com',
  phone: '+819012345678',
  terms_accepted: true,
  // Booking for oneself: the guest detail step hands on no room guests of its own (the booker stays).
  booking_for_someone_else: false,
};

const PAYMENT_URL = `/reservation/payment?code=sakura-tokyo&checkin=${CHECKIN}&checkout=${CHECKOUT}`;

async function bootPayment(options: { rooms?: (typeof TWN)[]; guest?: boolean; url?: string; prepare?: (server: Server) => void; fetch?: (server: Server) => typeof fetch } = {}) {
  reservation.restoreSelection(options.rooms ?? [TWN]);
  if (options.guest !== false) {
    reservation.completeGuestDetail({ guestDetail: GUEST, answers: [{ question_id: 14, text: 'Late arrival' }], attachmentIds: ['att_1'], extrasOrder: [], stay: { checkin: CHECKIN, checkout: CHECKOUT } });
  }
  const booted = await bootShell({ url: options.url ?? PAYMENT_URL, prepare: options.prepare });
  if (options.fetch) vi.stubGlobal('fetch', options.fetch(booted.server));
  await act(() => booted.started);
  return booted;
}

const type = (label: string | RegExp, value: string) => act(() => void fireEvent.input(screen.getByLabelText(label), { target: { value } }));
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const chooseMethod = async (name: string) => click(await screen.findByRole('radio', { name }));
const submit = async () => click(screen.getByRole('button', { name: 'Confirm booking' }));
const messageOf = (field: HTMLElement) => field.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
const reservationCalls = (server: Server) => server.sent.filter((r) => r.method === 'POST' && r.url.includes('/hotels/sakura-tokyo/reservations'));
const tokenCalls = (server: Server) => server.sent.filter((r) => r.url.includes('/sandbox-pay/v1/tokens'));
const created = (overrides: Record<string, unknown> = {}, next: unknown = null) =>
  json(201, { data: { reservation: reservationFixture({ confirmation_number: 'SB100', email: 'taro@example.com', bypass_token: 'bypass-1', ...overrides }), next } });
const tokenAnswer = (brand = 'visa', last4 = '4242') => json(201, { data: { token: 'tok_test', brand, last4, exp_month: 12, exp_year: 2030 } });

async function fillCard(number = '4242 4242 4242 4242', holder = 'HANAKO SATO') {
  await type(/^Name on card/, holder);
  await type(/^Card number/, number);
  await type(/^Expiry date/, '12/30');
  await type(/^Security code/, '123');
}

afterEach(resetBooking);

describe('the payment step (spec sections 3, 4, 5, 8)', () => {
  it('shows the stay, rooms and total, hides the language selector, and offers only the methods every plan allows', async () => {
    const other = { ...TWN, roomTypeCode: 'STE', roomPlanCode: 'STE-RO', roomTypeName: 'Suite', salePrice: 50000, paymentMethods: ['credit_card', 'bank_transfer', 'deferred_payment'] };
    await bootPayment({ rooms: [{ ...TWN, paymentMethods: ['on_site', 'credit_card', 'bank_transfer'] }, other] });
    await screen.findByRole('heading', { name: 'Payment', level: 1 });
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(within(summary).getByText('Room TWN')).toBeTruthy();
    expect(within(summary).getByText('Suite')).toBeTruthy();
    expect(screen.getByTestId('bw-pay-total').textContent).toBe('¥80,900');
    expect(within(summary).getByText(/^Dates/).nextElementSibling!.textContent).toMatch(/ – .*2 nights$/);
    const radios = screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent!.trim());
    expect(radios).toEqual(['Credit card', 'Bank transfer']);
    expect(screen.getByRole('group', { name: 'How would you like to pay?' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(document.title).toContain('Payment method');
  });

  it('without guest details, says so and links back to the guest detail page', async () => {
    await bootPayment({ guest: false });
    await screen.findByRole('heading', { name: 'Guest details needed' });
    const link = screen.getByRole('link', { name: 'Back to guest details' });
    expect(link.getAttribute('href')).toBe(`/reservation/guest-detail?code=sakura-tokyo&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
  });

  it('validates the card form with the booking rules, each message next to its field', async () => {
    const { server } = await bootPayment();
    await chooseMethod('Credit card');
    expect(screen.getByText('Your card details go directly to our payment provider. We never store them.')).toBeTruthy();
    await submit();
    for (const label of [/^Name on card/, /^Card number/, /^Expiry date/, /^Security code/]) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(messageOf(field)).toContain("Required fields can't be blank.");
    }
    await type(/^Name on card/, 'ハナコ');
    await type(/^Card number/, '4242 4242 4242 4241');
    await type(/^Expiry date/, '13/30');
    await type(/^Security code/, '12');
    await submit();
    expect(messageOf(screen.getByLabelText(/^Name on card/))).toContain("Please enter the card holder's name in roman letters (A–Z), as printed on the card.");
    // Focus goes to the first field at fault.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Name on card/)));
    expect(messageOf(screen.getByLabelText(/^Card number/))).toContain('Please enter a valid card number.');
    expect(messageOf(screen.getByLabelText(/^Expiry date/))).toContain('Please enter the expiry date as MM/YY.');
    expect(messageOf(screen.getByLabelText(/^Security code/))).toContain('Please enter the 3- or 4-digit security code.');
    // The brand is detected from the number and shown.
    await type(/^Card number/, '3530 1113 3330 0000');
    expect(messageOf(screen.getByLabelText(/^Card number/))).toContain('Card brand: JCB');
    expect(tokenCalls(server)).toHaveLength(0);
    expect(reservationCalls(server)).toHaveLength(0);
  });

  it('refuses VISA online over 1,000,000 yen, but takes JCB', async () => {
    const big = { ...TWN, roomTypeCode: 'STE', roomPlanCode: 'STE-RO', salePrice: 1_200_000, tax: 109_090 };
    const { server } = await bootPayment({
      rooms: [big],
      prepare: (s) => {
        s.answerOnce('/sandbox-pay/v1/tokens', tokenAnswer('jcb', '0000'));
        s.answerOnce('/hotels/sakura-tokyo/reservations', created());
      },
    });
    await chooseMethod('Credit card');
    await fillCard('4242 4242 4242 4242');
    await submit();
    expect(messageOf(screen.getByLabelText(/^Card number/))).toContain('Online payments over ¥1,000,000 cannot be made with Visa or Mastercard. Please use another card.');
    expect(tokenCalls(server)).toHaveLength(0);
    await type(/^Card number/, '3530111333300000');
    await submit();
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/SB100'));
    expect(JSON.parse(tokenCalls(server)[0]!.body!).brand).toBe('jcb');
  });

  it('a total of 0 cannot be paid by card', async () => {
    await bootPayment({ rooms: [{ ...TWN, salePrice: 0, tax: 0 }] });
    await chooseMethod('Credit card');
    await fillCard();
    await submit();
    expect(screen.getByText('A total of 0 cannot be paid by card. Please use fewer points.')).toBeTruthy();
  });

  it('tokenizes the card with the provider; the booking call carries only the token, and nothing keeps the card', async () => {
    const { server } = await bootPayment({
      prepare: (s) => {
        s.answerOnce('/sandbox-pay/v1/tokens', tokenAnswer());
        s.answerOnce('/hotels/sakura-tokyo/reservations', created({ payment_method: 'credit_card' }));
      },
    });
    await chooseMethod('Credit card');
    await fillCard();
    await submit();
    await waitFor(() => expect(reservationCalls(server)).toHaveLength(1));
    const [token] = tokenCalls(server);
    expect(token!.url).toBe('http://api.test/sandbox-pay/v1/tokens');
    expect(token!.headers['x-client-session']).toBeUndefined();
    expect(JSON.parse(token!.body!)).toEqual({ holder: 'HANAKO SATO', number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', brand: 'visa' });
    const [booking] = reservationCalls(server);
    const sentBody = booking!.body!;
    for (const secret of ['4242424242424242', '4242 4242 4242 4242', 'HANAKO', '"cvc"', '12/30', 'security_code']) expect(sentBody).not.toContain(secret);
    const body = JSON.parse(sentBody);
    expect(body).toMatchObject({
      checkin_date: CHECKIN,
      checkout_date: CHECKOUT,
      payment_method: 'credit_card',
      card_token: 'tok_test',
      locale: 'en',
      attachment_ids: ['att_1'],
      answers: [{ additional_question_id: 14, text: 'Late arrival' }],
      three_d_secure_return_url: 'http://localhost:3000/reservation/3ds-return?code=sakura-tokyo',
      guest: { first_name: 'Taro', last_name: 'Yamada', email: 'taro@example.com' },
      rooms: [{ room_type_code: 'TWN', room_plan_code: 'TWN-RO', adults: 2, children: 0, payment_method: 'credit_card' }],
    });
    // Booking for oneself: the room names no guest of its own, so the hotel takes the booker's names (kana included).
    expect(body.rooms[0].guest).toBeUndefined();
    expect(booking!.headers['idempotency-key']).toMatch(/.{8,}/);
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(stored).not.toContain('4242');
  });

  it('a retry after a lost connection sends the same Idempotency-Key and body; a double click books once', async () => {
    let failNext = true;
    const { server } = await bootPayment({
      prepare: (s) => s.answerOnce('/hotels/sakura-tokyo/reservations', created({ payment_method: 'on_site' })),
      fetch: (s) => (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (failNext && String(input).includes('/reservations')) {
          failNext = false;
          s.sent.push({ method: 'POST', url: String(input), headers: Object.fromEntries(new Headers(init?.headers as HeadersInit)), body: init?.body as string } as SentRequest);
          throw new TypeError('Failed to fetch');
        }
        return s.fetch(input, init);
      }) as typeof fetch,
    });
    await chooseMethod('Pay at the hotel');
    const button = screen.getByRole('button', { name: 'Confirm booking' });
    await act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert.textContent).toContain('An error occurred during processing. Please try again later.');
    expect(reservationCalls(server)).toHaveLength(1);
    await submit();
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/SB100'));
    const [first, second] = reservationCalls(server);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(second!.body).toBe(first!.body);
  });

  it('a booking that is done goes to the confirmation page and forgets the selection, guest detail and key', async () => {
    await bootPayment({ prepare: (s) => s.answerOnce('/hotels/sakura-tokyo/reservations', created({ payment_method: 'on_site' })) });
    await chooseMethod('Pay at the hotel');
    await submit();
    await waitFor(() => expect(location.pathname + location.search).toBe('/reservation/confirmation/SB100?email=taro%40example.com&bypass_token=bypass-1&code=sakura-tokyo'));
    expect(reservation.selectedRooms.value).toEqual([]);
    expect(reservation.guestDetail.value).toBeUndefined();
    expect(sessionStorage.getItem('bw_booking_attempt:sakura-tokyo')).toBeNull();
  });

  it('a booking made keeps its times and people counts (never free text) to prefill the next booking at the hotel', async () => {
    await bootPayment({ prepare: (s) => s.answerOnce('/hotels/sakura-tokyo/reservations', created({ payment_method: 'on_site' })) });
    reservation.answers.value = [{ question_id: 14, text: 'Late arrival' }, { question_id: 11, rooms: [{ checkin_time: '15:30' }] }];
    await chooseMethod('Pay at the hotel');
    await submit();
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/SB100'));
    expect(JSON.parse(localStorage.getItem('bw_earlier_answers:sakura-tokyo')!).answers).toEqual({ 11: [{ checkin_time: '15:30' }] });
  });

  it('a booking waiting for 3D Secure sends the guest to the 3D Secure page and keeps how to read it', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const url = 'http://api.test/sandbox-pay/3ds/tds_1?return_url=x';
    await bootPayment({
      prepare: (s) => {
        s.answerOnce('/sandbox-pay/v1/tokens', tokenAnswer());
        s.answerOnce('/hotels/sakura-tokyo/reservations', created({ status: 'pending_3ds' }, { type: '3ds', url, expires_at: null }));
      },
    });
    await chooseMethod('Credit card');
    await fillCard('4000 0000 0000 3220');
    await submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(screen.getByRole('heading', { name: 'Waiting for 3D Secure' })).toBeTruthy();
    expect(screen.getByText(/not confirmed until the password is entered/)).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('bw_booking_3ds:sakura-tokyo')!)).toMatchObject({ confirmation_number: 'SB100', bypass_token: 'bypass-1' });
    expect(sessionStorage.getItem('bw_booking_attempt:sakura-tokyo')).toBeTruthy();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('3220');
  });

  it('a sold-out answer (409) says so and links back to the results; what was typed stays but the card number and code', async () => {
    await bootPayment({
      prepare: (s) => {
        s.answerOnce('/sandbox-pay/v1/tokens', tokenAnswer());
        s.answerOnce('/hotels/sakura-tokyo/reservations', json(409, { errors: [{ code: 1000, title: 'sold_out', details: { base: ['The room is no longer available for these dates.'] } }] }));
      },
    });
    await chooseMethod('Credit card');
    await fillCard();
    await submit();
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert.textContent).toContain('Sorry, this room is no longer available for these dates.');
    expect(within(alert).getByRole('link', { name: 'Back to search results' }).getAttribute('href')).toBe(`/booking/result?code=sakura-tokyo&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    expect((screen.getByLabelText(/^Name on card/) as HTMLInputElement).value).toBe('HANAKO SATO');
    expect((screen.getByLabelText(/^Expiry date/) as HTMLInputElement).value).toBe('12/30');
    expect((screen.getByLabelText(/^Card number/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Security code/) as HTMLInputElement).value).toBe('');
  });

  it('another refusal shows the catalogue message in an alert', async () => {
    await bootPayment({ prepare: (s) => s.answerOnce('/sandbox-pay/v1/tokens', json(422, { errors: [{ code: 3007, details: { base: ['This card was not accepted.'] } }] })) });
    await chooseMethod('Credit card');
    await fillCard('4000 0000 0000 0002');
    await submit();
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert.textContent).toBe('This card was not accepted, or the card number is wrong.');
    expect((screen.getByLabelText(/^Name on card/) as HTMLInputElement).value).toBe('HANAKO SATO');
    // The field at fault (3007: the number) takes focus, so the guest can type another card at once.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Card number/)));
  });

  it('Confirm without a payment method says so and puts focus on the methods', async () => {
    await bootPayment();
    await submit();
    expect(await screen.findByText('Please choose a payment method.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Pay at the hotel' })));
  });

  it('the card form groups the number and formats the expiry as typed, and a corrected field loses its message', async () => {
    await bootPayment();
    await chooseMethod('Credit card');
    const number = screen.getByLabelText(/^Card number/) as HTMLInputElement;
    expect(number.inputMode).toBe('numeric');
    expect(number.autocomplete).toBe('cc-number');
    expect((screen.getByLabelText(/^Expiry date/) as HTMLInputElement).autocomplete).toBe('cc-exp');
    expect((screen.getByLabelText(/^Security code/) as HTMLInputElement).autocomplete).toBe('cc-csc');
    expect((screen.getByLabelText(/^Name on card/) as HTMLInputElement).autocomplete).toBe('cc-name');
    expect(screen.getByText('Accepted cards: Visa, Mastercard, JCB, American Express, Diners Club')).toBeTruthy();
    await type(/^Card number/, '4242424242424242');
    expect(number.value).toBe('4242 4242 4242 4242');
    await type(/^Card number/, '378282246310005');
    expect(number.value).toBe('3782 822463 10005');
    await type(/^Expiry date/, '1230');
    expect((screen.getByLabelText(/^Expiry date/) as HTMLInputElement).value).toBe('12/30');
    await type(/^Security code/, '12');
    await submit();
    expect(messageOf(screen.getByLabelText(/^Security code/))).toContain('Please enter the 3- or 4-digit security code.');
    await type(/^Security code/, '1234');
    expect(screen.getByLabelText(/^Security code/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please enter the 3- or 4-digit security code.')).toBeNull();
  });
});

describe('the 3D Secure return page', () => {
  const pending = (s: Server) => {
    s.answerOnce('/reservations/SB100', json(200, { data: { reservation: reservationFixture({ confirmation_number: 'SB100' }) } }));
    sessionStorage.setItem('bw_booking_3ds:sakura-tokyo', JSON.stringify({ confirmation_number: 'SB100', email: 'taro@example.com', bypass_token: 'bypass-1', checkin: CHECKIN, checkout: CHECKOUT }));
    sessionStorage.setItem('bw_booking_attempt:sakura-tokyo', JSON.stringify('key-1'));
  };

  it('done: goes to the confirmation page with the bypass token kept at submit time', async () => {
    await bootPayment({ guest: false, url: '/reservation/3ds-return?code=sakura-tokyo&status=done&confirmation_number=SB100', prepare: pending });
    await waitFor(() => expect(location.pathname + location.search).toBe('/reservation/confirmation/SB100?email=taro%40example.com&bypass_token=bypass-1&code=sakura-tokyo'));
    expect(sessionStorage.getItem('bw_booking_attempt:sakura-tokyo')).toBeNull();
    expect(sessionStorage.getItem('bw_booking_3ds:sakura-tokyo')).toBeNull();
    expect(reservation.selectedRooms.value).toEqual([]);
  });

  it.each([
    ['failed', '3006'],
    ['failed', '3008'],
    ['cancelled', '3001'],
  ])('%s (%s): goes to the fail page with the error code', async (status, code) => {
    await bootPayment({ guest: false, url: `/reservation/3ds-return?code=sakura-tokyo&status=${status}&error_code=${code}&confirmation_number=SB100`, prepare: pending });
    await waitFor(() => expect(location.pathname).toBe('/reservation/fail'));
    expect(location.search).toBe(`?code=sakura-tokyo&checkin=${CHECKIN}&checkout=${CHECKOUT}&error_code=${code}`);
    await screen.findByRole('heading', { level: 1 });
    if (code === '3006') expect(await within(screen.getByRole('main')).findByText('3D Secure authentication failed.')).toBeTruthy();
  });

  it('without an outcome, the booking waits for the 3D Secure password', async () => {
    await bootPayment({ guest: false, url: '/reservation/3ds-return?code=sakura-tokyo', prepare: pending });
    await screen.findByRole('heading', { name: 'Waiting for 3D Secure' });
    expect(screen.getByText(/not confirmed until the password is entered/)).toBeTruthy();
    expect(location.pathname).toBe('/reservation/3ds-return');
  });
});
