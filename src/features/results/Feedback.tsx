import { Text } from 'preact-i18n';
import { currentLocale, languageTag } from '../../i18n';
import { isIsoDate, type IsoDate } from '../../lib/dates';
import { formatDay } from '../search/format';
import type { ResultsError } from './store';

/** Placeholder cards the size of real ones, so the page does not jump when results arrive. */
export function Skeleton({ cards = 3 }: { cards?: number }) {
  return (
    <div class="bw-skeleton" aria-hidden="true">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} class="bw-card">
          <div class="bw-photo bw-skeleton__block" />
          <div class="bw-card__body">
            <span class="bw-skeleton__line bw-skeleton__line--title" />
            <span class="bw-skeleton__line" />
            <span class="bw-skeleton__line bw-skeleton__line--short" />
            <span class="bw-skeleton__offer" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Before the page's own catalogues are there: the skeleton, with the shell's loading text for screen readers. */
export function PageSkeleton({ failed }: { failed: boolean }) {
  if (failed) {
    return (
      <p class="bw-alert" role="alert">
        <Text id="errors.network" />
      </p>
    );
  }
  return (
    <div class="bw-results" aria-busy="true">
      <div class="bw-skeleton__bar" aria-hidden="true" />
      <span class="bw-visually-hidden" role="status">
        <Text id="shell.loading" />
      </span>
      <Skeleton />
    </div>
  );
}

/**
 * A failed search in the guest's language; the form above keeps what the guest typed. A check-in in
 * the past (the hotel's today, which can differ from the guest's) says so and offers the first date
 * the hotel takes.
 */
export function SearchError({ error, onRetry, onSearchFrom }: { error: ResultsError; onRetry(): void; onSearchFrom?(day: IsoDate): void }) {
  const first = error.fields.reason === 'checkin_in_past' && isIsoDate(error.fields.first_checkin_date) ? error.fields.first_checkin_date : undefined;
  const date = first && formatDay(first, languageTag(currentLocale.value), { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <div class="bw-alert" role="alert">
      {/* 1000 (bad input): "Search failed: 'We need the following information to continue…'" */}
      {error.code === 1000 && (
        <p class="bw-alert__title">
          <Text id="errors.search_failed" />
        </p>
      )}
      <p>
        <Text id={error.key} fields={{ ...error.fields, date }} />
      </p>
      {first && onSearchFrom && (
        <button type="button" class="bw-button" onClick={() => onSearchFrom(first)}>
          <Text id="results.search_first_available" />
        </button>
      )}
      {error.retryable && (
        <button type="button" class="bw-button" onClick={onRetry}>
          <Text id="results.retry" />
        </button>
      )}
    </div>
  );
}
