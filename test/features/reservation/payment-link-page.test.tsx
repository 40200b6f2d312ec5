import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentLinkErrorKey, staleReason } from '../../../src/features/reservation/paymentLink';
import { pageTiming } from '../../../src/features/reservation/timing';
import { json } from '../../api/fake-server';
import { bootShell, SETTINGS } from '../../app/boot';
import { paymentAnswer, paymentLink } from './after-checkout-fixtures';

const defaultTiming = { ...pageTiming };
afterEach(() => {
  Object.assign(pageTiming, defaultTiming);
  vi.unstubAllGlobals();
});

async function bootPayment(number: string, answers: ReturnType<typeof json>[], suffix = '', query = '') {
  const booted = await bootShell({
    url: `/payments/${number}${suffix}?code=sakura-tokyo${query}`,
    prepare: (server) => answers.forEach((answer) => server.answerOnce(`/payment_transactions/${number}`, answer)),
  });
  await act(() => booted.started);
  await screen.findByRole('heading', { level: 1 });
  return booted;
}

const linkCalls = (server: Awaited<ReturnType<typeof bootShell>>['server']) => server.apiCalls().filter((r) => r.url.includes('/payment_transactions/'));
const details = () => {
  const list = screen.getByRole('region', { name: 'Payment details' }).querySelector('dl')!;
  const values = [...list.querySelectorAll('dd')].map((dd) => dd.textContent);
  return Object.fromEntries([...list.querySelectorAll('dt')].map((dt, i) => [dt.textContent, values[i]]));
};

describe('payment link pages (/payments/:paymentNumber, /payments/:paymentNumber/display)', () => {
  it.each([
    ['pending', 'Awaiting payment', 'This payment has not been made yet.'],
    ['paid', 'Paid', 'Thank you. Your payment has been received.'],
    ['failed', 'Payment failed', 'The last attempt to pay did not succeed.'],
    ['completed', 'Completed', 'This payment is complete. Nothing more is needed.'],
    ['refunded', 'Refunded', 'This payment has been refunded.'],
    ['cancelled', 'Cancelled', 'This payment request has been cancelled. No payment is needed.'],
  ])('a %s link shows its state, amount and subject; only pending and failed links can be paid', async (status, label, message) => {
    const { server } = await bootPayment('PL-1', [paymentAnswer({ number: 'PL-1', status })]);
    await screen.findByText(label);
    expect(screen.getByText(message)).toBeTruthy();
    expect(details()).toMatchObject({ For: 'Room upgrade', Amount: '¥25,800', 'Payment number': 'PL-1' });
    const payable = status === 'pending' || status === 'failed';
    expect(screen.queryByRole('button', { name: 'Pay now' }) !== null).toBe(payable);
    expect(new URL(linkCalls(server)[0]!.url).pathname).toBe('/api/v1/hotels/sakura-tokyo/payment_transactions/PL-1');
  });

  it('shows when it was paid and when it was refunded', async () => {
    await bootPayment('PL-1', [paymentAnswer({ status: 'refunded', refunded_at: '2030-12-05T01:30:00.000Z' })]);
    await screen.findByText('Refunded');
    const times = [...document.querySelectorAll('main time')].map((time) => time.getAttribute('datetime'));
    expect(times).toEqual(['2030-12-01T03:00:00.000Z', '2030-12-05T01:30:00.000Z']);
    expect(Object.keys(details())).toEqual(['For', 'Amount', 'Payment number', 'Paid on', 'Refunded on']);
  });

  it('is outside the main layout: no header, no footer; the display page shows the same state', async () => {
    await bootPayment('PL-1', [paymentAnswer({ status: 'completed' })], '/display');
    await screen.findByText('Completed');
    expect(document.querySelector('.bw-header')).toBeNull();
    expect(document.querySelector('.bw-footer')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment');
    expect(document.title).toContain('Payment');
  });

  it("carries the hotel's logo, name and colours, and says the time zone of its expiry", async () => {
    const booted = await bootShell({
      url: '/payments/PL-1?code=sakura-tokyo',
      settings: { ...SETTINGS, timezone: 'Asia/Tokyo' },
      prepare: (server) => server.answerOnce('/payment_transactions/PL-1', paymentAnswer({ status: 'pending', expires_at: '2030-12-24T09:00:00.000Z' })),
    });
    await act(() => booted.started);
    await screen.findByText('Awaiting payment');
    const bar = document.querySelector<HTMLElement>('.bw-brandbar')!;
    expect(bar.textContent).toBe('Hotel Sakura Tokyo');
    expect(bar.querySelector('img')!.getAttribute('src')).toContain('logo');
    expect(bar.style.background).toBe('rgb(43, 29, 31)');
    // The hotel is in Tokyo: its clock, named, whatever the guest's browser says.
    expect(details()['Valid until']).toBe('Dec 24, 2030, 6:00 PM (Japan Time, GMT+9)');
  });

  it('after 1 hour (PAYMENT_PAGE_TIMEOUT_HOURS) the page asks the guest to reload', async () => {
    let now = Date.now();
    pageTiming.now = () => now;
    await bootPayment('PL-1', [paymentAnswer({ status: 'pending' }), paymentAnswer({ status: 'pending' })]);
    await screen.findByText('Awaiting payment');
    now += 59 * 60_000;
    await act(() => void fireEvent.focus(window));
    expect(screen.queryByText(/more than an hour/)).toBeNull();
    now += 60_000;
    await act(() => void fireEvent.focus(window));
    expect(await screen.findByText('This page has been open for more than an hour. Please reload it before you continue.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(defaultTiming.paymentPageTimeoutMs).toBe(3_600_000);
  });

  it('the timer alone also times the page out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let now = Date.now();
      pageTiming.now = () => now;
      await bootPayment('PL-1', [paymentAnswer({ status: 'pending' })]);
      await screen.findByText('Awaiting payment');
      now += 3_600_000;
      await act(() => void vi.advanceTimersByTime(3_600_000));
      expect(screen.getByText(/more than an hour/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('re-checks the amount when the guest comes back, and asks for a reload when it changed', async () => {
    const { server } = await bootPayment('PL-1', [paymentAnswer({ status: 'pending' }), paymentAnswer({ status: 'pending' }), paymentAnswer({ status: 'pending', amount: 30000 })]);
    await screen.findByText('Awaiting payment');
    await act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(linkCalls(server)).toHaveLength(2));
    expect(screen.queryByText(/amount of this payment has changed/)).toBeNull();
    await act(() => void fireEvent.focus(window));
    expect(await screen.findByText('The amount of this payment has changed. Please reload the page to see the new amount.')).toBeTruthy();
    expect(linkCalls(server)).toHaveLength(3);
    // The amount the guest saw stays on the page until the reload.
    expect(details().Amount).toBe('¥25,800');
  });

  it('an unknown payment number says so', async () => {
    await bootPayment('NOPE', [json(404, { error: 'Payment transaction not found' })]);
    expect((await within(screen.getByRole('main')).findByRole('alert')).textContent).toBe('We could not find this payment. Please check the link you followed.');
  });

  it('in Traditional Chinese (Taiwan)', async () => {
    await bootPayment('PL-1', [paymentAnswer({ status: 'paid', currency: 'TWD', amount: 3200 })], '', '&locale=zh_Hant');
    await screen.findByText('已付款');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('付款');
    expect(screen.getByText('NT$3,200')).toBeTruthy();
  });

  describe('paying a pending or failed link', () => {
    const tokenAnswer = () => json(201, { data: { token: 'tok_test', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } });
    const input = (label: RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
    async function fillCard(number = '4242 4242 4242 4242') {
      await screen.findByRole('button', { name: 'Pay now' });
      input(/^Name on card/, 'HANAKO SATO');
      input(/^Card number/, number);
      input(/^Expiry date/, '12/30');
      input(/^Security code/, '123');
    }
    const payCalls = (server: Awaited<ReturnType<typeof bootShell>>['server']) => server.sent.filter((r) => r.url.endsWith('/pay'));
    const tokenCalls = (server: Awaited<ReturnType<typeof bootShell>>['server']) => server.sent.filter((r) => r.url.includes('/sandbox-pay/v1/tokens'));

    it.each(['pending', 'failed'])('a %s link: the card is tokenized, the token paid with, and the link shows paid', async (status) => {
      const { server } = await bootPayment('PL-1', [
        paymentAnswer({ number: 'PL-1', status, paid_at: null }),
        paymentAnswer({ number: 'PL-1', status: 'paid' }),
        paymentAnswer({ number: 'PL-1', status: 'paid' }),
      ]);
      server.answerOnce('/sandbox-pay/v1/tokens', tokenAnswer());
      await fillCard();
      await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Pay now' })));
      expect(await screen.findByText('Thank you. Your payment has been received.')).toBeTruthy();
      expect(screen.getByText('Paid')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
      const [token] = tokenCalls(server);
      expect(JSON.parse(token!.body!)).toMatchObject({ holder: 'HANAKO SATO', number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' });
      const [pay] = payCalls(server);
      expect(pay!.method).toBe('POST');
      expect(new URL(pay!.url).pathname).toBe('/api/v1/hotels/sakura-tokyo/payment_transactions/PL-1/pay');
      expect(JSON.parse(pay!.body!)).toEqual({ card_token: 'tok_test' });
      // The link was read again after paying.
      expect(linkCalls(server).filter((r) => r.method === 'GET')).toHaveLength(2);
    });

    it('an invalid card number is caught by the card rules before anything is sent', async () => {
      const { server } = await bootPayment('PL-1', [paymentAnswer({ number: 'PL-1', status: 'pending' })]);
      await fillCard('4242 4242 4242 4241');
      await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Pay now' })));
      expect(await screen.findByText('Please enter a valid card number.')).toBeTruthy();
      expect(tokenCalls(server)).toHaveLength(0);
      expect(payCalls(server)).toHaveLength(0);
    });

    it.each([
      [3004, 'The card number is not valid. Please check it.'],
      [3005, 'Please check the expiry year of the card.'],
      [1000, 'Please check the information you entered.'],
      [3007, 'Please check the information you entered.'],
    ])('a provider refusal %i shows the payment-link message', async (code, message) => {
      const { server } = await bootPayment('PL-1', [paymentAnswer({ number: 'PL-1', status: 'pending' })]);
      server.answerOnce('/sandbox-pay/v1/tokens', json(422, { errors: [{ code, details: { base: ['refused'] } }] }));
      await fillCard();
      await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Pay now' })));
      expect((await within(screen.getByRole('main')).findByRole('alert')).textContent).toBe(message);
      expect(payCalls(server)).toHaveLength(0);
      // The card is not kept after a try.
      expect((screen.getByLabelText(/^Card number/) as HTMLInputElement).value).toBe('');
      expect((screen.getByLabelText(/^Security code/) as HTMLInputElement).value).toBe('');
      // Focus goes to the field at fault (3004 and 3007 the number, 3005 the expiry), else to the message.
      const focused = { 3004: /^Card number/, 3005: /^Expiry date/, 3007: /^Card number/ }[code as 3004];
      await waitFor(() => expect(document.activeElement).toBe(focused ? screen.getByLabelText(focused) : within(screen.getByRole('main')).getByRole('alert')));
    });

    it('an API refusal of the payment shows its message', async () => {
      const { server } = await bootPayment('PL-1', [paymentAnswer({ number: 'PL-1', status: 'pending' }), json(422, { errors: [{ code: 1250, details: { base: ['expired'] } }] })]);
      server.answerOnce('/sandbox-pay/v1/tokens', tokenAnswer());
      await fillCard();
      await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Pay now' })));
      const alert = await within(screen.getByRole('main')).findByRole('alert');
      expect(alert.textContent).toBe('This link or request has expired.');
      expect(payCalls(server)).toHaveLength(1);
      expect(screen.getByText('Awaiting payment')).toBeTruthy();
    });

    it('the display page has no pay form', async () => {
      await bootPayment('PL-1', [paymentAnswer({ number: 'PL-1', status: 'pending' })], '/display');
      await screen.findByText('Awaiting payment');
      expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
      expect(screen.queryByLabelText(/^Card number/)).toBeNull();
    });
  });

  it('the payment-link error messages of spec section 8', () => {
    expect(paymentLinkErrorKey('INVALID_PARAMETER_SYNTAX')).toBe('confirmation.payment_link.errors.check_input');
    expect(paymentLinkErrorKey('Others')).toBe('confirmation.payment_link.errors.check_input');
    expect(paymentLinkErrorKey('INVALID_EXPIRATION_YEAR')).toBe('confirmation.payment_link.errors.expiration_year');
    expect(paymentLinkErrorKey('Invalid_card_number')).toBe('confirmation.payment_link.errors.card_number');
  });

  it('staleReason: time out first, then a changed amount', () => {
    const shown = paymentLink() as Parameters<typeof staleReason>[0];
    expect(staleReason(shown, undefined, 0, 3_599_999, 3_600_000)).toBeUndefined();
    expect(staleReason(shown, { ...shown, amount: 1 }, 0, 3_600_000, 3_600_000)).toBe('timed_out');
    expect(staleReason(shown, { ...shown, amount: 1 }, 0, 10, 3_600_000)).toBe('amount_changed');
    expect(staleReason(shown, { ...shown, status: 'paid' }, 0, 10, 3_600_000)).toBeUndefined();
  });
});
