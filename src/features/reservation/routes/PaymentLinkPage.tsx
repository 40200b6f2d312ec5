import { useEffect, useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import { Text } from 'preact-i18n';
import { currentLocale, languageTag, t } from '../../../i18n';
import { LIGHT_TEXT, textColourOn } from '../../../lib/contrast';
import { formatPrice } from '../../../lib/money';
import { facilitySetting, hotelCode } from '../../facility';
import { fetchPaymentTransaction, type PaymentTransaction } from '../bookingApi';
import { errorMessage, useCatalogues, type Message } from '../afterCheckoutState';
import { payable, staleReason, type StaleReason } from '../paymentLink';
import { PaymentLinkForm } from '../PaymentLinkForm';
import { Alert, CataloguesPending, ReloadNotice } from '../AfterCheckoutParts';
import { pageTiming } from '../timing';

type State = { status: 'loading' } | { status: 'loaded'; payment: PaymentTransaction } | { status: 'error'; error: Message };

const STATUS_CLASS: Record<PaymentTransaction['status'], string> = {
  pending: 'bw-booking__status bw-booking__status--waiting',
  failed: 'bw-booking__status bw-booking__status--closed',
  cancelled: 'bw-booking__status bw-booking__status--closed',
  paid: 'bw-booking__status',
  completed: 'bw-booking__status',
  refunded: 'bw-booking__status',
};

/**
 * Loads the payment link, then watches it: after an hour the page has timed out, and whenever the guest comes back
 * (focus, tab visible again) the amount is read again, since a changed amount also needs a reload.
 */
function usePaymentLink(code: string, paymentNumber: string): { state: State; stale?: StaleReason; show(payment: PaymentTransaction): void } {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [stale, setStale] = useState<StaleReason>();
  useEffect(() => {
    const controller = new AbortController();
    const openedAt = pageTiming.now();
    let shown: PaymentTransaction | undefined;
    const check = (fresh?: PaymentTransaction) => {
      const reason = shown && staleReason(shown, fresh, openedAt, pageTiming.now(), pageTiming.paymentPageTimeoutMs);
      if (reason) setStale((current) => current ?? reason);
    };
    fetchPaymentTransaction(code, paymentNumber, controller.signal).then(
      (payment) => {
        if (controller.signal.aborted) return;
        shown = payment;
        setState({ status: 'loaded', payment });
      },
      (error: unknown) => controller.signal.aborted || setState({ status: 'error', error: errorMessage(error, 'confirmation.payment_link.not_found') }),
    );
    const timer = setTimeout(check, pageTiming.paymentPageTimeoutMs);
    const onReturn = () => {
      if (!shown || document.visibilityState === 'hidden') return;
      check();
      // A failed re-read changes nothing: the amount shown is still the last one known.
      fetchPaymentTransaction(code, paymentNumber, controller.signal).then(check, () => undefined);
    };
    addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      controller.abort();
      clearTimeout(timer);
      removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [code, paymentNumber, currentLocale.value]);
  return { state, stale, show: (payment) => setState({ status: 'loaded', payment }) };
}

/** A moment in the hotel's time zone, saying which: "24 Nov 2026, 18:00 (Japan Time, GMT+9)". */
export function timeInZone(iso: string, tag: string, timeZone: string | undefined): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  let zone: string | undefined;
  try {
    zone = timeZone && new Intl.DateTimeFormat(tag, { timeZone }).resolvedOptions().timeZone;
  } catch {
    zone = undefined; // an unknown zone name: the guest's own clock, still labelled
  }
  const part = (timeZoneName: Intl.DateTimeFormatOptions['timeZoneName']) =>
    new Intl.DateTimeFormat(tag, { timeZone: zone, timeZoneName }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const time = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(date);
  const offset = part('shortOffset');
  // An abbreviation the guest knows (JST), else the zone's generic name (Japan Time).
  const short = part('short');
  const name = short && !/^(GMT|UTC)/.test(short) ? short : part('shortGeneric');
  return name && name !== offset ? t('confirmation.payment_link.time_in_zone', { time, zone: name, offset }) : t('confirmation.payment_link.time_at_offset', { time, offset });
}

function When({ label, iso, tag }: { label: string; iso: string | null; tag: string }) {
  const text = iso ? timeInZone(iso, tag, facilitySetting.value?.timezone ?? undefined) : undefined;
  if (!text) return null;
  return (
    <>
      <dt>
        <Text id={`confirmation.payment_link.${label}`} />
      </dt>
      <dd>
        <time dateTime={iso!}>{text}</time>
      </dd>
    </>
  );
}

/** Whose payment this is, in the hotel's own logo, name and colours: a payment link must not look like phishing. */
function HotelBar() {
  const setting = facilitySetting.value;
  const [logoFailed, setLogoFailed] = useState(false);
  if (!setting) return null;
  const logo = setting.logo_url && !logoFailed ? setting.logo_url : undefined;
  const plate = textColourOn(setting.header_colour) === LIGHT_TEXT;
  return (
    <div class="bw-brandbar" style={setting.header_colour ? { background: setting.header_colour, color: textColourOn(setting.header_colour) } : undefined}>
      {logo && (
        <span class={plate ? 'bw-brandbar__logo bw-header__plate' : 'bw-brandbar__logo'}>
          {/* The name is written beside it: the logo adds nothing for a screen reader. */}
          <img src={logo} alt="" onError={() => setLogoFailed(true)} />
        </span>
      )}
      <span class="bw-brandbar__name">{setting.hotel_name}</span>
    </div>
  );
}

function Payment({ payment }: { payment: PaymentTransaction }) {
  const tag = languageTag(currentLocale.value);
  const currency = payment.currency || facilitySetting.value?.currency;
  return (
    <>
      <p class={STATUS_CLASS[payment.status]}>
        <Text id={`confirmation.payment_link.status.${payment.status}`} />
      </p>
      <p class="bw-booking__lead" role="status">
        <Text id={`confirmation.payment_link.message.${payment.status}`} />
      </p>
      <section class="bw-booking__section" aria-labelledby="bw-payment-details">
        <h2 id="bw-payment-details">
          <Text id="confirmation.payment_link.details" />
        </h2>
        <dl class="bw-booking__facts">
          {payment.subject && (
            <>
              <dt>
                <Text id="confirmation.payment_link.subject" />
              </dt>
              <dd>{payment.subject}</dd>
            </>
          )}
          <dt>
            <Text id="confirmation.payment_link.amount" />
          </dt>
          <dd class="bw-booking__total">{formatPrice(payment.amount, currency, tag)}</dd>
          <dt>
            <Text id="confirmation.payment_link.number" />
          </dt>
          <dd>{payment.number}</dd>
          <When label="paid_at" iso={payment.paid_at} tag={tag} />
          <When label="refunded_at" iso={payment.refunded_at} tag={tag} />
          {(payment.status === 'pending' || payment.status === 'failed') && <When label="expires_at" iso={payment.expires_at} tag={tag} />}
        </dl>
      </section>
    </>
  );
}

/**
 * /payments/:paymentNumber and /payments/:paymentNumber/display: what a payment link asks for, and where it stands;
 * the first also takes the card for a pending or failed link.
 */
export default function PaymentLinkPage() {
  const catalogues = useCatalogues(['confirmation', 'booking']);
  const { params, query, path } = useRoute();
  const code = query.code || hotelCode.value || '';
  const { state, stale, show } = usePaymentLink(code, params.paymentNumber ?? '');
  // /display only shows where the link stands; the link itself can be paid while pending or failed.
  const display = /\/display\/?$/.test(path);
  if (catalogues !== 'ready') return <CataloguesPending failed={catalogues === 'failed'} />;
  return (
    <div class="bw-booking">
      <HotelBar />
      <h1 class="bw-booking__title">
        <Text id="confirmation.payment_link.title" />
      </h1>
      {stale && <ReloadNotice message={`confirmation.payment_link.${stale}`} />}
      {state.status === 'loading' && (
        <p class="bw-booking__loading" role="status">
          <Text id="shell.loading" />
        </p>
      )}
      {state.status === 'error' && <Alert message={state.error} />}
      {state.status === 'loaded' && <Payment payment={state.payment} />}
      {state.status === 'loaded' && !display && !stale && payable(state.payment) && <PaymentLinkForm code={code} payment={state.payment} onPaid={show} />}
    </div>
  );
}
