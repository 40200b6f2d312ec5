// Clocks of the confirmation and payment link pages, in one object so tests can move time.
import { PAYMENT_PAGE_TIMEOUT_HOURS, THREE_D_SECURE_LIMIT_MINUTES } from '../../lib/constants';

export const pageTiming = {
  now: (): number => Date.now(),
  /** A booking waiting for 3D Secure is read again this often. */
  pollMs: 3000,
  /** "3D Secure: must be completed within 15 minutes or the booking is aborted." */
  threeDSecureLimitMs: THREE_D_SECURE_LIMIT_MINUTES * 60_000,
  /** "Payment page … times out after 1 hour and the user is asked to reload." */
  paymentPageTimeoutMs: PAYMENT_PAGE_TIMEOUT_HOURS * 3_600_000,
};
