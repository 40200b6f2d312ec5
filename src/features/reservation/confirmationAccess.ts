// The confirmation's credentials (email, bypass token) leave its address once read: they are kept in this
// tab's session storage, so a reload still shows the booking. Light: the confirmation route loads it.
import { readStored, writeStored } from '../../lib/storage';
import type { ReservationAccess } from './bookingApi';

const accessKey = (confirmationNumber: string) => `bw_confirmation_access:${confirmationNumber}`;

export function keepAccess(confirmationNumber: string, access: ReservationAccess): void {
  const kept: ReservationAccess = {};
  if (access.email) kept.email = access.email;
  if (access.bypass_token) kept.bypass_token = access.bypass_token;
  writeStored(accessKey(confirmationNumber), kept, 'session');
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
