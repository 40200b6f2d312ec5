// Payment link rules that do not need the page: the provider's error names (spec section 8) and when to ask for a reload.
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

/** Why the page must be reloaded before anything is paid, if it must. */
export type StaleReason = 'timed_out' | 'amount_changed';

export function staleReason(shown: PaymentTransaction, fresh: PaymentTransaction | undefined, openedAt: number, now: number, timeoutMs: number): StaleReason | undefined {
  if (now - openedAt >= timeoutMs) return 'timed_out';
  if (fresh && fresh.amount !== shown.amount) return 'amount_changed';
  return undefined;
}
