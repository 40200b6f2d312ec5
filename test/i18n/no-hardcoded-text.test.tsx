import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installCatalogue, type Namespace } from '../../src/i18n';
import { json } from '../api/fake-server';
import { bootShell, SETTINGS } from '../app/boot';
import { clearResults } from '../../src/features/results/store';
import { CHECKOUT, plansAnswer, resultUrl, room, roomPlan, roomsAnswer } from '../features/results/helpers';
import { pick, POLICY, recommenderUrl } from '../features/results/fixtures';
import { clear as clearSelection, clearGuestDetail } from '../../src/features/reservation';
import { bootGuestDetail } from '../features/reservation/guest-detail-helpers';
import { paymentAnswer, reservationAnswer } from '../features/reservation/after-checkout-fixtures';

// Every catalogue value is replaced by a marker naming its key; any other text a component renders
// was written into the component instead of a catalogue.
function pseudo(value: unknown, prefix: string): unknown {
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudo(v, `${prefix}.${k}`)]));
  }
  return `⟦${prefix}⟧`;
}

const namespaces: Namespace[] = ['shell', 'errors', 'searchbar', 'results', 'confirmation', 'booking'];
function installPseudo(list: Namespace[]) {
  for (const ns of list) {
    const english = JSON.parse(readFileSync(join(import.meta.dirname, `../../i18n/en/${ns}.json`), 'utf8')) as unknown;
    installCatalogue('en', ns, pseudo(english, ns) as Record<string, unknown>);
  }
}
installPseudo(namespaces);

/** Text a guest sees that is neither a catalogue marker nor the hotel's own data (`data`: what the server sent). */
function strayText(root: Element, data: string[] = []): string[] {
  const stray: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (parent.closest('[aria-hidden="true"], .bw-footer, .bw-header__custom, style, script')) continue;
    const rest = (node.textContent ?? '').replace(/⟦[^⟧]+⟧/g, '').replace(SETTINGS.hotel_name, '').trim();
    if (rest && !data.includes(rest)) stray.push(rest);
  }
  return stray;
}

afterEach(() => {
  clearResults();
  vi.unstubAllGlobals();
});

describe('no text outside the catalogues', () => {
  it.each([
    ['the not-found page', '/nowhere?code=sakura-tokyo', '⟦shell.not_found.title⟧'],
    ['the 503 page', '/503?code=sakura-tokyo', '⟦shell.service_unavailable.title⟧'],
  ])('%s renders only catalogue text', async (_, url, heading) => {
    const { started, view } = await bootShell({
      url,
      prepare: (server) => server.answerOnce('/session/whoami', json(500, { error: 'boom' })),
    });
    await act(() => started);
    await screen.findByRole('heading', { name: heading });
    expect(screen.getByText('⟦errors.generic⟧')).toBeTruthy();
    expect(strayText(view.container)).toEqual([]);
  });

  it("the 'No hotel code' page renders only catalogue text", async () => {
    const { started, view } = await bootShell({ url: '/' });
    await act(() => started);
    await screen.findByRole('heading', { name: '⟦shell.no_hotel_code⟧' });
    expect(strayText(view.container)).toEqual([]);
  });

  // Room, plan and hotel names, descriptions, addresses and prices come from the server.
  const roomData = ['Room TWN', 'The TWN room.', 'Room only', 'A simple stay without meals.', '¥30,900'];
  const plan = {
    hotel_plan_code: 'RO',
    plan_name: 'Room only',
    plan_description: 'A simple stay without meals.',
    member_only: true,
    meal: 'breakfast',
    booking_start_date: null,
    lowest_price: 30900,
    rooms: [{ room_type_code: 'TWN', room_type_name: 'Room TWN', photos: [], room_count: 3, max_guests: 2, room_plan_code: 'TWN-RO', total_price: 30900, tax: 2809, tax_included: true, payment_methods: [] }],
  };
  it.each([
    ['rooms', resultUrl(), roomsAnswer([room('TWN', { room_count: 2 })]), '.bw-card'],
    ['plans', resultUrl({ type: 'plan' }), plansAnswer([plan]), '.bw-card'],
    ['an empty result', resultUrl(), roomsAnswer([], { next_available_date: CHECKOUT }), '.bw-empty'],
    ['a failed search', resultUrl(), json(422, { errors: [{ code: 1000, details: { base: ['Bad input'] } }] }), '.bw-alert'],
  ])('the results page with %s renders only catalogue text', async (_, url, answer, shown) => {
    const { started, view } = await bootShell({ url, prepare: (server) => server.answerOnce('/rooms', answer) });
    await act(() => started);
    await waitFor(() => expect(view.container.querySelector(shown)).toBeTruthy());
    expect(screen.getByRole('search')).toBeTruthy();
    expect(strayText(view.container, roomData)).toEqual([]);
  });

  it('the brand facilities page renders only catalogue text', async () => {
    const hotels = [
      { hotel_id: 5, hotel_code: 'aurora-namba', name: 'Aurora Hotel Namba', address: '5-1-5 Namba', photo: null, currency: 'JPY', lowest_price: 19300 },
      { hotel_id: 6, hotel_code: 'aurora-gion', name: 'Aurora Hotel Gion', address: '300 Gionmachi', photo: null, currency: 'JPY', lowest_price: null },
    ];
    const { started, view } = await bootShell({
      url: '/facilities?code=sakura-tokyo',
      settings: { ...SETTINGS, brand_code: 'aurora', booking_widget_type: 'brand' },
      prepare: (server) => server.answerOnce('/hotel_brands/aurora/hotels', json(200, { data: { brand_code: 'aurora', brand_name: 'Aurora', hotels } })),
    });
    await act(() => started);
    await screen.findByRole('link', { name: 'Aurora Hotel Gion' });
    expect(strayText(view.container, ['Aurora Hotel Namba', '5-1-5 Namba', 'Aurora Hotel Gion', '300 Gionmachi'])).toEqual([]);
  });

  it.each([
    ['with picks', json(200, { data: { recommendations: [pick('TWN', 'best_price'), pick('STE', 'most_space'), pick('DBL', 'breakfast_included')] } }), 'article'],
    ['with none', json(200, { data: { recommendations: [] } }), '.bw-empty'],
    ['after a failed call', json(500, { error: 'boom' }), '.bw-alert'],
  ])('the recommender page %s renders only catalogue text', async (_, answer, shown) => {
    const { started, view } = await bootShell({ url: recommenderUrl(), prepare: (server) => server.answerOnce('/rooms/recommendation', answer) });
    await act(() => started);
    await waitFor(() => expect(view.container.querySelector(`main ${shown}`)).toBeTruthy());
    const data = ['TWN', 'STE', 'DBL'].flatMap((code) => [`Room ${code}`]).concat(['Room only', '¥30,900']);
    expect(strayText(view.container, data)).toEqual([]);
  });

  it.each([
    ['with a policy and dates', '&room_plan_code=TWN-RO&checkin=2030-12-10', json(200, { data: { cancellation_policies: [POLICY, { ...POLICY, id: 6, special_rate: true }] } }), '.bw-policy'],
    ['without a plan code', '', undefined, '.bw-empty'],
    ['after a failed call', '&cancellation_policy_id=9', json(500, { error: 'boom' }), '.bw-alert'],
  ])('the cancellation policy page %s renders only catalogue text', async (_, query, answer, shown) => {
    const { started, view } = await bootShell({
      url: `/cancellation-policy?code=sakura-tokyo${query}`,
      prepare: (server) => answer && server.answerOnce('/cancellation_policies', answer),
    });
    await act(() => started);
    await waitFor(() => expect(view.container.querySelector(`main ${shown}`)).toBeTruthy());
    // Policy names and Intl-formatted dates are data.
    const dates = [...view.container.querySelectorAll('time')].map((t) => t.textContent ?? '');
    expect(strayText(view.container, ['Standard policy', ...dates])).toEqual([]);
  });

  it('the summary bar and select buttons render only catalogue text', async () => {
    const { started, view } = await bootShell({ url: resultUrl(), prepare: (server) => server.answerOnce('/rooms', roomsAnswer([room('TWN', { room_plans: [roomPlan('TWN'), roomPlan('TWN', { room_plan_code: 'TWN-MO', room_plan_name: 'Members rate', requires_sign_in: true })] })])) });
    await act(() => started);
    const select = await screen.findByRole('button', { name: '⟦results.select.select_named⟧' });
    await act(() => void fireEvent.click(select));
    expect(view.container.querySelector('.bw-summary')).toBeTruthy();
    expect(strayText(view.container, [...roomData, 'Members rate'])).toEqual([]);
    clearSelection();
  });

  // Codes, names and email the server sent, and Intl-formatted dates and prices, are data.
  const bookingData = (root: Element) => [
    ...[...root.querySelectorAll('time')].map((node) => node.textContent ?? ''),
    ...[...root.querySelectorAll('dd, dd span')].map((node) => node.textContent ?? '').filter((text) => /^[−¥₩NT$\d,]+$/.test(text)),
    // Room and plan names the hotel stored.
    ...[...root.querySelectorAll('.bw-sum__room-name, .bw-sum__room-plan, .bw-sum__room-price')].map((node) => node.textContent ?? ''),
    'SKR-20301210-0001',
    'PL-1',
    'Room upgrade',
  ];
  it.each([
    ['a confirmed booking with a deposit', reservationAnswer(), '.bw-booking__section'],
    ['a booking waiting for 3D Secure', reservationAnswer({ status: 'pending_3ds' }), '.bw-booking__section'],
    ['a failed booking', reservationAnswer({ status: 'failed' }), '.bw-booking__alert'],
    ['a booking that is not found', json(404, { error: 'Reservation not found' }), '.bw-booking__alert'],
  ])('the confirmation page with %s renders only catalogue text', async (_, answer, shown) => {
    const { started, view } = await bootShell({
      url: '/reservation/confirmation/SKR-20301210-0001?code=sakura-tokyo&email=hanako%40example.com',
      prepare: (server) => server.answerOnce('/reservations/', answer),
    });
    await act(() => started);
    await waitFor(() => expect(view.container.querySelector(`main ${shown}`)).toBeTruthy());
    expect(strayText(view.container, bookingData(view.container))).toEqual([]);
  });

  it('the fail page renders only catalogue text, never the error text of the address', async () => {
    const { started, view } = await bootShell({ url: '/reservation/fail?code=sakura-tokyo&checkin=2030-12-10&checkout=2030-12-12&adults=2&error_code=3004&error=Card%20declined' });
    await act(() => started);
    await waitFor(() => expect(view.container.querySelector('main .bw-booking__alert')).toBeTruthy());
    expect(strayText(view.container)).toEqual([]);
  });

  it.each(['pending', 'paid', 'refunded', 'cancelled'])('the payment link page (%s) renders only catalogue text', async (status) => {
    const { started, view } = await bootShell({
      url: '/payments/PL-1/display?code=sakura-tokyo',
      prepare: (server) => server.answerOnce('/payment_transactions/PL-1', paymentAnswer({ number: 'PL-1', status, refunded_at: status === 'refunded' ? '2030-12-05T01:30:00.000Z' : null })),
    });
    await act(() => started);
    await waitFor(() => expect(view.container.querySelector('main .bw-booking__section')).toBeTruthy());
    expect(strayText(view.container, bookingData(view.container))).toEqual([]);
  });

  it('the guest detail page, with every section and its error summary, renders only catalogue text', async () => {
    const { started, view } = await bootGuestDetail({ settings: { ...SETTINGS, coupon_active: true } });
    await act(() => started);
    // The page's own catalogues load with its chunk: put the markers back over them.
    await waitFor(() => expect(view.container.querySelector('.bw-gd')).toBeTruthy());
    await act(() => installPseudo(['reservation', 'booking']));
    const submit = await screen.findByRole('button', { name: '⟦reservation.submit⟧' });
    await waitFor(() => expect(view.container.querySelector('.bw-gd [role="status"]')).toBeNull());
    await act(() => void fireEvent.click(submit));
    await waitFor(() => expect(view.container.querySelector('.bw-gd__errors')).toBeTruthy());
    // Room names, extras, questions, times, counts and prices come from the server or the guest.
    const data = ['Room TWN', 'Room only', '¥30,900', '¥2,809', 'Anniversary cake', 'Breakfast buffet', 'Anything we should know?', 'What time do you expect to arrive?', '15:00', '15:30', '16:00', '0'];
    const dates = [...view.container.querySelectorAll('.bw-extra__date')].map((d) => d.textContent ?? '');
    // The phone's country list: country names as the browser's Intl names them in the guest's language.
    const countries = [...view.container.querySelectorAll('.bw-phone__country option')].map((o) => o.textContent ?? '');
    expect(countries.length).toBeGreaterThan(10);
    expect(strayText(view.container.querySelector('main')!, [...data, ...dates, ...countries])).toEqual([]);
    clearSelection();
    clearGuestDetail();
  });

  it.each([
    ['its card form and field messages', undefined],
    ['a sold-out answer', json(409, { errors: [{ code: 1000, title: 'sold_out', details: { base: ['The room is no longer available for these dates.'] } }] })],
  ])('the payment page with %s renders only catalogue text', async (_, answer) => {
    const reservation = await import('../../src/features/reservation');
    const { TWN } = await import('../features/reservation/guest-detail-helpers');
    const { CHECKIN } = await import('../features/results/helpers');
    reservation.restoreSelection([TWN]);
    reservation.completeGuestDetail({ guestDetail: { first_name: 'Taro', last_name: 'Yamada', email: 'taro@example.com', booking_for_someone_else: false }, answers: [], attachmentIds: [], extrasOrder: [], stay: { checkin: CHECKIN, checkout: CHECKOUT } });
    const { started, view } = await bootShell({
      url: `/reservation/payment?code=sakura-tokyo&checkin=${CHECKIN}&checkout=${CHECKOUT}`,
      prepare: (server) => answer && server.answerOnce('/reservations', answer),
    });
    await act(() => started);
    await waitFor(() => expect(view.container.querySelector('.bw-gd')).toBeTruthy());
    await act(() => installPseudo(['payment', 'booking']));
    const radios = await screen.findAllByRole('radio');
    await act(() => void fireEvent.click(radios[answer ? 0 : 1]!));
    if (!answer) await act(() => void fireEvent.input(screen.getByLabelText(/payment\.card\.number/), { target: { value: '4242 4242 4242 4242' } }));
    await act(() => void fireEvent.click(screen.getByRole('button', { name: '⟦payment.submit⟧' })));
    await waitFor(() => expect(view.container.querySelector(answer ? 'main [role="alert"]' : 'main .bw-field__error')).toBeTruthy());
    const dates = [...view.container.querySelectorAll('time')].map((d) => d.textContent ?? '');
    expect(strayText(view.container.querySelector('main')!, ['Room TWN', 'Room only', '¥30,900', ...dates])).toEqual([]);
    reservation.clear();
    reservation.clearGuestDetail();
  });

  it('the 3D Secure return page, while the booking waits, renders only catalogue text', async () => {
    const { started, view } = await bootShell({ url: '/reservation/3ds-return?code=sakura-tokyo' });
    await act(() => started);
    await waitFor(() => expect(view.container.querySelector('main .bw-booking')).toBeTruthy());
    await act(() => installPseudo(['payment']));
    expect(strayText(view.container.querySelector('main')!)).toEqual([]);
  });

  it('the check itself catches text written into a component', () => {
    const div = document.createElement('div');
    div.innerHTML = '<p>⟦shell.loading⟧</p><p>Loading...</p>';
    expect(strayText(div)).toEqual(['Loading...']);
  });
});
