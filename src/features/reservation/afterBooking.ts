// What a completed booking leaves behind in this tab: no selection, no guest detail, no saved results
// state that would bring the booked rooms back; the confirmation's credentials kept for this tab; and
// the way Back leads to the confirmation.
import { readStored, writeStored } from '../../lib/storage';
import { forgetBrowsingState } from '../results';
import { clearGuestDetail } from './checkout';
import { clear as clearSelection, selectedRooms } from './selection';
import type { ReservationAccess } from './bookingApi';
import { keepAccess } from './confirmationAccess';

const completedKey = (code: string) => `bw_completed_booking:${code}`;

/**
 * The booking is made: the next booking here starts afresh, and the checkout steps lead back to this
 * confirmation, which this tab can open with the booking's credentials.
 */
export function bookingCompleted(code: string, confirmationNumber: string, access?: ReservationAccess): void {
  if (access?.email || access?.bypass_token) keepAccess(confirmationNumber, access);
  clearSelection();
  clearGuestDetail(code);
  forgetBrowsingState(code);
  writeStored(completedKey(code), confirmationNumber, 'session');
}

/**
 * Where a checkout step sends a guest who comes back to it (Back from the confirmation) after the
 * booking was made: the confirmation, unless the guest has chosen rooms again since.
 */
export function completedBookingUrl(code: string): string | undefined {
  if (selectedRooms.value.length) return undefined;
  const number = readStored<string>(completedKey(code), 'session');
  return number ? `/reservation/confirmation/${encodeURIComponent(number)}?code=${encodeURIComponent(code)}` : undefined;
}
