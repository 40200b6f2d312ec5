import { useEffect, useState } from 'preact/hooks';
import { useLocation, useRoute } from 'preact-iso';
import { navigate } from '../../../app/location';
import { Text } from 'preact-i18n';
import { currentLocale, t } from '../../../i18n';
import { FALLBACK_CURRENCY, THREE_D_SECURE_LIMIT_MINUTES } from '../../../lib/constants';
import { isIsoDate } from '../../../lib/dates';
import { facilitySetting, hotelCode } from '../../facility';
import { fetchReservation, type Reservation, type ReservationAccess } from '../bookingApi';
import { takeConfirmationAccess } from '../confirmationAccess';
import { reservationInput, summarize } from '../priceSummary';
import { PriceSummary, stayNights } from '../PriceSummary';
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

function policyLink(reservation: Reservation): string {
  const query = new URLSearchParams({ code: reservation.hotel_code });
  const plans = [...new Set(reservation.rooms.map((room) => room.room_plan_code))];
  if (plans.length) query.set('room_plan_codes', plans.join(','));
  if (isIsoDate(reservation.checkin_date)) query.set('checkin', reservation.checkin_date);
  return `/cancellation-policy?${query.toString().replace(/%2C/g, ',')}`;
}

function Details({ reservation, currency }: { reservation: Reservation; currency: string }) {
  const setting = facilitySetting.value;
  const hotel = setting?.hotel_code === reservation.hotel_code && setting.hotel_name ? setting.hotel_name : reservation.hotel_code;
  const method = reservation.payment_method && t(`confirmation.payment_methods.${reservation.payment_method}`) ? reservation.payment_method : 'other';
  const email = reservation.email || reservation.guest.email;
  const stay = { checkin: reservation.checkin_date, checkout: reservation.checkout_date };
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
            <Text id="confirmation.payment_method" />
          </dt>
          <dd>
            <Text id={`confirmation.payment_methods.${method}`} />
          </dd>
        </dl>
      </section>
      <PriceSummary
        id="bw-conf"
        model={summarize(reservationInput(reservation, stayNights(stay)))}
        currency={currency}
        hotel={hotel}
        stay={stay}
        booked
      />
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
  const catalogues = useCatalogues(['confirmation', 'booking']);
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
