// /reservation/3ds-return?code&status&confirmation_number&error_code: where the card issuer's 3D Secure page sends the
// guest back. done → the confirmation page (read with the bypass token kept at submit time); failed or cancelled → the
// fail page, which explains 3006/3008/3009; anything else → the booking still waits for the password.
import { useEffect } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { Text } from 'preact-i18n';
import { hotelCode } from '../../facility';
import { useCatalogues } from '../afterCheckoutState';
import { confirmationUrl, endAttempt, forgetPendingBooking, pendingBooking } from '../bookingAttempt';
import { Pending } from '../paymentParts';
import { bookingCompleted } from '../afterBooking';

/** The provider's values: the in-app query, and (hash mode) the page query it added before the #. */
function returnQuery(query: Record<string, string | undefined>): Record<string, string | undefined> {
  return { ...Object.fromEntries(new URLSearchParams(location.search)), ...query };
}

/** Where the guest goes for an outcome; undefined while the booking still waits for 3D Secure. */
export function threeDsDestination(query: Record<string, string | undefined>, fallbackCode = ''): string | undefined {
  const code = query.code || fallbackCode;
  const stored = code ? pendingBooking(code) : undefined;
  const number = query.confirmation_number || stored?.confirmation_number;
  if (query.status === 'done' && number) {
    const access = stored?.confirmation_number === number ? stored : {};
    return confirmationUrl(number, code, access);
  }
  if (query.status === 'failed' || query.status === 'cancelled') {
    const next = new URLSearchParams({ code });
    if (stored?.checkin && stored.checkout) {
      next.set('checkin', stored.checkin);
      next.set('checkout', stored.checkout);
    }
    if (query.error_code) next.set('error_code', query.error_code);
    return `/reservation/fail?${next}`;
  }
  return undefined;
}

export default function ThreeDsReturnPage() {
  const catalogues = useCatalogues(['payment']);
  const { query, route } = useLocation();
  const values = returnQuery(query);
  const code = values.code || hotelCode.value || '';
  const destination = threeDsDestination(values, code);
  useEffect(() => {
    if (!destination) return;
    // The booking has ended either way: its key, the selection and the guest detail go.
    endAttempt(code);
    if (values.status === 'done') {
      const pending = pendingBooking(code);
      const number = values.confirmation_number || pending?.confirmation_number || '';
      const access = pending?.confirmation_number === number ? { email: pending.email ?? undefined, bypass_token: pending.bypass_token ?? undefined } : undefined;
      bookingCompleted(code, number, access);
    }
    forgetPendingBooking(code);
    route(destination, true);
  }, [destination]);
  if (catalogues !== 'ready') return <Pending failed={catalogues === 'failed'} />;
  return (
    <section class="bw-booking" role="status" aria-labelledby="bw-3ds-title">
      <h1 id="bw-3ds-title" class="bw-booking__title">
        <Text id={destination ? 'payment.three_d_secure.returning' : 'payment.three_d_secure.waiting_title'} />
      </h1>
      {!destination && (
        <p class="bw-booking__lead">
          <Text id="payment.three_d_secure.waiting" />
        </p>
      )}
    </section>
  );
}
