// The pay form of a payment link (pending or failed links, /payments/:paymentNumber only): the card is checked with the
// booking step's card rules, goes to the card provider only (tokenizeCard), and our API gets the token
// (POST …/payment_transactions/{number}/pay). The card is kept in the form's state only, and cleared after each try.
import { useRef, useState } from 'preact/hooks';
import { Text } from 'preact-i18n';
import { ApiError } from '../../api';
import { today } from '../../lib/dates';
import { fetchPaymentTransaction, payPaymentTransaction, type PaymentTransaction } from './bookingApi';
import { tokenizeCard } from './cardProvider';
import { CardFields, EMPTY_CARD, type CardField, type CardForm } from './CardFields';
import { fieldId, focusField } from './Field';
import { detectCardBrand, parseCardExpiry } from './payment';
import { cardFieldAtFault, paymentLinkErrorKey, providerErrorName } from './paymentLink';
import { BOOKING_ERRORS, validateCard, withFieldError, type FieldError } from './validation';
import './reservation.css';

type Problem = { key: string; fields?: Record<string, unknown> };

/** The card rules, with "valid until check-out" read as "not expired" (a link has no stay): errors keyed by field. */
function cardProblems(card: CardForm): Record<string, FieldError> {
  const { errors } = validateCard(card, today());
  const expiry = errors.expiry;
  if (expiry?.key === BOOKING_ERRORS.cardExpiresBeforeCheckout) errors.expiry = { key: 'confirmation.payment_link.errors.card_expired' };
  return errors;
}

export function PaymentLinkForm({ code, payment, onPaid }: { code: string; payment: PaymentTransaction; onPaid(payment: PaymentTransaction): void }) {
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [problem, setProblem] = useState<Problem | undefined>();
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const brand = detectCardBrand(card.number);

  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  /** Typed: the field's message, if any, follows the value (a corrected field loses its stale message). */
  const setField = (field: CardField, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    if (errors[field]) {
      const found = cardProblems(next)[field];
      setErrors((current) => withFieldError(current, field, found));
    }
  };
  /** After a refusal, focus goes to the field at fault, else to the message. */
  const focusFault = (field: CardField | undefined) => {
    requestAnimationFrame(() => {
      if (field && form.current && focusField(form.current, fieldId(`card.${field}`))) return;
      alert.current?.focus();
    });
  };
  const blur = (field: CardField) => {
    const found = cardProblems(card)[field];
    setErrors((current) => {
      const next = { ...current };
      if (found) next[field] = found;
      else delete next[field];
      return next;
    });
  };

  async function submit(event: Event) {
    event.preventDefault();
    if (busy.current) return;
    const found = cardProblems(card);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFault((['holder_name', 'number', 'expiry', 'security_code'] as const).find((f) => found[f]));
      return;
    }
    busy.current = true;
    setPending(true);
    setProblem(undefined);
    let tokenized = false;
    try {
      const expiry = parseCardExpiry(card.expiry)!;
      // The card goes to the provider only; our API gets the token.
      const token = await tokenizeCard({
        holder: card.holder_name.trim(),
        number: card.number.replace(/[\s-]/g, ''),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: card.security_code.trim(),
        ...(brand ? { brand } : {}),
      });
      tokenized = true;
      // Card data is dropped as soon as it has been tokenized.
      setCard(EMPTY_CARD);
      const answer = await payPaymentTransaction(code, payment.number, token.token);
      // Show the link as it now stands; the pay answer itself if it cannot be read again.
      onPaid(await fetchPaymentTransaction(code, payment.number).catch(() => answer));
    } catch (error) {
      setCard((c) => ({ ...c, number: '', security_code: '' }));
      if (!(error instanceof ApiError)) setProblem({ key: 'errors.generic' });
      // A refusal by the card provider: the spec's payment-link messages.
      else if (!tokenized && error.kind === 'http') setProblem({ key: paymentLinkErrorKey(providerErrorName(error)) });
      else setProblem({ key: error.messageKey, fields: error.params });
      focusFault(error instanceof ApiError ? cardFieldAtFault(error.code) : undefined);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  return (
    <form ref={form} class="bw-gd__form" noValidate onSubmit={submit} aria-labelledby="bw-payment-pay">
      {problem && (
        <div ref={alert} class="bw-booking__alert" role="alert" tabIndex={-1}>
          <p>
            <Text id={problem.key} fields={problem.fields} />
          </p>
        </div>
      )}
      <fieldset class="bw-fieldset">
        <legend id="bw-payment-pay" class="bw-gd__heading">
          <Text id="confirmation.payment_link.pay.legend" />
        </legend>
        <p class="bw-field__hint">
          <Text id="confirmation.payment_link.pay.note" />
        </p>
        <CardFields card={card} errors={errors} pathOf={(field) => `card.${field}`} labels="confirmation.payment_link.pay" onChange={setField} onBlur={blur} />
      </fieldset>
      <button type="submit" class="bw-button" disabled={pending} aria-busy={pending}>
        <Text id={pending ? 'confirmation.payment_link.pay.submitting' : 'confirmation.payment_link.pay.submit'} />
      </button>
    </form>
  );
}
