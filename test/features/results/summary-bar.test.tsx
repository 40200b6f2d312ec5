import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clear, selectedCount } from '../../../src/features/reservation';
import { clearResults } from '../../../src/features/results/store';
import { BROWSING_STATE_TTL_MS, browsingStateKey, saveBrowsingState, type BrowsingState } from '../../../src/features/results/browsingState';
import { addDays } from '../../../src/lib/dates';
import { bootShell, SETTINGS } from '../../app/boot';
import { answerRooms, bootResults, CHECKIN, CHECKOUT, plansAnswer, resultUrl, room, roomPlan, roomsAnswer, roomSearches } from './helpers';

afterEach(() => {
  clearResults();
  clear();
  vi.unstubAllGlobals();
});

const MULTI = { ...SETTINGS, multi_rooms_search_enabled: true, multi_rooms_search_limit: 3 };
const rooms = () =>
  roomsAnswer([
    room('TWN', {
      room_count: 2,
      room_plans: [roomPlan('TWN'), roomPlan('TWN', { room_plan_code: 'TWN-MO', room_plan_name: 'Members rate', requires_sign_in: true, member_only: true })],
    }),
    room('STE', { room_plans: [roomPlan('STE', { total_price: 52000, payment_methods: ['credit_card'] })] }),
    room('OS', { room_plans: [roomPlan('OS', { total_price: 10000, payment_methods: ['on_site'] })] }),
  ]);
const summary = () => screen.queryByRole('region', { name: 'Your selection' });
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));

describe('choosing rooms on the results page', () => {
  it('one room searched: Select chooses, another Select replaces the choice, pressing the chosen one takes it back', async () => {
    const { started } = await bootResults({ handler: rooms });
    await act(() => started);
    await screen.findByRole('heading', { name: 'Room TWN' });
    expect(summary()).toBeNull();

    const twin = screen.getByRole('button', { name: 'Select Room only, Room TWN' });
    await click(twin);
    expect(twin.getAttribute('aria-pressed')).toBe('true');
    expect(within(summary()!).getByText('1 room selected')).toBeTruthy();
    expect(within(summary()!).getByText('Total ¥30,900')).toBeTruthy();
    expect(within(summary()!).getByText('1 room · 2 nights')).toBeTruthy();
    // After Select, focus moves to the summary with Book.
    await waitFor(() => expect(document.activeElement).toBe(summary()));

    await click(screen.getByRole('button', { name: 'Select Room only, Room STE' }));
    expect(within(summary()!).getByText('1 room selected')).toBeTruthy();
    expect(within(summary()!).getByText('Total ¥52,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select Room only, Room TWN' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Select Room only, Room STE' }).getAttribute('aria-pressed')).toBe('true');

    // "Go to booking" follows the chosen offer: it takes focus to Book.
    const offer = screen.getByRole('heading', { name: 'Room STE' }).closest('article')!;
    await click(within(offer).getByRole('button', { name: 'Go to booking' }));
    await waitFor(() => expect(document.activeElement).toBe(within(summary()!).getByRole('button', { name: 'Book' })));

    await click(screen.getByRole('button', { name: 'Select Room only, Room STE' }));
    expect(summary()).toBeNull();
  });

  it('two rooms searched: chosen one room at a time, each priced for its own room; Book stays closed, saying why, until both are chosen', async () => {
    const guests = JSON.stringify([{ adults: 2, children: 0 }, { adults: 1, children: 0 }]);
    const priced = () =>
      roomsAnswer([
        room('TWN', { room_plans: [roomPlan('TWN', { total_price: 30000, room_prices: [{ total_price: 18000, tax: 1636 }, { total_price: 12000, tax: 1090 }] })] }),
        room('STE', { room_plans: [roomPlan('STE', { total_price: 90000, room_prices: [{ total_price: 50000, tax: 4545 }, { total_price: 40000, tax: 3636 }] })] }),
      ]);
    const { started } = await bootResults({ url: resultUrl({ rooms: guests }), settings: MULTI, handler: priced });
    await act(() => started);
    const steps = await screen.findByRole('region', { name: 'Room 1 of 2: 2 adults' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Room 1: 2 adultsChoose a room below', '2Room 2: 1 adultNot chosen yet']);
    // Each offer is priced for the room being chosen, and says so.
    const twin = screen.getByRole('heading', { name: 'Room TWN' }).closest('article')!;
    expect(within(twin).getByText('¥18,000')).toBeTruthy();
    expect(within(twin).getByText('1 room · 2 nights')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Select Room only, Room STE for room 1' }));
    // On to room 2: the steps say so, and focus is there.
    const title = screen.getByRole('heading', { name: 'Room 2 of 2: 1 adult' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(within(twin).getByText('¥12,000')).toBeTruthy();
    expect(within(summary()!).getByText('1 of 2 rooms chosen')).toBeTruthy();
    expect(within(summary()!).getByText('Total ¥50,000')).toBeTruthy();
    const book = within(summary()!).getByRole('button', { name: 'Book' });
    expect(book.getAttribute('aria-disabled')).toBe('true');
    expect(within(summary()!).getByText('To book, choose a room for room 2 of 2 (1 adult).')).toBeTruthy();
    await click(book);
    expect(location.pathname).toBe('/booking/result');

    await click(screen.getByRole('button', { name: 'Select Room only, Room TWN for room 2' }));
    expect(within(summary()!).getByText('2 of 2 rooms chosen')).toBeTruthy();
    expect(within(summary()!).getByText('Total ¥62,000')).toBeTruthy();
    expect(within(summary()!).getByText('2 rooms · 2 nights')).toBeTruthy();
    expect(book.getAttribute('aria-disabled')).toBeNull();
    const { selectedRooms } = await import('../../../src/features/reservation');
    expect(selectedRooms.value.map((r) => [r.roomTypeCode, r.numberOfAdults, r.salePrice])).toEqual([
      ['STE', 2, 50000],
      ['TWN', 1, 12000],
    ]);
    // Each room's choice stays visible, and pressing room 1 goes back to change it.
    expect(within(steps).getAllByRole('listitem')[0]!.textContent).toContain('Room STE – Room only · ¥50,000');
    await click(within(steps).getByRole('button', { name: /^Room 1: 2 adults/ }));
    expect(screen.getByRole('heading', { name: 'Room 1 of 2: 2 adults' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Select Room only, Room TWN for room 1' }));
    expect(selectedRooms.value.map((r) => [r.roomTypeCode, r.numberOfAdults, r.salePrice])).toEqual([
      ['TWN', 2, 18000],
      ['TWN', 1, 12000],
    ]);
    await click(within(summary()!).getByRole('button', { name: 'Clear' }));
    expect(summary()).toBeNull();
  });

  it('Book leads to the guest detail step with the whole search, and the selection survives the move', async () => {
    const { started } = await bootResults({ handler: rooms });
    await act(() => started);
    await click(await screen.findByRole('button', { name: 'Select Room only, Room TWN' }));
    await click(within(summary()!).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/guest-detail'));
    expect(Object.fromEntries(new URLSearchParams(location.search))).toMatchObject({ code: 'sakura-tokyo', checkin: CHECKIN, checkout: CHECKOUT, adults: '2', room_count: '1' });
    expect(selectedCount.value).toBe(1);
  });

  it('a search with other guests (3 adults, 2 rooms) keeps its selection through Book', async () => {
    const { started } = await bootResults({
      url: resultUrl({ adults: '3', room_count: '2' }),
      settings: { ...SETTINGS, multi_rooms_search_enabled: true, multi_rooms_search_limit: 3, max_guests_per_room: 4 },
      handler: rooms,
    });
    await act(() => started);
    await click(await screen.findByRole('button', { name: 'Select Room only, Room TWN for room 1' }));
    await click(screen.getByRole('button', { name: 'Select Room only, Room TWN for room 2' }));
    await click(within(summary()!).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(location.pathname).toBe('/reservation/guest-detail'));
    expect(selectedCount.value).toBe(2);
    expect(new URLSearchParams(location.search).get('room_count')).toBe('2');
  });

  it('a room taken out of the search: the search runs again without it and the other rooms keep their choices', async () => {
    const guests = JSON.stringify([{ adults: 2, children: 0 }, { adults: 1, children: 0 }]);
    const { started, server } = await bootResults({ url: resultUrl({ rooms: guests }), settings: MULTI, handler: rooms });
    await act(() => started);
    await click(await screen.findByRole('button', { name: 'Select Room only, Room TWN for room 1' }));
    await click(screen.getByRole('button', { name: 'Remove room 2 from the search' }));
    await waitFor(() => expect(roomSearches(server)).toHaveLength(2));
    expect(roomSearches(server).at(-1)!.get('rooms[1][adults]')).toBeNull();
    await screen.findByRole('heading', { name: 'Room TWN' });
    expect(screen.queryByRole('region', { name: /of 2/ })).toBeNull();
    expect(within(summary()!).getByText('1 room selected')).toBeTruthy();
    expect(within(summary()!).getByRole('button', { name: 'Book' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('plans that require sign-in ask for it instead of Select', async () => {
    const { started } = await bootResults({ handler: rooms });
    await act(() => started);
    const offer = (await screen.findByRole('heading', { name: 'Members rate' })).closest('li')!;
    expect(within(offer).getByText('Members only — sign in to book')).toBeTruthy();
    expect(within(offer).queryByRole('button')).toBeNull();
  });

  it('a room with no payment method in common is refused with the catalogue message', async () => {
    const { started } = await bootResults({ url: resultUrl({ room_count: '3' }), settings: MULTI, handler: rooms });
    await act(() => started);
    await screen.findByRole('heading', { name: 'Room STE' });
    await click(screen.getByRole('button', { name: 'Select Room only, Room STE for room 1' }));
    await click(screen.getByRole('button', { name: 'Select Room only, Room OS for room 2' }));
    expect(within(summary()!).getByRole('alert').textContent).toBe(
      'The rooms in one booking must share a payment method. This room cannot be paid for in the same way as the rooms already selected.',
    );
    expect(within(summary()!).getByText('1 of 3 rooms chosen')).toBeTruthy();
  });

  it('in plan view each room of a plan can be chosen', async () => {
    const plan = { hotel_plan_code: 'RO', plan_name: 'Room only', plan_description: null, lowest_price: 30900, rooms: [{ room_type_code: 'TWN', room_type_name: 'Room TWN', photos: [], room_count: 3, max_guests: 2, room_plan_code: 'TWN-RO', total_price: 30900, tax: 2809 }] };
    const { started } = await bootResults({ url: resultUrl({ type: 'plan' }), handler: () => plansAnswer([plan]) });
    await act(() => started);
    await click(await screen.findByRole('button', { name: 'Select Room TWN, Room only' }));
    expect(within(summary()!).getByText('Total ¥30,900')).toBeTruthy();
  });

  it('kept when only the sort or view changes, cleared when the search changes', async () => {
    const { started, server } = await bootResults({ handler: rooms });
    await act(() => started);
    await screen.findByRole('heading', { name: 'Room TWN' });
    await click(screen.getByRole('button', { name: 'Select Room only, Room TWN' }));
    await act(() => void fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_high_to_low' } }));
    await waitFor(() => expect(roomSearches(server)).toHaveLength(2));
    await screen.findByRole('heading', { name: 'Room TWN' });
    expect(selectedCount.value).toBe(1);
    expect(summary()).toBeTruthy();

    // New dates in the address: a new search.
    await act(() => {
      history.pushState(null, '', resultUrl({ checkin: addDays(CHECKIN, 7), checkout: addDays(CHECKOUT, 7) }));
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(roomSearches(server)).toHaveLength(3));
    expect(selectedCount.value).toBe(0);
    expect(summary()).toBeNull();
  });
});

describe('saved browsing state on the results page (spec section 4)', () => {
  /** The results page opened with `saved` in storage, as an earlier visit `ageMs` ago left it. */
  async function bootWithSaved(url: string, saved: BrowsingState, ageMs: number) {
    const handler = { current: (_: unknown, query: URLSearchParams) => (query.get('type') === 'plan' ? plansAnswer([]) : rooms()) };
    const booted = await bootShell({
      url,
      prepare: (server) => {
        answerRooms(server, handler);
        saveBrowsingState('sakura-tokyo', saved, Date.now() - ageMs);
      },
    });
    await act(() => booted.started);
    return booted;
  }

  async function leaveWithOneRoom(): Promise<BrowsingState> {
    const first = await bootResults({ handler: rooms });
    await act(() => first.started);
    await screen.findByRole('heading', { name: 'Room TWN' });
    await click(screen.getByRole('button', { name: 'Select Room only, Room TWN' }));
    await act(() => void dispatchEvent(new Event('pagehide')));
    const stored = JSON.parse(localStorage.getItem(browsingStateKey('sakura-tokyo'))!) as { value: BrowsingState; expiresAt: number };
    expect(stored.expiresAt - Date.now()).toBeLessThanOrEqual(BROWSING_STATE_TTL_MS);
    first.view.unmount();
    clear();
    clearResults();
    return stored.value;
  }

  const withoutView = () => {
    const url = new URL(resultUrl(), 'http://widget.test');
    url.searchParams.delete('type');
    return url.pathname + url.search;
  };

  it('saved when the guest leaves; restored within 10 minutes with its view, scroll position and selection, then removed', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const saved = await leaveWithOneRoom();
    expect(saved.selection.map((r) => [r.roomPlanCode, r.quantity])).toEqual([['TWN-RO', 1]]);

    const { server } = await bootWithSaved(withoutView(), { ...saved, type: 'plan', scrollY: 640 }, 9 * 60_000);
    await waitFor(() => expect(roomSearches(server).at(-1)?.get('type')).toBe('plan'));
    expect(within(summary()!).getByText('1 room selected')).toBeTruthy();
    expect(new URLSearchParams(location.search).get('type')).toBe('plan');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 640));
    // "Removed on load."
    expect(localStorage.getItem(browsingStateKey('sakura-tokyo'))).toBeNull();
  });

  it('gone after 10 minutes', async () => {
    const saved = await leaveWithOneRoom();
    const { server } = await bootWithSaved(withoutView(), { ...saved, type: 'plan' }, 10 * 60_000 + 1000);
    await screen.findByRole('heading', { name: 'Room TWN' });
    expect(roomSearches(server).map((q) => q.get('type'))).toEqual(['room']);
    expect(summary()).toBeNull();
    expect(localStorage.getItem(browsingStateKey('sakura-tokyo'))).toBeNull();
  });
});
