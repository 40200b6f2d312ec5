import { useRoute } from 'preact-iso';
import { Text } from 'preact-i18n';
import { messageKeyForCode } from '../../../api';
import { isIsoDate } from '../../../lib/dates';
import { hotelCode } from '../../facility';
import { useCatalogues } from '../afterCheckoutState';
import { Alert, CataloguesPending, RouteLink } from '../AfterCheckoutParts';

/** Payment error codes of spec section 8 (3001–3011 from the card provider, 3202–3205 from ours). */
function isPaymentCode(code: number): boolean {
  return (code >= 3001 && code <= 3011) || (code >= 3202 && code <= 3205);
}

/**
 * The message for `error_code`, from the same table the request policy uses. The `error` text of the
 * address is never shown: it is the provider's English, and anyone can write it into a link.
 */
export function failMessageKey(errorCode: string | undefined): string {
  const code = Number(errorCode);
  if (!errorCode || !Number.isInteger(code)) return 'confirmation.fail.generic';
  return messageKeyForCode(code) ?? (isPaymentCode(code) ? 'errors.payment_failed' : 'confirmation.fail.generic');
}

/** The results for the same search: only values that look like a search go back into the address. */
export function resultsUrl(query: Record<string, string | undefined>, code: string): string {
  const next = new URLSearchParams({ code });
  if (isIsoDate(query.checkin) && isIsoDate(query.checkout)) {
    next.set('checkin', query.checkin);
    next.set('checkout', query.checkout);
  }
  const adults = Number(query.adults);
  if (Number.isInteger(adults) && adults > 0) next.set('adults', String(adults));
  return `/booking/result?${next.toString()}`;
}

/** /reservation/fail?code&checkin&checkout&adults&error_code&error: the booking was not made, and why. */
export default function FailPage() {
  const catalogues = useCatalogues(['confirmation']);
  const { query } = useRoute();
  if (catalogues !== 'ready') return <CataloguesPending failed={catalogues === 'failed'} />;
  const code = query.code || hotelCode.value || '';
  return (
    <div class="bw-booking">
      <h1 class="bw-booking__title">
        <Text id="confirmation.fail.title" />
      </h1>
      <Alert message={{ key: failMessageKey(query.error_code), fields: {} }} />
      <p class="bw-booking__lead">
        <Text id="confirmation.fail.not_booked" />
      </p>
      <div class="bw-booking__actions">
        <RouteLink class="bw-button" to={resultsUrl(query, code)}>
          <Text id="confirmation.fail.back_to_results" />
        </RouteLink>
      </div>
    </div>
  );
}
