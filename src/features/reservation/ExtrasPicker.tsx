// Extras (spec sections 3 and 5): generic ones once, dated ones per bookable date; quantity 0, or within min and max.
import { Text } from 'preact-i18n';
import { t } from '../../i18n';
import { formatPrice } from '../../lib/money';
import { orderableDates, type Extra } from './extras';
import { fieldId, FieldMessage } from './Field';
import type { FieldError } from './validation';

/** One orderable line: a generic extra, or a dated extra on one date. */
export interface ExtraLine {
  key: string;
  extra: Extra;
  date: string | null;
  /** Unit price with tax. */
  unitPrice: number;
}

export function extraLines(extras: readonly Extra[]): ExtraLine[] {
  return extras.flatMap((extra) => {
    const priceOn = (date: string | null) => {
      const price = extra.prices.find((p) => p.date === date) ?? extra.prices[0];
      return price ? (price.price_with_tax ?? price.price) : 0;
    };
    const dates = extra.extra_type === 'dated' ? orderableDates(extra) : [null];
    return dates.map((date) => ({ key: `${extra.id}|${date ?? ''}`, extra, date, unitPrice: priceOn(date) }));
  });
}

/** The next quantity one step up or down: 0 ↔ min, never past max. */
export function stepQuantity(extra: Pick<Extra, 'min_quantity' | 'max_quantity'>, quantity: number, direction: 1 | -1): number {
  const min = Math.max(1, extra.min_quantity);
  if (direction > 0) return quantity === 0 ? min : extra.max_quantity == null ? quantity + 1 : Math.min(extra.max_quantity, quantity + 1);
  return quantity <= min ? 0 : quantity - 1;
}

interface Props {
  lines: ExtraLine[];
  quantities: Record<string, number>;
  currency: string;
  languageTag: string;
  errors: Record<string, FieldError>;
  /** The error path of each ordered line (`extras.{index}.quantity`). */
  pathOf(key: string): string | undefined;
  onChange(key: string, quantity: number): void;
}

export function ExtrasPicker({ lines, quantities, currency, languageTag, errors, pathOf, onChange }: Props) {
  const day = new Intl.DateTimeFormat(languageTag, { month: 'short', day: 'numeric', weekday: 'short' });
  return (
    <ul class="bw-extras">
      {lines.map((line) => {
        const quantity = quantities[line.key] ?? 0;
        const date = line.date ? day.format(new Date(`${line.date}T00:00:00`)) : undefined;
        const name = date ? `${line.extra.name} (${date})` : line.extra.name;
        const path = pathOf(line.key);
        const error = path ? errors[path] : undefined;
        const atMax = line.extra.max_quantity != null && quantity >= line.extra.max_quantity;
        return (
          <li key={line.key} class="bw-extra" id={fieldId(`extra-${line.key}`)}>
            <div class="bw-extra__text">
              <span class="bw-extra__name">{line.extra.name}</span>
              {date && <span class="bw-extra__date">{date}</span>}
              <span class="bw-extra__price">
                <Text
                  id={line.extra.unit ? 'reservation.extras.price_per' : 'reservation.extras.price'}
                  fields={{ price: formatPrice(line.unitPrice, currency, languageTag), unit: line.extra.unit }}
                />
              </span>
            </div>
            <div class="bw-stepper" role="group" aria-label={name}>
              <button type="button" class="bw-stepper__step" aria-label={t('reservation.extras.remove_one', { name })} disabled={quantity === 0} onClick={() => onChange(line.key, stepQuantity(line.extra, quantity, -1))}>
                <span aria-hidden="true">−</span>
              </button>
              <output class="bw-stepper__count" aria-live="polite" aria-label={t('reservation.extras.quantity', { name, count: quantity })}>
                {quantity}
              </output>
              <button type="button" class="bw-stepper__step" aria-label={t('reservation.extras.add_one', { name })} disabled={atMax} onClick={() => onChange(line.key, stepQuantity(line.extra, quantity, 1))}>
                <span aria-hidden="true">+</span>
              </button>
            </div>
            {path && <FieldMessage path={path} error={error} />}
          </li>
        );
      })}
    </ul>
  );
}
