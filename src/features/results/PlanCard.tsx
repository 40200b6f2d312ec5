import { Text } from 'preact-i18n';
import { t } from '../../i18n';
import { MaxGuests, Meal, MemberOnly, Price, price, RoomsLeft, SelectControl, selectableOffer, type SelectionContext } from './Offer';
import { Photo } from './Photo';
import { PolicyLine } from './PolicyLine';
import { searchedCheckin } from './store';
import type { Plan } from './schemas';

export function PlanCard({ plan, currency, selection }: { plan: Plan; currency: string; selection?: SelectionContext }) {
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
          <Text id="results.from_price" fields={{ price: price(plan.lowest_price, currency) }} />
        </p>
        <ul class="bw-offers" aria-label={t('results.rooms_for', { name: plan.plan_name })}>
          {plan.rooms.map((room) => (
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
              <div class="bw-offer__choose">
                <Price amount={room.total_price} tax={room.tax} taxIncluded={room.tax_included} currency={currency} />
                {selection && (
                  <SelectControl
                    offer={selectableOffer('plan', room.room_type_code, room, selection, { roomTypeName: room.room_type_name, roomPlanName: plan.plan_name, hotelPlanCode: plan.hotel_plan_code })}
                    name={`${room.room_type_name}, ${plan.plan_name}`}
                    roomCount={room.room_count}
                    context={selection}
                    requiresSignIn={room.requires_sign_in}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
