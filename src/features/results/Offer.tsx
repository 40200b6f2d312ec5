import { Text } from 'preact-i18n';
import { currentLocale, languageTag } from '../../i18n';
import { formatPrice } from '../../lib/money';

const MEALS = ['none', 'breakfast', 'half_board'];
/** "Room availability shows 'rooms left' when fewer than 10 remain." */
export const ROOMS_LEFT_SHOWN_BELOW = 10;

export function price(amount: number, currency: string): string {
  return formatPrice(amount, currency, languageTag(currentLocale.value));
}

export function Meal({ meal }: { meal: string }) {
  if (!MEALS.includes(meal)) return null;
  return (
    <span class="bw-tag">
      <Text id={`results.meal.${meal}`} />
    </span>
  );
}

export function MemberOnly({ memberOnly }: { memberOnly: boolean }) {
  return memberOnly ? (
    <span class="bw-tag bw-tag--member">
      <Text id="results.member_only" />
    </span>
  ) : null;
}

export function RoomsLeft({ count }: { count: number }) {
  if (count >= ROOMS_LEFT_SHOWN_BELOW) return null;
  return (
    <p class="bw-left">{count > 0 ? <Text id="results.rooms_left" plural={count} fields={{ count }} /> : <Text id="results.sold_out" />}</p>
  );
}

export function MaxGuests({ count }: { count: number }) {
  return <Text id="results.max_guests" plural={count} fields={{ count }} />;
}

/** The price of the whole stay (all nights, all rooms) and the tax as the server states it. */
export function Price({ amount, tax, taxIncluded, currency }: { amount: number; tax: number; taxIncluded: boolean; currency: string }) {
  return (
    <div class="bw-price">
      <span class="bw-price__amount">{price(amount, currency)}</span>
      <span class="bw-price__note">
        <Text id="results.per_stay" />
      </span>
      <span class="bw-price__note">
        <Text id={taxIncluded ? 'results.tax_included' : 'results.tax_excluded'} fields={{ tax: price(tax, currency) }} />
      </span>
    </div>
  );
}
