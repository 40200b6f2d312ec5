import { batch, computed, effect, signal, untracked } from '@preact/signals';
import { ApiError } from '../../api';
import { currentLocale } from '../../i18n';
import type { SearchCriteria } from '../search/criteria';
import { criteriaToQuery } from '../search/query';
import { fetchBrandHotels, searchRooms } from './api';
import type { BrandHotels, SearchResult } from './schemas';

export type ResultsStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** What went wrong, as the guest reads it: a catalogue key and its fields. */
export interface ResultsError {
  key: string;
  fields: Record<string, unknown>;
  /** The numeric code of spec section 8 (1000 bad input, 1903 beyond the reservable period). */
  code?: number;
  /** Trying the same search again may work (connection lost, server trouble). */
  retryable: boolean;
}

function errorOf(error: unknown): ResultsError {
  if (!(error instanceof ApiError)) return { key: 'errors.generic', fields: {}, retryable: true };
  return {
    key: error.messageKey,
    fields: error.params,
    code: error.code,
    retryable: error.kind === 'network' || error.kind === 'malformed' || error.status >= 500,
  };
}

export function sameCriteria(a: SearchCriteria | undefined, b: SearchCriteria | undefined): boolean {
  return Boolean(a && b) && criteriaToQuery(a!, '') === criteriaToQuery(b!, '');
}

/**
 * One search the guest is looking at (a hotel's rooms, a brand's hotels): its signals, and a run that
 * aborts the call before it, so a late answer to an old search never replaces a newer one.
 */
function createSearch<T>(load: (code: string, criteria: SearchCriteria, signal: AbortSignal) => Promise<T>) {
  const code = signal<string | undefined>(undefined);
  const criteria = signal<SearchCriteria | undefined>(undefined);
  const data = signal<T | undefined>(undefined);
  const status = signal<ResultsStatus>('idle');
  const error = signal<ResultsError | undefined>(undefined);
  let controller: AbortController | undefined;

  async function run(nextCode: string, next: SearchCriteria): Promise<void> {
    controller?.abort();
    const own = (controller = new AbortController());
    batch(() => {
      code.value = nextCode;
      criteria.value = next;
      data.value = undefined;
      error.value = undefined;
      status.value = 'loading';
    });
    try {
      const result = await load(nextCode, next, own.signal);
      if (own.signal.aborted) return;
      batch(() => {
        data.value = result;
        status.value = 'loaded';
      });
    } catch (caught) {
      if (own.signal.aborted) return;
      batch(() => {
        error.value = errorOf(caught);
        status.value = 'error';
      });
    }
  }

  return {
    code,
    criteria,
    data,
    status,
    error,
    run,
    /** Runs the search unless this very search is already loading or shown (a preloaded one, say). */
    ensure(nextCode: string, next: SearchCriteria): Promise<void> {
      if (status.peek() !== 'idle' && code.peek() === nextCode && sameCriteria(criteria.peek(), next)) return Promise.resolve();
      return run(nextCode, next);
    },
    /** The same search again (a retry, another language). */
    reload(): Promise<void> {
      const [currentCode, current] = [code.peek(), criteria.peek()];
      return currentCode && current && status.peek() !== 'idle' ? run(currentCode, current) : Promise.resolve();
    },
    clear(): void {
      controller?.abort();
      controller = undefined;
      batch(() => {
        code.value = undefined;
        criteria.value = undefined;
        data.value = undefined;
        error.value = undefined;
        status.value = 'idle';
      });
    },
  };
}

/** Rooms or plans of one hotel. */
export const roomSearch = createSearch(searchRooms);
/** The hotels of a brand with their lowest price for the searched stay. */
export const brandSearch = createSearch(fetchBrandHotels);

export const searchCriteria = roomSearch.criteria;
export const searchResult = roomSearch.data;
export const resultsStatus = roomSearch.status;
export const resultsError = roomSearch.error;
/** The check-in day of the search on screen; none for an undated search (cancellation terms then count days). */
export const searchedCheckin = computed(() => {
  const criteria = searchCriteria.value;
  return criteria && criteria.search_type !== 'undated' ? criteria.checkin : undefined;
});
export const nextAvailableDate = computed(() => searchResult.value?.next_available_date ?? undefined);
export type { BrandHotels, SearchResult };

export function runSearch(code: string, criteria: SearchCriteria): Promise<void> {
  return roomSearch.run(code, criteria);
}

/** Forgets rooms, plans and brand hotels, and cancels calls still under way. */
export function clearResults(): void {
  roomSearch.clear();
  brandSearch.clear();
}

// "Language change: stores the choice, reloads the view, clears rooms and plans." Names and
// descriptions come from the server in the request's language (X-Locale), so search again.
let searchedLocale = currentLocale.peek();
effect(() => {
  const locale = currentLocale.value;
  if (locale === searchedLocale) return;
  searchedLocale = locale;
  untracked(() => {
    void roomSearch.reload();
    void brandSearch.reload();
  });
});
