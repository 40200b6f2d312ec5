// One checkout attempt, kept in this tab's session storage until the booking ends: its Idempotency-Key, and what the
// 3D Secure return page needs to show the booking afterwards (never card data). Small: the return page loads it too.
import { readStored, removeStored, writeStored } from '../../lib/storage';

export const THREE_DS_RETURN_PATH = '/reservation/3ds-return';

/** Leaving the widget for the card issuer's 3D Secure page; one object so tests can watch it. */
export const browser = { assign: (url: string) => location.assign(url) };

// ---- the checkout attempt's Idempotency-Key: one per attempt, in this tab's session storage until the booking ends.

const attemptKeyName = (code: string) => `bw_booking_attempt:${code}`;

function newKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/** The key of the current attempt, created on first use; a double click or a retry after a lost connection sends the same key. */
export function attemptKey(code: string): string {
  const stored = readStored<string>(attemptKeyName(code), 'session');
  if (typeof stored === 'string' && stored) return stored;
  const key = newKey();
  writeStored(attemptKeyName(code), key, 'session');
  return key;
}

/** The attempt has an outcome (booked, or refused by the server): the next attempt gets a new key. */
export function endAttempt(code: string): void {
  removeStored(attemptKeyName(code), 'session');
}

// ---- what the 3D Secure return page needs: the booking's number and how to read it (never card data).

export interface PendingBooking {
  confirmation_number: string;
  email?: string | null;
  bypass_token?: string | null;
  checkin?: string;
  checkout?: string;
}

const pendingName = (code: string) => `bw_booking_3ds:${code}`;
export const rememberPendingBooking = (code: string, booking: PendingBooking) => writeStored(pendingName(code), booking, 'session');
export const pendingBooking = (code: string) => readStored<PendingBooking>(pendingName(code), 'session');
export const forgetPendingBooking = (code: string) => removeStored(pendingName(code), 'session');

// ---- URLs

/** `/reservation/confirmation/<number>?email=…&bypass_token=…&code=…` */
export function confirmationUrl(number: string, code: string, access: { email?: string | null; bypass_token?: string | null }): string {
  const query = new URLSearchParams();
  if (access.email) query.set('email', access.email);
  if (access.bypass_token) query.set('bypass_token', access.bypass_token);
  query.set('code', code);
  return `/reservation/confirmation/${encodeURIComponent(number)}?${query}`;
}

/**
 * Where the sandbox's 3D Secure page sends the guest back: `<widget origin>/reservation/3ds-return?code=<code>`
 * (`toHref` makes it a hash address in hash mode; the provider then adds its values before the #).
 */
export function threeDsReturnUrl(widgetOrigin: string, code: string, toHref: (url: string) => string = (url) => url): string {
  return new URL(toHref(`${THREE_DS_RETURN_PATH}?code=${encodeURIComponent(code)}`), widgetOrigin).toString();
}

export function resultsUrl(code: string, stay: { checkin?: string; checkout?: string }): string {
  const query = new URLSearchParams({ code });
  if (stay.checkin && stay.checkout) {
    query.set('checkin', stay.checkin);
    query.set('checkout', stay.checkout);
  }
  return `/booking/result?${query}`;
}

