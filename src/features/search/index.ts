export { SearchBar, type SearchBarProps } from './SearchBar';
export {
  criteriaFromQuery,
  criteriaToQuery,
  defaultCriteria,
  firstBookableDay,
  hasSearchQuery,
  isBookableDay,
  lastBookableDay,
  maxChildren,
  restoreCriteria,
  searchRules,
  SORT_ORDERS,
  withinRules,
  type ResultType,
  type SearchCriteria,
  type SearchRules,
} from './criteria';
export { formatDay } from './format';
export { saveCriteria } from './remember';
