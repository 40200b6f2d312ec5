import { useEffect, useRef } from 'preact/hooks';
import { useT } from '../../i18n/useT';
import pickersCss from './pickers.css?inline';
import { useStyle } from './useStyle';
import { maxChildren, withinRules, type SearchCriteria, type SearchRules } from './criteria';

export interface GuestPickerProps {
  criteria: SearchCriteria;
  rules: SearchRules;
  onChange(criteria: SearchCriteria): void;
  onClose(): void;
}

interface StepperProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
}

function Stepper({ id, label, value, min, max, onChange }: StepperProps) {
  const t = useT();
  return (
    <div class="bwsb__stepper" role="group" aria-labelledby={id}>
      <span id={id} class="bwsb__stepper-label">
        {label}
      </span>
      <button type="button" class="bwsb__icon" aria-label={t('pickers.decrease', { label })} disabled={value <= min} onClick={() => onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <output class="bwsb__count" aria-live="polite">
        {value}
      </output>
      <button type="button" class="bwsb__icon" aria-label={t('pickers.increase', { label })} disabled={value >= max} onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

/** Adults and children per room, rooms, and the promo code, within the facility's limits. */
export function GuestPicker({ criteria, rules, onChange, onClose }: GuestPickerProps) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  useStyle(panel, 'pickers', pickersCss);
  const update = (change: Partial<SearchCriteria>) => onChange(withinRules({ ...criteria, ...change }, rules));
  useEffect(() => panel.current?.querySelector<HTMLElement>('button:not([disabled]), input')?.focus(), []);

  return (
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
      <Stepper id="bwsb-adults" label={t('pickers.adults')} value={criteria.adults} min={1} max={rules.maxGuestsPerRoom - criteria.children} onChange={(adults) => update({ adults })} />
      {rules.kidsAccepted && (
        <Stepper id="bwsb-children" label={t('pickers.children')} value={criteria.children} min={0} max={maxChildren(criteria.adults, rules)} onChange={(children) => update({ children })} />
      )}
      {rules.roomLimit > 1 && (
        <Stepper id="bwsb-rooms" label={t('pickers.rooms')} value={criteria.room_count} min={1} max={rules.roomLimit} onChange={(room_count) => update({ room_count })} />
      )}
      {rules.promoCodeEnabled && (
        <label class="bwsb__promo">
          <span>{t('pickers.promo_code')}</span>
          <input
            type="text"
            autocomplete="off"
            value={criteria.promo_code ?? ''}
            maxLength={50}
            onInput={(event) => onChange({ ...criteria, promo_code: (event.currentTarget as HTMLInputElement).value })}
          />
        </label>
      )}
      <div class="bwsb__actions">
        <button type="button" class="bwsb__submit" onClick={onClose}>
          {t('pickers.done')}
        </button>
      </div>
    </div>
  );
}
