// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_BRAND_LIMIT_YEN, MAX_ATTACHMENT_BYTES } from '../../../src/lib/constants';
import { translate } from '../../../src/i18n/translate';
import type { Extra } from '../../../src/features/reservation/extras';
import { detectCardBrand, luhnValid } from '../../../src/features/reservation/payment';
import type { SelectedRoom } from '../../../src/features/reservation/selection';
import {
  BOOKING_ERRORS,
  answerPayload,
  questionVisible,
  roomsSharePaymentMethod,
  validateGuestDetail,
  visibleExtras,
  type GuestDetail,
  type GuestDetailContext,
} from '../../../src/features/reservation/validation';

const CHECKOUT = '2026-03-12';
const VISA = '4111 1111 1111 1111';
const MASTERCARD = '5555555555554444';
const JCB = '3530111333300000';
const CARD = { holder_name: 'HANAKO SATO', number: VISA, expiry: '03/26', security_code: '123' };

function context(overrides: Partial<GuestDetailContext> = {}): GuestDetailContext {
  return { locale: 'en', kanjiNameRequired: false, checkout: CHECKOUT, totalPrice: 30000, currency: 'JPY', paymentMethod: 'on_site', ...overrides };
}

function detail(overrides: Partial<GuestDetail> = {}): GuestDetail {
  return { first_name: 'Hanako', last_name: 'Sato', email: 'hanako@example.com', email_confirmation: 'hanako@example.com', terms_accepted: true, ...overrides };
}

const errorsOf = (input: unknown, ctx: Partial<GuestDetailContext> = {}) => validateGuestDetail(input, context(ctx)).errors;
const keyAt = (input: unknown, path: string, ctx: Partial<GuestDetailContext> = {}) => errorsOf(input, ctx)[path]?.key;

describe('booking step validation (spec section 5)', () => {
  it('a complete guest detail passes, and the input is left as it was', () => {
    const input = detail({ card: undefined });
    expect(validateGuestDetail(input, context())).toEqual({ valid: true, errors: {} });
    expect(validateGuestDetail(detail({ card: CARD }), context({ paymentMethod: 'credit_card' }))).toEqual({ valid: true, errors: {} });
    expect(validateGuestDetail(input, context({ paymentMethod: 'credit_card' })).valid).toBe(false);
    expect(input.card).toBeUndefined();
  });

  it("\"Required fields can't be blank.\" (per field presence setting; do_not_ask fields are not validated)", () => {
    const settings = { phone: 'required', postal_code: 'optional', address: 'do_not_ask' } as const;
    const result = validateGuestDetail(detail({ phone: '  ', email: '', email_confirmation: '', postal_code: '', address: '!!' }), context({ fieldPresence: settings }));
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      phone: { key: 'booking.errors.required' },
      email: { key: 'booking.errors.required' },
      email_confirmation: { key: 'booking.errors.required' },
    });
    // A field the facility does not ask for is not checked, not even its format.
    expect(errorsOf(detail({ phone: 'call me', email: undefined, email_confirmation: undefined }), { fieldPresence: { phone: 'do_not_ask', email: 'do_not_ask' } })).toEqual({});
  });

  it('"Terms must be accepted"', () => {
    expect(keyAt(detail({ terms_accepted: false }), 'terms_accepted')).toBe('booking.errors.terms');
    expect(keyAt(detail({ terms_accepted: undefined }), 'terms_accepted')).toBe('booking.errors.terms');
  });

  it('"Email must be valid"', () => {
    for (const email of ['hanako@example', 'hanako.example.com', 'hana ko@example.com', '@example.com']) {
      expect(keyAt(detail({ email, email_confirmation: email }), 'email'), email).toBe('booking.errors.email');
    }
    expect(keyAt(detail({ email: 'hanako+stay@mail.example.co.jp', email_confirmation: 'hanako+stay@mail.example.co.jp' }), 'email')).toBeUndefined();
  });

  it('"the confirmation email must match"', () => {
    expect(keyAt(detail({ email_confirmation: 'hanako@example.co' }), 'email_confirmation')).toBe('booking.errors.email_mismatch');
    expect(keyAt(detail({ email_confirmation: ' hanako@example.com ' }), 'email_confirmation')).toBeUndefined();
    // A blank confirmation is "required", not a mismatch.
    expect(keyAt(detail({ email_confirmation: '' }), 'email_confirmation')).toBe('booking.errors.required');
  });

  it('"Phone: digits and + only."', () => {
    expect(keyAt(detail({ phone: '+81 90-1234-5678' }), 'phone')).toBe('booking.errors.phone');
    expect(keyAt(detail({ phone: '０９０１２３４５６７８' }), 'phone')).toBe('booking.errors.phone');
    expect(keyAt(detail({ phone: '+819012345678' }), 'phone')).toBeUndefined();
  });

  it('"Postal code: letters and digits only."', () => {
    expect(keyAt(detail({ postal_code: '100-0001' }), 'postal_code')).toBe('booking.errors.postal_code');
    expect(keyAt(detail({ postal_code: 'SW1A1AA' }), 'postal_code')).toBeUndefined();
  });

  it('"First and last name required", whatever the presence setting, for the guest and each room\'s guest', () => {
    const errors = errorsOf(detail({ first_name: '', last_name: undefined, room_guests: [{ first_name: 'Taro', last_name: ' ' }] }), { fieldPresence: { first_name: 'do_not_ask', last_name: 'optional' } });
    expect(errors).toEqual({
      first_name: { key: 'booking.errors.required' },
      last_name: { key: 'booking.errors.required' },
      'room_guests.0.last_name': { key: 'booking.errors.required' },
    });
  });

  it('"guest name as full name in English (ja asks for hiragana/kana)"', () => {
    const ja = { locale: 'ja' } as const;
    // In Japanese the name may be written in kanji; its reading is asked in kana.
    expect(errorsOf(detail({ first_name: '花子', last_name: '佐藤', first_name_kana: 'はなこ', last_name_kana: 'サトウ' }), ja)).toEqual({});
    expect(errorsOf(detail({ first_name: '花子', last_name: '佐藤', first_name_kana: 'ハナ　コー', last_name_kana: 'さとう' }), ja)).toEqual({});
    expect(keyAt(detail({ first_name_kana: '花子' }), 'first_name_kana', ja)).toBe('booking.errors.name_kana');
    expect(keyAt(detail({ last_name_kana: 'ｻﾄｳ' }), 'last_name_kana', ja)).toBe('booking.errors.name_kana');
    expect(keyAt(detail({ last_name_kana: 'Sato' }), 'last_name_kana', ja)).toBe('booking.errors.name_kana');
    // Other locales do not ask for kana, so it is not checked.
    expect(keyAt(detail({ last_name_kana: 'Sato' }), 'last_name_kana')).toBeUndefined();
  });

  it('kana is "required when kanji_name_required" (ja)', () => {
    const blankKana = detail({ first_name_kana: '', last_name_kana: undefined });
    expect(errorsOf(blankKana, { locale: 'ja', kanjiNameRequired: true })).toEqual({
      first_name_kana: { key: 'booking.errors.required' },
      last_name_kana: { key: 'booking.errors.required' },
    });
    expect(errorsOf(blankKana, { locale: 'ja', kanjiNameRequired: false })).toEqual({});
    expect(errorsOf(blankKana, { locale: 'en', kanjiNameRequired: true })).toEqual({});
  });

  it('"non-Japanese locales require roman letters"', () => {
    for (const locale of ['en', 'ko', 'zh_Hans', 'zh_Hant'] as const) {
      expect(keyAt(detail({ last_name: '佐藤' }), 'last_name', { locale })).toBe('booking.errors.name_roman');
      expect(keyAt(detail({ first_name: 'ＨＡＮＡＫＯ' }), 'first_name', { locale })).toBe('booking.errors.name_roman');
      expect(keyAt(detail({ room_guests: [{ first_name: '민준', last_name: 'Kim' }] }), 'room_guests.0.first_name', { locale })).toBe('booking.errors.name_roman');
    }
    expect(errorsOf(detail({ first_name: 'Mary-Jane', last_name: "O'Neil Smith" }))).toEqual({});
    expect(keyAt(detail({ last_name: '佐藤' }), 'last_name', { locale: 'ja' })).toBeUndefined();
  });

  it('"Card holder: half-width roman characters."', () => {
    const card = (holder_name: string) => detail({ card: { ...CARD, holder_name } });
    const byCard = { paymentMethod: 'credit_card' } as const;
    expect(keyAt(card('佐藤 花子'), 'card.holder_name', byCard)).toBe('booking.errors.card_holder');
    expect(keyAt(card('ＳＡＴＯ'), 'card.holder_name', byCard)).toBe('booking.errors.card_holder');
    expect(keyAt(card('J. R. O\'NEIL-SMITH'), 'card.holder_name', byCard)).toBeUndefined();
  });

  it('"Card number, expiry, security code required" when the payment method takes a card', () => {
    expect(errorsOf(detail(), { paymentMethod: 'credit_card' })).toEqual({
      'card.holder_name': { key: 'booking.errors.required' },
      'card.number': { key: 'booking.errors.required' },
      'card.expiry': { key: 'booking.errors.required' },
      'card.security_code': { key: 'booking.errors.required' },
    });
    const code = (number: string, security_code: string) => keyAt(detail({ card: { ...CARD, number, security_code } }), 'card.security_code', { paymentMethod: 'on_site_credit_card_required' });
    expect(code(VISA, '12')).toBe('booking.errors.security_code');
    expect(code(VISA, '1234')).toBe('booking.errors.security_code');
    expect(code('378282246310005', '123')).toBe('booking.errors.security_code');
    expect(code('378282246310005', '1234')).toBeUndefined();
    expect(errorsOf(detail({ card: { number: 'not asked' } }), { paymentMethod: 'on_site' })).toEqual({});
  });

  it('"brand must match the number" (brand from prefix and length; Luhn check)', () => {
    expect(
      [VISA, MASTERCARD, '2223003122003222', '378282246310005', JCB, '30569309025904', '36227206271667', '6011111111111117', '4111111111111'].map(detectCardBrand),
    ).toEqual(['visa', 'mastercard', 'mastercard', 'amex', 'jcb', 'diners', 'diners', undefined, 'visa']);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);

    const byCard = { paymentMethod: 'credit_card' } as const;
    const card = (fields: Partial<typeof CARD> & { brand?: 'visa' | 'master' | 'jcb' }) => detail({ card: { ...CARD, ...fields } });
    expect(keyAt(card({ number: '4111 1111 1111 1112' }), 'card.number', byCard)).toBe('booking.errors.card_number');
    expect(keyAt(card({ number: '4111-1111-1111-111a' }), 'card.number', byCard)).toBe('booking.errors.card_number');
    expect(keyAt(card({ number: '6011111111111117' }), 'card.number', byCard)).toBe('booking.errors.card_brand_unsupported');
    expect(keyAt(card({ brand: 'jcb' }), 'card.brand', byCard)).toBe('booking.errors.card_brand_mismatch');
    expect(errorsOf(card({ number: MASTERCARD, brand: 'master' }), byCard)).toEqual({});
  });

  it('"card valid until check-out" (expiry month not before the check-out month)', () => {
    const byCard = { paymentMethod: 'credit_card' } as const;
    const expiring = (expiry: string) => keyAt(detail({ card: { ...CARD, expiry } }), 'card.expiry', byCard);
    expect(expiring('03/26')).toBeUndefined();
    expect(expiring('3/2026')).toBeUndefined();
    expect(expiring('02/26')).toBe('booking.errors.card_expires_before_checkout');
    expect(expiring('12/25')).toBe('booking.errors.card_expires_before_checkout');
    expect(expiring('13/26')).toBe('booking.errors.card_expiry');
    expect(expiring('0326')).toBe('booking.errors.card_expiry');
  });

  it('"Online payments over 1,000,000 yen cannot use VISA or Mastercard."', () => {
    const over = { paymentMethod: 'credit_card', totalPrice: CARD_BRAND_LIMIT_YEN + 1 } as const;
    expect(errorsOf(detail({ card: CARD }), over)).toEqual({ 'card.number': { key: 'booking.errors.card_brand_limit', fields: { amount: '¥1,000,000' } } });
    expect(keyAt(detail({ card: { ...CARD, number: MASTERCARD } }), 'card.number', over)).toBe('booking.errors.card_brand_limit');
    expect(errorsOf(detail({ card: { ...CARD, number: JCB } }), over)).toEqual({});
    // Exactly the limit, points that bring the charge to it, a card held only as a guarantee, another currency.
    expect(errorsOf(detail({ card: CARD }), { ...over, totalPrice: CARD_BRAND_LIMIT_YEN })).toEqual({});
    expect(errorsOf(detail({ card: CARD, selectedSpendingPoint: 1 }), { ...over, points: { current: 10, step: 1, minimumSpend: 1 } })).toEqual({});
    expect(errorsOf(detail({ card: CARD }), { ...over, paymentMethod: 'on_site_credit_card_required' })).toEqual({});
    expect(errorsOf(detail({ card: CARD }), { ...over, currency: 'TWD', paymentMethod: 'twd_credit_card' })).toEqual({});
  });

  it('"A total of 0 cannot be paid by card, so fewer points must be used."', () => {
    const points = { current: 50000, step: 100, minimumSpend: 100 };
    const allPoints = detail({ card: CARD, selectedSpendingPoint: 30000 });
    expect(errorsOf(allPoints, { paymentMethod: 'credit_card', points })).toEqual({ selectedSpendingPoint: { key: 'booking.errors.card_zero_total' } });
    expect(errorsOf(detail({ card: CARD, selectedSpendingPoint: 29900 }), { paymentMethod: 'credit_card', points })).toEqual({});
    expect(errorsOf(allPoints, { paymentMethod: 'on_site', points })).toEqual({});
    expect(errorsOf(detail({ card: CARD }), { paymentMethod: 'credit_card', totalPrice: 0 })).toEqual({ payment_method: { key: 'booking.errors.card_zero_total' } });
  });

  describe('"Points: multiples of a step, at least a minimum spend, not above the balance, not above the total price."', () => {
    const points = { current: 50000, step: 100, minimumSpend: 500 };
    const spending = (selectedSpendingPoint: number, ctx: Partial<GuestDetailContext> = {}) => errorsOf(detail({ selectedSpendingPoint }), { points, ...ctx }).selectedSpendingPoint;

    it('"multiples of a step"', () => {
      expect(spending(1050)).toEqual({ key: 'booking.errors.points_step', fields: { step: '100' } });
      expect(spending(1000)).toBeUndefined();
      expect(spending(0)).toBeUndefined();
    });
    it('"at least a minimum spend"', () => {
      expect(spending(400)).toEqual({ key: 'booking.errors.points_minimum', fields: { minimum: '500' } });
    });
    it('"not above the balance"', () => {
      expect(spending(60000, { totalPrice: 100000 })).toEqual({ key: 'errors.not_enough_points', fields: { currentPoint: '50,000', spendPoint: '60,000' } });
    });
    it('"not above the total price"', () => {
      expect(spending(30100)).toEqual({ key: 'booking.errors.points_over_total', fields: { total: '¥30,000' } });
    });
  });

  it('"Extras quantity within min to max per item."', () => {
    const extras: Extra[] = [
      { id: 1, name: 'Breakfast', unit: null, extra_type: 'generic', prices: [], booking_available_dates: [], min_quantity: 1, max_quantity: 4 },
      { id: 'bbq', name: 'BBQ set', unit: null, extra_type: 'generic', prices: [], booking_available_dates: [], min_quantity: 2, max_quantity: null },
    ];
    const ordering = (...orders: GuestDetail['extras'] & object) => errorsOf(detail({ extras: orders }), { extras });
    expect(ordering({ extra_id: 1, quantity: 4 }, { extra_id: 'bbq', quantity: 9 }, { extra_id: 1, quantity: 0 })).toEqual({});
    expect(ordering({ extra_id: 1, quantity: 5 }, { extra_id: 'bbq', quantity: 1 }, { extra_id: 7, quantity: 1 })).toEqual({
      'extras.0.quantity': { key: 'booking.errors.extra_quantity', fields: { min: '1', max: '4' } },
      'extras.1.quantity': { key: 'booking.errors.extra_quantity_min', fields: { min: '2' } },
      'extras.2.extra_id': { key: 'booking.errors.invalid' },
    });
  });

  it('"Extras are shown only if generic, or dated with bookable dates that match price dates."', () => {
    const extra = (id: number, fields: Partial<Extra>): Extra => ({ id, name: `Extra ${id}`, unit: null, extra_type: 'dated', prices: [], booking_available_dates: [], min_quantity: 1, max_quantity: null, ...fields });
    const priced = (...dates: string[]) => dates.map((date) => ({ date, price: 1000 }));
    const extras = [
      extra(1, { extra_type: 'generic', prices: [{ date: null, price: 500 }] }),
      extra(2, { prices: priced('2026-03-10', '2026-03-11'), booking_available_dates: ['2026-03-11'] }),
      extra(3, { prices: priced('2026-03-10'), booking_available_dates: ['2026-03-11'] }),
      extra(4, { prices: priced('2026-03-10') }),
      extra(5, { booking_available_dates: ['2026-03-10'] }),
    ];
    expect(visibleExtras(extras).map((e) => e.id)).toEqual([1, 2]);
  });

  it('"Text answers at most 255 characters."', () => {
    const answering = (text: string) => keyAt(detail({ answers: [{ question_id: 9, text }] }), 'answers.0.text');
    expect(answering('a'.repeat(255))).toBeUndefined();
    // Characters, not UTF-16 units: 255 emoji are 255 characters.
    expect(answering('🏨'.repeat(255))).toBeUndefined();
    expect(errorsOf(detail({ answers: [{ question_id: 9, text: 'あ'.repeat(256) }] }))).toEqual({ 'answers.0.text': { key: 'booking.errors.answer_too_long', fields: { max: '255' } } });
  });

  it('"Attachments at most 30 files, 80MB each."', () => {
    const file = (size: number) => ({ name: 'passport.pdf', size });
    expect(errorsOf(detail({ answers: [{ question_id: 1, attachments: Array.from({ length: 30 }, () => file(MAX_ATTACHMENT_BYTES)) }] }))).toEqual({});
    expect(errorsOf(detail({ answers: [{ question_id: 1, attachments: Array.from({ length: 31 }, () => file(1)) }] }))).toEqual({
      'answers.0.attachments': { key: 'booking.errors.attachments_too_many', fields: { max: '30' } },
    });
    expect(errorsOf(detail({ answers: [{ question_id: 1, attachments: [file(1), file(MAX_ATTACHMENT_BYTES + 1)] }] }))).toEqual({
      'answers.0.attachments.1': { key: 'booking.errors.attachment_too_large', fields: { max: '80' } },
    });
  });

  it('"People counts are dropped if men plus women does not equal adults."', () => {
    const answer = {
      question_id: 3,
      rooms: [
        { reservation_hotel_room_id: 11, adults: 2, men_count: 1, women_count: 1 },
        { reservation_hotel_room_id: 12, adults: 3, men_count: 1, women_count: 1, checkin_time: '15:00' },
        { reservation_hotel_room_id: 13, adults: 2, checkin_time: '16:00' },
      ],
    };
    expect(answerPayload(answer).rooms).toEqual([
      { reservation_hotel_room_id: 11, adults: 2, men_count: 1, women_count: 1 },
      { reservation_hotel_room_id: 12, adults: 3, checkin_time: '15:00' },
      { reservation_hotel_room_id: 13, adults: 2, checkin_time: '16:00' },
    ]);
    expect(answerPayload({ question_id: 4, text: 'Late arrival' })).toEqual({ question_id: 4, text: 'Late arrival' });
  });

  it('"Brand question visibility by label filter: all_users, membership_program_{id}, membership_rank_{id} or rank_all, membership_organization_{id} or organization_all."', () => {
    const member = { program_id: 7, rank_id: 3 };
    const organization = { id: 42 };
    const nobody = {};
    expect(questionVisible(['all_users'], nobody)).toBe(true);
    expect(questionVisible(['membership_program_7'], { member })).toBe(true);
    expect(questionVisible(['membership_program_8'], { member })).toBe(false);
    expect(questionVisible(['membership_rank_3'], { member })).toBe(true);
    expect(questionVisible(['membership_rank_4'], { member })).toBe(false);
    expect(questionVisible(['rank_all'], { member })).toBe(true);
    expect(questionVisible(['rank_all'], nobody)).toBe(false);
    expect(questionVisible(['membership_organization_42'], { organization })).toBe(true);
    expect(questionVisible(['membership_organization_43'], { organization, member })).toBe(false);
    expect(questionVisible(['organization_all'], { organization })).toBe(true);
    expect(questionVisible(['organization_all'], { member })).toBe(false);
    expect(questionVisible(['membership_rank_4', 'organization_all'], { organization })).toBe(true);
  });

  it('"Rooms in one booking must share a payment method."', () => {
    const room = (roomTypeCode: string, paymentMethods: string[]): SelectedRoom => ({
      roomTypeCode, roomPlanCode: `${roomTypeCode}-RO`, numberOfAdults: 2, numberOfChildren: 0, quantity: 1, type: 'rooms', salePrice: 10000, tax: 1000, paymentMethods,
    });
    const sharing = [room('TWN', ['on_site', 'credit_card']), room('DBL', ['credit_card']), room('SGL', [])];
    expect(roomsSharePaymentMethod(sharing)).toBe(true);
    expect(roomsSharePaymentMethod(sharing, 'credit_card')).toBe(true);
    expect(roomsSharePaymentMethod(sharing, 'on_site')).toBe(false);
    expect(roomsSharePaymentMethod([room('TWN', ['on_site']), room('DBL', ['credit_card'])])).toBe(false);
    expect(errorsOf(detail({ card: CARD }), { rooms: sharing, paymentMethod: 'on_site' })).toEqual({ payment_method: { key: 'errors.payment_method_mismatch' } });
    expect(errorsOf(detail({ card: CARD }), { rooms: sharing, paymentMethod: 'credit_card' })).toEqual({});
  });

  it('input of the wrong shape is refused, not thrown on', () => {
    expect(validateGuestDetail(null, context())).toEqual({ valid: false, errors: { '': { key: 'booking.errors.invalid' } } });
    expect(errorsOf(detail({ phone: 81 as unknown as string }))).toEqual({ phone: { key: 'booking.errors.invalid' } });
  });
});

describe('booking messages', () => {
  const load = (locale: string, ns: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../../i18n/${locale}/${ns}.json`), 'utf8')) as Record<string, unknown>;
  const english = { booking: load('en', 'booking'), errors: load('en', 'errors') };

  it('every key a rule gives has an English message, and the booking catalogue holds no other', () => {
    for (const key of Object.values(BOOKING_ERRORS)) expect(translate(english, key), key).not.toBe('');
    const used = Object.values(BOOKING_ERRORS).filter((key) => key.startsWith('booking.')).map((key) => key.replace('booking.errors.', ''));
    expect(Object.keys(english.booking.errors as object).sort()).toEqual(used.sort());
  });

  it("the spec's wording for required fields, and messages with their values filled in", () => {
    expect(translate(english, BOOKING_ERRORS.required)).toBe("Required fields can't be blank.");
    const { errors } = validateGuestDetail(detail({ card: CARD }), context({ paymentMethod: 'credit_card', totalPrice: 2_000_000 }));
    const limit = errors['card.number']!;
    expect(translate(english, limit.key, limit.fields)).toBe('Online payments over ¥1,000,000 cannot be made with Visa or Mastercard. Please use another card.');
  });
});
