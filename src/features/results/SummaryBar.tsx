import { Text } from 'preact-i18n';
import { t } from '../../i18n';
import { clear, selectedCount, selectedTotal, selectionRefusal } from '../reservation';
import { price } from './Offer';

/** Sticky at the bottom while rooms are chosen: how many, the total, and a way to start over. */
export function SummaryBar({ currency }: { currency: string }) {
  const count = selectedCount.value;
  const refusal = selectionRefusal.value;
  if (!count) return null;
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
      </div>
    </section>
  );
}
