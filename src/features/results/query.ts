// The search as the address carries it: reading the criteria a page starts from, and writing a search back.
import { criteriaFromQuery, criteriaToQuery, defaultCriteria, hasSearchQuery, restoreCriteria, withinRules, type SearchCriteria, type SearchRules } from '../search/criteria';

const CRITERIA_KEYS = ['code', 'checkin', 'checkout', 'adults', 'children', 'room_count', 'type', 'order', 'promo_code'];

/** The criteria a page starts from: the query, else the saved cookie, else the defaults; always within the rules. */
export function initialCriteria(code: string, query: URLSearchParams, rules: SearchRules): SearchCriteria {
  const defaults = defaultCriteria(rules);
  const base = hasSearchQuery(query) ? defaults : { ...defaults, ...restoreCriteria(code) };
  return withinRules(criteriaFromQuery(query, base), rules);
}

/** `path?<criteria>` keeping the address's other query values (locale, utm_*, iframe…). */
export function searchUrl(path: string, criteria: SearchCriteria, code: string, currentQuery = ''): string {
  const next = new URLSearchParams(criteriaToQuery(criteria, code));
  new URLSearchParams(currentQuery).forEach((value, key) => {
    if (!CRITERIA_KEYS.includes(key)) next.append(key, value);
  });
  return `${path}?${next.toString()}`;
}
