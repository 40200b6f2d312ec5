import { Text } from 'preact-i18n';
import { t } from '../../i18n';
import { MaxGuests, Meal, MemberOnly, OfferChoice, price, RoomsLeft, type SelectionContext } from './Offer';
import { Photo } from './Photo';
import { PolicyLine } from './PolicyLine';
import { searchedCheckin } from './store';
import { currentRoom } from './roomSteps';
import type { Plan } from './schemas';
import type { SortOrder } from '../facility';

/** The rooms of a plan in the guest's sort order (by price; recommended: as the server ranks them). */
export function roomsInOrder(rooms: Plan['rooms'], order: SortOrder | undefined): Plan['rooms'] {
  if (order !== 'price_low_to_high' && order !== 'price_high_to_low') return rooms;
  const sign = order === 'price_low_to_high' ? 1 : -1;
  return [...rooms].sort((a, b) => sign * (a.total_price - b.total_price));
}

/** The plan's lowest price for the room being chosen (the server's lowest_price is for all searched rooms). */
function fromPrice(plan: Plan, index: number): number {
  const own = plan.rooms.map((room) => room.room_prices?.[index]?.total_price).filter((amount): amount is number => amount !== undefined);
  return own.length === plan.rooms.length && own.length ? Math.min(...own) : plan.lowest_price;
}

export function PlanCard({ plan, currency, selection, order }: { plan: Plan; currency: string; selection?: SelectionContext; order?: SortOrder }) {
  const titleId = `bw-plan-${plan.hotel_plan_code}`;
  return (
    <article class="bw-card bw-card--plan" aria-labelledby={titleId}>
      <div class="bw-card__body">
        <h2 id={titleId} class="bw-card__title">
          {plan.plan_name}
        </h2>
        <p class="bw-tags">
          <Meal meal={plan.meal} />
          <MemberOnly memberOnly={plan.member_only} />
        </p>
        {plan.plan_description && <p class="bw-card__text">{plan.plan_description}</p>}
        <p class="bw-from">
          <Text id="results.from_price" fields={{ price: price(fromPrice(plan, currentRoom(selection?.searchedRooms ?? 1)), currency) }} />
        </p>
        <ul class="bw-offers" aria-label={t('results.rooms_for', { name: plan.plan_name })}>
          {roomsInOrder(plan.rooms, order).map((room) => (
            <li key={room.room_plan_code} class="bw-offer bw-offer--room">
              <Photo src={room.photos[0]} alt={room.room_type_name} small />
              <div class="bw-offer__info">
                <h3 class="bw-offer__name">{room.room_type_name}</h3>
                <p class="bw-facts">
                  <MaxGuests count={room.max_guests} />
                </p>
                <RoomsLeft count={room.room_count} />
                <PolicyLine roomPlanCode={room.room_plan_code} checkin={searchedCheckin.value} name={`${room.room_type_name}, ${plan.plan_name}`} />
              </div>
              <OfferChoice
                type="plan"
                roomTypeCode={room.room_type_code}
                offer={room}
                names={{ roomTypeName: room.room_type_name, roomPlanName: plan.plan_name, hotelPlanCode: plan.hotel_plan_code }}
                name={`${room.room_type_name}, ${plan.plan_name}`}
                roomCount={room.room_count}
                requiresSignIn={room.requires_sign_in}
                currency={currency}
                context={selection}
              />
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
