import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearResults } from '../../../src/features/results/store';
import { formatDay, restoreCriteria } from '../../../src/features/search';
import { addDays } from '../../../src/lib/dates';
import { json } from '../../api/fake-server';
import { bootShell, SETTINGS } from '../../app/boot';
import { answerRooms, bootResults, CHECKIN, CHECKOUT, holdRoomSearches, type Handler, plansAnswer, resultUrl, room, roomPlan, roomsAnswer, roomSearches } from './helpers';

afterEach(() => {
  clearResults();
  vi.unstubAllGlobals();
});

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const resultsAlert = () => within(screen.getByRole('region', { name: 'Search results' })).findByRole('alert');
const lastSearch = (server: Parameters<typeof roomSearches>[0]) => roomSearches(server).at(-1)!;

describe('results are preloaded (spec section 4)', () => {
  it('on the result page with checkin and checkout, the room search starts right after the session and runs once', async () => {
    // Slow facility settings: the room search must not wait for them.
    const handler = { current: (() => roomsAnswer([room('TWN')])) as Handler };
    const { started, server } = await bootShell({
      url: resultUrl(),
      settings: SETTINGS,
      prepare: (fake) => {
        fake.answerOnce('/settings/booking_widget', { ...json(200, { data: SETTINGS }), delayMs: 1500 });
        answerRooms(fake, handler);
      },
    });
    await act(() => started);
    expect(await screen.findByRole('heading', { name: 'Room TWN' })).toBeTruthy();
    const paths = server.sent.map((r) => new URL(r.url).pathname);
    expect(paths[0]).toBe('/identity/v1/client_sessions');
    // It does not wait for the rest of start-up: it goes out before the user is identified.
    expect(paths.indexOf('/api/v1/hotels/sakura-tokyo/rooms')).toBeLessThan(paths.indexOf('/api/v1/hotels/sakura-tokyo/session/whoami'));
    expect(roomSearches(server)).toHaveLength(1);
  });

  it('without stay dates in the address, the page searches from the defaults', async () => {
    const { started, server } = await bootResults({ url: '/booking/result?code=sakura-tokyo', handler: () => roomsAnswer([room('TWN')]) });
    await act(() => started);
    await screen.findByRole('heading', { name: 'Room TWN' });
    expect(roomSearches(server)).toHaveLength(1);
    expect(lastSearch(server).get('order')).toBe('price_low_to_high');
    expect(lastSearch(server).get('rooms[0][adults]')).toBe('2');
  });
});

describe('room search payload (spec section 7)', () => {
  it('searches room_count rooms with the same guests', async () => {
    const { started, server } = await bootResults({
      url: resultUrl({ room_count: '3', adults: '3', children: '1' }),
      settings: { ...SETTINGS, multi_rooms_search_enabled: true, multi_rooms_search_limit: 3 },
      handler: () => roomsAnswer([room('TWN')]),
    });
    await act(() => started);
    await screen.findByRole('heading', { name: 'Room TWN' });
    const query = lastSearch(server);
    for (const i of [0, 1, 2]) {
      expect(query.get(`rooms[${i}][checkin_date]`)).toBe(CHECKIN);
      expect(query.get(`rooms[${i}][checkout_date]`)).toBe(CHECKOUT);
      expect(query.get(`rooms[${i}][adults]`)).toBe('3');
      expect(query.get(`rooms[${i}][children]`)).toBe('1');
    }
    expect(query.has('rooms[3][adults]')).toBe(false);
    expect(query.get('mode')).toBe('brr');
    expect(query.get('search_next_available_date_if_no_result')).toBe('true');
  });
});

describe('sort options (spec section 2)', () => {
  it('changing the sort re-runs the search with that order, and the order the server returns is shown as is', async () => {
    const { started, server } = await bootResults({
      url: resultUrl({ utm_source: 'newsletter' }),
      handler: (_, query) => roomsAnswer(query.get('order') === 'price_high_to_low' ? [room('STE'), room('STD'), room('TWN')] : [room('STD'), room('TWN'), room('STE')]),
    });
    await act(() => started);
    await screen.findByRole('heading', { name: 'Room STD' });
    expect(titles()).toEqual(['Room STD', 'Room TWN', 'Room STE']);

    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...sort.options].map((o) => o.textContent)).toEqual(['Recommended', 'Price: low to high', 'Price: high to low']);
    await act(() => void fireEvent.change(sort, { target: { value: 'price_high_to_low' } }));
    await waitFor(() => expect(titles()).toEqual(['Room STE', 'Room STD', 'Room TWN']));
    expect(roomSearches(server)).toHaveLength(2);
    expect(lastSearch(server).get('order')).toBe('price_high_to_low');
    const address = new URLSearchParams(location.search);
    expect(address.get('order')).toBe('price_high_to_low');
    expect(address.get('utm_source')).toBe('newsletter');
    expect(location.pathname).toBe('/booking/result');
  });
});

describe('rooms and plans', () => {
  it("'rooms left' shows only when fewer than 10 rooms remain", async () => {
    const { started } = await bootResults({
      handler: () => roomsAnswer([room('A', { room_count: 9 }), room('B', { room_count: 10 }), room('C', { room_count: 1 }), room('D', { room_count: 25 })]),
    });
    await act(() => started);
    const card = async (name: string) => within((await screen.findByRole('article', { name })) as HTMLElement);
    expect((await card('Room A')).getByText('Only 9 rooms left')).toBeTruthy();
    expect((await card('Room B')).queryByText(/left/)).toBeNull();
    expect((await card('Room C')).getByText('Only 1 room left')).toBeTruthy();
    expect((await card('Room D')).queryByText(/left/)).toBeNull();
    // Information, not an alarm: urgent only with 3 or fewer left.
    expect((await card('Room A')).getByText('Only 9 rooms left').className).toBe('bw-left');
    expect((await card('Room C')).getByText('Only 1 room left').className).toBe('bw-left bw-left--urgent');
  });

  it('a room card shows its photo (lazy), size, max guests, each plan with meal, price per stay and the tax as the server says', async () => {
    const { started } = await bootResults({
      handler: () =>
        roomsAnswer([
          room('TWN', {
            room_plans: [
              roomPlan('TWN', { room_plan_name: 'Bed & breakfast', meal: 'breakfast', total_price: 38100, tax: 3463 }),
              roomPlan('TWN', { room_plan_code: 'TWN-NET', room_plan_name: 'Net rate', meal: 'half_board', total_price: 20000, tax: 2000, tax_included: false, member_only: true }),
            ],
          }),
        ]),
    });
    await act(() => started);
    const card = within((await screen.findByRole('article', { name: 'Room TWN' })) as HTMLElement);
    const photo = card.getByRole('img', { name: 'Room TWN' });
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(card.getByText('26 m²')).toBeTruthy();
    expect(card.getByText('Up to 3 guests')).toBeTruthy();
    expect(card.getByText('The TWN room.')).toBeTruthy();
    const [breakfast, net] = card.getAllByRole('listitem');
    expect(within(breakfast!).getByText('Breakfast included')).toBeTruthy();
    expect(within(breakfast!).getByText('¥38,100')).toBeTruthy();
    // What the price covers: one room (the one searched) for the two nights.
    expect(within(breakfast!).getByText('1 room · 2 nights')).toBeTruthy();
    expect(within(breakfast!).getByText('incl. ¥3,463 tax')).toBeTruthy();
    expect(within(net!).getByText('Breakfast and dinner included')).toBeTruthy();
    expect(within(net!).getByText('Members only')).toBeTruthy();
    expect(within(net!).getByText('plus ¥2,000 tax')).toBeTruthy();
    // Each plan can be chosen; there is no booking button yet (the booking step comes later).
    expect(card.queryAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Select Bed & breakfast, Room TWN', 'Select Net rate, Room TWN']);
  });

  it("a photo that fails to load is replaced by the catalogue's 'image load failed' text", async () => {
    const { started } = await bootResults({ handler: () => roomsAnswer([room('TWN')]) });
    await act(() => started);
    const card = within((await screen.findByRole('article', { name: 'Room TWN' })) as HTMLElement);
    await act(() => void fireEvent.error(card.getByRole('img')));
    expect(card.getByText('The image could not be loaded')).toBeTruthy();
    expect(card.queryByRole('img')).toBeNull();
  });

  it.each([
    ['JPY', '¥261,000', 'incl. ¥23,727 tax'],
    ['KRW', '₩261,000', 'incl. ₩23,727 tax'],
    ['TWD', 'NT$261,000', 'incl. NT$23,727 tax'],
  ])('prices in %s show the currency symbol and no decimals', async (currency, total, tax) => {
    const { started } = await bootResults({
      handler: () => roomsAnswer([room('STD', { room_plans: [roomPlan('STD', { total_price: 261000, tax: 23727 })] })], { currency }),
    });
    await act(() => started);
    const card = within((await screen.findByRole('article', { name: 'Room STD' })) as HTMLElement);
    expect(card.getByText(total)).toBeTruthy();
    expect(card.getByText(tax)).toBeTruthy();
  });

  it('the room/plan toggle searches plans, and a plan card lists its rooms with their prices', async () => {
    const { started, server } = await bootResults({
      handler: (_, query) =>
        query.get('type') === 'plan'
          ? plansAnswer(
              [
                {
                  hotel_plan_code: 'BB',
                  plan_name: 'Bed & breakfast',
                  plan_description: 'Breakfast buffet from 6:30.',
                  member_only: false,
                  meal: 'breakfast',
                  booking_start_date: null,
                  lowest_price: 261000,
                  rooms: [
                    { room_type_code: 'STD', room_type_name: 'Standard Double', photos: [], room_count: 4, max_guests: 2, room_plan_code: 'STD-BB', total_price: 261000, tax: 23727, tax_included: true, payment_methods: [] },
                  ],
                },
              ],
              { currency: 'KRW' },
            )
          : roomsAnswer([room('TWN')]),
    });
    await act(() => started);
    await screen.findByRole('heading', { name: 'Room TWN' });
    const rooms = screen.getByRole('button', { name: 'Rooms' });
    expect(rooms.getAttribute('aria-pressed')).toBe('true');
    await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Plans' })));
    const card = within((await screen.findByRole('article', { name: 'Bed & breakfast' })) as HTMLElement);
    expect(lastSearch(server).get('type')).toBe('plan');
    expect(new URLSearchParams(location.search).get('type')).toBe('plan');
    expect(card.getByText('Breakfast buffet from 6:30.')).toBeTruthy();
    expect(card.getByText('From ₩261,000')).toBeTruthy();
    const offer = within(card.getByRole('listitem'));
    expect(offer.getByRole('heading', { name: 'Standard Double' })).toBeTruthy();
    expect(offer.getByText('Only 4 rooms left')).toBeTruthy();
    expect(offer.getByText('₩261,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Plans' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('without plan search, there is no room/plan toggle and a plan query searches rooms', async () => {
    const { started, server } = await bootResults({
      url: resultUrl({ type: 'plan' }),
      settings: { ...SETTINGS, plan_search_enabled: false },
      handler: () => roomsAnswer([room('TWN')]),
    });
    await act(() => started);
    await screen.findByRole('heading', { name: 'Room TWN' });
    expect(screen.queryByRole('button', { name: 'Plans' })).toBeNull();
    expect(lastSearch(server).get('type')).toBe('room');
  });

  it('while searching, the list is busy and shows placeholders, not old results', async () => {
    const { started, server } = await bootResults({ handler: () => roomsAnswer([room('TWN')]) });
    await act(() => started);
    await screen.findByRole('heading', { name: 'Room TWN' });
    const release = holdRoomSearches(server);
    await act(() => void fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_low_to_high' } }));
    const list = screen.getByRole('region', { name: 'Search results' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Room TWN' })).toBeNull();
    expect(list.querySelector('.bw-skeleton')).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Room TWN' })).toBeTruthy();
    expect(list.getAttribute('aria-busy')).toBe('false');
  });
});

describe('empty result', () => {
  it('offers the next available date, and searching from it keeps the number of nights', async () => {
    const next = addDays(CHECKIN, 7);
    const { started, server } = await bootResults({
      handler: (_, query) =>
        query.get('rooms[0][checkin_date]') === CHECKIN ? roomsAnswer([], { next_available_date: next }) : roomsAnswer([room('TWN')]),
    });
    await act(() => started);
    expect(await screen.findByText('Nothing is available for your search.')).toBeTruthy();
    const date = formatDay(next, 'en', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });
    expect(screen.getByText(`The next date with availability is ${date}.`)).toBeTruthy();
    await act(() => void fireEvent.click(screen.getByRole('button', { name: `Search from ${date}` })));
    await screen.findByRole('heading', { name: 'Room TWN' });
    const query = lastSearch(server);
    expect(query.get('rooms[0][checkin_date]')).toBe(next);
    expect(query.get('rooms[0][checkout_date]')).toBe(addDays(next, 2));
    expect(new URLSearchParams(location.search).get('checkin')).toBe(next);
    expect(new URLSearchParams(location.search).get('checkout')).toBe(addDays(next, 2));
    // The form shows the new stay.
    const dates = screen.getByRole('button', { name: /Dates/ });
    expect(dates.textContent).toContain(formatDay(next, 'en'));
  });

  it('without a next available date, it says so and suggests other dates', async () => {
    const { started } = await bootResults({ handler: () => roomsAnswer([]) });
    await act(() => started);
    expect(await screen.findByText('Nothing is available for your search.')).toBeTruthy();
    expect(screen.getByText('Try other dates or fewer guests.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Search from/ })).toBeNull();
  });
});

describe('search errors (spec section 8)', () => {
  it('1903 says how many months ahead reservations are accepted', async () => {
    const { started } = await bootResults({
      handler: () => json(422, { errors: [{ code: 1903, details: { base: ['Reservations are accepted up to 6 months ahead.'] }, reservable_period_months: 6 }] }),
    });
    await act(() => started);
    const alert = await resultsAlert();
    expect(alert.textContent).toContain('Reservations are accepted up to 6 months ahead.');
  });

  it('a lost connection says so and offers to try again', async () => {
    let calls = 0;
    const { started, server } = await bootResults({
      handler: () => (++calls === 1 ? { status: 200, raw: 'not json' } : roomsAnswer([room('TWN')])),
    });
    await act(() => started);
    const alert = await resultsAlert();
    expect(alert.textContent).toContain('We received an unexpected response from the server.');
    await act(() => void fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Room TWN' })).toBeTruthy();
    expect(roomSearches(server)).toHaveLength(2);
  });

  it('form values survive a failed search (1000 shows the search-failed message)', async () => {
    const { started, server, handler } = await bootResults({ handler: () => roomsAnswer([room('TWN')]) });
    await act(() => started);
    await screen.findByRole('heading', { name: 'Room TWN' });
    handler.current = () => json(422, { errors: [{ code: 1000, details: { base: ['Number of adults is invalid.'] } }] });

    // The bar loads its guest picker on the first sign of use; have it ready, as hovering would.
    await import('../../../src/features/search/GuestPicker');
    const guests = screen.getByRole('button', { name: /Guests/ });
    await act(() => void fireEvent.click(guests));
    const addAdult = await screen.findByRole('button', { name: 'Add one: Adults per room' });
    await act(() => void fireEvent.click(addAdult));
    await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Done' })));
    await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Search' })));

    const alert = await resultsAlert();
    expect(alert.textContent).toContain('We need the following information to continue…');
    expect(alert.textContent).toContain('Some of the information entered is not valid.');
    expect(lastSearch(server).get('rooms[0][adults]')).toBe('3');
    expect(screen.getByRole('button', { name: /Guests/ }).textContent).toContain('3 adults');
    expect(new URLSearchParams(location.search).get('adults')).toBe('3');
    // The search is remembered for the hotel (cookie, 1 hour) even though it failed.
    expect(restoreCriteria('sakura-tokyo')?.rooms[0]?.adults).toBe(3);
  });
});

describe('language change (spec section 4)', () => {
  it('clears rooms and plans and loads them again in the new language', async () => {
    const { started, server } = await bootResults({
      handler: (request) => roomsAnswer([room('TWN', { room_type_name: request.headers['x-locale'] === 'ja' ? 'スーペリアツイン' : 'Superior Twin' })]),
    });
    await act(() => started);
    await screen.findByRole('heading', { name: 'Superior Twin' });
    const release = holdRoomSearches(server);
    const language = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    await act(() => void fireEvent.change(language, { target: { value: 'ja' } }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Superior Twin' })).toBeNull());
    release();
    expect(await screen.findByRole('heading', { name: 'スーペリアツイン' })).toBeTruthy();
    expect(roomSearches(server).map((q) => q.locale)).toEqual(['en', 'ja']);
    expect(screen.getByRole('combobox', { name: '並び替え' })).toBeTruthy();
  });
});
