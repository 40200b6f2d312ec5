import { useMemo, useState } from 'preact/hooks';
import { Text } from 'preact-i18n';
import { currentLocale, languageTag, t } from '../../i18n';
import { facilitySetting, hotelCode } from '../facility';
import { formatDay, SearchBar } from '../search';
import type { CalendarSource } from '../search/calendarApi';
import { guestTotals, nightsOf, type SearchCriteria } from '../search/criteria';
import type { AddressSearch } from './hooks';

const FORM_ID = 'bw-page-search-form';
const SHORT_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/** The search in one line: "Jan 2 – Jan 4 (2 nights)" and "4 adults, 1 child, 2 rooms". */
function summaryOf(criteria: SearchCriteria, tag: string): { stay: string; guests: string } {
  const nights = nightsOf(criteria);
  const day = (date: SearchCriteria['checkin']) => formatDay(date, tag, SHORT_DAY);
  const stay =
    criteria.search_type === 'undated'
      ? t('searchbar.flexible')
      : criteria.is_day_use
        ? t('results.search_summary.stay', { dates: day(criteria.checkin), nights: t('searchbar.day_use') })
        : t('results.search_summary.stay', {
            dates: t('searchbar.date_range', { checkin: day(criteria.checkin), checkout: day(criteria.checkout) }),
            nights: t('searchbar.nights', { count: nights }, nights),
          });
  const totals = guestTotals(criteria);
  const guests = [
    t('searchbar.adults_count', { count: totals.adults }, totals.adults),
    totals.children ? t('searchbar.children_count', { count: totals.children }, totals.children) : '',
    t('searchbar.rooms_count', { count: totals.rooms }, totals.rooms),
  ]
    .filter(Boolean)
    .join(t('searchbar.separator'));
  return { stay, guests };
}

/**
 * The search form at the top of a results page: it holds the stay and the guests; the view and the order are chosen
 * below it. On a phone (992 px or less) it folds into one line with Edit, so the first room shows without scrolling.
 */
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
  const [open, setOpen] = useState(false);
  const tag = languageTag(currentLocale.value);
  const { stay, guests } = summaryOf(criteria, tag);
  const toggle = (event: Event) => {
    const opening = !open;
    setOpen(opening);
    // Into the form's first field once it shows.
    if (opening) {
      const root = (event.currentTarget as Node).getRootNode() as Document | ShadowRoot;
      setTimeout(() => root.getElementById(FORM_ID)?.querySelector<HTMLElement>('button, input, select')?.focus());
    }
  };
  return (
    <div class={open ? 'bw-page-search bw-page-search--open' : 'bw-page-search'}>
      <div class="bw-page-search__line">
        <p class="bw-page-search__summary">{t('results.search_summary.line', { stay, guests })}</p>
        <button
          type="button"
          class="bw-button bw-button--quiet bw-page-search__edit"
          aria-expanded={open}
          aria-controls={FORM_ID}
          aria-label={open ? undefined : t('results.search_summary.edit_named', { stay, guests })}
          onClick={toggle}
        >
          <Text id={open ? 'results.search_summary.close' : 'results.search_summary.edit'} />
        </button>
      </div>
      <div id={FORM_ID} class="bw-page-search__form">
        <SearchBar
          key={page.formKey}
          criteria={criteria}
          rules={page.rules}
          languageTag={tag}
          calendar={calendar}
          onSearch={(next) => {
            setOpen(false);
            page.search({ ...next, type: criteria.type, order: criteria.order });
          }}
        />
      </div>
    </div>
  );
}
