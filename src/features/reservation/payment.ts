// Payment methods and cards of spec section 3, and what a card number says about itself (spec section 5:
// "brand must match the number; card valid until check-out").
import type { IsoDate } from '../../lib/dates';

export const PAYMENT_METHODS = [
  'on_site',
  'credit_card',
  'on_site_credit_card_required',
  'deferred_payment',
  'credit_card_full',
  'credit_card_deposit',
  'bank_transfer',
  'twd_credit_card',
  'twd_credit_card_deposit',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods that take a card: the guest enters holder, number, expiry and security code. */
export const CARD_PAYMENT_METHODS: readonly PaymentMethod[] = [
  'credit_card',
  'on_site_credit_card_required',
  'credit_card_full',
  'credit_card_deposit',
  'twd_credit_card',
  'twd_credit_card_deposit',
];

/** Methods that charge the card online; on_site_credit_card_required only holds a card as a guarantee. */
export const ONLINE_CARD_PAYMENT_METHODS: readonly PaymentMethod[] = CARD_PAYMENT_METHODS.filter((method) => method !== 'on_site_credit_card_required');

/** The spec's card types; master and mastercard name the same brand. */
export const CARD_BRANDS = ['visa', 'master', 'mastercard', 'amex', 'jcb', 'diners'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export type DetectedCardBrand = Exclude<CardBrand, 'master'>;

/** The digits of a card number as typed, spaces and hyphens dropped; undefined if anything else is in it. */
export function cardDigits(number: string): string | undefined {
  const digits = number.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : undefined;
}

/** The Luhn (mod 10) check every card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const between = (digits: string, width: number, low: number, high: number) => {
  const prefix = Number(digits.slice(0, width));
  return prefix >= low && prefix <= high;
};

/** Issuer ranges (prefix and length) of the brands the spec names. */
const BRAND_RULES: { brand: DetectedCardBrand; prefix: (digits: string) => boolean; lengths: number[] }[] = [
  { brand: 'visa', prefix: (d) => d.startsWith('4'), lengths: [13, 16, 19] },
  { brand: 'mastercard', prefix: (d) => between(d, 2, 51, 55) || between(d, 4, 2221, 2720), lengths: [16] },
  { brand: 'amex', prefix: (d) => d.startsWith('34') || d.startsWith('37'), lengths: [15] },
  { brand: 'jcb', prefix: (d) => between(d, 4, 3528, 3589), lengths: [16, 17, 18, 19] },
  {
    brand: 'diners',
    prefix: (d) => between(d, 3, 300, 305) || d.startsWith('3095') || /^3[689]/.test(d),
    lengths: [14, 15, 16, 17, 18, 19],
  },
];

/** The brand a card number belongs to by its prefix and length, or undefined when none of the spec's brands. */
export function detectCardBrand(number: string): DetectedCardBrand | undefined {
  const digits = cardDigits(number);
  if (!digits) return undefined;
  return BRAND_RULES.find((rule) => rule.prefix(digits) && rule.lengths.includes(digits.length))?.brand;
}

export function sameCardBrand(a: CardBrand, b: CardBrand): boolean {
  const canonical = (brand: CardBrand) => (brand === 'master' ? 'mastercard' : brand);
  return canonical(a) === canonical(b);
}

export interface CardExpiry {
  year: number;
  /** 1–12 */
  month: number;
}

/** Reads an expiry as printed on the card, MM/YY (or MM/YYYY); undefined when it is not a month. */
export function parseCardExpiry(text: string): CardExpiry | undefined {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : undefined;
}

/** "Card valid until check-out": a card works to the end of its expiry month, so that month may not precede check-out's. */
export function cardValidUntil(expiry: CardExpiry, checkout: IsoDate): boolean {
  const [year, month] = checkout.split('-').map(Number) as [number, number];
  return expiry.year * 12 + expiry.month >= year * 12 + month;
}

/** The share of the total a method charges online when booking (the rest is paid at the hotel); a deposit method 30 %. */
export const DEPOSIT_PERCENT: Record<PaymentMethod, number> = {
  on_site: 0,
  on_site_credit_card_required: 0,
  deferred_payment: 0,
  bank_transfer: 0,
  credit_card: 100,
  credit_card_full: 100,
  twd_credit_card: 100,
  credit_card_deposit: 30,
  twd_credit_card_deposit: 30,
};

/** What the guest pays now when every method offered charges the same share; undefined while the choice changes it. */
export function depositPercentOf(methods: readonly PaymentMethod[]): number | undefined {
  if (!methods.length) return undefined;
  const shares = new Set(methods.map((method) => DEPOSIT_PERCENT[method]));
  return shares.size === 1 ? [...shares][0] : undefined;
}

/** The methods every chosen room accepts (a room naming none accepts any). */
export function methodsOfRooms(rooms: readonly { paymentMethods: readonly string[] }[]): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => rooms.every((room) => !room.paymentMethods.length || room.paymentMethods.includes(method)));
}
