import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentLinkErrorKey, staleReason } from '../../../src/features/reservation/paymentLink';
import { pageTiming } from '../../../src/features/reservation/timing';
import { json } from '../../api/fake-server';
import { bootShell } from '../../app/boot';
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
  ])('a %s link shows its state, amount and subject, and no Pay button', async (status, label, message) => {
    const { server } = await bootPayment('PL-1', [paymentAnswer({ number: 'PL-1', status })]);
    await screen.findByText(label);
    expect(screen.getByText(message)).toBeTruthy();
    expect(details()).toMatchObject({ For: 'Room upgrade', Amount: '¥25,800', 'Payment number': 'PL-1' });
    expect(screen.queryByRole('button', { name: /pay/i })).toBeNull();
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
