import { useMemo } from 'preact/hooks';
import { currentLocale, languageTag } from '../../i18n';
import { facilitySetting, hotelCode } from '../facility';
import { SearchBar } from '../search';
import { calendarSource } from '../search/calendarApi';
import type { AddressSearch } from './hooks';

/** The search form at the top of a results page: it holds the stay and the guests; the view and the order are chosen below it. */
export function PageSearchBar({ page }: { page: AddressSearch }) {
  const { criteria } = page;
  const setting = facilitySetting.value;
  const code = hotelCode.value;
  // One hotel's calendar marks (a brand's page lists several hotels: its calendar stays plain).
  const calendar = useMemo(
    () => (setting && code && setting.booking_widget_type !== 'brand' ? calendarSource(code, setting) : undefined),
    [setting, code],
  );
  return (
    <SearchBar
      key={page.formKey}
      criteria={criteria}
      rules={page.rules}
      languageTag={languageTag(currentLocale.value)}
      calendar={calendar}
      onSearch={(next) => page.search({ ...next, type: criteria.type, order: criteria.order })}
    />
  );
}
