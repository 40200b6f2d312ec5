import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchRules, type SearchRules, defaultCriteria } from '../../../src/features/search/criteria';
import { DateRangePicker } from '../../../src/features/search/DateRangePicker';
import { GuestPicker } from '../../../src/features/search/GuestPicker';
import { WithStrings } from './strings';

const NOW = new Date(2026, 10, 23, 10, 0);
const rules = (overrides: Partial<SearchRules> = {}): SearchRules => ({ ...searchRules(undefined, NOW), ...overrides });

function mockViewport(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: mobile && query.includes('max-width: 992px'), addEventListener() {}, removeEventListener() {} }));
}

afterEach(() => vi.unstubAllGlobals());

function renderDates(r: SearchRules, onChange = vi.fn(), onClose = vi.fn(), checkin = '2026-11-23', checkout = '2026-11-24') {
  render(
    <WithStrings>
      <DateRangePicker checkin={checkin} checkout={checkout} rules={r} languageTag="en" onChange={onChange} onClose={onClose} />
    </WithStrings>,
  );
  return { onChange, onClose };
}

const day = (iso: string) => document.querySelector(`[data-day="${iso}"]`) as HTMLButtonElement;

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
    expect(onChange).toHaveBeenCalledWith('2026-11-30', '2026-12-03');
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
    expect(onChange).not.toHaveBeenCalled();
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
    renderGuests(r, { ...defaultCriteria(r), adults: 2, children: 1 });
    expect((screen.getByRole('button', { name: 'Add one: Adults per room' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add one: Children per room' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a child within the limits and reports it', () => {
    const r = rules({ maxGuestsPerRoom: 4 });
    const onChange = renderGuests(r);
    fireEvent.click(screen.getByRole('button', { name: 'Add one: Children per room' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ adults: 2, children: 1 }));
  });

  it('has no children stepper when kids are not accepted', () => {
    renderGuests(rules({ kidsAccepted: false }));
    expect(screen.queryByRole('group', { name: 'Children per room' })).toBeNull();
  });

  it('shows rooms only with multi-room search, up to its limit', () => {
    renderGuests(rules({ roomLimit: 1 }));
    expect(screen.queryByRole('group', { name: 'Rooms' })).toBeNull();
    document.body.innerHTML = '';
    const r = rules({ roomLimit: 2 });
    renderGuests(r, { ...defaultCriteria(r), room_count: 2 });
    expect((screen.getByRole('button', { name: 'Add one: Rooms' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the promo code field shows only when the facility takes promo codes', () => {
    renderGuests(rules());
    expect(screen.queryByLabelText('Promo code')).toBeNull();
    document.body.innerHTML = '';
    renderGuests(rules({ promoCodeEnabled: true }));
    expect(screen.getByLabelText('Promo code')).toBeTruthy();
  });
});
