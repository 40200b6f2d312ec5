// The preloaded room search, loaded by start-up on the pages that show results.
import { facilitySetting } from '../facility';
import { defaultCriteria } from '../search/criteria';
import { hotelSearchRules } from '../search/hotelRules';
import { DEFAULT_MAX_GUESTS_PER_ROOM } from '../../lib/constants';
import { linkOutOfLimits } from '../search/linkLimits';
import { criteriaFromQuery, hasSearchQuery, LINK_MAX_ROOMS } from '../search/query';
import { roomSearch } from './store';

/**
 * Starts the room search when the address names the stay. It runs before the facility settings
 * arrive, so the search goes as the address names it: bounding it by default rules would drop what
 * this facility allows (an undated search, a coupon, kids tiers) and search for something else.
 * The server checks it; the page searches again only if the facility's rules change it.
 * A link beyond any search (a billion adults) is not preloaded: the server would refuse it, and the page
 * searches once it has brought the link within the hotel's rules.
 */
export function preloadSearch(code: string, search: string): void {
  const query = new URLSearchParams(search);
  if (linkOutOfLimits(query, { roomLimit: LINK_MAX_ROOMS, maxGuestsPerRoom: DEFAULT_MAX_GUESTS_PER_ROOM })) return;
  if (hasSearchQuery(query)) void roomSearch.ensure(code, criteriaFromQuery(query, defaultCriteria(hotelSearchRules(facilitySetting.value))));
}
