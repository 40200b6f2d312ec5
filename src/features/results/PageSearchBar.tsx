import { useMemo } from 'preact/hooks';
import { currentLocale, languageTag } from '../../i18n';
import { facilitySetting, hotelCode } from '../facility';
import { SearchBar } from '../search';
import type { CalendarSource } from '../search/calendarApi';
import type { AddressSearch } from './hooks';

/** The search form at the top of a results page: it holds the stay and the guests; the view and the order are chosen below it. */
export function PageSearchBar({ page }: { page: AddressSearch }) {
  const { criteria } = page;
  const setting = facilitySetting.value;
  const code = hotelCode.value;
  // One hotel's calendar marks (a brand's page lists several hotels: its calendar stays plain). What
  // asks for them loads when the calendar first opens, not with the page.
  const calendar = useMemo((): CalendarSource | undefined => {
    if (!setting || !code || setting.booking_widget_type === 'brand') return undefined;
    let source: Promise<CalendarSource> | undefined;
    return {
      currency: setting.currency,
      load: (...range) => (source ??= import('../search/calendarApi').then((m) => m.calendarSource(code, setting))).then((s) => s.load(...range)),
    };
  }, [setting, code]);
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
