import { writeCookie } from '../../lib/cookies';
import { SEARCH_CRITERIA_COOKIE_HOURS } from '../../lib/constants';
import { criteriaCookieName, type SearchCriteria } from './criteria';

/** "Search criteria (kept in a cookie for 1 hour per hotel code)." Its own module: the bar loads it on search. */
export function saveCriteria(code: string, criteria: SearchCriteria): void {
  writeCookie(criteriaCookieName(code), JSON.stringify(criteria), SEARCH_CRITERIA_COOKIE_HOURS / 24);
}
