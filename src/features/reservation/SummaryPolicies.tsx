import { Fragment } from 'preact';
import { Text } from 'preact-i18n';
import { isIsoDate } from '../../lib/dates';
import { PolicyLine } from '../results/PolicyLine';
import type { PriceSummaryModel } from './priceSummary';

/** The cancellation terms of each plan chosen, beside the checkout total. */
export function SummaryPolicies({ rooms, checkin }: { rooms: PriceSummaryModel['rooms']; checkin?: string }) {
  const plans = [...new Map(rooms.map((room) => [room.roomPlanCode, room])).values()];
  if (!plans.length) return null;
  return (
    <div class="bw-sum__policies">
      <h3 class="bw-sum__subheading">
        <Text id="booking.summary.cancellation" />
      </h3>
      {plans.map((room) => (
        <Fragment key={room.roomPlanCode}>
          {plans.length > 1 && (
            <p class="bw-sum__policy-plan">
              <span>{room.name}</span>
              <span>{room.plan}</span>
            </p>
          )}
          <PolicyLine roomPlanCode={room.roomPlanCode} checkin={isIsoDate(checkin) ? checkin : undefined} name={`${room.plan}, ${room.name}`} />
        </Fragment>
      ))}
    </div>
  );
}
