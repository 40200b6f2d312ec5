import type { ComponentChildren, ComponentType, RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../i18n/useT';
import { guestTotals, nightsOf, type SearchCriteria, type SearchRules } from './criteria';
import { formatDay } from './format';
import type { DateRangePickerProps } from './DateRangePicker';
import type { GuestPickerProps } from './GuestPicker';

export interface SearchBarProps {
  criteria: SearchCriteria;
  rules: SearchRules;
  /** BCP 47 tag for dates and numbers. */
  languageTag: string;
  onSearch(criteria: SearchCriteria): void;
  /** The guest shows intent to search (hover or focus on Search): preload what comes next. */
  onIntent?(): void;
  /** Sold-out nights and prices for the date picker (they come after the first paint). */
  calendar?: DateRangePickerProps['calendar'];
}

type Panel = 'dates' | 'guests' | undefined;

// The pickers are their own chunks: the bar paints without them, and they load on the first sign of use.
let datePicker: Promise<ComponentType<DateRangePickerProps>> | undefined;
let guestPicker: Promise<ComponentType<GuestPickerProps>> | undefined;
const loadDatePicker = () => (datePicker ??= import('./DateRangePicker').then((m) => m.DateRangePicker));
const loadGuestPicker = () => (guestPicker ??= import('./GuestPicker').then((m) => m.GuestPicker));

function usePicker<P>(load: () => Promise<ComponentType<P>>, wanted: boolean): ComponentType<P> | undefined {
  const [component, setComponent] = useState<ComponentType<P>>();
  useEffect(() => {
    if (wanted && !component) void load().then((c) => setComponent(() => c));
  }, [wanted]);
  return component;
}

interface FieldProps {
  name: 'dates' | 'guests';
  label: string;
  panel: Panel;
  setPanel(panel: Panel): void;
  preload(): void;
  buttonRef: RefObject<HTMLButtonElement>;
  /** The value shown in the field, then the panel it opens. */
  children: [ComponentChildren, ComponentChildren];
}

/** A field of the bar: a button showing the value, opening its picker panel below it. */
function Field({ name, label, panel, setPanel, preload, buttonRef, children: [value, picker] }: FieldProps) {
  return (
    <div class="bwsb__cell">
      <button
        ref={buttonRef}
        type="button"
        class="bwsb__field"
        aria-haspopup="dialog"
        aria-expanded={panel === name}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setPanel(panel === name ? undefined : name)}
      >
        <span class="bwsb__label">{label}</span>
        <span class="bwsb__value">{value}</span>
      </button>
      {picker}
    </div>
  );
}

// The rules that bound a search come after the first paint (the bar paints with what it is given).
let rulesModule: Promise<typeof import('./rules')> | undefined;
const loadRules = () => (rulesModule ??= import('./rules'));

export function SearchBar({ criteria: initial, rules, languageTag, onSearch, onIntent, calendar }: SearchBarProps) {
  const t = useT();
  const [criteria, setState] = useState(initial);
  const [panel, setPanel] = useState<Panel>();
  const datesButton = useRef<HTMLButtonElement>(null);
  const guestsButton = useRef<HTMLButtonElement>(null);
  const edited = useRef(false);
  const setCriteria = (next: SearchCriteria) => {
    edited.current = true;
    setState(next);
  };

  // When the facility counts children otherwise than the given search did, say so (the words come
  // with the pickers' strings, after the first paint, as the rules do).
  const [kidsChanged, setKidsChanged] = useState(false);
  const bound = (rulesModule: typeof import('./rules'), given: SearchCriteria) => {
    const next = rulesModule.withinRules(given, rules);
    if (rulesModule.kidsConditionChanged(given, next)) setKidsChanged(true);
    return next;
  };
  // New criteria from outside (defaults once the facility settings arrive, a new query) replace the
  // form only until the guest has changed something: what the guest chose is never lost.
  useEffect(() => {
    if (!edited.current) void loadRules().then((m) => !edited.current && setState(bound(m, initial)));
  }, [initial]);
  // New rules always apply, keeping the guest's choices where they are still allowed.
  useEffect(() => void loadRules().then((m) => setState((current) => bound(m, current))), [rules]);

  const DatePicker = usePicker(loadDatePicker, panel === 'dates');
  const GuestPicker = usePicker(loadGuestPicker, panel === 'guests');

  const close = (focus: 'dates' | 'guests', focusMoved?: boolean) => {
    setPanel(undefined);
    focusMoved || (focus === 'dates' ? datesButton : guestsButton).current?.focus();
  };

  const nights = nightsOf(criteria);
  const totals = guestTotals(criteria);
  const guests = [
    t('searchbar.adults_count', { count: totals.adults }, totals.adults),
    totals.children ? t('searchbar.children_count', { count: totals.children }, totals.children) : '',
    t('searchbar.rooms_count', { count: totals.rooms }, totals.rooms),
  ]
    .filter(Boolean)
    .join(t('searchbar.separator'));
  const stay =
    criteria.search_type === 'undated'
      ? t('searchbar.flexible')
      : criteria.is_day_use
        ? formatDay(criteria.checkin, languageTag)
        : t('searchbar.date_range', { checkin: formatDay(criteria.checkin, languageTag), checkout: formatDay(criteria.checkout, languageTag) });

  return (
    <form
      class="bwsb"
      role="search"
      aria-label={t('searchbar.label')}
      onSubmit={(event) => {
        event.preventDefault();
        setPanel(undefined);
        void loadRules().then(({ withinRules }) => onSearch(withinRules(criteria, rules)));
      }}
    >
      <Field name="dates" label={t('searchbar.dates')} panel={panel} setPanel={setPanel} preload={loadDatePicker} buttonRef={datesButton}>
        <>
          {stay}
          <span class="bwsb__nights">{criteria.is_day_use ? t('searchbar.day_use') : t('searchbar.nights', { count: nights }, nights)}</span>
        </>
        {panel === 'dates' && DatePicker && (
          <DatePicker
            criteria={criteria}
            rules={rules}
            languageTag={languageTag}
            calendar={calendar}
            onChange={(change, pending) => {
              setCriteria({ ...criteria, ...change });
              pending || close('dates');
            }}
            onClose={(focusMoved) => close('dates', focusMoved)}
          />
        )}
      </Field>
      <Field name="guests" label={t('searchbar.guests')} panel={panel} setPanel={setPanel} preload={loadGuestPicker} buttonRef={guestsButton}>
        {guests}
        {panel === 'guests' && GuestPicker && <GuestPicker criteria={criteria} rules={rules} onChange={setCriteria} onClose={(focusMoved) => close('guests', focusMoved)} />}
      </Field>
      {kidsChanged && (
        <p class="bwsb__warning" role="status">
          {t('pickers.kids_changed')}
        </p>
      )}
      <button type="submit" class="bwsb__submit" onPointerEnter={onIntent} onFocus={onIntent}>
        {t('searchbar.search')}
      </button>
    </form>
  );
}
