import { useEffect, useRef, useState } from 'preact/hooks';
import { addDays, addMonths, nightsBetween, type IsoDate } from '../../lib/dates';
import { formatMonth, monthWeeks, startOfMonth, weekday, weekdayNames } from './calendar';
import type { CalendarDays, CalendarSource } from './calendarApi';
import { useDismiss } from './useDismiss';
import { useT } from '../../i18n/useT';
import pickersCss from './pickers.css?inline';
import { useStyle } from './useStyle';
import { MOBILE_BREAKPOINT_PX } from '../../lib/constants';
import type { SearchCriteria, SearchRules } from './criteria';
import { firstBookableDay, isBookableDay, lastBookableDay, roomsDiffer } from './rules';
import { formatDay } from './format';
import { Stepper } from './Stepper';

export interface DateRangePickerProps {
  criteria: SearchCriteria;
  rules: SearchRules;
  languageTag: string;
  /** Sold-out nights and prices per date; without it (or when it fails) the calendar is plain. */
  calendar?: CalendarSource;
  /**
   * The stay chosen: dates (overnight or day use) or a number of nights (undated). `pending` when
   * only the check-in is chosen so far: the bar shows it while the guest picks the check-out.
   */
  onChange(change: Partial<SearchCriteria>, pending?: boolean): void;
  /** Closes the picker; `focusMoved` when the guest has already put focus elsewhere (it stays there). */
  onClose(focusMoved?: boolean): void;
}

type Kind = 'overnight' | 'day_use' | 'flexible';

const MAX_NIGHTS = 30;

/** Mobile (width 992 px or less): one month in a sheet; desktop: two months in a popover. */
function useMobile(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
  const [mobile, setMobile] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const update = () => setMobile(list.matches);
    list.addEventListener?.('change', update);
    return () => list.removeEventListener?.('change', update);
  }, []);
  return mobile;
}

/** The lowest price of a day, short enough for the day's cell: ¥9.8K, ￥1.4万. */
function compactPrice(amount: number, currency: string, languageTag: string): string {
  return new Intl.NumberFormat(languageTag, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(amount);
}

function fullPrice(amount: number, currency: string, languageTag: string): string {
  return new Intl.NumberFormat(languageTag, { style: 'currency', currency }).format(amount);
}

/** The sold-out nights and prices of the months shown, asked for once per range of months. */
function useCalendarDays(calendar: CalendarSource | undefined, from: IsoDate, to: IsoDate, rooms: SearchCriteria['rooms']): CalendarDays {
  const [days, setDays] = useState<CalendarDays>({});
  const guests = JSON.stringify(rooms);
  useEffect(() => {
    let current = true;
    calendar?.load(from, to, rooms).then(
      (loaded) => current && setDays((known) => ({ ...known, ...loaded })),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [calendar, from, to, guests]);
  return days;
}

/** The nights of an undated search ("undated with a number of nights"). */
function FlexibleNights({ nights, setNights, onDone }: { nights: number; setNights(n: number): void; onDone(): void }) {
  const t = useT();
  return (
    <div class="bwsb__flexible">
      <Stepper id="bwsb-nights" label={t('pickers.flexible_nights')} value={nights} canDecrease={nights > 1} canIncrease={nights < MAX_NIGHTS} onChange={setNights} />
      <button type="button" class="bwsb__submit" onClick={onDone}>
        {t('pickers.done')}
      </button>
    </div>
  );
}

/**
 * The date-range picker: a modal dialog holding month grids (the ARIA date-grid pattern).
 * Arrows move by day and week, Page Up/Down by month, Home/End to the week's ends,
 * Enter or Space chooses check-in, then check-out; Escape closes.
 */
export function DateRangePicker({ criteria, rules, languageTag, calendar, onChange, onClose }: DateRangePickerProps) {
  const { checkin, checkout } = criteria;
  const t = useT();
  const mobile = useMobile();
  const months = mobile ? 1 : 2;
  const [kind, setKind] = useState<Kind>(criteria.search_type === 'undated' ? 'flexible' : criteria.is_day_use ? 'day_use' : 'overnight');
  const [nightsDraft, setNightsDraft] = useState(criteria.nights);
  const [draftCheckin, setDraftCheckin] = useState<IsoDate | undefined>();
  const [focused, setFocused] = useState<IsoDate>(checkin);
  const [hovered, setHovered] = useState<IsoDate | undefined>();
  const [firstMonth, setFirstMonth] = useState(startOfMonth(checkin));
  const dialog = useRef<HTMLDivElement>(null);
  // Focus follows the focused day only when the keyboard moved it (and when the picker opens):
  // the month arrows, a pointer or a touch change the months shown without pulling them back.
  const keyboard = useRef(true);
  useStyle(dialog, 'pickers', pickersCss);
  useDismiss(dialog, () => onClose(true));

  const lastShown = addMonths(firstMonth, months - 1);
  const days = useCalendarDays(calendar, firstMonth, addMonths(firstMonth, months), criteria.rooms);
  const soldOut = (day: IsoDate) => days[day]?.status === 'sold_out';
  const choosingCheckout = draftCheckin !== undefined;
  const first = firstBookableDay(rules);
  const last = lastBookableDay(rules);
  // The night of the last bookable day ends the next morning.
  const lastCheckout = addDays(last, 1);
  // A stay cannot run through a sold-out night: its check-out is that night's date at the latest.
  let checkoutLimit = lastCheckout;
  if (draftCheckin) {
    for (let night = draftCheckin; night < checkoutLimit; night = addDays(night, 1)) {
      if (soldOut(night)) checkoutLimit = night;
    }
  }
  const selectable = (day: IsoDate) =>
    choosingCheckout
      ? day > draftCheckin! && nightsBetween(draftCheckin!, day) <= MAX_NIGHTS && day <= checkoutLimit
      : isBookableDay(day, rules) && !soldOut(day) && days[day]?.status !== 'unavailable';

  const shownDay = (day: IsoDate) => startOfMonth(day) >= firstMonth && startOfMonth(day) <= lastShown;
  useEffect(() => {
    if (!keyboard.current) return;
    keyboard.current = false;
    dialog.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, firstMonth]);

  // The hotel's settings can move the stay while the picker is open (the bar paints on the guest's clock, the
  // settings bring the hotel's): before the guest has picked a day, the focused day and months follow it.
  const shownCheckin = useRef(checkin);
  useEffect(() => {
    if (checkin === shownCheckin.current) return;
    shownCheckin.current = checkin;
    if (draftCheckin) return;
    const root = dialog.current?.getRootNode() as Document | ShadowRoot | undefined;
    keyboard.current = Boolean((root?.activeElement as HTMLElement | null | undefined)?.dataset?.day);
    setFocused(checkin);
    setFirstMonth(startOfMonth(checkin));
  }, [checkin]);

  /** Moves the focused day by keyboard: the months follow it, and so does focus. */
  const move = (to: IsoDate) => {
    const day = to < first ? first : to > lastCheckout ? lastCheckout : to;
    keyboard.current = true;
    setFocused(day);
    if (startOfMonth(day) < firstMonth) setFirstMonth(startOfMonth(day));
    else if (startOfMonth(day) > lastShown) setFirstMonth(addMonths(startOfMonth(day), 1 - months));
  };

  /** The month arrows: other months, focus stays on the arrow; the day a Tab reaches moves into view. */
  const showMonths = (offset: number) => {
    const next = addMonths(firstMonth, offset);
    setFirstMonth(next);
    if (startOfMonth(focused) < next || startOfMonth(focused) > addMonths(next, months - 1)) setFocused(next < startOfMonth(first) ? first : next);
  };

  const choose = (day: IsoDate, byKeyboard: boolean) => {
    if (!selectable(day)) return;
    if (kind === 'day_use') onChange({ search_type: 'dated', is_day_use: true, checkin: day, checkout: day });
    else if (choosingCheckout) onChange({ search_type: 'dated', is_day_use: false, checkin: draftCheckin!, checkout: day });
    else {
      setDraftCheckin(day);
      // The bar shows the new check-in at once, with the stay's nights kept until the check-out is chosen.
      const nights = Math.max(1, nightsBetween(checkin, checkout));
      onChange({ search_type: 'dated', is_day_use: false, checkin: day, checkout: addDays(day, Math.min(nights, MAX_NIGHTS)) }, true);
      keyboard.current = byKeyboard;
      setFocused(addDays(day, 1));
      if (byKeyboard && !shownDay(addDays(day, 1))) setFirstMonth(addMonths(firstMonth, 1));
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // The focused day from state, not from the event target: a key pressed before focus has moved
    // (a held arrow key) still counts from where the guest already is.
    const day = (event.target as HTMLElement).dataset?.day ? focused : undefined;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab' && mobile) {
      // The mobile sheet is modal: focus stays in it. On desktop Tab leaves the popover, which closes.
      const items = [...dialog.current!.querySelectorAll<HTMLElement>('button:not([tabindex="-1"]), input')];
      const index = items.indexOf(event.target as HTMLElement);
      const next = items[(index + (event.shiftKey ? -1 : 1) + items.length) % items.length];
      event.preventDefault();
      next?.focus();
      return;
    }
    if (!day) return;
    const week = (offset: number) => addDays(day, offset);
    const keys: Record<string, () => IsoDate> = {
      ArrowLeft: () => week(-1),
      ArrowRight: () => week(1),
      ArrowUp: () => week(-7),
      ArrowDown: () => week(7),
      PageUp: () => addMonths(day, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(day, event.shiftKey ? 12 : 1),
      Home: () => week(-weekday(day)),
      End: () => week(6 - weekday(day)),
    };
    const target = keys[event.key];
    if (target) {
      event.preventDefault();
      move(target());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(day, true);
    }
  };

  const weekdays = weekdayNames(languageTag);
  const weekdaysLong = weekdayNames(languageTag, 'long');
  const rangeStart = draftCheckin ?? checkin;
  // While the check-out is chosen, the range follows the pointer or the focused day.
  const pointed = hovered ?? focused;
  const rangeEnd = draftCheckin ? (pointed > draftCheckin && selectable(pointed) ? pointed : undefined) : kind === 'day_use' ? undefined : checkout;
  const nights = rangeEnd ? nightsBetween(rangeStart, rangeEnd) : 0;
  const currency = calendar?.currency;
  const showPrices = Boolean(currency) && Object.values(days).some((day) => day.price != null);
  const shown = Array.from({ length: months }, (_, i) => addMonths(firstMonth, i));

  // The kinds of stay the facility offers: overnight (dated), day use, undated with a number of nights.
  const undatedBlocked = roomsDiffer(criteria.rooms);
  const kinds: Kind[] = [
    ...(rules.datedAllowed ? (['overnight'] as const) : []),
    ...(rules.datedAllowed && rules.dayUseActive ? (['day_use'] as const) : []),
    ...(rules.undatedAllowed || criteria.mode === 'voucher' ? (['flexible'] as const) : []),
  ];

  // A day's price is that of the night starting there: shown where a stay can start or go on.
  const priceOf = (day: IsoDate) => {
    const price = days[day]?.price;
    return price != null && currency && !soldOut(day) && (selectable(day) || day === draftCheckin) ? price : undefined;
  };
  const dayLabel = (day: IsoDate) => {
    const price = priceOf(day);
    return [
      formatDay(day, languageTag, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
      day === rangeStart ? t('pickers.selected_checkin') : day === rangeEnd ? t('pickers.selected_checkout') : '',
      selectable(day) ? '' : soldOut(day) ? t('pickers.sold_out') : t('pickers.unavailable'),
      price !== undefined ? t('pickers.price_from', { price: fullPrice(price, currency!, languageTag) }) : '',
    ]
      .filter(Boolean)
      .join(t('searchbar.separator'));
  };
  /** Under the day's number: sold out, else its lowest price (the label says both in words). */
  const dayMark = (day: IsoDate) => {
    const price = priceOf(day);
    if (soldOut(day) && !selectable(day)) return t('pickers.sold_out_short');
    return price === undefined ? '' : compactPrice(price, currency!, languageTag);
  };
  const dayClass = (day: IsoDate) => {
    const classes = ['bwsb__day'];
    if (day === rangeStart) classes.push('is-start');
    if (day === rangeEnd) classes.push('is-end');
    if (rangeEnd && day > rangeStart && day < rangeEnd) classes.push('is-between');
    if (soldOut(day)) classes.push('is-sold-out');
    return classes.join(' ');
  };

  return (
    <>
    {mobile && <div class="bwsb__backdrop" aria-hidden="true" onClick={() => onClose()} />}
    <div
      ref={dialog}
      class="bwsb__popover bwsb__calendar"
      role="dialog"
      aria-modal={mobile}
      tabIndex={-1}
      aria-labelledby="bwsb-cal-title"
      aria-describedby="bwsb-cal-help"
      onKeyDown={onKeyDown}
      onPointerLeave={() => setHovered(undefined)}
    >
      {kinds.length > 1 && (
        <div class="bwsb__kinds" role="radiogroup" aria-label={t('pickers.kind_label')}>
          {kinds.map((option) => (
            <label key={option} class="bwsb__kind">
              <input
                type="radio"
                name="bwsb-kind"
                value={option}
                checked={kind === option}
                disabled={option === 'flexible' && undatedBlocked}
                onChange={() => {
                  setKind(option);
                  setDraftCheckin(undefined);
                }}
              />
              {t(`pickers.kind_${option}`)}
            </label>
          ))}
        </div>
      )}
      {kinds.includes('flexible') && undatedBlocked && <p class="bwsb__note">{t('pickers.flexible_unavailable')}</p>}
      {kind === 'flexible' ? (
        <FlexibleNights nights={nightsDraft} setNights={setNightsDraft} onDone={() => onChange({ search_type: 'undated', is_day_use: false, nights: nightsDraft })} />
      ) : (
        <>
      <div class="bwsb__calendar-head">
        <button type="button" class="bwsb__icon" aria-label={t('pickers.previous_month')} disabled={firstMonth <= startOfMonth(first)} onClick={() => showMonths(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <p id="bwsb-cal-title" class="bwsb__calendar-title" aria-live="polite">
          {t(kind === 'day_use' ? 'pickers.choose_day' : choosingCheckout ? 'pickers.choose_checkout' : 'pickers.choose_checkin')}
          {nights > 0 && kind === 'overnight' && <span class="bwsb__nights">{t('searchbar.nights', { count: nights }, nights)}</span>}
        </p>
        <button type="button" class="bwsb__icon" aria-label={t('pickers.next_month')} disabled={lastShown >= startOfMonth(last)} onClick={() => showMonths(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p id="bwsb-cal-help" class="bwsb__hidden">
        {t('pickers.calendar_help')}
      </p>
      <div class="bwsb__months">
        {shown.map((month) => (
          <table key={month} role="grid" class="bwsb__month" aria-labelledby={`bwsb-m-${month}`}>
            <caption id={`bwsb-m-${month}`}>{formatMonth(month, languageTag)}</caption>
            <thead>
              <tr>
                {weekdays.map((name, i) => (
                  <th key={name} scope="col" abbr={weekdaysLong[i]}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week, w) => (
                <tr key={w}>
                  {week.map((day, d) =>
                    day ? (
                      <td key={day} role="gridcell" aria-selected={day === rangeStart || day === rangeEnd}>
                        <button
                          type="button"
                          data-day={day}
                          tabIndex={day === focused ? 0 : -1}
                          class={dayClass(day)}
                          aria-disabled={!selectable(day)}
                          aria-label={dayLabel(day)}
                          onPointerEnter={() => choosingCheckout && setHovered(day)}
                          onClick={() => {
                            setFocused(day);
                            choose(day, false);
                          }}
                        >
                          <span aria-hidden="true">{Number(day.slice(8))}</span>
                          <span class="bwsb__mark" aria-hidden="true">
                            {dayMark(day)}
                          </span>
                        </button>
                      </td>
                    ) : (
                      <td key={`e${d}`} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      {showPrices && <p class="bwsb__note bwsb__prices-note">{t('pickers.prices_note')}</p>}
        </>
      )}
      <div class="bwsb__actions">
        <button type="button" class="bwsb__secondary" onClick={() => onClose()}>
          {t('searchbar.close')}
        </button>
      </div>
    </div>
    </>
  );
}
