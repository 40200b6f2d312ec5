import { useEffect, useRef } from 'preact/hooks';
import { useT } from '../../i18n/useT';
import pickersCss from './pickers.css?inline';
import { useStyle } from './useStyle';
import type { KidsExtra, RoomGuests, SearchCriteria, SearchRules } from './criteria';
import { KIDS_EXTRAS, roomWithinRules, withinRules } from './rules';
import { Stepper } from './Stepper';
import { useDismiss } from './useDismiss';

export interface GuestPickerProps {
  criteria: SearchCriteria;
  rules: SearchRules;
  onChange(criteria: SearchCriteria): void;
  /** Closes the picker; `focusMoved` when the guest has already put focus elsewhere (it stays there). */
  onClose(focusMoved?: boolean): void;
}

const MAX_CHILD_AGE = 17;
/** What a guest counts in a room: a step is allowed only if the rules keep every count as asked. */
const counts = (room: RoomGuests) =>
  JSON.stringify([
    room.adults,
    room.children,
    room.adult_companion ?? 0,
    room.kid_tier_A_companion ?? 0,
    (room.kids_tiers ?? []).filter((tier) => tier.children).map((tier) => [tier.code, tier.children]).sort(),
    room.kids_ages?.length ?? 0,
  ]);

interface RoomProps {
  index: number;
  room: RoomGuests;
  rules: SearchRules;
  labelled: boolean;
  onChange(room: RoomGuests): void;
  onRemove?(): void;
}

/** One room's guests: adults, children as the facility counts them (tiers, ages, extras), companions. */
function RoomFields({ index, room, rules, labelled, onChange, onRemove }: RoomProps) {
  const t = useT();
  const id = `bwsb-r${index}`;
  // A step is offered only when the rules would keep it: every limit (max guests, children per adult,
  // shared-bed kids, companions) is decided in one place, rules.ts.
  const step = (change: Partial<RoomGuests>) => {
    const asked = { ...room, ...change };
    const next = roomWithinRules(asked, rules);
    return { next, allowed: counts(next) === counts(asked) };
  };
  const stepper = (key: string, label: string, value: number, apply: (value: number) => Partial<RoomGuests>) => (
    <Stepper
      id={`${id}-${key}`}
      label={label}
      value={value}
      canIncrease={step(apply(value + 1)).allowed}
      canDecrease={value > 0 && step(apply(value - 1)).allowed}
      onChange={(value) => onChange(step(apply(value)).next)}
    />
  );
  const tiers = rules.kidsAccepted && rules.kidsType !== 'ages' && rules.kidsType !== 'share_bed' ? rules.kidsTiers : [];
  const tierCount = (code: string) => room.kids_tiers?.find((tier) => tier.code === code)?.children ?? 0;
  const setTier = (code: string, children: number, meal_and_bed?: KidsExtra) => {
    const others = (room.kids_tiers ?? []).filter((tier) => tier.code !== code);
    const current = room.kids_tiers?.find((tier) => tier.code === code);
    const kids_tiers = [...others, { code, children, meal_and_bed: meal_and_bed ?? current?.meal_and_bed }];
    return { kids_tiers, children: kids_tiers.reduce((sum, tier) => sum + tier.children, 0) };
  };

  const body = (
    <>
      {stepper('adults', t('pickers.adults'), room.adults, (adults) => ({ adults }))}
      {rules.kidsAccepted && !tiers.length && stepper('children', t('pickers.children'), room.children, (children) => ({ children, kids_ages: rules.kidsType === 'ages' ? [...(room.kids_ages ?? []), 0].slice(0, children) : undefined }))}
      {tiers.map((tier) => (
        <div key={tier.code} class="bwsb__tier">
          {stepper(`tier-${tier.code}`, tier.name, tierCount(tier.code), (children) => setTier(tier.code, children))}
          {rules.kidsType === 'tiers_with_meal_and_bed_as_extras' && tierCount(tier.code) > 0 && (
            <label class="bwsb__select">
              <span>{t('pickers.meal_and_bed', { tier: tier.name })}</span>
              <select
                value={room.kids_tiers?.find((entry) => entry.code === tier.code)?.meal_and_bed ?? 'none'}
                onChange={(event) => onChange(step(setTier(tier.code, tierCount(tier.code), (event.currentTarget as HTMLSelectElement).value as KidsExtra)).next)}
              >
                {KIDS_EXTRAS.map((extra) => (
                  <option key={extra} value={extra}>
                    {t(`pickers.extras.${extra}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      ))}
      {rules.kidsType === 'ages' &&
        (room.kids_ages ?? []).map((age, child) => (
          <label key={child} class="bwsb__select">
            <span>{t('pickers.child_age', { n: child + 1 })}</span>
            <select
              value={age}
              onChange={(event) => {
                const ages = [...room.kids_ages!];
                ages[child] = Number((event.currentTarget as HTMLSelectElement).value);
                onChange(step({ kids_ages: ages }).next);
              }}
            >
              {Array.from({ length: MAX_CHILD_AGE + 1 }, (_, years) => (
                <option key={years} value={years}>
                  {t('pickers.age_years', { count: years }, years)}
                </option>
              ))}
            </select>
          </label>
        ))}
      {rules.adultCompanion && stepper('adult-companion', t('pickers.adult_companion'), room.adult_companion ?? 0, (adult_companion) => ({ adult_companion }))}
      {rules.kidTierACompanion &&
        rules.kidsAccepted &&
        stepper('kid-companion', t('pickers.kid_tier_A_companion'), room.kid_tier_A_companion ?? 0, (kid_tier_A_companion) => ({ kid_tier_A_companion }))}
      {onRemove && (
        <button type="button" class="bwsb__link" onClick={onRemove}>
          {t('pickers.remove_room', { n: index + 1 })}
        </button>
      )}
    </>
  );
  return labelled ? (
    <fieldset class="bwsb__room">
      <legend>{t('pickers.room_n', { n: index + 1 })}</legend>
      {body}
    </fieldset>
  ) : (
    body
  );
}

/** Guests per room, rooms up to the facility's limit, and the codes the facility takes. */
export function GuestPicker({ criteria, rules, onChange, onClose }: GuestPickerProps) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  useStyle(panel, 'pickers', pickersCss);
  useDismiss(panel, () => onClose(true));
  useEffect(() => panel.current?.querySelector<HTMLElement>('button:not([disabled]), input, select')?.focus(), []);
  const setRooms = (rooms: RoomGuests[]) => onChange(withinRules({ ...criteria, rooms }, rules));
  const multiRoom = rules.roomLimit > 1;
  const secret = criteria.mode === 'secret';

  return (
    <>
    {/* Dims the page behind the sheet on a phone, as the date sheet does (CSS hides it where this is a popover). */}
    <div class="bwsb__backdrop bwsb__backdrop--sheet" aria-hidden="true" onClick={() => onClose()} />
    <div
      ref={panel}
      class="bwsb__popover bwsb__guests"
      role="dialog"
      aria-label={t('pickers.guests_dialog')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      {criteria.rooms.map((room, index) => (
        <RoomFields
          key={index}
          index={index}
          room={room}
          rules={rules}
          labelled={multiRoom}
          onChange={(next) => setRooms(criteria.rooms.map((r, i) => (i === index ? next : r)))}
          onRemove={index > 0 ? () => setRooms(criteria.rooms.filter((_, i) => i !== index)) : undefined}
        />
      ))}
      {multiRoom && criteria.rooms.length < rules.roomLimit && (
        <button type="button" class="bwsb__secondary" onClick={() => setRooms([...criteria.rooms, { adults: rules.defaultAdults, children: 0 }])}>
          {t('pickers.add_room')}
        </button>
      )}
      {(rules.promoCodeEnabled || secret) && (
        <label class="bwsb__promo">
          <span>{t(secret ? 'pickers.secret_code' : 'pickers.promo_code')}</span>
          <input
            type="text"
            autocomplete="off"
            value={criteria.promo_code ?? ''}
            maxLength={50}
            required={secret}
            onInput={(event) => onChange({ ...criteria, promo_code: (event.currentTarget as HTMLInputElement).value })}
          />
        </label>
      )}
      {rules.couponActive && (
        <label class="bwsb__promo">
          <span>{t('pickers.coupon_code')}</span>
          <input
            type="text"
            autocomplete="off"
            value={criteria.coupon_code ?? ''}
            maxLength={50}
            onInput={(event) => onChange({ ...criteria, coupon_code: (event.currentTarget as HTMLInputElement).value })}
          />
        </label>
      )}
      <div class="bwsb__actions">
        <button type="button" class="bwsb__submit" onClick={() => onClose()}>
          {t('pickers.done')}
        </button>
      </div>
    </div>
    </>
  );
}
