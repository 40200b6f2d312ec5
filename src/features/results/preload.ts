// The preloaded room search, loaded by start-up on the pages that show results.
import { facilitySetting } from '../facility';
import { searchRules } from '../search/criteria';
import { hasSearchQuery } from '../search/query';
import { initialCriteria } from './query';
import { roomSearch } from './store';

/** Starts the room search when the address names the stay. */
export function preloadSearch(code: string, search: string): void {
  const query = new URLSearchParams(search);
  if (hasSearchQuery(query)) void roomSearch.ensure(code, initialCriteria(code, query, searchRules(facilitySetting.value)));
}
