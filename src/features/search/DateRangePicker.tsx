import { useEffect, useRef, useState } from 'preact/hooks';
import { addDays, addMonths, nightsBetween, type IsoDate } from '../../lib/dates';
import { formatMonth, monthWeeks, startOfMonth, weekday, weekdayNames } from './calendar';
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
  /** The stay chosen: dates (overnight or day use) or a number of nights (undated). */
  onChange(change: Partial<SearchCriteria>): void;
  onClose(): void;
}

type Kind = 'overnight' | 'day_use' | 'flexible';

const MAX_NIGHTS = 30;

/** Two months on desktop, one on mobile (width 992 px or less). */
function useMonthCount(): number {
  const query = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
  const [mobile, setMobile] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const update = () => setMobile(list.matches);
    list.addEventListener?.('change', update);
    return () => list.removeEventListener?.('change', update);
  }, []);
  return mobile ? 1 : 2;
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
export function DateRangePicker({ criteria, rules, languageTag, onChange, onClose }: DateRangePickerProps) {
  const { checkin, checkout } = criteria;
  const t = useT();
  const months = useMonthCount();
  const [kind, setKind] = useState<Kind>(criteria.search_type === 'undated' ? 'flexible' : criteria.is_day_use ? 'day_use' : 'overnight');
  const [nightsDraft, setNightsDraft] = useState(criteria.nights);
  const [draftCheckin, setDraftCheckin] = useState<IsoDate | undefined>();
  const [focused, setFocused] = useState<IsoDate>(checkin);
  const [firstMonth, setFirstMonth] = useState(startOfMonth(checkin));
  const dialog = useRef<HTMLDivElement>(null);
  useStyle(dialog, 'pickers', pickersCss);

  const choosingCheckout = draftCheckin !== undefined;
  const first = firstBookableDay(rules);
  const last = lastBookableDay(rules);
  // The night of the last bookable day ends the next morning.
  const lastCheckout = addDays(last, 1);
  const selectable = (day: IsoDate) =>
    choosingCheckout
      ? day > draftCheckin! && nightsBetween(draftCheckin!, day) <= MAX_NIGHTS && day <= lastCheckout
      : isBookableDay(day, rules);

  // Keep the focused day on screen and focused.
  useEffect(() => {
    const lastShown = addMonths(firstMonth, months - 1);
    if (focused < firstMonth) setFirstMonth(startOfMonth(focused));
    else if (startOfMonth(focused) > lastShown) setFirstMonth(addMonths(startOfMonth(focused), 1 - months));
    dialog.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, firstMonth, months]);

  const choose = (day: IsoDate) => {
    if (!selectable(day)) return;
    if (kind === 'day_use') onChange({ search_type: 'dated', is_day_use: true, checkin: day, checkout: day });
    else if (choosingCheckout) onChange({ search_type: 'dated', is_day_use: false, checkin: draftCheckin!, checkout: day });
    else {
      setDraftCheckin(day);
      setFocused(addDays(day, 1));
    }
  };

  const move = (to: IsoDate) => setFocused(to < first ? first : to > lastCheckout ? lastCheckout : to);

  const onKeyDown = (event: KeyboardEvent) => {
    // The focused day from state, not from the event target: a key pressed before focus has moved
    // (a held arrow key) still counts from where the guest already is.
    const day = (event.target as HTMLElement).dataset?.day ? focused : undefined;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab') {
      // Focus stays in the dialog.
      const items = [...dialog.current!.querySelectorAll<HTMLElement>('button:not([tabindex="-1"])')];
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
      choose(day);
    }
  };

  const weekdays = weekdayNames(languageTag);
  const weekdaysLong = weekdayNames(languageTag, 'long');
  const rangeStart = draftCheckin ?? checkin;
  const rangeEnd = draftCheckin ? (focused > draftCheckin ? focused : undefined) : checkout;
  const nights = rangeEnd ? nightsBetween(rangeStart, rangeEnd) : 0;
  const shown = Array.from({ length: months }, (_, i) => addMonths(firstMonth, i));

  // The kinds of stay the facility offers: overnight (dated), day use, undated with a number of nights.
  const undatedBlocked = roomsDiffer(criteria.rooms);
  const kinds: Kind[] = [
    ...(rules.datedAllowed ? (['overnight'] as const) : []),
    ...(rules.datedAllowed && rules.dayUseActive ? (['day_use'] as const) : []),
    ...(rules.undatedAllowed || criteria.mode === 'voucher' ? (['flexible'] as const) : []),
  ];

  return (
    <div ref={dialog} class="bwsb__popover bwsb__calendar" role="dialog" aria-modal="true" aria-labelledby="bwsb-cal-title" aria-describedby="bwsb-cal-help" onKeyDown={onKeyDown}>
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
        <button type="button" class="bwsb__icon" aria-label={t('pickers.previous_month')} disabled={firstMonth <= startOfMonth(first)} onClick={() => setFirstMonth(addMonths(firstMonth, -1))}>
          <span aria-hidden="true">‹</span>
        </button>
        <p id="bwsb-cal-title" class="bwsb__calendar-title" aria-live="polite">
          {t(kind === 'day_use' ? 'pickers.choose_day' : choosingCheckout ? 'pickers.choose_checkout' : 'pickers.choose_checkin')}
          {nights > 0 && kind === 'overnight' && <span class="bwsb__nights">{t('searchbar.nights', { count: nights }, nights)}</span>}
        </p>
        <button type="button" class="bwsb__icon" aria-label={t('pickers.next_month')} disabled={addMonths(firstMonth, months - 1) >= startOfMonth(last)} onClick={() => setFirstMonth(addMonths(firstMonth, 1))}>
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
                          class={`bwsb__day${day === rangeStart || day === rangeEnd ? ' is-edge' : rangeEnd && day > rangeStart && day < rangeEnd ? ' is-between' : ''}`}
                          aria-disabled={!selectable(day)}
                          aria-label={[
                            formatDay(day, languageTag, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }),
                            day === rangeStart ? t('pickers.selected_checkin') : day === rangeEnd ? t('pickers.selected_checkout') : '',
                            selectable(day) ? '' : t('pickers.unavailable'),
                          ]
                            .filter(Boolean)
                            .join(t('searchbar.separator'))}
                          onClick={() => {
                            setFocused(day);
                            choose(day);
                          }}
                        >
                          {Number(day.slice(8))}
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
        </>
      )}
      <div class="bwsb__actions">
        <button type="button" class="bwsb__secondary" onClick={onClose}>
          {t('searchbar.close')}
        </button>
      </div>
    </div>
  );
}
