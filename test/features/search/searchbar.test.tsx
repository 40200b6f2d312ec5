import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { defaultCriteria, searchRules, type SearchRules } from '../../../src/features/search/criteria';
import { SearchBar } from '../../../src/features/search/SearchBar';
import { WithStrings } from './strings';

const NOW = new Date(2026, 10, 23, 10, 0);
const rules = (overrides: Partial<SearchRules> = {}): SearchRules => ({ ...searchRules(undefined, NOW), ...overrides });

function renderBar(r: SearchRules, criteria = defaultCriteria(r), onSearch = vi.fn()) {
  const view = render(
    <WithStrings>
      <SearchBar criteria={criteria} rules={r} languageTag="en" onSearch={onSearch} />
    </WithStrings>,
  );
  return { onSearch, view };
}

describe('search bar', () => {
  it('shows the stay with its nights and the guests per room', () => {
    const r = rules({ roomLimit: 3 });
    renderBar(r, { ...defaultCriteria(r), checkout: '2026-11-26', rooms: [{ adults: 2, children: 1 }, { adults: 2, children: 0 }] });
    expect(screen.getByRole('button', { name: /Mon, Nov 23 – Thu, Nov 26\s*3 nights/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /4 adults, 1 child, 2 rooms/ })).toBeTruthy();
  });

  it('searches with what the form holds', async () => {
    const { onSearch } = renderBar(rules());
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ checkin: '2026-11-23', checkout: '2026-11-24', rooms: [{ adults: 2, children: 0 }] })));
  });

  it("settings arriving later do not undo the guest's choices", async () => {
    const r1 = rules({ maxGuestsPerRoom: 20 });
    const { view, onSearch } = renderBar(r1);
    fireEvent.click(screen.getByRole('button', { name: /Guests/ }));
    const add = await screen.findByRole('button', { name: 'Add one: Adults per room' });
    fireEvent.click(add);
    const r2 = rules({ maxGuestsPerRoom: 4, defaultAdults: 1, checkinOffsetDays: 1 });
    view.rerender(
      <WithStrings>
        <SearchBar criteria={defaultCriteria(r2)} rules={r2} languageTag="en" onSearch={onSearch} />
      </WithStrings>,
    );
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ rooms: [{ adults: 3, children: 0 }], checkin: '2026-11-23' })));
  });

  it('before the guest touches anything, new defaults from the settings apply', async () => {
    const r1 = rules();
    const { view, onSearch } = renderBar(r1);
    const r2 = rules({ defaultAdults: 1, checkinOffsetDays: 1 });
    view.rerender(
      <WithStrings>
        <SearchBar criteria={defaultCriteria(r2)} rules={r2} languageTag="en" onSearch={onSearch} />
      </WithStrings>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /Dates/ }).textContent).toContain('Nov 24'));
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ rooms: [{ adults: 1, children: 0 }], checkin: '2026-11-24', checkout: '2026-11-25' })));
  });

  it("the 'kids search condition changed' warning shows when the facility counts children otherwise", async () => {
    const r = rules({ kidsType: 'tiers', kidsTiers: [{ code: 'B', name: 'Children' }] });
    renderBar(r, { ...defaultCriteria(r), rooms: [{ adults: 2, children: 1, kids_ages: [4] }] });
    expect(await screen.findByText(/counts children differently/)).toBeTruthy();
  });

  it('the date picker loads on demand and closing it returns focus to the dates field', async () => {
    renderBar(rules());
    const dates = screen.getByRole('button', { name: /Dates/ });
    fireEvent.click(dates);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog.querySelector('[data-day="2026-11-23"]')!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(dates);
  });
});
