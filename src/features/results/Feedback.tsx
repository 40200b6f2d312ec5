import { Text } from 'preact-i18n';
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

/** A failed search in the guest's language; the form above keeps what the guest typed. */
export function SearchError({ error, onRetry }: { error: ResultsError; onRetry(): void }) {
  return (
    <div class="bw-alert" role="alert">
      {/* 1000 (bad input): "Search failed: 'We need the following information to continue…'" */}
      {error.code === 1000 && (
        <p class="bw-alert__title">
          <Text id="errors.search_failed" />
        </p>
      )}
      <p>
        <Text id={error.key} fields={error.fields} />
      </p>
      {error.retryable && (
        <button type="button" class="bw-button" onClick={onRetry}>
          <Text id="results.retry" />
        </button>
      )}
    </div>
  );
}
