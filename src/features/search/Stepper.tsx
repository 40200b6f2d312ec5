import { useT } from '../../i18n/useT';

export interface StepperProps {
  id: string;
  label: string;
  value: number;
  /** Whether one more or one less is allowed (the rules decide, not a fixed range). */
  canIncrease: boolean;
  canDecrease: boolean;
  onChange(value: number): void;
}

/** − count + for one number in a picker, with labels a screen reader can use. */
export function Stepper({ id, label, value, canIncrease, canDecrease, onChange }: StepperProps) {
  const t = useT();
  return (
    <div class="bwsb__stepper" role="group" aria-labelledby={id}>
      <span id={id} class="bwsb__stepper-label">
        {label}
      </span>
      <button type="button" class="bwsb__icon" aria-label={t('pickers.decrease', { label })} disabled={!canDecrease} onClick={() => onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <output class="bwsb__count" aria-live="polite">
        {value}
      </output>
      <button type="button" class="bwsb__icon" aria-label={t('pickers.increase', { label })} disabled={!canIncrease} onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
