// Payment link rules that do not need the page: the provider's error names (spec section 8) and when to ask for a reload.
import type { ApiError } from '../../api';
import type { PaymentTransaction } from './bookingApi';

/**
 * "Payment-link issues: INVALID_PARAMETER_SYNTAX and Others (check the input), INVALID_EXPIRATION_YEAR,
 * Invalid_card_number." The provider spells them as written here; any other name reads as 'check the input'.
 */
export function paymentLinkErrorKey(providerError: string): string {
  if (providerError === 'INVALID_EXPIRATION_YEAR') return 'confirmation.payment_link.errors.expiration_year';
  if (providerError === 'Invalid_card_number') return 'confirmation.payment_link.errors.card_number';
  return 'confirmation.payment_link.errors.check_input';
}

/**
 * The spec's name for a card provider refusal (an http ApiError from tokenizeCard): 3004 a bad card number,
 * 3005 a bad expiry, 1000 a blank or malformed field; anything else is 'Others'.
 */
export function providerErrorName(error: ApiError): string {
  if (error.code === 3004) return 'Invalid_card_number';
  if (error.code === 3005) return 'INVALID_EXPIRATION_YEAR';
  if (error.code === 1000) return 'INVALID_PARAMETER_SYNTAX';
  return 'Others';
}

/** Link states that can still be paid. */
export const payable = (payment: PaymentTransaction): boolean => payment.status === 'pending' || payment.status === 'failed';

/** Why the page must be reloaded before anything is paid, if it must. */
export type StaleReason = 'timed_out' | 'amount_changed';

export function staleReason(shown: PaymentTransaction, fresh: PaymentTransaction | undefined, openedAt: number, now: number, timeoutMs: number): StaleReason | undefined {
  if (now - openedAt >= timeoutMs) return 'timed_out';
  if (fresh && fresh.amount !== shown.amount) return 'amount_changed';
  return undefined;
}

/** The card field a refusal is about (3004 and 3007 the number, 3003 the brand, i.e. the number; 3005 the expiry); else none. */
export function cardFieldAtFault(code: number | undefined): 'number' | 'expiry' | undefined {
  if (code === 3004 || code === 3007 || code === 3003) return 'number';
  if (code === 3005) return 'expiry';
  return undefined;
}
