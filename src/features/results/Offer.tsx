import { Text } from 'preact-i18n';
import { currentLocale, languageTag, t } from '../../i18n';
import { formatPrice } from '../../lib/money';
import { add, decrement, refusalFor, selectedCount, selectedRooms, type SelectableRoom } from '../reservation';
import type { RoomGuests } from '../search/criteria';
import type { RoomPlan } from './schemas';

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

/** What a room card or plan card needs to let the guest choose rooms. */
export interface SelectionContext {
  /** Rooms the guest searched for, and the guests of one room. */
  searchedRooms: number;
  adults: number;
  children: number;
  /** Each searched room's guests (kids tiers, ages, companions): the k-th room chosen books the k-th room's guests. */
  rooms?: RoomGuests[];
  /** The search the offer came from (mode, day use, promotion code): the booking and a re-pricing repeat it. */
  search?: SelectableRoom['search'];
}

/** A plan of a room (room view) or a room of a plan (plan view) as a choosable room. */
export function selectableOffer(
  type: SelectableRoom['type'],
  roomTypeCode: string,
  offer: Pick<RoomPlan, 'room_plan_code' | 'total_price' | 'tax' | 'payment_methods' | 'matched_search_criteria' | 'coupon' | 'discount'> & { room_prices?: RoomPlan['room_prices'] },
  context: SelectionContext,
  names: Pick<SelectableRoom, 'roomTypeName' | 'roomPlanName' | 'hotelPlanCode'> = {},
  chosen = selectedCount.value,
): SelectableRoom {
  // The guests of the room this choice books: the searched room it is the next one for. (The server's
  // matched_search_criteria add up all searched rooms, so they do not tell one room's guests.)
  const index = context.rooms ? Math.min(chosen, context.rooms.length - 1) : 0;
  const searched = context.rooms?.[index];
  // The offer's total is for every searched room together; this choice books one of them, at that room's own price
  // (a server without room prices: an even share, exact when the rooms have the same guests).
  const share = Math.max(1, context.searchedRooms);
  const own = offer.room_prices?.[index] ?? { total_price: Math.round(offer.total_price / share), tax: Math.round(offer.tax / share), discount: Math.round((offer.discount ?? 0) / share) };
  const { adults = context.adults, children = context.children, ...kids } = searched ?? {};
  return {
    ...names,
    roomTypeCode,
    roomPlanCode: offer.room_plan_code,
    numberOfAdults: adults,
    numberOfChildren: children,
    ...(Object.keys(kids).length ? { guests: kids } : {}),
    type,
    salePrice: own.total_price,
    tax: own.tax,
    couponCode: offer.coupon?.code,
    ...(own.discount ? { discount: own.discount } : {}),
    ...(context.search ? { search: context.search } : {}),
    ...(context.search?.promo_code ? { promotionID: context.search.promo_code } : {}),
    paymentMethods: offer.payment_methods,
  };
}

/** 'Select', then − count + within the room's room_count and the searched rooms; members-only plans ask to sign in. */
export function SelectControl({ offer, name, roomCount, context, requiresSignIn }: { offer: SelectableRoom; name: string; roomCount: number; context: SelectionContext; requiresSignIn: boolean }) {
  if (requiresSignIn) {
    return (
      <p class="bw-select__sign-in">
        <Text id="results.select.sign_in_required" />
      </p>
    );
  }
  // This room and plan chosen so far, for any searched room's guests (each choice books the next searched room, so
  // the offer's guests move on): − takes back the last one chosen.
  const chosen = selectedRooms.value.filter((room) => room.roomTypeCode === offer.roomTypeCode && room.roomPlanCode === offer.roomPlanCode);
  const quantity = chosen.reduce((sum, room) => sum + room.quantity, 0);
  const limits = { roomCount, searchedRooms: context.searchedRooms };
  if (!quantity) {
    return (
      <button type="button" class="bw-button bw-select" aria-label={t('results.select.select_named', { name })} disabled={roomCount <= 0} onClick={() => add(offer, limits)}>
        <Text id="results.select.select" />
      </button>
    );
  }
  // Past the limits the + button is off; a payment-method conflict is still refused by add() with its message.
  const full = refusalFor(offer, limits)?.key === 'limit';
  return (
    <div class="bw-select bw-select--chosen" role="group" aria-label={name}>
      <button type="button" class="bw-select__step" aria-label={t('results.select.remove_one', { name })} onClick={() => decrement(chosen[chosen.length - 1]!)}>
        <span aria-hidden="true">−</span>
      </button>
      <span class="bw-select__count">
        <Text id="results.select.count" fields={{ count: quantity }} />
      </span>
      <button type="button" class="bw-select__step" aria-label={t('results.select.add_one', { name })} disabled={full} onClick={() => add(offer, limits)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
