// The card form of the payment step and of a payment link: the accepted brands' logos, a numeric keyboard, the number
// grouped as printed on the card as it is typed, the expiry as MM/YY as it is typed, fields aligned on a grid.
import type { JSX } from 'preact';
import { Text } from 'preact-i18n';
import { t } from '../../i18n';
import { caretAfterDigits, formatCardNumber, formatExpiry } from './cardFormat';
import { describedBy, FieldMessage } from './Field';
import { detectCardBrand, type DetectedCardBrand } from './payment';
import type { FieldError } from './validation';
import './cardFields.css';

export type CardForm = { holder_name: string; number: string; expiry: string; security_code: string };
export type CardField = keyof CardForm;
export const EMPTY_CARD: CardForm = { holder_name: '', number: '', expiry: '', security_code: '' };

/** The brands the card rules accept (spec section 3's card types; master and mastercard are one brand). */
export const ACCEPTED_BRANDS: readonly DetectedCardBrand[] = ['visa', 'mastercard', 'jcb', 'amex', 'diners'];

/** Small brand marks, drawn here (no requests to anyone): decoration, the list's label names the brands. */
const LOGOS: Record<DetectedCardBrand, JSX.Element> = {
  visa: (
    <>
      <rect width="40" height="26" rx="4" fill="#1a1f71" />
      <text x="20" y="17.5" fill="#fff" font-size="11" font-weight="700" font-style="italic" text-anchor="middle" font-family="Arial, sans-serif">VISA</text>
    </>
  ),
  mastercard: (
    <>
      <rect width="40" height="26" rx="4" fill="#1d1d1b" />
      <circle cx="16" cy="13" r="7.5" fill="#eb001b" />
      <circle cx="24" cy="13" r="7.5" fill="#f79e1b" fill-opacity="0.9" />
    </>
  ),
  jcb: (
    <>
      <rect width="40" height="26" rx="4" fill="#fff" stroke="#c8ccd2" />
      <rect x="6" y="5" width="9" height="16" rx="2" fill="#0e4c96" />
      <rect x="15.5" y="5" width="9" height="16" rx="2" fill="#e21836" />
      <rect x="25" y="5" width="9" height="16" rx="2" fill="#00a651" />
      <text x="20" y="16.5" fill="#fff" font-size="7.5" font-weight="700" text-anchor="middle" font-family="Arial, sans-serif">JCB</text>
    </>
  ),
  amex: (
    <>
      <rect width="40" height="26" rx="4" fill="#2e77bc" />
      <text x="20" y="16.5" fill="#fff" font-size="8" font-weight="700" text-anchor="middle" font-family="Arial, sans-serif">AMEX</text>
    </>
  ),
  diners: (
    <>
      <rect width="40" height="26" rx="4" fill="#fff" stroke="#c8ccd2" />
      <circle cx="20" cy="13" r="8" fill="none" stroke="#0079be" stroke-width="2.5" />
      <path d="M17 8.5v9M23 8.5v9" stroke="#0079be" stroke-width="2" />
    </>
  ),
};

/** The accepted cards as logos; the one the typed number belongs to stands out. */
export function CardLogos({ brand, labels }: { brand?: DetectedCardBrand; labels: string }) {
  const names = ACCEPTED_BRANDS.map((b) => t(`booking.card.brands.${b}`)).join(', ');
  return (
    <div class="bw-card-logos">
      <p class="bw-visually-hidden">{t(`${labels}.accepted`, { brands: names })}</p>
      <ul class="bw-card-logos__list" aria-hidden="true">
        {ACCEPTED_BRANDS.map((b) => (
          <li key={b} class={`bw-card-logo${brand && brand !== b ? ' bw-card-logo--dim' : ''}${brand === b ? ' bw-card-logo--on' : ''}`} data-brand={b}>
            <svg viewBox="0 0 40 26" width="40" height="26" focusable="false">
              {LOGOS[b]}
            </svg>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface Props {
  card: CardForm;
  errors: Partial<Record<CardField, FieldError>>;
  /** Field paths (`card.number`) for ids, so messages and summaries find them. */
  pathOf(field: CardField): string;
  /** The catalogue prefix of the labels and hints (`payment.card`, `confirmation.payment_link.pay`). */
  labels: string;
  onChange(field: CardField, value: string): void;
  onBlur(field: CardField): void;
}

const AUTOCOMPLETE: Record<CardField, string> = { holder_name: 'cc-name', number: 'cc-number', expiry: 'cc-exp', security_code: 'cc-csc' };

export function CardFields({ card, errors, pathOf, labels, onChange, onBlur }: Props) {
  const brand = detectCardBrand(card.number);

  /** Reformats as typed and keeps the caret after the same digits. */
  const formatted = (field: CardField, format: (text: string, deleting: boolean) => string) => (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const deleting = raw.length < card[field].length;
    const next = format(raw, deleting);
    const digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
    if (next !== raw) {
      input.value = next;
      const at = caret >= raw.length ? next.length : caretAfterDigits(next, digitsBefore);
      try {
        input.setSelectionRange(at, at);
      } catch {
        /* not focused */
      }
    }
    onChange(field, next);
  };

  const field = (name: CardField, control: Partial<JSX.InputHTMLAttributes<HTMLInputElement>>, hint?: JSX.Element, wide = false) => {
    const path = pathOf(name);
    const error = errors[name];
    const ids = describedBy(path, error, !!hint);
    return (
      <div class={`bw-field${wide ? ' bw-card-grid__wide' : ''}${error ? ' bw-field--invalid' : ''}`}>
        <label for={ids.id} class="bw-field__label">
          {t(`${labels}.${name}`)}
          <span class="bw-field__required">
            <Text id="reservation.required" />
          </span>
        </label>
        {hint && (
          <p id={`${ids.id}-hint`} class="bw-field__hint">
            {hint}
          </p>
        )}
        <input
          type="text"
          {...ids}
          name={path}
          value={card[name]}
          required
          autoComplete={AUTOCOMPLETE[name]}
          spellcheck={false}
          onInput={(e) => onChange(name, (e.currentTarget as HTMLInputElement).value)}
          onBlur={() => onBlur(name)}
          {...control}
        />
        <FieldMessage path={path} error={error} />
      </div>
    );
  };

  return (
    <>
      <CardLogos brand={brand} labels={labels} />
      <div class="bw-card-grid">
        {field('holder_name', { autoCapitalize: 'characters' }, <Text id={`${labels}.holder_name_hint`} />, true)}
        {field(
          'number',
          { inputMode: 'numeric', maxLength: 23, onInput: formatted('number', (text) => formatCardNumber(text)) },
          brand ? <Text id="booking.card.brand" fields={{ brand: t(`booking.card.brands.${brand}`) }} /> : <Text id={`${labels}.number_hint`} />,
          true,
        )}
        {field('expiry', { inputMode: 'numeric', maxLength: 5, onInput: formatted('expiry', formatExpiry) }, <Text id={`${labels}.expiry_hint`} />)}
        {field('security_code', { inputMode: 'numeric', maxLength: 4, onInput: (e) => onChange('security_code', (e.currentTarget as HTMLInputElement).value.replace(/\D/g, '').slice(0, 4)) }, <Text id={`${labels}.security_code_hint`} />)}
      </div>
    </>
  );
}
