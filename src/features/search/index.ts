export { SearchBar, type SearchBarProps } from './SearchBar';
export {
  COMPANION_TIER_CODE,
  defaultCriteria,
  guestTotals,
  nightsOf,
  restoreCriteria,
  searchRules,
  type KidsExtra,
  type ResultType,
  type RoomGuests,
  type SearchCriteria,
  type SearchMode,
  type SearchRules,
} from './criteria';
export { CRITERIA_QUERY_KEYS, QUERY_NAMES, TRACKING_KEYS, criteriaFromQuery, criteriaToQuery, hasSearchQuery } from './query';
export { KIDS_EXTRAS, SEARCH_MODES, SORT_ORDERS, firstBookableDay, isBookableDay, kidsConditionChanged, lastBookableDay, maxChildren, roomsDiffer, withinRules } from './rules';
export { formatDay } from './format';
export { hotelSearchRules } from './hotelRules';
export { saveCriteria } from './remember';
