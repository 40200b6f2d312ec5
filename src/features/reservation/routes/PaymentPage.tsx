// /reservation/payment: the stay, rooms and total; the payment methods every chosen plan allows; a card form for card
// methods (tokenized with the card provider, never sent to our API, never stored); then the booking itself.
import { useEffect, useRef, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { Text } from 'preact-i18n';
import { ApiError } from '../../../api';
import { runtimeConfig } from '../../../app/config';
import { Redirect } from '../../../app/Redirect';
import { hrefFor } from '../../../app/location';
import { currentLocale, languageTag, t } from '../../../i18n';
import { today } from '../../../lib/dates';
import { writeStored } from '../../../lib/storage';
import { formatPrice } from '../../../lib/money';
import { fetchPoints, member } from '../../account';
import { facilitySetting, hotelCode } from '../../facility';
import { fetchExtras } from '../api';
import { useCatalogues } from '../afterCheckoutState';
import { bookingCompleted, completedBookingUrl } from '../afterBooking';
import { attemptKey, bookingBody, browser, commonPaymentMethods, confirmationUrl, createReservation, endAttempt, rememberPendingBooking, resultsUrl, threeDsReturnUrl, type BookingBody } from '../booking';
import { tokenizeCard } from '../cardProvider';
import { answers, attachmentIds, checkoutStay, extrasOrder, GUEST_DETAIL_PATH, guestDetail, priceChange, type CheckoutGuestDetail } from '../checkout';
import type { ExtraOrder } from '../extras';
import { CardFields, EMPTY_CARD, type CardField, type CardForm } from '../CardFields';
import { fieldId, FieldMessage, focusField, TextField } from '../Field';
import { cardFieldAtFault } from '../paymentLink';
import { Pending, RouteLink } from '../paymentParts';
import { CARD_PAYMENT_METHODS, DEPOSIT_PERCENT, depositPercentOf, detectCardBrand, parseCardExpiry, type PaymentMethod } from '../payment';
import { selectionInput, summarize } from '../priceSummary';
import { PriceSummary, stayNights } from '../PriceSummary';
import { SummaryPolicies } from '../SummaryPolicies';
import { rememberAnswers } from '../questions';
import { selectedRooms, selectedTotal, type SelectedRoom } from '../selection';
import { validateGuestDetail, withFieldError, type FieldError, type GuestDetailContext, type PointRules } from '../validation';
import '../reservation.css';

type Stay = { checkin?: string; checkout?: string };
type Problem = { key: string; fields?: Record<string, unknown>; soldOut?: boolean };
type Priced = { status: 'loading' | 'ready'; total: number; orders: (ExtraOrder & { price?: number })[] };
type PointsState = { status: 'off' | 'loading' | 'error' } | { status: 'ready'; rules: PointRules };

/** A signed-in member of a program with points: their balance and the program's rules (else 'off'). */
function usePoints(code: string): PointsState {
  const signedIn = member.value;
  const offered = !!signedIn && signedIn.point_program_enabled !== false;
  const [state, setState] = useState<PointsState>({ status: offered ? 'loading' : 'off' });
  useEffect(() => {
    if (!offered) return setState({ status: 'off' });
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPoints(code, controller.signal).then(
      (points) =>
        controller.signal.aborted ||
        setState(points.program_enabled ? { status: 'ready', rules: { current: points.total_point, step: points.point_step, minimumSpend: points.minimum_spend } } : { status: 'off' }),
      // "Point balance information not available": the booking goes on without points.
      () => controller.signal.aborted || setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, [code, offered, signedIn?.id]);
  return state;
}

/** The points as typed: undefined when blank, NaN when not a whole number (the rules then say so). */
const pointsTyped = (text: string) => (text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The extras ordered on the guest detail step, priced with tax as the hotel sells them today. */
function usePricedExtras(code: string, stay: Stay, orders: ExtraOrder[]): Priced {
  const [priced, setPriced] = useState<Priced>(() => ({ status: orders.length ? 'loading' : 'ready', total: 0, orders }));
  useEffect(() => {
    if (!orders.length) return;
    const controller = new AbortController();
    fetchExtras(code, stay, controller.signal).then(
      (extras) => {
        let total = 0;
        const withPrices = orders.map((order) => {
          const extra = extras.find((e) => String(e.id) === String(order.extra_id));
          const unit = extra?.prices.find((p) => p.date === (extra.extra_type === 'dated' ? order.delivered_at : null)) ?? extra?.prices[0];
          if (!unit) return order;
          const price = (unit.price_with_tax ?? unit.price) * order.quantity;
          total += price;
          return { ...order, price };
        });
        setPriced({ status: 'ready', total, orders: withPrices });
      },
      // The price is only shown; the server prices the extras itself.
      () => controller.signal.aborted || setPriced({ status: 'ready', total: 0, orders }),
    );
    return () => controller.abort();
  }, [code, stay.checkin, stay.checkout, orders]);
  return priced;
}

/** "The price became cheaper / more expensive" after the coupon of the guest detail step, with both totals. */
function PriceChangeNotice({ currency }: { currency: string }) {
  const change = priceChange.value;
  if (!change) return null;
  const tag = languageTag(currentLocale.value);
  const fields = { before: formatPrice(change.before, currency, tag), after: formatPrice(change.after, currency, tag) };
  return (
    <div class="bw-gd__notice" role="status" data-testid="bw-price-change">
      <p>
        <Text id={change.after < change.before ? 'payment.price_change.cheaper' : 'payment.price_change.more_expensive'} fields={fields} />
      </p>
    </div>
  );
}

function Missing({ title, body, link, to }: { title: string; body: string; link: string; to: string }) {
  return (
    <section class="bw-gd bw-empty" aria-labelledby="bw-pay-title">
      <h1 id="bw-pay-title" class="bw-gd__title">
        <Text id={title} />
      </h1>
      <p>
        <Text id={body} />
      </p>
      <RouteLink class="bw-button" to={to}>
        <Text id={link} />
      </RouteLink>
    </section>
  );
}

/** The payment step's messages: card fields, the method's own (a total of 0) and the points, from the booking step's rules. */
function paymentProblems(guest: CheckoutGuestDetail, card: CardForm, spend: number | undefined, context: GuestDetailContext): Record<string, FieldError> {
  const { errors } = validateGuestDetail({ ...guest, terms_accepted: true, card, selectedSpendingPoint: spend }, context);
  return Object.fromEntries(Object.entries(errors).filter(([path]) => path.startsWith('card.') || path === 'payment_method' || path === 'selectedSpendingPoint'));
}

interface StepProps {
  code: string;
  stay: Stay;
  guest: CheckoutGuestDetail;
  rooms: SelectedRoom[];
  currency: string;
}

interface FormProps extends StepProps {
  extras: Priced;
  points: PointsState;
  /** The booking step's rules for this stay, total and points (the form adds the method and the rooms). */
  rules: GuestDetailContext;
  spendText: string;
  /** The points as typed (pointsTyped), and the same when the rules accept them (else 0). */
  spend: number | undefined;
  spent: number;
  onSpend(text: string): void;
  /** The payment method chosen (the summary says what it charges now). */
  method: PaymentMethod | undefined;
  setMethod(method: PaymentMethod): void;
}

function PaymentForm({ code, stay, guest, rooms, currency, extras, points, rules, spendText, spend, spent, onSpend, method, setMethod }: FormProps) {
  const { route } = useLocation();
  const methods = commonPaymentMethods(rooms);
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [problem, setProblem] = useState<Problem | undefined>();
  const [pending, setPending] = useState(false);
  const [waiting3ds, setWaiting3ds] = useState(false);
  const busy = useRef(false);
  /** The body of an attempt whose answer was lost (no connection): a retry sends exactly it again, with the same key. */
  const unanswered = useRef<BookingBody | undefined>();
  const cardMethod = method !== undefined && CARD_PAYMENT_METHODS.includes(method);
  const context: GuestDetailContext = { ...rules, paymentMethod: method, rooms };
  const check = (form: CardForm) => paymentProblems(guest, form, spend, context);
  const brand = detectCardBrand(card.number);

  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  /** Typed: a field's message follows its value, so a corrected field loses its stale message. */
  const setField = (field: CardField, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    const path = `card.${field}`;
    if (errors[path]) {
      const found = check(next)[path];
      setErrors((current) => withFieldError(current, path, found));
    }
  };
  /** Focus goes to the field at fault (its path), else to the message about the booking. */
  const focusFault = (path: string | undefined) => {
    requestAnimationFrame(() => {
      if (path && form.current && focusField(form.current, fieldId(path))) return;
      alert.current?.focus();
    });
  };
  const blur = (path: string) => {
    const found = check(card)[path];
    setErrors((current) => {
      const next = { ...current };
      if (found) next[path] = found;
      else delete next[path];
      return next;
    });
  };

  async function submit(event: Event) {
    event.preventDefault();
    if (busy.current) return;
    if (!method) {
      setErrors({ payment_method: { key: 'payment.methods.required' } });
      focusFault('payment_method');
      return;
    }
    const retry = unanswered.current?.payment_method === method ? unanswered.current : undefined;
    const found = retry ? {} : check(card);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFault(Object.keys(found)[0]);
      return;
    }
    busy.current = true;
    setPending(true);
    setProblem(undefined);
    let body = retry;
    try {
      if (!body) {
        let cardToken: string | undefined;
        if (cardMethod) {
          const expiry = parseCardExpiry(card.expiry)!;
          // The card goes to the provider only; our API gets the token.
          const token = await tokenizeCard({ holder: card.holder_name.trim(), number: card.number.replace(/[\s-]/g, ''), exp_month: expiry.month, exp_year: expiry.year, cvc: card.security_code.trim(), ...(brand ? { brand } : {}) });
          cardToken = token.token;
        }
        const widgetOrigin = runtimeConfig()?.widgetOrigin || location.origin;
        body = bookingBody({
          stay,
          rooms,
          guest,
          paymentMethod: method,
          answers: answers.value,
          attachmentIds: attachmentIds.value,
          extras: extras.orders,
          cardToken,
          spendingPoint: spent || undefined,
          locale: currentLocale.value,
          returnUrl: threeDsReturnUrl(widgetOrigin, code, hrefFor),
        });
      }
      // Card data is dropped from memory as soon as it has been tokenized.
      setCard((c) => ({ ...c, number: '', security_code: '' }));
      unanswered.current = body;
      const result = await createReservation(code, body, attemptKey(code));
      unanswered.current = undefined;
      // The next booking here offers these answers again (times and people counts; never free text).
      rememberAnswers(code, answers.value, (key, value) => writeStored(key, value));
      const { reservation, next } = result;
      const access = { email: reservation.email ?? reservation.guest.email ?? guest.email, bypass_token: reservation.bypass_token };
      if (reservation.status === 'pending_3ds' && next?.url) {
        // The rooms are held; the booking is confirmed once the 3D Secure password is entered. The key stays until then.
        rememberPendingBooking(code, { confirmation_number: reservation.confirmation_number, ...access, ...stay });
        setWaiting3ds(true);
        browser.assign(next.url);
        return;
      }
      endAttempt(code);
      route(confirmationUrl(reservation.confirmation_number, code, access));
      bookingCompleted(code, reservation.confirmation_number, { email: access.email ?? undefined, bypass_token: access.bypass_token ?? undefined });
    } catch (error) {
      const known = error instanceof ApiError;
      // A lost connection leaves the outcome unknown: keep the key (and the body) so a retry cannot book twice.
      if (!known || error.kind !== 'network') {
        unanswered.current = undefined;
        if (known && error.kind === 'http') endAttempt(code);
      }
      setCard((c) => ({ ...c, number: '', security_code: '' }));
      if (known && error.status === 409) setProblem({ key: 'payment.errors.sold_out', soldOut: true });
      else setProblem(known ? { key: error.messageKey, fields: error.params } : { key: 'errors.generic' });
      // The card provider's or the booking's refusal of the card: focus on the field at fault (3004/3007 the number, 3005 the expiry).
      const fault = cardMethod && known ? cardFieldAtFault(error.code) : undefined;
      focusFault(fault && `card.${fault}`);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  if (waiting3ds) {
    return (
      <section class="bw-gd__panel" role="status" aria-labelledby="bw-pay-3ds">
        <h2 id="bw-pay-3ds" class="bw-gd__heading">
          <Text id="payment.three_d_secure.waiting_title" />
        </h2>
        <p>
          <Text id="payment.three_d_secure.waiting" />
        </p>
      </section>
    );
  }

  const methodError = errors.payment_method;

  return (
    <form ref={form} class="bw-gd__form" noValidate onSubmit={submit}>
      {problem && (
        <div ref={alert} class="bw-alert bw-gd__errors" role="alert" tabIndex={-1}>
          <p>
            <Text id={problem.key} fields={problem.fields} />
          </p>
          {problem.soldOut && (
            <RouteLink class="bw-button" to={resultsUrl(code, stay)}>
              <Text id="payment.errors.back_to_results" />
            </RouteLink>
          )}
        </div>
      )}
      <fieldset id={fieldId('payment_method')} class="bw-fieldset" aria-describedby={methodError ? 'bw-gd-payment_method-error' : undefined}>
        <legend class="bw-gd__heading">
          <Text id="payment.methods.legend" />
        </legend>
        {methods.length === 0 ? (
          <p class="bw-alert" role="alert">
            <Text id="payment.methods.none" />
          </p>
        ) : (
          methods.map((m) => (
            <label key={m} class="bw-check">
              <input
                type="radio"
                name="payment_method"
                value={m}
                checked={method === m}
                onChange={() => {
                  setMethod(m);
                  setErrors({});
                }}
                {...(methodError && method === m ? { 'aria-invalid': 'true' as const } : {})}
              />{' '}
              <Text id={`payment.methods.${m}`} />
            </label>
          ))
        )}
        <FieldMessage path="payment_method" error={methodError} />
      </fieldset>
      {points.status !== 'off' && (
        <fieldset class="bw-fieldset">
          <legend class="bw-gd__heading">
            <Text id="payment.points.legend" />
          </legend>
          {points.status === 'loading' && (
            <p role="status" class="bw-field__hint">
              <Text id="payment.points.loading" />
            </p>
          )}
          {points.status === 'error' && (
            <p class="bw-alert" role="alert">
              <Text id="errors.point_balance_unavailable" />
            </p>
          )}
          {points.status === 'ready' && (
            <>
              <p data-testid="bw-pay-balance">
                <Text id="payment.points.balance" fields={{ points: points.rules.current.toLocaleString(languageTag(currentLocale.value)), value: formatPrice(1, currency, languageTag(currentLocale.value)) }} />
              </p>
              <TextField
                path="selectedSpendingPoint"
                label={t('payment.points.label')}
                value={spendText}
                error={errors.selectedSpendingPoint}
                inputMode="numeric"
                hint={<Text id="payment.points.hint" fields={{ step: points.rules.step.toLocaleString(languageTag(currentLocale.value)), minimum: points.rules.minimumSpend.toLocaleString(languageTag(currentLocale.value)) }} />}
                onInput={onSpend}
                onBlur={() => blur('selectedSpendingPoint')}
              />
            </>
          )}
        </fieldset>
      )}
      {cardMethod && (
        <fieldset class="bw-fieldset">
          <legend class="bw-gd__heading">
            <Text id="payment.card.legend" />
          </legend>
          <p class="bw-field__hint">
            <Text id="payment.card.note" />
          </p>
          <CardFields
            card={card}
            errors={Object.fromEntries((Object.keys(EMPTY_CARD) as CardField[]).map((field) => [field, errors[`card.${field}`]]))}
            pathOf={(field) => `card.${field}`}
            labels="payment.card"
            onChange={setField}
            onBlur={(field) => blur(`card.${field}`)}
          />
        </fieldset>
      )}
      <button type="submit" class="bw-button" disabled={pending || methods.length === 0 || extras.status === 'loading'} aria-busy={pending}>
        <Text id={pending ? 'payment.submitting' : 'payment.submit'} />
      </button>
    </form>
  );
}

/** /reservation/payment */
export default function PaymentPage() {
  const catalogues = useCatalogues(['payment', 'booking']);
  const { query } = useLocation();
  const code = hotelCode.value || query.code || '';
  const stay: Stay = checkoutStay.value.checkin ? checkoutStay.value : { checkin: query.checkin, checkout: query.checkout };
  if (catalogues !== 'ready' || !code) return <Pending failed={catalogues === 'failed'} />;
  const rooms = selectedRooms.value;
  const guest = guestDetail.value;
  // Back from the confirmation: the booking is made, and the confirmation is what this step shows.
  const booked = completedBookingUrl(code);
  if (booked) return <Redirect to={booked} keepQuery={false} />;
  const back = new URLSearchParams({ code, ...(stay.checkin && stay.checkout ? { checkin: stay.checkin, checkout: stay.checkout } : {}) });
  if (!guest) return <Missing title="payment.no_guest_detail.title" body="payment.no_guest_detail.body" link="payment.no_guest_detail.back" to={`${GUEST_DETAIL_PATH}?${back}`} />;
  if (!rooms.length) return <Missing title="payment.no_rooms.title" body="payment.no_rooms.body" link="payment.errors.back_to_results" to={resultsUrl(code, stay)} />;
  return <PaymentStep code={code} stay={stay} guest={guest} rooms={rooms} currency={facilitySetting.value?.currency ?? ''} />;
}

function PaymentStep(props: StepProps) {
  const extras = usePricedExtras(props.code, props.stay, extrasOrder.value);
  const points = usePoints(props.code);
  const [spendText, setSpendText] = useState('');
  const methods = commonPaymentMethods(props.rooms);
  const [method, setMethod] = useState<PaymentMethod | undefined>(methods.length === 1 ? methods[0] : undefined);
  const total = selectedTotal.value + extras.total;
  const rules: GuestDetailContext = {
    locale: currentLocale.value,
    kanjiNameRequired: false,
    checkout: (props.stay.checkout ?? today()) as GuestDetailContext['checkout'],
    totalPrice: total,
    currency: props.currency,
    ...(points.status === 'ready' ? { points: points.rules } : {}),
  };
  const spend = points.status === 'ready' ? pointsTyped(spendText) : undefined;
  // What the summary takes off: points the rules accept (the form says why others are not).
  const accepted = spend && !paymentProblems(props.guest, EMPTY_CARD, spend, rules).selectedSpendingPoint ? spend : 0;
  const depositPercent = method ? DEPOSIT_PERCENT[method] : depositPercentOf(methods);
  const summary = summarize(selectionInput(props.rooms, stayNights(props.stay), { extras: extras.total, points: accepted, depositPercent }));
  return (
    <div class="bw-gd">
      <h1 class="bw-gd__title">
        <Text id="payment.title" />
      </h1>
      <PriceChangeNotice currency={props.currency} />
      <div class="bw-gd__layout">
        <PaymentForm {...props} extras={extras} points={points} rules={rules} spendText={spendText} spend={spend} spent={accepted} onSpend={setSpendText} method={method} setMethod={setMethod} />
        <aside class="bw-gd__aside">
          <PriceSummary id="bw-pay" model={summary} currency={props.currency} hotel={facilitySetting.value?.hotel_name} stay={props.stay}>
            <SummaryPolicies rooms={summary.rooms} checkin={props.stay.checkin} />
          </PriceSummary>
        </aside>
      </div>
    </div>
  );
}
