// What a completed booking leaves behind in this tab: no selection, no guest detail, no saved results
// state that would bring the booked rooms back; the confirmation's credentials out of the address
// (kept in this tab's session storage so a reload still shows it); and the way Back leads to it.
import { readStored, writeStored } from '../../lib/storage';
import { forgetBrowsingState } from '../results';
import { clearGuestDetail } from './checkout';
import { clear as clearSelection, selectedRooms } from './selection';
import type { ReservationAccess } from './bookingApi';

const completedKey = (code: string) => `bw_completed_booking:${code}`;
const accessKey = (confirmationNumber: string) => `bw_confirmation_access:${confirmationNumber}`;

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

function keepAccess(confirmationNumber: string, access: ReservationAccess): void {
  const kept: ReservationAccess = {};
  if (access.email) kept.email = access.email;
  if (access.bypass_token) kept.bypass_token = access.bypass_token;
  writeStored(accessKey(confirmationNumber), kept, 'session');
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

const CREDENTIALS = ['email', 'bypass_token'] as const;

/**
 * The confirmation's credentials: from the address when it carries them (kept for this tab), else the ones
 * kept. Returns them with the address without them, when it changes.
 */
export function takeConfirmationAccess(confirmationNumber: string, url: string): { access: ReservationAccess; cleanUrl?: string } {
  const [path, search = ''] = url.split('?', 2) as [string, string?];
  const query = new URLSearchParams(search);
  const fromAddress: ReservationAccess = {};
  for (const name of CREDENTIALS) {
    const value = query.get(name);
    if (value) fromAddress[name] = value;
    query.delete(name);
  }
  if (!fromAddress.email && !fromAddress.bypass_token) {
    return { access: readStored<ReservationAccess>(accessKey(confirmationNumber), 'session') ?? {} };
  }
  keepAccess(confirmationNumber, fromAddress);
  const rest = query.toString();
  return { access: fromAddress, cleanUrl: rest ? `${path}?${rest}` : path };
}
