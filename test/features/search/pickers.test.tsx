import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchRules, type SearchCriteria, type SearchRules, defaultCriteria } from '../../../src/features/search/criteria';
import { DateRangePicker } from '../../../src/features/search/DateRangePicker';
import { GuestPicker } from '../../../src/features/search/GuestPicker';
import { WithStrings } from './strings';
import type { CalendarDays, CalendarSource } from '../../../src/features/search/calendarApi';

const NOW = new Date(2026, 10, 23, 10, 0);
const rules = (overrides: Partial<SearchRules> = {}): SearchRules => ({ ...searchRules(undefined, NOW), ...overrides });

function mockViewport(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: mobile && query.includes('max-width: 992px'), addEventListener() {}, removeEventListener() {} }));
}

afterEach(() => vi.unstubAllGlobals());

function renderDates(r: SearchRules, onChange = vi.fn(), onClose = vi.fn(), checkin = '2026-11-23', checkout = '2026-11-24', extra: Partial<SearchCriteria> = {}, calendar?: CalendarSource) {
  render(
    <WithStrings>
      <DateRangePicker criteria={{ ...defaultCriteria(r), checkin, checkout, ...extra }} rules={r} languageTag="en" calendar={calendar} onChange={onChange} onClose={onClose} />
    </WithStrings>,
  );
  return { onChange, onClose };
}

const day = (iso: string) => document.querySelector(`[data-day="${iso}"]`) as HTMLButtonElement;
/** Focus leaving `from` for `to` (a native focusout, as the browser sends it). */
const focusMoves = (from: Element, to: Element) => from.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: to }));

describe('date-range picker', () => {
  it('shows two months on desktop and one on mobile (992 px or less)', () => {
    mockViewport(false);
    renderDates(rules());
    expect(screen.getAllByRole('grid')).toHaveLength(2);
    document.body.innerHTML = '';
    mockViewport(true);
    renderDates(rules());
    expect(screen.getAllByRole('grid')).toHaveLength(1);
  });

  it('past dates are disabled; today is not', () => {
    mockViewport(false);
    renderDates(rules());
    expect(day('2026-11-22').getAttribute('aria-disabled')).toBe('true');
    expect(day('2026-11-22').getAttribute('aria-label')).toContain('not available');
    expect(day('2026-11-23').getAttribute('aria-disabled')).toBe('false');
  });

  it('yesterday is enabled only when yesterday_bookable', () => {
    mockViewport(false);
    renderDates(rules({ yesterdayBookable: true }));
    expect(day('2026-11-22').getAttribute('aria-disabled')).toBe('false');
    expect(day('2026-11-21').getAttribute('aria-disabled')).toBe('true');
  });

  it('dates beyond reservable_period_months are disabled', () => {
    mockViewport(false);
    renderDates(rules({ reservablePeriodMonths: 1 }), vi.fn(), vi.fn(), '2026-12-20', '2026-12-21');
    expect(day('2026-12-23').getAttribute('aria-disabled')).toBe('false');
    expect(day('2026-12-24').getAttribute('aria-disabled')).toBe('true');
  });

  it("a stay moved by the hotel's settings while the picker is open moves its focused day (the hotel's today, not the guest's)", async () => {
    mockViewport(false);
    const r = rules();
    const picker = (checkin: string, checkout: string) => (
      <WithStrings>
        <DateRangePicker criteria={{ ...defaultCriteria(r), checkin, checkout }} rules={r} languageTag="en" onChange={vi.fn()} onClose={vi.fn()} />
      </WithStrings>
    );
    const { rerender } = render(picker('2026-11-23', '2026-11-24'));
    await waitFor(() => expect(document.activeElement).toBe(day('2026-11-23')));
    rerender(picker('2026-11-24', '2026-11-25'));
    await waitFor(() => expect(document.activeElement).toBe(day('2026-11-24')));
    expect(day('2026-11-24').tabIndex).toBe(0);
  });

  it('by keyboard: arrows move, Enter chooses check-in then check-out; nights are shown', async () => {
    mockViewport(false);
    const { onChange } = renderDates(rules());
    await waitFor(() => expect(document.activeElement).toBe(day('2026-11-23')));
    fireEvent.keyDown(day('2026-11-23'), { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(day('2026-11-30')));
    fireEvent.keyDown(day('2026-11-30'), { key: 'Enter' });
    expect(screen.getByText('Choose a check-out date')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(day('2026-12-01')));
    fireEvent.keyDown(day('2026-12-01'), { key: 'ArrowRight' });
    fireEvent.keyDown(day('2026-12-02'), { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(day('2026-12-03')));
    expect(screen.getByText('3 nights')).toBeTruthy();
    fireEvent.keyDown(day('2026-12-03'), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ search_type: 'dated', is_day_use: false, checkin: '2026-11-30', checkout: '2026-12-03' });
  });

  it('Page Down moves a month; the view follows the focused day', async () => {
    mockViewport(true);
    renderDates(rules());
    await waitFor(() => expect(document.activeElement).toBe(day('2026-11-23')));
    fireEvent.keyDown(day('2026-11-23'), { key: 'PageDown' });
    await waitFor(() => expect(document.activeElement).toBe(day('2026-12-23')));
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeTruthy();
  });

  it('a check-out before the check-in cannot be chosen', async () => {
    mockViewport(false);
    const { onChange } = renderDates(rules());
    fireEvent.click(day('2026-11-28'));
    expect(day('2026-11-27').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(day('2026-11-27'));
    // Only the check-in reached the bar (pending, the check-out still to choose).
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ checkin: '2026-11-28' }), true);
  });

  it('day use: one day is chosen, check-out the same day', () => {
    mockViewport(false);
    const { onChange } = renderDates(rules({ dayUseActive: true }));
    fireEvent.click(screen.getByLabelText('Day use'));
    fireEvent.click(day('2026-11-28'));
    expect(onChange).toHaveBeenCalledWith({ search_type: 'dated', is_day_use: true, checkin: '2026-11-28', checkout: '2026-11-28' });
  });

  it('undated: a number of nights instead of dates', () => {
    mockViewport(false);
    const { onChange } = renderDates(rules({ undatedAllowed: true }));
    fireEvent.click(screen.getByLabelText('Flexible dates'));
    fireEvent.click(screen.getByRole('button', { name: 'Add one: Nights' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one: Nights' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith({ search_type: 'undated', is_day_use: false, nights: 3 });
  });

  it('undated is not offered when rooms differ in guest counts, and the form says why', () => {
    mockViewport(false);
    renderDates(rules({ undatedAllowed: true, roomLimit: 2 }), vi.fn(), vi.fn(), '2026-11-23', '2026-11-24', { rooms: [{ adults: 2, children: 0 }, { adults: 1, children: 0 }] });
    expect((screen.getByLabelText('Flexible dates') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Flexible dates need the same guests in every room.')).toBeTruthy();
  });

  it('only the kinds of stay the facility offers are shown', () => {
    mockViewport(false);
    renderDates(rules());
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('Escape closes the picker', () => {
    mockViewport(false);
    const { onClose } = renderDates(rules());
    fireEvent.keyDown(day('2026-11-23'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('guest picker', () => {
  function renderGuests(r: SearchRules, criteria = defaultCriteria(r)) {
    const onChange = vi.fn();
    render(
      <WithStrings>
        <GuestPicker criteria={criteria} rules={r} onChange={onChange} onClose={vi.fn()} />
      </WithStrings>,
    );
    return onChange;
  }

  it('adding adults stops at max_guests_per_room', () => {
    const r = rules({ maxGuestsPerRoom: 3 });
    renderGuests(r, { ...defaultCriteria(r), rooms: [{ adults: 2, children: 1 }] });
    expect((screen.getByRole('button', { name: 'Add one: Adults per room' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add one: Children per room' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a child within the limits and reports it', () => {
    const r = rules({ maxGuestsPerRoom: 4 });
    const onChange = renderGuests(r);
    expect((screen.getByRole('button', { name: 'Add one: Children per room' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add one: Children per room' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ rooms: [{ adults: 2, children: 1 }] }));
  });

  it('has no children stepper when kids are not accepted', () => {
    renderGuests(rules({ kidsAccepted: false }));
    expect(screen.queryByRole('group', { name: 'Children per room' })).toBeNull();
  });

  it('rooms can be added only with multi-room search, up to multi_rooms_search_limit', () => {
    renderGuests(rules({ roomLimit: 1 }));
    expect(screen.queryByRole('button', { name: 'Add a room' })).toBeNull();
    document.body.innerHTML = '';
    const r = rules({ roomLimit: 2 });
    const onChange = renderGuests(r);
    fireEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ rooms: [{ adults: 2, children: 0 }, { adults: 2, children: 0 }] }));
    document.body.innerHTML = '';
    renderGuests(r, { ...defaultCriteria(r), rooms: [{ adults: 2, children: 0 }, { adults: 1, children: 0 }] });
    expect(screen.queryByRole('button', { name: 'Add a room' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Room 2' })).toBeTruthy();
  });

  it('each room has its own guests, and a room can be removed', () => {
    const r = rules({ roomLimit: 3 });
    const onChange = renderGuests(r, { ...defaultCriteria(r), rooms: [{ adults: 2, children: 0 }, { adults: 1, children: 0 }] });
    const room2 = screen.getByRole('group', { name: 'Room 2' });
    fireEvent.click(within(room2).getByRole('button', { name: 'Add one: Adults per room' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rooms: [{ adults: 2, children: 0 }, { adults: 2, children: 0 }] }));
    fireEvent.click(within(room2).getByRole('button', { name: 'Remove room 2' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rooms: [{ adults: 2, children: 0 }] }));
  });

  it('tiers mode: a stepper per tier; with meal and bed extras, a choice of the four options', () => {
    const tiers = [{ code: 'B', name: 'Children 6–11' }, { code: 'C', name: 'Children 0–5' }];
    const r = rules({ kidsType: 'tiers_with_meal_and_bed_as_extras', kidsTiers: tiers });
    const onChange = renderGuests(r, { ...defaultCriteria(r), rooms: [{ adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1, meal_and_bed: 'none' }] }] });
    expect(screen.queryByRole('group', { name: 'Children per room' })).toBeNull();
    const addYoung = screen.getByRole('button', { name: 'Add one: Children 0–5' }) as HTMLButtonElement;
    expect(addYoung.disabled).toBe(false);
    fireEvent.click(addYoung);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rooms: [expect.objectContaining({ children: 2 })] }));
    const select = screen.getByLabelText('Meals and bedding: Children 6–11') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['none', 'bedding', 'meal', 'meal_and_bedding']);
    fireEvent.change(select, { target: { value: 'meal' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rooms: [{ adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1, meal_and_bed: 'meal' }] }] }));
  });

  it("ages mode: adding a child asks for its age", () => {
    const r = rules({ kidsType: 'ages' });
    const onChange = renderGuests(r);
    const add = screen.getByRole('button', { name: 'Add one: Children per room' }) as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rooms: [{ adults: 2, children: 1, kids_ages: [0] }] }));
  });

  it("ages mode: each child's age is asked", () => {
    const r = rules({ kidsType: 'ages' });
    const onChange = renderGuests(r, { ...defaultCriteria(r), rooms: [{ adults: 2, children: 2, kids_ages: [3, 9] }] });
    const second = screen.getByLabelText('Age of child 2') as HTMLSelectElement;
    expect(second.value).toBe('9');
    fireEvent.change(second, { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rooms: [{ adults: 2, children: 2, kids_ages: [3, 12] }] }));
  });

  it('companion steppers only when the program has companion tiers', () => {
    renderGuests(rules());
    expect(screen.queryByRole('group', { name: 'Adult companions' })).toBeNull();
    document.body.innerHTML = '';
    renderGuests(rules({ adultCompanion: true, kidTierACompanion: true }));
    expect(screen.getByRole('group', { name: 'Adult companions' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Child companions' })).toBeTruthy();
  });

  it('a coupon code field only when coupon_active; a secret search asks for its code', () => {
    renderGuests(rules());
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
    document.body.innerHTML = '';
    renderGuests(rules({ couponActive: true }));
    expect(screen.getByLabelText('Coupon code')).toBeTruthy();
    document.body.innerHTML = '';
    const r = rules();
    renderGuests(r, { ...defaultCriteria(r), mode: 'secret' });
    expect((screen.getByLabelText('Secret code') as HTMLInputElement).required).toBe(true);
  });

  it('the promo code field shows only when the facility takes promo codes', () => {
    renderGuests(rules());
    expect(screen.queryByLabelText('Promo code')).toBeNull();
    document.body.innerHTML = '';
    renderGuests(rules({ promoCodeEnabled: true }));
    expect(screen.getByLabelText('Promo code')).toBeTruthy();
  });
});

describe('date picker: months by pointer, marks, range', () => {
  const nextMonth = () => screen.getByRole('button', { name: 'Next month' });

  it('the next-month arrow shows later months and they stay (the focused day does not pull them back)', async () => {
    mockViewport(true);
    renderDates(rules());
    await waitFor(() => expect(document.activeElement).toBe(day('2026-11-23')));
    for (const month of ['December 2026', 'January 2027', 'February 2027', 'March 2027']) {
      fireEvent.click(nextMonth());
      await waitFor(() => expect(screen.getByRole('grid', { name: month })).toBeTruthy());
    }
    // Still there after the effects have run, and a day four months ahead can be chosen.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('grid', { name: 'March 2027' })).toBeTruthy();
    expect(day('2027-03-23').getAttribute('aria-disabled')).toBe('false');
    // A day of the months shown is the one Tab reaches.
    expect(document.querySelector('[data-day][tabindex="0"]')!.getAttribute('data-day')!.slice(0, 7)).toBe('2027-03');
  });

  it('choosing the check-in tells the bar at once (pending), keeping the nights; the range is highlighted', () => {
    mockViewport(false);
    const { onChange } = renderDates(rules(), vi.fn(), vi.fn(), '2026-11-23', '2026-11-25');
    fireEvent.click(day('2026-11-28'));
    expect(onChange).toHaveBeenCalledWith({ search_type: 'dated', is_day_use: false, checkin: '2026-11-28', checkout: '2026-11-30' }, true);
    fireEvent.pointerEnter(day('2026-12-01'));
    expect(day('2026-11-28').className).toContain('is-start');
    expect(day('2026-11-29').className).toContain('is-between');
    expect(day('2026-11-30').className).toContain('is-between');
    expect(day('2026-12-01').className).toContain('is-end');
    expect(screen.getByText('3 nights')).toBeTruthy();
  });

  const source = (days: CalendarDays, currency = 'JPY') => {
    const load = vi.fn(async () => days);
    return { currency, load } satisfies CalendarSource;
  };

  it('sold-out nights are marked in words and cannot start a stay; a stay cannot run through one', async () => {
    mockViewport(false);
    const calendar = source({ '2026-11-26': { status: 'sold_out' }, '2026-11-27': { status: 'available' } });
    const { onChange } = renderDates(rules(), vi.fn(), vi.fn(), '2026-11-23', '2026-11-24', {}, calendar);
    await waitFor(() => expect(day('2026-11-26').getAttribute('aria-label')).toContain('sold out'));
    expect(day('2026-11-26').getAttribute('aria-disabled')).toBe('true');
    expect(day('2026-11-26').textContent).toContain('Full');
    // One request for the two months shown, with the guests.
    expect(calendar.load).toHaveBeenCalledTimes(1);
    expect(calendar.load).toHaveBeenCalledWith('2026-11-01', '2027-01-01', [{ adults: 2, children: 0 }]);
    // From the 24th the stay can end on the 26th (the sold-out night is not stayed), not later.
    fireEvent.click(day('2026-11-24'));
    expect(day('2026-11-26').getAttribute('aria-disabled')).toBe('false');
    expect(day('2026-11-27').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(day('2026-11-27'));
    fireEvent.click(day('2026-11-26'));
    expect(onChange).toHaveBeenLastCalledWith({ search_type: 'dated', is_day_use: false, checkin: '2026-11-24', checkout: '2026-11-26' });
  });

  it('the lowest price per date shows compact under the day and in full in its label', async () => {
    mockViewport(false);
    renderDates(rules(), vi.fn(), vi.fn(), '2026-11-23', '2026-11-24', {}, source({ '2026-11-25': { status: 'available', price: 12800 }, '2026-11-26': { status: 'available', price: null } }));
    await waitFor(() => expect(day('2026-11-25').getAttribute('aria-label')).toContain('from ¥12,800'));
    expect(day('2026-11-25').textContent).toContain('¥12.8K');
    expect(day('2026-11-26').getAttribute('aria-label')).not.toContain('from');
    expect(screen.getByText(/lowest price of one night/)).toBeTruthy();
  });

  it('a failed request leaves a plain, working calendar', async () => {
    mockViewport(false);
    const calendar: CalendarSource = { currency: 'JPY', load: vi.fn(async () => Promise.reject(new Error('offline'))) };
    const { onChange } = renderDates(rules(), vi.fn(), vi.fn(), '2026-11-23', '2026-11-24', {}, calendar);
    await waitFor(() => expect(calendar.load).toHaveBeenCalled());
    fireEvent.click(day('2026-11-25'));
    fireEvent.click(day('2026-11-27'));
    expect(onChange).toHaveBeenLastCalledWith({ search_type: 'dated', is_day_use: false, checkin: '2026-11-25', checkout: '2026-11-27' });
  });

  it('the mobile sheet has a backdrop that closes it; the desktop popover has none', () => {
    mockViewport(true);
    const { onClose } = renderDates(rules());
    fireEvent.click(document.querySelector('.bwsb__backdrop')!);
    expect(onClose).toHaveBeenCalled();
    document.body.innerHTML = '';
    mockViewport(false);
    renderDates(rules());
    expect(document.querySelector('.bwsb__backdrop')).toBeNull();
  });

  it('closes when focus leaves it (tabbing away), keeping focus where the guest put it', async () => {
    mockViewport(false);
    const onClose = vi.fn();
    render(
      <WithStrings>
        <div>
          <div>
            <DateRangePicker criteria={defaultCriteria(rules())} rules={rules()} languageTag="en" onChange={vi.fn()} onClose={onClose} />
          </div>
          <button type="button">Guests</button>
        </div>
      </WithStrings>,
    );
    await waitFor(() => expect(document.activeElement).toBe(day('2026-11-23')));
    focusMoves(day('2026-11-23'), screen.getByRole('button', { name: 'Previous month' }));
    expect(onClose).not.toHaveBeenCalled();
    focusMoves(day('2026-11-23'), screen.getByRole('button', { name: 'Guests' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });
});

describe('guest picker: the mobile sheet', () => {
  it('has a backdrop like the date sheet, and a tap on it closes the sheet', () => {
    const onClose = vi.fn();
    render(
      <WithStrings>
        <GuestPicker criteria={defaultCriteria(rules())} rules={rules()} onChange={vi.fn()} onClose={onClose} />
      </WithStrings>,
    );
    const backdrop = document.querySelector('.bwsb__backdrop');
    expect(backdrop).not.toBeNull();
    // Outside the dialog, hidden from assistive technology.
    expect(screen.getByRole('dialog').contains(backdrop)).toBe(false);
    expect(backdrop!.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(backdrop!);
    expect(onClose).toHaveBeenCalled();
  });
});

describe('guest picker: focus-out', () => {
  it('closes when focus leaves it, as Escape does', () => {
    const onClose = vi.fn();
    render(
      <WithStrings>
        <div>
          <div>
            <GuestPicker criteria={defaultCriteria(rules())} rules={rules()} onChange={vi.fn()} onClose={onClose} />
          </div>
          <button type="button">Search</button>
        </div>
      </WithStrings>,
    );
    focusMoves(screen.getByRole('button', { name: 'Done' }), screen.getByRole('button', { name: 'Search' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });
});

