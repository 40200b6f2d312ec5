import { useEffect, useMemo, useRef } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { Text } from 'preact-i18n';
import { currentLocale, languageTag, t } from '../../../i18n';
import { addDays, isIsoDate, nightsBetween, type IsoDate } from '../../../lib/dates';
import { facilitySetting, hotelCode } from '../../facility';
import { formatDay, SORT_ORDERS, type ResultType } from '../../search';
import type { SortOrder } from '../../facility';
import { nightsOf } from '../../search/criteria';
import { criteriaToQuery } from '../../search/query';
import { removeSearchedRoom } from '../../reservation';
import { useBrowsingState } from '../browsingState';
import { PageSkeleton, SearchError, Skeleton } from '../Feedback';
import type { SelectionContext } from '../Offer';
import { SummaryBar } from '../SummaryBar';
import { useAddressSearch, useCatalogues } from '../hooks';
import { PageSearchBar } from '../PageSearchBar';
import { PlanCard } from '../PlanCard';
import { RoomCard } from '../RoomCard';
import { RoomSteps } from '../RoomSteps';
import { startChoosing } from '../roomSteps';
import { roomSearch } from '../store';
// The search bar ships its CSS apart (the embed puts it in a shadow root); in the full widget the page brings it.
import '../../search/searchbar.css';
import '../results.css';
import '../selection.css';

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };

function ViewToggle({ value, onChange }: { value: ResultType; onChange(type: ResultType): void }) {
  return (
    <div class="bw-toggle" role="group" aria-label={t('results.view.label')}>
      {(['room', 'plan'] as const).map((type) => (
        <button key={type} type="button" class="bw-toggle__option" aria-pressed={value === type} onClick={() => value !== type && onChange(type)}>
          <Text id={`results.view.${type}`} />
        </button>
      ))}
    </div>
  );
}

function SortSelect({ value, onChange }: { value: SortOrder; onChange(order: SortOrder): void }) {
  return (
    <label class="bw-sort">
      <span class="bw-sort__label">
        <Text id="results.sort.label" />
      </span>
      <select value={value} onChange={(event) => onChange((event.currentTarget as HTMLSelectElement).value as SortOrder)}>
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(`results.sort.${order}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The facility's room search filters (room_search_filters), each a checkbox; only the ones we can name. */
function Filters({ available, value, onChange }: { available: string[]; value: string[]; onChange(filters: string[]): void }) {
  const known = available.filter((filter) => t(`results.filters.${filter}`));
  if (!known.length) return null;
  return (
    <fieldset class="bw-filters">
      <legend class="bw-sort__label">
        <Text id="results.filters.label" />
      </legend>
      {known.map((filter) => (
        <label key={filter} class="bw-filters__option">
          <input
            type="checkbox"
            checked={value.includes(filter)}
            onChange={(event) => onChange((event.currentTarget as HTMLInputElement).checked ? [...value, filter] : value.filter((f) => f !== filter))}
          />
          <Text id={`results.filters.${filter}`} />
        </label>
      ))}
    </fieldset>
  );
}

/** Nothing for this stay; when the server found a later date, offer it with the same number of nights. */
function Empty({ next, onSearchFrom }: { next?: IsoDate; onSearchFrom(day: IsoDate): void }) {
  const date = next && formatDay(next, languageTag(currentLocale.value), LONG_DAY);
  return (
    <div class="bw-empty">
      <p class="bw-empty__title">
        <Text id="results.empty.title" />
      </p>
      {next ? (
        <>
          <p>
            <Text id="results.empty.next_available" fields={{ date }} />
          </p>
          <button type="button" class="bw-button" onClick={() => onSearchFrom(next)}>
            <Text id="results.empty.search_from" fields={{ date }} />
          </button>
        </>
      ) : (
        <p>
          <Text id="results.empty.hint" />
        </p>
      )}
    </div>
  );
}

function Results({ code }: { code: string }) {
  const page = useAddressSearch('/booking/result', roomSearch, code);
  const { rules, criteria, search } = page;
  const list = useRef<HTMLElement>(null);
  const status = roomSearch.status.value;
  const result = roomSearch.data.value;
  const error = roomSearch.error.value;
  const count = result ? (result.type === 'room' ? result.rooms.length : result.plans.length) : 0;
  const next = result?.next_available_date;
  const { query } = useLocation();
  // The selection belongs to the stay and guests searched, not to the view or the sort.
  const stay = criteriaToQuery({ ...criteria, type: 'room', order: 'recommended' }, code);
  const nights = criteria.search_type === 'undated' ? undefined : nightsOf(criteria);
  const selection = useMemo<SelectionContext>(
    () => ({
      searchedRooms: criteria.rooms.length,
      adults: criteria.rooms[0]?.adults ?? 0,
      children: criteria.rooms[0]?.children ?? 0,
      rooms: criteria.rooms,
      nights,
      search: { mode: criteria.mode, ...(criteria.is_day_use ? { is_day_use: true } : {}), ...(criteria.promo_code ? { promo_code: criteria.promo_code } : {}) },
    }),
    [stay],
  );
  // A new search starts choosing at its first room without a choice.
  useEffect(() => startChoosing(criteria.rooms.length), [stay]);
  /** The guest takes a searched room out of the search; the other rooms keep their choices. */
  const removeRoom = (index: number) => {
    const next = { ...criteria, rooms: criteria.rooms.filter((_, i) => i !== index) };
    removeSearchedRoom(index, criteriaToQuery({ ...next, type: 'room', order: 'recommended' }, code));
    search(next);
    startChoosing(next.rooms.length);
    list.current?.focus();
  };
  useBrowsingState({
    code,
    search: stay,
    type: criteria.type,
    shown: status === 'loaded',
    typeInAddress: 'type' in query,
    showType: (type) => search({ ...criteria, type }),
  });

  const searchFrom = (checkin: IsoDate) => {
    const nights = nightsBetween(criteria.checkin, criteria.checkout);
    search({ ...criteria, checkin, checkout: addDays(checkin, nights) }, { resetForm: true });
    list.current?.focus();
  };

  let body;
  if (status === 'error' && error) body = <SearchError error={error} onRetry={() => void roomSearch.reload()} onSearchFrom={searchFrom} />;
  else if (status !== 'loaded' || !result) body = <Skeleton />;
  else if (!count) body = <Empty next={isIsoDate(next) ? next : undefined} onSearchFrom={searchFrom} />;
  else if (result.type === 'room') body = result.rooms.map((room) => <RoomCard key={room.room_type_code} room={room} currency={result.currency} selection={selection} />);
  else body = result.plans.map((plan) => <PlanCard key={plan.hotel_plan_code} plan={plan} currency={result.currency} selection={selection} order={criteria.order} />);
  const currency = result?.currency ?? facilitySetting.value?.currency ?? '';

  return (
    <div class="bw-results">
      <h1 class="bw-visually-hidden">
        <Text id="results.title" />
      </h1>
      <PageSearchBar page={page} />
      <div class="bw-results__controls">
        {rules.planSearchEnabled && <ViewToggle value={criteria.type} onChange={(type) => search({ ...criteria, type })} />}
        <Filters
          available={facilitySetting.value?.room_search_filters ?? []}
          value={criteria.room_search_filters ?? []}
          onChange={(room_search_filters) => search({ ...criteria, room_search_filters })}
        />
        <SortSelect value={criteria.order} onChange={(order) => search({ ...criteria, order })} />
      </div>
      <p class="bw-visually-hidden" role="status">
        {status === 'loading' && <Text id="results.loading" />}
        {status === 'loaded' && <Text id="results.found" plural={count} fields={{ count }} />}
      </p>
      {status === 'loaded' && count > 0 && <RoomSteps rooms={criteria.rooms} currency={currency} onRemoveRoom={removeRoom} />}
      <section ref={list} class="bw-results__list" aria-busy={status === 'loading'} aria-label={t('results.title')} tabIndex={-1}>
        {body}
      </section>
      <SummaryBar currency={currency} searchedRooms={criteria.rooms.length} nights={nights} rooms={criteria.rooms} />
    </div>
  );
}

/** /booking/result: the search form, then the hotel's rooms or plans for the stay. */
export default function ResultsPage() {
  const catalogues = useCatalogues();
  const code = hotelCode.value;
  if (catalogues !== 'ready' || !code) return <PageSkeleton failed={catalogues === 'failed'} />;
  return <Results code={code} />;
}
