// Public API of the results feature: what the router and start-up use.
// This file and the store are in the app's first chunk: they import the search criteria module
// itself, not the search feature's index, which would pull the search bar into that chunk.
import { facilitySetting } from '../facility';
import { hasSearchQuery, searchRules } from '../search/criteria';
import { initialCriteria } from './query';
import { roomSearch } from './store';

export { clearResults, nextAvailableDate, resultsError, resultsStatus, runSearch, searchCriteria, searchResult } from './store';
export type { ResultsError, ResultsStatus } from './store';

/** Route chunks, each loaded on first visit (or preloaded). */
export const loadResultsPage = () => import('./routes/ResultsPage');
export const loadFacilitiesPage = () => import('./routes/FacilitiesPage');

const PRELOAD_PATHS = ['/', '/booking', '/booking/result'];

/**
 * "Results are preloaded on root, booking and result pages when a session exists": on those paths,
 * starts the room search when the address names the stay (checkin and checkout). Returns whether
 * the path is one of them, so the caller can preload the results page too.
 */
export function preloadResults(code: string, url: string): boolean {
  const [path = '/', search = ''] = url.split('?', 2);
  if (!PRELOAD_PATHS.includes(path.replace(/(.)\/+$/, '$1'))) return false;
  const query = new URLSearchParams(search);
  if (hasSearchQuery(query)) void roomSearch.ensure(code, initialCriteria(code, query, searchRules(facilitySetting.value)));
  return true;
}
