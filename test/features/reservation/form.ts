// What a guest does to the booking forms in component tests, and the clean-up after each test.
import { act, fireEvent, screen } from '@testing-library/preact';
import { vi } from 'vitest';
import * as reservation from '../../../src/features/reservation';
import { clearResults } from '../../../src/features/results/store';

/** Types into the first field labelled `label`. */
export const type = (label: string | RegExp, value: string) => act(() => void fireEvent.input(screen.getAllByLabelText(label)[0]!, { target: { value } }));
export const blur = (label: string | RegExp) => act(() => void fireEvent.blur(screen.getAllByLabelText(label)[0]!));
export const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
/** The texts that describe a field (its hint and its message), as a screen reader announces them. */
export const messageOf = (field: HTMLElement) => field.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);

/** Forgets the results, the selection and the checkout, and the stubs. */
export function resetBooking(): void {
  clearResults();
  reservation.clear();
  reservation.clearGuestDetail();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
}
