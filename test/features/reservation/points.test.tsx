// Spending points on the payment step (spec sections 3 and 5): a signed-in member of a program with points sees the
// balance, the rules say why an amount cannot be used, the summary takes accepted points off, and the booking sends them.
import { act, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import * as reservation from '../../../src/features/reservation';
import { json, type createFakeServer } from '../../api/fake-server';
import { bootShell } from '../../app/boot';
import { CHECKIN, CHECKOUT } from '../results/helpers';
import { reservation as reservationFixture } from './after-checkout-fixtures';
import { blur, click, messageOf, resetBooking, type } from './form';
import { TWN } from './guest-detail-helpers';

type Server = ReturnType<typeof createFakeServer>;

const GUEST = {
  first_name: 'Hanako',
  last_name: 'Yamada',
  email: 'member@example.com',
  email_confirmation: 'member@example.com',
  phone: '+819012345678',
  terms_accepted: true,
  room_guests: [{ first_name: 'Hanako', last_name: 'Yamada' }],
  booking_for_someone_else: false,
};
const MEMBER = { id: 1, membership_id: 'SKR-000123', program_id: 1, rank_id: 2, name: 'Hanako Yamada', point_program_enabled: true };
const POINTS = { total_point: 12000, future_point: 1500, program_enabled: true, point_step: 100, minimum_spend: 500 };

async function bootPayment(options: { signedIn?: boolean; points?: ReturnType<typeof json>; prepare?: (server: Server) => void } = {}) {
  reservation.restoreSelection([TWN]);
  reservation.completeGuestDetail({ guestDetail: GUEST, answers: [], attachmentIds: [], extrasOrder: [], stay: { checkin: CHECKIN, checkout: CHECKOUT } });
  const booted = await bootShell({
    url: `/reservation/payment?code=sakura-tokyo&checkin=${CHECKIN}&checkout=${CHECKOUT}`,
    prepare: (server) => {
      if (options.signedIn !== false) {
        server.answerOnce('/session/whoami', json(200, { data: { member: MEMBER, organization: null } }));
        server.answerOnce('/memberships/program', json(200, { data: { id: 1, name: 'Sakura Members', additional_tiers_attributes: [] } }));
        server.answerOnce('/memberships/point', options.points ?? json(200, { data: POINTS }));
      }
      options.prepare?.(server);
    },
  });
  await act(() => booted.started);
  await screen.findByRole('heading', { name: 'Payment', level: 1 });
  return booted;
}

const points = () => screen.getByLabelText(/^Points to use/);

afterEach(resetBooking);

describe('points on the payment step', () => {
  it('a member sees the balance and the rules; each rule says why an amount cannot be used', async () => {
    await bootPayment();
    expect((await screen.findByTestId('bw-pay-balance')).textContent).toBe('You have 12,000 points. 1 point = ¥1.');
    expect(screen.getByRole('group', { name: 'Use your points' })).toBeTruthy();
    const cases: [string, string][] = [
      ['550', 'Points can be used in multiples of 100.'],
      ['400', 'Please use at least 500 points.'],
      ['20000', 'You have only 12,000 points. Cannot spend 20,000 points.'],
      ['abc', 'Please check this entry.'],
    ];
    for (const [value, message] of cases) {
      await type(/^Points to use/, value);
      await blur(/^Points to use/);
      expect(points().getAttribute('aria-invalid')).toBe('true');
      expect(messageOf(points())).toContain(message);
      // Points the rules refuse are not taken off.
      expect(screen.queryByTestId('bw-pay-points')).toBeNull();
      expect(screen.getByTestId('bw-pay-total').textContent).toBe('¥30,900');
    }
  });

  it('not above the total price', async () => {
    await bootPayment({ points: json(200, { data: { ...POINTS, total_point: 50000 } }) });
    await screen.findByTestId('bw-pay-balance');
    await type(/^Points to use/, '31000');
    await blur(/^Points to use/);
    expect(messageOf(points())).toContain('You cannot use more points than the total price (¥30,900).');
  });

  it('accepted points come off the total, and the booking sends them', async () => {
    const { server } = await bootPayment({
      prepare: (s) => s.answerOnce('/hotels/sakura-tokyo/reservations', json(201, { data: { reservation: reservationFixture({ confirmation_number: 'SB200', email: 'member@example.com', bypass_token: 'b-2' }), next: null } })),
    });
    await screen.findByTestId('bw-pay-balance');
    await type(/^Points to use/, '1000');
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(within(summary).getByTestId('bw-pay-points').textContent).toBe('−¥1,000');
    expect(screen.getByTestId('bw-pay-total').textContent).toBe('¥29,900');
    await click(await screen.findByRole('radio', { name: 'Pay at the hotel' }));
    await click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/confirmation/SB200'));
    const booking = server.sent.find((r) => r.method === 'POST' && r.url.includes('/hotels/sakura-tokyo/reservations'))!;
    expect(JSON.parse(booking.body!).spending_point).toBe(1000);
  });

  it('all the points on a card booking: a total of 0 cannot be paid by card', async () => {
    await bootPayment({ points: json(200, { data: { ...POINTS, total_point: 50000 } }) });
    await screen.findByTestId('bw-pay-balance');
    await click(await screen.findByRole('radio', { name: 'Credit card' }));
    await type(/^Points to use/, '30900');
    await click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(messageOf(points())).toContain('A total of 0 cannot be paid by card. Please use fewer points.');
  });

  it('the server’s 2401 (not enough points) reads in the guest language with both amounts', async () => {
    const refused = json(422, { errors: [{ code: 2401, details: { base: ['You have only 300 points. Cannot spend 500 points.'] }, currentPoint: 300, spendPoint: 500 }] });
    await bootPayment({ prepare: (s) => s.answerOnce('/hotels/sakura-tokyo/reservations', refused) });
    await screen.findByTestId('bw-pay-balance');
    await type(/^Points to use/, '500');
    await click(await screen.findByRole('radio', { name: 'Pay at the hotel' }));
    await click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect((await screen.findByText('You have only 300 points. Cannot spend 500 points.')).closest('[role="alert"]')).toBeTruthy();
    expect((points() as HTMLInputElement).value).toBe('500');
  });

  it('a balance that cannot be read says so; the guest can still book without points', async () => {
    await bootPayment({ points: json(503, { error: 'unavailable' }) });
    expect(await screen.findByText('Your point balance is not available right now.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Points to use/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Confirm booking' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a guest who is not signed in is not offered points', async () => {
    const { server } = await bootPayment({ signedIn: false });
    await screen.findByRole('radio', { name: 'Pay at the hotel' });
    expect(screen.queryByRole('group', { name: 'Use your points' })).toBeNull();
    expect(server.sent.some((r) => r.url.includes('/memberships/point'))).toBe(false);
  });
});
