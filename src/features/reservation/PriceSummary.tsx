// The one summary of the stay and its price on every step (guest details, payment, confirmation): the hotel, the
// dates and nights, each room with its guests and its rate per night × nights, the adjustments that are not zero,
// the total with the tax it includes (never as an extra charge), and what is paid now and at the hotel.
import type { ComponentChildren } from 'preact';
import { Text } from 'preact-i18n';
import { useEffect, useState } from 'preact/hooks';
import { currentLocale, languageTag, namespacesReady, t, useNamespaces } from '../../i18n';
import { isIsoDate, nightsBetween } from '../../lib/dates';
import { formatPrice } from '../../lib/money';
import { formatDay } from '../search/format';
import type { PriceSummaryModel } from './priceSummary';
import './summary.css';

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
const LAST_DAY: Intl.DateTimeFormatOptions = { ...DAY, year: 'numeric' };

export type Stay = { checkin?: string; checkout?: string };

/** Nights of a stay (0 for a day use); 1 when the dates are unknown. */
export function stayNights(stay: Stay): number {
  return isIsoDate(stay.checkin) && isIsoDate(stay.checkout) ? Math.max(0, nightsBetween(stay.checkin, stay.checkout)) : 1;
}

interface Props {
  model: PriceSummaryModel;
  currency: string;
  hotel?: string;
  stay: Stay;
  /** Prefix of the test ids and the heading id: bw-gd, bw-pay, bw-conf. */
  id: string;
  /** The booking is made: what was charged reads "Paid online". */
  booked?: boolean;
  /** Shown last, beside the total: the cancellation terms on the checkout steps (SummaryPolicies). */
  children?: ComponentChildren;
  /** Said when the payment method, still to choose, decides what is paid now. */
  methodNote?: boolean;
}

export function PriceSummary({ model, currency, hotel, stay, id, booked, methodNote, children }: Props) {
  const [, setFailed] = useState(false);
  useEffect(() => void useNamespaces(['booking']).catch(() => setFailed(true)), []);
  if (!namespacesReady(['booking'])) return null;
  const tag = languageTag(currentLocale.value);
  const money = (amount: number) => formatPrice(amount, currency, tag);
  const nights = model.nights;
  const dated = isIsoDate(stay.checkin) && isIsoDate(stay.checkout);
  return (
    <section class="bw-gd__panel bw-sum" aria-labelledby={`${id}-summary`} data-testid={`${id}-summary`}>
      <h2 id={`${id}-summary`} class="bw-gd__heading">
        <Text id="booking.summary.title" />
      </h2>
      <dl class="bw-sum__facts">
        {hotel && (
          <div class="bw-sum__fact">
            <dt>
              <Text id="booking.summary.hotel" />
            </dt>
            <dd>{hotel}</dd>
          </div>
        )}
        {dated && (
          <div class="bw-sum__fact">
            <dt>
              <Text id="booking.summary.dates" />
            </dt>
            <dd>
              <Text
                id="booking.summary.stay"
                fields={{ checkin: formatDay(stay.checkin!, tag, DAY), checkout: formatDay(stay.checkout!, tag, LAST_DAY) }}
              />
              <span class="bw-sum__nights">{nights > 0 ? t('booking.summary.nights', { count: nights }, nights) : t('booking.summary.day_use')}</span>
            </dd>
          </div>
        )}
      </dl>
      <ul class="bw-sum__rooms">
        {model.rooms.map((room, index) => (
          <li key={index} class="bw-sum__room">
            <span class="bw-sum__room-name">{model.rooms.length > 1 ? <Text id="booking.summary.room" fields={{ number: index + 1, name: room.name }} /> : room.name}</span>
            <span class="bw-sum__room-plan">{room.plan}</span>
            <span class="bw-sum__room-guests">
              {room.children > 0
                ? t('booking.summary.guests', { adults: t('booking.summary.adults', { count: room.adults }, room.adults), children: t('booking.summary.children', { count: room.children }, room.children) })
                : t('booking.summary.adults', { count: room.adults }, room.adults)}
            </span>
            {nights > 0 && room.perNight !== undefined && (
              <span class="bw-sum__room-rate">
                <Text id={room.exact ? 'booking.summary.per_night' : 'booking.summary.per_night_average'} plural={nights} fields={{ price: money(room.perNight), count: nights }} />
              </span>
            )}
            {room.amount !== undefined && <span class="bw-sum__room-price">{money(room.amount)}</span>}
          </li>
        ))}
      </ul>
      <dl class="bw-sum__rows">
        {model.rows.map((row) => (
          <div key={row.key} class={`bw-sum__row${row.amount < 0 ? ' bw-sum__row--saving' : ''}`}>
            <dt>
              <Text id={`booking.summary.${row.key}`} />
            </dt>
            <dd data-testid={`${id}-${row.key}`}>{money(row.amount)}</dd>
          </div>
        ))}
        <div class="bw-sum__row bw-sum__row--total">
          <dt>
            <Text id="booking.summary.total" />
          </dt>
          <dd>
            <span data-testid={`${id}-total`}>{money(model.total)}</span>
            {model.tax > 0 && (
              <span class="bw-sum__tax" data-testid={`${id}-tax`}>
                <Text id="booking.summary.tax" fields={{ tax: money(model.tax) }} />
              </span>
            )}
          </dd>
        </div>
        {model.payNow !== undefined &&
          (
            [
              [booked ? 'paid_online' : 'pay_now', model.payNow, 'now'],
              ['pay_at_hotel', model.payAtHotel ?? 0, 'hotel'],
            ] as const
          )
            .filter(([, amount]) => amount !== 0)
            .map(([key, amount, test]) => (
              <div key={key} class="bw-sum__row bw-sum__row--due">
                <dt>
                  <Text id={`booking.summary.${key}`} />
                </dt>
                <dd data-testid={`${id}-pay-${test}`}>{money(amount)}</dd>
              </div>
            ))}
      </dl>
      {methodNote && model.payNow === undefined && (
        <p class="bw-sum__note">
          <Text id="booking.summary.choose_method" />
        </p>
      )}
      {children}
    </section>
  );
}
