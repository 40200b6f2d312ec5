import { currentLocale, languageTag } from '../../i18n';
import { SearchBar } from '../search';
import type { AddressSearch } from './hooks';

/** The search form at the top of a results page: it holds the stay and the guests; the view and the order are chosen below it. */
export function PageSearchBar({ page }: { page: AddressSearch }) {
  const { criteria } = page;
  return (
    <SearchBar
      key={page.formKey}
      criteria={criteria}
      rules={page.rules}
      languageTag={languageTag(currentLocale.value)}
      onSearch={(next) => page.search({ ...next, type: criteria.type, order: criteria.order })}
    />
  );
}
