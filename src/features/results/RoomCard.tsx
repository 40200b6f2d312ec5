import { Text } from 'preact-i18n';
import { t } from '../../i18n';
import { MaxGuests, Meal, MemberOnly, OfferChoice, RoomsLeft, type SelectionContext } from './Offer';
import { Photo } from './Photo';
import { PolicyLine } from './PolicyLine';
import { searchedCheckin } from './store';
import type { Room } from './schemas';

export function RoomCard({ room, currency, selection }: { room: Room; currency: string; selection?: SelectionContext }) {
  const titleId = `bw-room-${room.room_type_code}`;
  return (
    <article class="bw-card" aria-labelledby={titleId}>
      <Photo src={room.photos[0]} alt={room.room_type_name} />
      <div class="bw-card__body">
        <h2 id={titleId} class="bw-card__title">
          {room.room_type_name}
        </h2>
        <p class="bw-facts">
          {room.size_sqm != null && (
            <span>
              <Text id="results.size" fields={{ size: room.size_sqm }} />
            </span>
          )}
          <span>
            <MaxGuests count={room.max_guests} />
          </span>
        </p>
        <RoomsLeft count={room.room_count} />
        {room.description && <p class="bw-card__text">{room.description}</p>}
        <ul class="bw-offers" aria-label={t('results.plans_for', { name: room.room_type_name })}>
          {room.room_plans.map((plan) => (
            <li key={plan.room_plan_code} class="bw-offer">
              <div class="bw-offer__info">
                <h3 class="bw-offer__name">{plan.room_plan_name}</h3>
                <p class="bw-tags">
                  <Meal meal={plan.meal} />
                  <MemberOnly memberOnly={plan.member_only} />
                </p>
                <PolicyLine roomPlanCode={plan.room_plan_code} checkin={searchedCheckin.value} name={`${plan.room_plan_name}, ${room.room_type_name}`} />
              </div>
              <OfferChoice
                type="rooms"
                roomTypeCode={room.room_type_code}
                offer={plan}
                names={{ roomTypeName: room.room_type_name, roomPlanName: plan.room_plan_name, hotelPlanCode: plan.hotel_plan_code }}
                name={`${plan.room_plan_name}, ${room.room_type_name}`}
                roomCount={room.room_count}
                requiresSignIn={plan.requires_sign_in}
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
