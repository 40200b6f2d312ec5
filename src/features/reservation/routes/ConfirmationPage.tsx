import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useLocation, useRoute } from 'preact-iso';
import { navigate } from '../../../app/location';
import { Text } from 'preact-i18n';
import { currentLocale, languageTag, t } from '../../../i18n';
import { FALLBACK_CURRENCY, THREE_D_SECURE_LIMIT_MINUTES } from '../../../lib/constants';
import { isIsoDate, nightsBetween } from '../../../lib/dates';
import { formatPrice } from '../../../lib/money';
import { facilitySetting, hotelCode } from '../../facility';
import { fetchReservation, type PriceBreakdown, type Reservation, type ReservationAccess } from '../bookingApi';
import { takeConfirmationAccess } from '../confirmationAccess';
import { announceCompletion } from '../completion';
import { errorMessage, useCatalogues, type Message } from '../afterCheckoutState';
import { Alert, CataloguesPending, ReloadNotice, RouteLink } from '../AfterCheckoutParts';
import { pageTiming } from '../timing';

type State = { status: 'loading' } | { status: 'loaded'; reservation: Reservation; timedOut: boolean } | { status: 'error'; error: Message };

/** Loads the booking; while it waits for 3D Secure, reads it again every 3 s until the 15-minute limit has passed. */
function useReservation(code: string, confirmationNumber: string, access: ReservationAccess): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  const key = `${code}|${confirmationNumber}|${access.email ?? ''}|${access.bypass_token ?? ''}|${currentLocale.value}`;
  useEffect(() => {
    const controller = new AbortController();
    const openedAt = pageTiming.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = false;
    const deadlineOf = (reservation: Reservation) => (Date.parse(reservation.created_at ?? '') || openedAt) + pageTiming.threeDSecureLimitMs;
    const load = () =>
      fetchReservation(code, confirmationNumber, access, controller.signal).then(
        (reservation) => {
          if (controller.signal.aborted) return;
          shown = true;
          // One more read after the limit: the server cancels an abandoned booking, and the page should say so.
          const waiting = reservation.status === 'pending_3ds';
          const timedOut = waiting && pageTiming.now() > deadlineOf(reservation) + pageTiming.pollMs;
          setState({ status: 'loaded', reservation, timedOut });
          if (waiting && !timedOut) timer = setTimeout(load, pageTiming.pollMs);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A failed poll keeps what is shown and tries again; a failed first read is the page's error.
          if (shown) timer = setTimeout(load, pageTiming.pollMs);
          else setState({ status: 'error', error: errorMessage(error, 'confirmation.not_found') });
        },
      );
    setState({ status: 'loading' });
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [key]);
  return state;
}

const STATUS_CLASS: Record<Reservation['status'], string> = {
  done: 'bw-booking__status',
  pending_3ds: 'bw-booking__status bw-booking__status--waiting',
  cancelled: 'bw-booking__status bw-booking__status--closed',
  failed: 'bw-booking__status bw-booking__status--closed',
};

function StayDates({ reservation, tag }: { reservation: Reservation; tag: string }) {
  const { checkin_date: checkin, checkout_date: checkout } = reservation;
  if (!isIsoDate(checkin) || !isIsoDate(checkout)) return null;
  const long = new Intl.DateTimeFormat(tag, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const day = (iso: string) => long.format(new Date(`${iso}T12:00:00Z`));
  const nights = nightsBetween(checkin, checkout);
  return (
    <>
      <dt>
        <Text id="confirmation.checkin" />
      </dt>
      <dd>
        <time dateTime={checkin}>{day(checkin)}</time>
      </dd>
      <dt>
        <Text id="confirmation.checkout" />
      </dt>
      <dd>
        <time dateTime={checkout}>{day(checkout)}</time>
      </dd>
      <dt>
        <Text id="confirmation.length_of_stay" />
      </dt>
      <dd>{nights > 0 ? <Text id="confirmation.nights" plural={nights} fields={{ count: nights }} /> : <Text id="confirmation.day_use" />}</dd>
    </>
  );
}

function Rooms({ reservation }: { reservation: Reservation }) {
  return (
    <section class="bw-booking__section" aria-labelledby="bw-booking-rooms">
      <h2 id="bw-booking-rooms">
        <Text id="confirmation.rooms_title" />
      </h2>
      <ol class="bw-booking__rooms">
        {reservation.rooms.map((room, index) => (
          <li key={index}>
            <Text id="confirmation.room_line" fields={{ number: index + 1, room: room.room_type_name || room.room_type_code, plan: room.room_plan_name || room.room_plan_code }} />{' '}
            <Text
              id={room.children > 0 ? 'confirmation.guests_with_children' : 'confirmation.guests'}
              fields={{ adults: t('confirmation.adults', { count: room.adults }, room.adults), children: t('confirmation.children', { count: room.children }, room.children) }}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The spec's ten price fields; deposit and remaining amount only for a deposit booking. */
function Prices({ price, currency, tag }: { price: PriceBreakdown; currency: string; tag: string }) {
  const money = (amount: number) => formatPrice(amount, currency, tag);
  const minus = (amount: number) => money(amount > 0 ? -amount : 0);
  const rows: [string, string][] = [
    ['room_rate', money(price.room_rate)],
    ['service_fee', money(price.service_fee)],
    ['tax', money(price.tax)],
    ['accommodation_tax', money(price.accommodation_tax)],
    ['discount', minus(price.discount)],
    ['point_discount', minus(price.point_discount)],
    ['subtotal', money(price.subtotal)],
  ];
  return (
    <section class="bw-booking__section" aria-labelledby="bw-booking-prices">
      <h2 id="bw-booking-prices">
        <Text id="confirmation.price.title" />
      </h2>
      <dl class="bw-booking__facts bw-booking__facts--prices">
        {rows.map(([key, shown]) => (
          <Fragment key={key}>
            <dt>
              <Text id={`confirmation.price.${key}`} />
            </dt>
            <dd>{shown}</dd>
          </Fragment>
        ))}
        <dt class="bw-booking__total">
          <Text id="confirmation.price.total" />
        </dt>
        <dd class="bw-booking__total">{money(price.total)}</dd>
        {price.deposit_percentage > 0 && (
          <>
            <dt>
              <Text id="confirmation.price.deposit" fields={{ percentage: price.deposit_percentage }} />
            </dt>
            <dd>{money(price.total - price.remaining_amount)}</dd>
            <dt>
              <Text id="confirmation.price.remaining_amount" />
            </dt>
            <dd>{money(price.remaining_amount)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function policyLink(reservation: Reservation): string {
  const query = new URLSearchParams({ code: reservation.hotel_code });
  const plans = [...new Set(reservation.rooms.map((room) => room.room_plan_code))];
  if (plans.length) query.set('room_plan_codes', plans.join(','));
  if (isIsoDate(reservation.checkin_date)) query.set('checkin', reservation.checkin_date);
  return `/cancellation-policy?${query.toString().replace(/%2C/g, ',')}`;
}

function Details({ reservation, currency }: { reservation: Reservation; currency: string }) {
  const tag = languageTag(currentLocale.value);
  const setting = facilitySetting.value;
  const hotel = setting?.hotel_code === reservation.hotel_code && setting.hotel_name ? setting.hotel_name : reservation.hotel_code;
  const method = reservation.payment_method && t(`confirmation.payment_methods.${reservation.payment_method}`) ? reservation.payment_method : 'other';
  const email = reservation.email || reservation.guest.email;
  return (
    <>
      <section class="bw-booking__section" aria-labelledby="bw-booking-stay">
        <h2 id="bw-booking-stay">
          <Text id="confirmation.stay_title" />
        </h2>
        <dl class="bw-booking__facts">
          <dt>
            <Text id="confirmation.confirmation_number" />
          </dt>
          <dd>{reservation.confirmation_number}</dd>
          <dt>
            <Text id="confirmation.hotel" />
          </dt>
          <dd>{hotel}</dd>
          <StayDates reservation={reservation} tag={tag} />
          <dt>
            <Text id="confirmation.payment_method" />
          </dt>
          <dd>
            <Text id={`confirmation.payment_methods.${method}`} />
          </dd>
        </dl>
      </section>
      {reservation.rooms.length > 0 && <Rooms reservation={reservation} />}
      <Prices price={reservation.price} currency={currency} tag={tag} />
      {email && reservation.status === 'done' && (
        <p class="bw-booking__lead">
          <Text id="confirmation.email_sent" fields={{ email }} />
        </p>
      )}
    </>
  );
}

function Booking({ reservation, timedOut }: { reservation: Reservation; timedOut: boolean }) {
  const currency = reservation.currency || facilitySetting.value?.currency || FALLBACK_CURRENCY;
  const { status } = reservation;
  useEffect(() => {
    if (status === 'done') announceCompletion(reservation, currency);
  }, [reservation.confirmation_number, status]);
  return (
    <>
      <h1 class="bw-booking__title">
        <Text id={`confirmation.heading.${status}`} />
      </h1>
      <p class={STATUS_CLASS[status]}>
        <Text id={`confirmation.status.${status}`} />
      </p>
      {status === 'pending_3ds' &&
        (timedOut ? (
          <ReloadNotice message="confirmation.three_d_secure_timed_out" />
        ) : (
          <p class="bw-booking__lead" role="status">
            <Text id="confirmation.three_d_secure_waiting" fields={{ minutes: THREE_D_SECURE_LIMIT_MINUTES }} />
          </p>
        ))}
      {status === 'failed' && <Alert message={{ key: 'confirmation.failed_body', fields: {} }} />}
      {status === 'cancelled' && (
        <p class="bw-booking__lead">
          <Text id="confirmation.cancelled_body" />
        </p>
      )}
      {status !== 'failed' && <Details reservation={reservation} currency={currency} />}
      <div class="bw-booking__actions">
        {status === 'done' && (
          <button type="button" class="bw-button" onClick={() => print()}>
            <Text id="confirmation.print" />
          </button>
        )}
        <RouteLink class="bw-booking__link" to={policyLink(reservation)}>
          <Text id="confirmation.cancellation_policy" />
        </RouteLink>
      </div>
    </>
  );
}

/** /reservation/confirmation/:confirmationNumber?email=…|bypass_token=…&code=…: the booking as the hotel holds it. */
export default function ConfirmationPage() {
  const catalogues = useCatalogues(['confirmation']);
  const { params, query } = useRoute();
  const { url } = useLocation();
  const code = query.code || hotelCode.value || '';
  const number = params.confirmationNumber ?? '';
  // The credentials leave the address once read (history, shared screens, analytics); this tab keeps them for a reload.
  const { access, cleanUrl } = takeConfirmationAccess(number, url);
  useEffect(() => {
    if (cleanUrl) navigate(cleanUrl, true);
  }, [cleanUrl]);
  const state = useReservation(code, number, access);
  if (catalogues !== 'ready') return <CataloguesPending failed={catalogues === 'failed'} />;
  return (
    <div class="bw-booking">
      {state.status === 'loading' && (
        <p class="bw-booking__loading" role="status">
          <Text id="confirmation.loading" />
        </p>
      )}
      {state.status === 'error' && (
        <>
          <h1 class="bw-booking__title">
            <Text id="confirmation.error_title" />
          </h1>
          <Alert message={state.error} />
        </>
      )}
      {state.status === 'loaded' && <Booking reservation={state.reservation} timedOut={state.timedOut} />}
    </div>
  );
}
