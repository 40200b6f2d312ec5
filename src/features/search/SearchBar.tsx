import type { ComponentChildren, ComponentType, RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { nightsBetween } from '../../lib/dates';
import { useT } from '../../i18n/useT';
import { withinRules, type SearchCriteria, type SearchRules } from './criteria';
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

export function SearchBar({ criteria: initial, rules, languageTag, onSearch, onIntent }: SearchBarProps) {
  const t = useT();
  const [criteria, setState] = useState(() => withinRules(initial, rules));
  const [panel, setPanel] = useState<Panel>();
  const datesButton = useRef<HTMLButtonElement>(null);
  const guestsButton = useRef<HTMLButtonElement>(null);
  const edited = useRef(false);
  const setCriteria = (next: SearchCriteria) => {
    edited.current = true;
    setState(next);
  };

  // New criteria from outside (defaults once the facility settings arrive, a new query) replace the
  // form only until the guest has changed something: what the guest chose is never lost.
  useEffect(() => {
    if (!edited.current) setState(withinRules(initial, rules));
  }, [initial]);
  // New rules always apply, keeping the guest's choices where they are still allowed.
  useEffect(() => setState((current) => withinRules(current, rules)), [rules]);

  const DatePicker = usePicker(loadDatePicker, panel === 'dates');
  const GuestPicker = usePicker(loadGuestPicker, panel === 'guests');

  const close = (focus: 'dates' | 'guests') => {
    setPanel(undefined);
    (focus === 'dates' ? datesButton : guestsButton).current?.focus();
  };

  const nights = nightsBetween(criteria.checkin, criteria.checkout);
  const guests = [
    t('searchbar.adults_count', { count: criteria.adults }, criteria.adults),
    criteria.children ? t('searchbar.children_count', { count: criteria.children }, criteria.children) : '',
    t('searchbar.rooms_count', { count: criteria.room_count }, criteria.room_count),
  ]
    .filter(Boolean)
    .join(t('searchbar.separator'));

  return (
    <form
      class="bwsb"
      role="search"
      aria-label={t('searchbar.label')}
      onSubmit={(event) => {
        event.preventDefault();
        setPanel(undefined);
        onSearch(withinRules(criteria, rules));
      }}
    >
      <Field name="dates" label={t('searchbar.dates')} panel={panel} setPanel={setPanel} preload={loadDatePicker} buttonRef={datesButton}>
        <>
          {t('searchbar.date_range', { checkin: formatDay(criteria.checkin, languageTag), checkout: formatDay(criteria.checkout, languageTag) })}
          <span class="bwsb__nights">{t('searchbar.nights', { count: nights }, nights)}</span>
        </>
        {panel === 'dates' && DatePicker && (
          <DatePicker
            checkin={criteria.checkin}
            checkout={criteria.checkout}
            rules={rules}
            languageTag={languageTag}
            onChange={(checkin, checkout) => {
              setCriteria({ ...criteria, checkin, checkout });
              close('dates');
            }}
            onClose={() => close('dates')}
          />
        )}
      </Field>
      <Field name="guests" label={t('searchbar.guests')} panel={panel} setPanel={setPanel} preload={loadGuestPicker} buttonRef={guestsButton}>
        {guests}
        {panel === 'guests' && GuestPicker && <GuestPicker criteria={criteria} rules={rules} onChange={setCriteria} onClose={() => close('guests')} />}
      </Field>
      <button type="submit" class="bwsb__submit" onPointerEnter={onIntent} onFocus={onIntent}>
        {t('searchbar.search')}
      </button>
    </form>
  );
}
