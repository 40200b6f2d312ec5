// The booking step's rules (spec section 5): guest details, card, points, extras and answers. Each rule is a
// superstruct refinement named by its catalogue key, so a failure reaches the guest as a key (namespace booking,
// or errors where the spec's message already lives there), the values its message needs, and the field's path.
import { array, assign, boolean, defaulted, enums, nullable, number, optional, refine, string, type, validate, type Context, type Failure, type Infer, type Struct, type StructError } from 'superstruct';
import { ANSWER_TEXT_MAX_CHARS, CARD_BRAND_LIMIT_YEN, CARD_BRANDS_BARRED_OVER_LIMIT, FALLBACK_CURRENCY, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_FILES, MAX_ATTACHMENT_MB } from '../../lib/constants';
import type { IsoDate } from '../../lib/dates';
import { formatPrice } from '../../lib/money';
import { languageTag, type Locale } from '../../i18n/locale';
import { ExtraOrder, quantityOutOfRange, type Extra } from './extras';
import { Answer, Attachment } from './questions';
import { CARD_BRANDS, CARD_PAYMENT_METHODS, ONLINE_CARD_PAYMENT_METHODS, cardDigits, cardValidUntil, detectCardBrand, luhnValid, parseCardExpiry, sameCardBrand, type PaymentMethod } from './payment';
import { refusalFor, type SelectedRoom } from './selection';

export { visibleExtras } from './extras';
export { answerPayload, questionVisible } from './questions';

export const BOOKING_ERRORS = {
  required: 'booking.errors.required',
  invalid: 'booking.errors.invalid',
  terms: 'booking.errors.terms',
  email: 'booking.errors.email',
  emailMismatch: 'booking.errors.email_mismatch',
  phone: 'booking.errors.phone',
  postalCode: 'booking.errors.postal_code',
  nameRoman: 'booking.errors.name_roman',
  nameKana: 'booking.errors.name_kana',
  cardHolder: 'booking.errors.card_holder',
  cardNumber: 'booking.errors.card_number',
  cardBrandUnsupported: 'booking.errors.card_brand_unsupported',
  cardBrandMismatch: 'booking.errors.card_brand_mismatch',
  cardExpiry: 'booking.errors.card_expiry',
  cardExpiresBeforeCheckout: 'booking.errors.card_expires_before_checkout',
  securityCode: 'booking.errors.security_code',
  cardBrandLimit: 'booking.errors.card_brand_limit',
  cardZeroTotal: 'booking.errors.card_zero_total',
  pointsStep: 'booking.errors.points_step',
  pointsMinimum: 'booking.errors.points_minimum',
  // The spec's own message for this (code 2401) is already in the errors catalogue.
  pointsBalance: 'errors.not_enough_points',
  pointsOverTotal: 'booking.errors.points_over_total',
  extraQuantity: 'booking.errors.extra_quantity',
  extraQuantityMin: 'booking.errors.extra_quantity_min',
  answerTooLong: 'booking.errors.answer_too_long',
  attachmentsTooMany: 'booking.errors.attachments_too_many',
  attachmentTooLarge: 'booking.errors.attachment_too_large',
  // Selection refuses a room with the same key (selection.ts); the booking step says it again if rooms still differ.
  paymentMethodMismatch: 'errors.payment_method_mismatch',
} as const;

export const FieldPresence = enums(['do_not_ask', 'optional', 'required']);
export type FieldPresence = Infer<typeof FieldPresence>;

export const GUEST_FIELDS = ['first_name', 'last_name', 'first_name_kana', 'last_name_kana', 'email', 'email_confirmation', 'phone', 'postal_code', 'address', 'notes'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];

const Text = optional(nullable(string()));

/** Guest per room (spec section 3), and the booker's own name. */
export const GuestName = type({ first_name: Text, last_name: Text, first_name_kana: Text, last_name_kana: Text });

/** Card as typed; `expiry` is MM/YY. The brand is optional: the number says it. */
export const Card = type({ holder_name: Text, number: Text, expiry: Text, security_code: Text, brand: optional(nullable(enums(CARD_BRANDS))) });

/** Guest detail of spec section 3, as the booking step's form holds it. */
export const GuestDetail = assign(
  GuestName,
  type({
    email: Text,
    email_confirmation: Text,
    phone: Text,
    postal_code: Text,
    address: Text,
    notes: Text,
    terms_accepted: optional(boolean()),
    room_guests: optional(array(GuestName)),
    card: optional(Card),
    selectedSpendingPoint: optional(number()),
    extras: optional(array(ExtraOrder)),
    answers: optional(array(Answer)),
    coupon_code: Text,
  }),
);
export type GuestDetail = Infer<typeof GuestDetail>;

/** The member's points and the program's rules for spending them. */
export interface PointRules {
  current: number;
  /** Points are spent in multiples of this. */
  step: number;
  minimumSpend: number;
}

export interface GuestDetailContext {
  locale: Locale;
  /** The facility's field presence settings; a field it does not name takes its default (fieldPresence). */
  fieldPresence?: Partial<Record<GuestField, FieldPresence>>;
  /** The facility's kanji_name_required. */
  kanjiNameRequired: boolean;
  checkout: IsoDate;
  /** The booking's total price before points, in `currency`. */
  totalPrice: number;
  currency: string;
  paymentMethod?: PaymentMethod;
  /** The selected rooms, for "rooms in one booking must share a payment method". */
  rooms?: readonly SelectedRoom[];
  points?: PointRules;
  /** The extras on offer: each ordered item's min and max. */
  extras?: readonly Extra[];
}

export interface FieldError {
  key: string;
  fields?: Record<string, unknown>;
}

/** The messages once the guest has corrected `key`: its new message (`found`), or none when the field is now valid. */
export function withFieldError<E extends Partial<Record<string, FieldError>>>(errors: E, key: keyof E & string, found: FieldError | undefined): E {
  const updated: Partial<Record<string, FieldError>> = { ...errors };
  if (found) updated[key] = found;
  else delete updated[key];
  return updated as E;
}

/**
 * `errors` is keyed by the field's path in the input (`card.number`, `room_guests.0.last_name`,
 * `answers.1.text`); `payment_method` is the context's payment method; '' is input that is not an object.
 */
export interface GuestDetailValidation {
  valid: boolean;
  errors: Record<string, FieldError>;
}

const DEFAULT_PRESENCE: Record<GuestField, FieldPresence> = {
  first_name: 'required',
  last_name: 'required',
  first_name_kana: 'optional',
  last_name_kana: 'optional',
  email: 'required',
  email_confirmation: 'required',
  phone: 'optional',
  postal_code: 'optional',
  address: 'optional',
  notes: 'optional',
};

/** Whether the form asks for a field, and whether it may be left blank. */
export function fieldPresence(field: GuestField, context: Pick<GuestDetailContext, 'locale' | 'fieldPresence' | 'kanjiNameRequired'>): FieldPresence {
  // "First and last name required", whatever the facility's setting.
  if (field === 'first_name' || field === 'last_name') return 'required';
  if (field === 'first_name_kana' || field === 'last_name_kana') {
    // "ja asks for hiragana/kana"; other locales do not ask for it.
    if (context.locale !== 'ja') return 'do_not_ask';
    if (context.kanjiNameRequired) return 'required';
  }
  // The confirmation is asked as its address is, unless the facility says otherwise.
  const setting = context.fieldPresence?.[field] ?? (field === 'email_confirmation' ? context.fieldPresence?.email : undefined);
  return setting ?? DEFAULT_PRESENCE[field];
}

// "Email must be valid": something, one @, a dotted domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// "Phone: digits and + only. Postal code: letters and digits only." (half-width)
const PHONE = /^[0-9+]+$/;
const POSTAL_CODE = /^[A-Za-z0-9]+$/;
// "Non-Japanese locales require roman letters": half-width A–Z, with the spaces, hyphens and apostrophes names have.
const ROMAN_NAME = /^[A-Za-z][A-Za-z '-]*$/;
// Full-width hiragana or katakana, with the long-vowel mark, middle dot, iteration marks and spaces.
const KANA = /^[\u3041-\u3096\u309D\u309E\u30A1-\u30FA\u30FB-\u30FE\u3000 ]+$/;
// "Card holder: half-width roman characters", as embossed: letters, spaces, . ' -
const CARD_HOLDER = /^[A-Za-z][A-Za-z .'-]*$/;
const SECURITY_CODE = /^\d{3,4}$/;
const CARD_NUMBER_LENGTH = { min: 12, max: 19 };

type Path = (string | number)[];
type Fields = Record<string, unknown>;

/** A failure moved to another field's path, with its message's values; superstruct keeps extra properties of a failure. */
function failure(ctx: Context, at: Path | undefined, fields?: Fields): Partial<Failure> {
  const result: Partial<Failure> & { fields?: Fields } = {};
  if (at) result.path = [...ctx.path, ...at];
  if (fields) result.fields = fields;
  return result;
}

const isBlank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

interface TextRule {
  key: string;
  test: (text: string) => boolean;
}

/** A text field as its presence setting asks: blank only fails "required"; the other rules test the trimmed text. */
function textField(presence: FieldPresence, ...rules: TextRule[]): typeof Text {
  // "Do not ask" fields are not validated beyond being text.
  if (presence === 'do_not_ask') return Text;
  let struct = presence === 'required' ? refine(Text, BOOKING_ERRORS.required, (value) => !isBlank(value)) : Text;
  for (const { key, test } of rules) {
    struct = refine(struct, key, (value) => isBlank(value) || test(value!.trim()));
  }
  return struct;
}

const matches = (pattern: RegExp) => (text: string) => pattern.test(text);

/** The card fields' rules (holder, number, expiry MM/YY, security code, brand); the card must be valid until `checkout`. */
export function cardRules(checkout: GuestDetailContext['checkout']) {
  const cardFields = refine(
    type({
      holder_name: textField('required', { key: BOOKING_ERRORS.cardHolder, test: matches(CARD_HOLDER) }),
      number: textField(
        'required',
        {
          key: BOOKING_ERRORS.cardNumber,
          test: (text) => {
            const digits = cardDigits(text);
            return !!digits && digits.length >= CARD_NUMBER_LENGTH.min && digits.length <= CARD_NUMBER_LENGTH.max && luhnValid(digits);
          },
        },
        { key: BOOKING_ERRORS.cardBrandUnsupported, test: (text) => detectCardBrand(text) !== undefined },
      ),
      expiry: textField(
        'required',
        { key: BOOKING_ERRORS.cardExpiry, test: (text) => parseCardExpiry(text) !== undefined },
        // "Card valid until check-out."
        {
          key: BOOKING_ERRORS.cardExpiresBeforeCheckout,
          test: (text) => {
            const expiry = parseCardExpiry(text);
            return !expiry || cardValidUntil(expiry, checkout);
          },
        },
      ),
      security_code: textField('required', { key: BOOKING_ERRORS.securityCode, test: matches(SECURITY_CODE) }),
      brand: Card.schema.brand,
    }),
    // "Brand must match the number."
    BOOKING_ERRORS.cardBrandMismatch,
    (typed, ctx) => {
      const detected = typed.number ? detectCardBrand(typed.number) : undefined;
      return !typed.brand || !detected || sameCardBrand(typed.brand, detected) || failure(ctx, ['brand']);
    },
  );
  // American Express prints a 4-digit code, the other brands 3.
  return refine(cardFields, BOOKING_ERRORS.securityCode, (typed, ctx) => {
    const detected = typed.number ? detectCardBrand(typed.number) : undefined;
    const code = typed.security_code?.trim();
    return !detected || !code || code.length === (detected === 'amex' ? 4 : 3) || failure(ctx, ['security_code']);
  });
}

/** "Rooms in one booking must share a payment method": selection's own rule, room by room, and the chosen method in each room's list. */
export function roomsSharePaymentMethod(rooms: readonly SelectedRoom[], method?: PaymentMethod): boolean {
  const unlimited = { roomCount: Infinity, searchedRooms: Infinity };
  const share = rooms.every((room, index) => refusalFor(room, unlimited, rooms.slice(0, index)) === undefined);
  // A room that names no payment methods (an older server) does not constrain the choice, as in selection.ts.
  return share && (method === undefined || rooms.every((room) => !room.paymentMethods.length || room.paymentMethods.includes(method)));
}

/** The booking step's struct for this context; validateGuestDetail runs it. */
export function guestDetailRules(context: GuestDetailContext) {
  const numbers = new Intl.NumberFormat(languageTag(context.locale));
  const count = (n: number) => numbers.format(n);
  const price = (amount: number) => formatPrice(amount, context.currency, languageTag(context.locale));
  const presence = (field: GuestField) => fieldPresence(field, context);
  const japanese = context.locale === 'ja';

  // "Guest name as full name in English (ja asks for hiragana/kana); non-Japanese locales require roman letters."
  const nameRules: TextRule[] = japanese ? [] : [{ key: BOOKING_ERRORS.nameRoman, test: matches(ROMAN_NAME) }];
  const kanaRule: TextRule = { key: BOOKING_ERRORS.nameKana, test: matches(KANA) };
  const name = type({
    first_name: textField(presence('first_name'), ...nameRules),
    last_name: textField(presence('last_name'), ...nameRules),
    first_name_kana: textField(presence('first_name_kana'), kanaRule),
    last_name_kana: textField(presence('last_name_kana'), kanaRule),
  });

  const method = context.paymentMethod;
  const cardAsked = method !== undefined && CARD_PAYMENT_METHODS.includes(method);
  const onlineCard = method !== undefined && ONLINE_CARD_PAYMENT_METHODS.includes(method);
  const card = cardRules(context.checkout);

  const points = context.points ?? { current: 0, step: 1, minimumSpend: 0 };
  const spends = (n: number | undefined): n is number => n !== undefined && n !== 0;
  let spending = refine(GuestDetail.schema.selectedSpendingPoint, BOOKING_ERRORS.invalid, (n) => n === undefined || (Number.isInteger(n) && n >= 0));
  // "Points: multiples of a step, at least a minimum spend, not above the balance, not above the total price."
  spending = refine(spending, BOOKING_ERRORS.pointsStep, (n, ctx) => !spends(n) || (points.step > 0 && n % points.step === 0) || failure(ctx, undefined, { step: count(points.step) }));
  spending = refine(spending, BOOKING_ERRORS.pointsMinimum, (n, ctx) => !spends(n) || n >= points.minimumSpend || failure(ctx, undefined, { minimum: count(points.minimumSpend) }));
  spending = refine(spending, BOOKING_ERRORS.pointsBalance, (n, ctx) => !spends(n) || n <= points.current || failure(ctx, undefined, { currentPoint: count(points.current), spendPoint: count(n) }));
  spending = refine(spending, BOOKING_ERRORS.pointsOverTotal, (n, ctx) => !spends(n) || n <= context.totalPrice || failure(ctx, undefined, { total: price(context.totalPrice) }));

  // "Extras quantity within min to max per item."
  const offered = new Map((context.extras ?? []).map((extra) => [String(extra.id), extra]));
  const outOfRange = (order: ExtraOrder) => {
    const extra = offered.get(String(order.extra_id));
    return extra && quantityOutOfRange(extra, order.quantity);
  };
  let order = refine(ExtraOrder, BOOKING_ERRORS.invalid, (ordered, ctx) => offered.has(String(ordered.extra_id)) || failure(ctx, ['extra_id']));
  order = refine(order, BOOKING_ERRORS.extraQuantity, (ordered, ctx) => {
    const bounds = outOfRange(ordered);
    return !bounds || bounds.max === null || failure(ctx, ['quantity'], { min: count(bounds.min), max: count(bounds.max) });
  });
  order = refine(order, BOOKING_ERRORS.extraQuantityMin, (ordered, ctx) => {
    const bounds = outOfRange(ordered);
    return !bounds || bounds.max !== null || failure(ctx, ['quantity'], { min: count(bounds.min) });
  });

  // "Text answers at most 255 characters. Attachments at most 30 files, 80MB each."
  const attachment = refine(Attachment, BOOKING_ERRORS.attachmentTooLarge, (file, ctx) => file.size <= MAX_ATTACHMENT_BYTES || failure(ctx, undefined, { max: count(MAX_ATTACHMENT_MB) }));
  const answer = type({
    ...Answer.schema,
    text: refine(Answer.schema.text, BOOKING_ERRORS.answerTooLong, (text, ctx) => text == null || [...text].length <= ANSWER_TEXT_MAX_CHARS || failure(ctx, undefined, { max: count(ANSWER_TEXT_MAX_CHARS) })),
    attachments: refine(optional(array(attachment)), BOOKING_ERRORS.attachmentsTooMany, (files, ctx) => !files || files.length <= MAX_ATTACHMENT_FILES || failure(ctx, undefined, { max: count(MAX_ATTACHMENT_FILES) })),
  });

  // Every field of GuestDetail has its rule here, so the form's type and its checks cannot drift apart.
  const fields = {
    ...name.schema,
    email: textField(presence('email'), { key: BOOKING_ERRORS.email, test: matches(EMAIL) }),
    email_confirmation: textField(presence('email_confirmation')),
    phone: textField(presence('phone'), { key: BOOKING_ERRORS.phone, test: matches(PHONE) }),
    postal_code: textField(presence('postal_code'), { key: BOOKING_ERRORS.postalCode, test: matches(POSTAL_CODE) }),
    address: textField(presence('address')),
    notes: textField(presence('notes')),
    // "Terms must be accepted."
    terms_accepted: refine(GuestDetail.schema.terms_accepted, BOOKING_ERRORS.terms, (accepted) => accepted === true),
    room_guests: optional(array(name)),
    // A card method asks for every card field, so a missing card reads as blank fields.
    card: cardAsked ? defaulted(card, () => ({})) : GuestDetail.schema.card,
    selectedSpendingPoint: spending,
    extras: optional(array(order)),
    answers: optional(array(answer)),
    coupon_code: GuestDetail.schema.coupon_code,
  } satisfies Record<keyof typeof GuestDetail.schema, Struct<any, any>>;

  let detail = type(fields);
  // "The confirmation email must match."
  detail = refine(detail, BOOKING_ERRORS.emailMismatch, (typed, ctx) => {
    if (presence('email') === 'do_not_ask' || presence('email_confirmation') === 'do_not_ask' || isBlank(typed.email)) return true;
    return typed.email!.trim() === (typed.email_confirmation ?? '').trim() || failure(ctx, ['email_confirmation']);
  });
  // "Online payments over 1,000,000 yen cannot use VISA or Mastercard": the amount the card is charged, after points.
  detail = refine(detail, BOOKING_ERRORS.cardBrandLimit, (typed, ctx) => {
    if (!onlineCard || (context.currency || FALLBACK_CURRENCY) !== 'JPY') return true;
    const charged = context.totalPrice - (typed.selectedSpendingPoint ?? 0);
    const brand = (typed.card?.number && detectCardBrand(typed.card.number)) || typed.card?.brand;
    const barred = !!brand && (CARD_BRANDS_BARRED_OVER_LIMIT as readonly string[]).includes(brand);
    return charged <= CARD_BRAND_LIMIT_YEN || !barred || failure(ctx, ['card', 'number'], { amount: formatPrice(CARD_BRAND_LIMIT_YEN, 'JPY', languageTag(context.locale)) });
  });
  // "A total of 0 cannot be paid by card, so fewer points must be used."
  detail = refine(detail, BOOKING_ERRORS.cardZeroTotal, (typed, ctx) => {
    const spent = typed.selectedSpendingPoint ?? 0;
    return !onlineCard || context.totalPrice - spent > 0 || failure(ctx, [spent > 0 ? 'selectedSpendingPoint' : 'payment_method']);
  });
  detail = refine(detail, BOOKING_ERRORS.paymentMethodMismatch, (_, ctx) => roomsSharePaymentMethod(context.rooms ?? [], method) || failure(ctx, ['payment_method']));
  return detail;
}

/** Checks the booking step's form; each failing field gets the first rule it fails, as a catalogue key. */
export function validateGuestDetail(input: unknown, context: GuestDetailContext): GuestDetailValidation {
  // Coercion fills in a missing card on a copy (type() copies before coercing), never on the caller's object.
  const [error] = validate(input, guestDetailRules(context), { coerce: true });
  return { valid: !error, errors: fieldErrors(error) };
}

/** Checks a card form alone (a payment link's): errors keyed by field (`number`, `expiry`…), as catalogue keys. */
export function validateCard(input: unknown, checkout: GuestDetailContext['checkout']): GuestDetailValidation {
  const [error] = validate(input, cardRules(checkout), { coerce: true });
  return { valid: !error, errors: fieldErrors(error) };
}

/** Each failing field's first failure, keyed by its path. */
function fieldErrors(error: StructError | undefined): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const problem of error?.failures() ?? []) {
    const path = problem.path.join('.');
    if (errors[path]) continue;
    // A failure without a refinement is a value of the wrong type (a number for a name): not something the form sends.
    const key = problem.refinement ?? BOOKING_ERRORS.invalid;
    const { fields } = problem as Failure & { fields?: Fields };
    errors[path] = fields ? { key, fields } : { key };
  }
  return errors;
}
