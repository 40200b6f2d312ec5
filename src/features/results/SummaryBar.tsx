import { useLocation } from 'preact-iso';
import { Text } from 'preact-i18n';
import { t } from '../../i18n';
import { clear, GUEST_DETAIL_PATH, selectedCount, selectedTotal, selectionRefusal } from '../reservation';
import { loadGuestDetailPage } from '../reservation/pages';
import { price } from './Offer';
import { searchCriteria } from './store';
import { criteriaToQuery } from '../search/query';

/**
 * The guest detail step with the whole search in its address (the stay, the rooms and their guests):
 * the results page, still mounted while the route changes, must not read a shorter address as a new
 * search and clear the selection; and the step knows what was searched.
 */
function bookUrl(code: string | undefined): string {
  const criteria = searchCriteria.value;
  return criteria && code ? `${GUEST_DETAIL_PATH}?${criteriaToQuery(criteria, code)}` : `${GUEST_DETAIL_PATH}${code ? `?code=${encodeURIComponent(code)}` : ''}`;
}

/** Sticky at the bottom while rooms are chosen: how many, the total, a way to start over, and Book. */
export function SummaryBar({ currency }: { currency: string }) {
  const { route, query } = useLocation();
  const count = selectedCount.value;
  const refusal = selectionRefusal.value;
  if (!count) return null;
  // Intent to book: fetch the next step's code before the click (house style: preload on intent).
  const preload = () => void loadGuestDetailPage().catch(() => undefined);
  return (
    <section class="bw-summary" aria-label={t('results.selection.label')}>
      {refusal?.key === 'errors.payment_method_mismatch' && (
        <p class="bw-summary__alert" role="alert">
          <Text id={refusal.key} />
        </p>
      )}
      <div class="bw-summary__row">
        <p class="bw-summary__count" aria-live="polite">
          <Text id="results.selection.count" plural={count} fields={{ count }} />
        </p>
        <p class="bw-summary__total">
          <Text id="results.selection.total" fields={{ total: price(selectedTotal.value, currency) }} />
        </p>
        <button type="button" class="bw-button bw-button--quiet" onClick={clear}>
          <Text id="results.selection.clear" />
        </button>
        <button type="button" class="bw-button" onMouseEnter={preload} onFocus={preload} onClick={() => route(bookUrl(query.code))}>
          <Text id="results.selection.book" />
        </button>
      </div>
    </section>
  );
}
