import { Text } from 'preact-i18n';
import { currentLocale, languageTag, t } from '../../i18n';
import { formatPrice } from '../../lib/money';
import { choiceFor, choiceRefusal, choose, selectedRooms, unchoose, type SelectableRoom } from '../reservation';
import { afterChoice, BOOK_BUTTON_ID, covers, currentRoom, focusLater } from './roomSteps';
import type { RoomGuests } from '../search/criteria';
import type { RoomPlan } from './schemas';

const MEALS = ['none', 'breakfast', 'half_board'];
/** "Room availability shows 'rooms left' when fewer than 10 remain." */
export const ROOMS_LEFT_SHOWN_BELOW = 10;
/** "Only N rooms left" reads as urgent (red) only this close to selling out. */
export const ROOMS_LEFT_URGENT = 3;

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

/** How many rooms of the type are left: information in a neutral style, urgent only at `ROOMS_LEFT_URGENT` or fewer. */
export function RoomsLeft({ count }: { count: number }) {
  if (count >= ROOMS_LEFT_SHOWN_BELOW) return null;
  return (
    <p class={count <= ROOMS_LEFT_URGENT ? 'bw-left bw-left--urgent' : 'bw-left'}>
      {count > 0 ? <Text id="results.rooms_left" plural={count} fields={{ count }} /> : <Text id="results.sold_out" />}
    </p>
  );
}

export function MaxGuests({ count }: { count: number }) {
  return <Text id="results.max_guests" plural={count} fields={{ count }} />;
}

/** A price and what it covers ("1 room · 2 nights"; by default the whole stay), with the tax as the server states it. */
export function Price({ amount, tax, taxIncluded, currency, covering }: { amount: number; tax: number; taxIncluded: boolean; currency: string; covering?: string }) {
  return (
    <div class="bw-price">
      <span class="bw-price__amount">{price(amount, currency)}</span>
      <span class="bw-price__note bw-price__covers">{covering ?? <Text id="results.per_stay" />}</span>
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
  /** Each searched room's guests (kids tiers, ages, companions): the choice for room k books room k's guests. */
  rooms?: RoomGuests[];
  /** The search the offer came from (mode, day use, promotion code): the booking and a re-pricing repeat it. */
  search?: SelectableRoom['search'];
  /** Nights of the stay (0: day use; undefined: not known), for what a price covers. */
  nights?: number;
}

/** A plan of a room (room view) or a room of a plan (plan view) as a choosable room. */
export function selectableOffer(
  type: SelectableRoom['type'],
  roomTypeCode: string,
  offer: Pick<RoomPlan, 'room_plan_code' | 'total_price' | 'tax' | 'payment_methods' | 'matched_search_criteria' | 'coupon' | 'discount'> & { room_prices?: RoomPlan['room_prices'] },
  context: SelectionContext,
  names: Pick<SelectableRoom, 'roomTypeName' | 'roomPlanName' | 'hotelPlanCode'> = {},
  index = 0,
): SelectableRoom {
  // The guests of the room this choice books: the searched room it is chosen for. (The server's
  // matched_search_criteria add up all searched rooms, so they do not tell one room's guests.)
  const room = context.rooms ? Math.min(index, context.rooms.length - 1) : 0;
  const searched = context.rooms?.[room];
  // The offer's total is for every searched room together; this choice books one of them, at that room's own price
  // (a server without room prices: an even share, exact when the rooms have the same guests).
  const share = Math.max(1, context.searchedRooms);
  const own = offer.room_prices?.[room] ?? { total_price: Math.round(offer.total_price / share), tax: Math.round(offer.tax / share), discount: Math.round((offer.discount ?? 0) / share) };
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

type OfferPrices = Pick<RoomPlan, 'total_price' | 'tax' | 'tax_included'> & { room_prices?: RoomPlan['room_prices'] };

/**
 * The right-hand column of an offer: its price for the room being chosen (each searched room has its own price; a
 * server without room prices: the price of all rooms, said so), and choosing it.
 */
export function OfferChoice({
  type,
  roomTypeCode,
  offer,
  names,
  name,
  roomCount,
  requiresSignIn,
  currency,
  context,
}: {
  type: SelectableRoom['type'];
  roomTypeCode: string;
  offer: Parameters<typeof selectableOffer>[2] & OfferPrices;
  names: Parameters<typeof selectableOffer>[4];
  name: string;
  roomCount: number;
  requiresSignIn: boolean;
  currency: string;
  context?: SelectionContext;
}) {
  const searched = Math.max(1, context?.searchedRooms ?? 1);
  const index = currentRoom(searched);
  const own = offer.room_prices?.[index];
  return (
    <div class="bw-offer__choose">
      <Price
        amount={own?.total_price ?? offer.total_price}
        tax={own?.tax ?? offer.tax}
        taxIncluded={offer.tax_included}
        currency={currency}
        covering={covers(own ? 1 : searched, context?.nights)}
      />
      {context && (
        <SelectControl offer={selectableOffer(type, roomTypeCode, offer, context, names, index)} name={name} roomCount={roomCount} context={context} requiresSignIn={requiresSignIn} index={index} />
      )}
    </div>
  );
}

/**
 * Select: this offer becomes the choice for the room being chosen (one room searched: it replaces the choice). The
 * chosen offer's button is pressed (pressing it again takes the choice back) and is followed by "Go to booking".
 * Members-only plans ask to sign in.
 */
export function SelectControl({
  offer,
  name,
  roomCount,
  context,
  requiresSignIn,
  index = 0,
}: {
  offer: SelectableRoom;
  name: string;
  roomCount: number;
  context: SelectionContext;
  requiresSignIn: boolean;
  index?: number;
}) {
  if (requiresSignIn) {
    return (
      <p class="bw-select__sign-in">
        <Text id="results.select.sign_in_required" />
      </p>
    );
  }
  const searched = Math.max(1, context.searchedRooms);
  const multi = searched > 1;
  const same = (room: SelectableRoom) => room.roomTypeCode === offer.roomTypeCode && room.roomPlanCode === offer.roomPlanCode;
  const mine = choiceFor(index);
  const chosen = Boolean(mine && same(mine));
  // The other searched rooms this offer is the choice for.
  const elsewhere = multi ? selectedRooms.value.filter((room) => room.searchedRoom !== undefined && room.searchedRoom !== index && same(room)).map((room) => room.searchedRoom! + 1) : [];
  const refusal = chosen ? undefined : choiceRefusal(offer, roomCount, index);
  const noneLeft = roomCount > 0 && refusal?.key === 'limit';
  const label = multi ? t('results.select.select_for_room', { name, room: index + 1 }) : t('results.select.select_named', { name });
  const noteId = `bw-select-note-${offer.roomTypeCode}-${offer.roomPlanCode}`;
  return (
    <div class="bw-select__box">
      {elsewhere.length > 0 && (
        <p class="bw-select__note">
          <Text id="results.select.chosen_for" fields={{ rooms: elsewhere.join(t('searchbar.separator')) }} />
        </p>
      )}
      <button
        type="button"
        class={chosen ? 'bw-button bw-select bw-select--chosen' : 'bw-button bw-select'}
        aria-label={label}
        aria-pressed={chosen}
        aria-describedby={noneLeft ? noteId : undefined}
        disabled={roomCount <= 0 || noneLeft}
        onClick={(event) => {
          if (chosen) return unchoose(index);
          if (!choose(offer, roomCount, index)) afterChoice(event.currentTarget, searched);
        }}
      >
        {chosen ? (
          <>
            <span aria-hidden="true">✓ </span>
            <Text id="results.select.selected" />
          </>
        ) : (
          <Text id="results.select.select" />
        )}
      </button>
      {noneLeft && (
        <p id={noteId} class="bw-select__note">
          <Text id="results.select.none_left" />
        </p>
      )}
      {chosen && (
        <button type="button" class="bw-select__go" onClick={(event) => focusLater(event.currentTarget, BOOK_BUTTON_ID)}>
          <Text id="results.select.go_to_booking" />
        </button>
      )}
    </div>
  );
}
