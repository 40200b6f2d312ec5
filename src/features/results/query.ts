// The search as the address carries it: reading the criteria a page starts from, and writing a search back.
import { defaultCriteria, restoreCriteria, type SearchCriteria, type SearchRules } from '../search/criteria';
import { CRITERIA_QUERY_KEYS, criteriaFromQuery, criteriaToQuery, hasSearchQuery } from '../search/query';
import { withinRules } from '../search/rules';

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
    if (!CRITERIA_QUERY_KEYS.includes(key.replace(/\[\]$/, ''))) next.append(key, value);
  });
  return `${path}?${next.toString()}`;
}
