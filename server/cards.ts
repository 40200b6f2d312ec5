// Sandbox card provider: card validation (Luhn, brand, expiry, holder) and opaque tokens. The widget sends card data only
// here (`POST /sandbox-pay/v1/tokens`), never to the booking API, which sees the token alone.
import crypto from 'node:crypto';
import type { Db } from './db.ts';
import { validationError, type HttpError } from './errors.ts';

export type CardBrand = 'visa' | 'master' | 'amex' | 'jcb' | 'diners';

/** Test card numbers (any holder in roman letters, any future expiry, any 3-digit CVC; 4 digits for amex). */
export const TEST_CARDS = {
  visa: '4242424242424242',
  visa3ds: '4000000000003220',
  declined: '4000000000000002',
  master: '5555555555554444',
  jcb: '3530111333300000',
} as const;

/** Numbers that always need the 3D Secure challenge. */
const THREE_DS_NUMBERS = new Set<string>([TEST_CARDS.visa3ds]);
/** Numbers the provider refuses (code 3007). */
const DECLINED_NUMBERS = new Set<string>([TEST_CARDS.declined]);

/** A token stays usable this long after it was made. */
export const TOKEN_TTL_MS = 60 * 60 * 1000;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function detectBrand(digits: string): CardBrand | null {
  if (/^3[47]\d{13}$/.test(digits)) return 'amex';
  if (/^3(?:0[0-5]|[689]\d)\d{11}$/.test(digits)) return 'diners';
  if (/^35(?:2[89]|[3-8]\d)\d{12}$/.test(digits)) return 'jcb';
  if (/^4\d{12}(?:\d{3}){0,2}$/.test(digits)) return 'visa';
  if (/^(?:5[1-5]\d{14}|2(?:22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})$/.test(digits)) return 'master';
  return null;
}

const cardError = (code: number, message: string): HttpError => validationError(message, code);

export interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  three_ds: number;
  created_at: number;
}

function field(body: Record<string, unknown>, key: string): string {
  const v = body[key];
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string' || !v.trim()) throw validationError(`Required fields can't be blank: ${key}.`);
  return v.trim();
}

/**
 * Validates card data and stores a token. Errors (422): 1000 missing field, bad holder or security code; 3004 card
 * number (format, Luhn, brand mismatch); 3005 expiry (format or past); 3007 card not accepted (declined test card,
 * unsupported brand).
 */
export function createCardToken(db: Db, raw: unknown, now: Date): CardToken {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw validationError('Request body must be a JSON object.');
  const body = raw as Record<string, unknown>;
  const number = field(body, 'number').replace(/[\s-]/g, '');
  const holder = field(body, 'holder');
  const monthText = field(body, 'exp_month');
  const yearText = field(body, 'exp_year');
  const cvc = field(body, 'cvc');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) throw cardError(3004, 'Please confirm the card number.');
  if (DECLINED_NUMBERS.has(number)) throw cardError(3007, 'This card was not accepted. Check the number or use another card.');
  const brand = detectBrand(number);
  if (!brand) throw cardError(3007, 'This card was not accepted. Check the number or use another card.');
  if (body.brand !== undefined && body.brand !== null) {
    const given = String(body.brand).toLowerCase();
    if ((given === 'mastercard' ? 'master' : given) !== brand) throw cardError(3004, 'Please confirm the card number: it does not match the card brand.');
  }
  if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText)) throw cardError(3005, 'Please check the expiry date.');
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (month < 1 || month > 12 || year > thisYear + 20 || year * 12 + month < thisYear * 12 + thisMonth) {
    throw cardError(3005, 'Please check the expiry date.');
  }
  if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) {
    throw validationError(brand === 'amex' ? 'The security code is 4 digits.' : 'The security code is 3 digits.');
  }
  if (!/^[A-Za-z][A-Za-z .'-]{0,48}[A-Za-z.]$/.test(holder)) {
    throw validationError('Card holder must be written in half-width roman letters.');
  }
  const token: CardToken = {
    token: `tok_${crypto.randomBytes(18).toString('base64url')}`,
    brand,
    last4: number.slice(-4),
    exp_month: month,
    exp_year: year,
    three_ds: THREE_DS_NUMBERS.has(number) ? 1 : 0,
    created_at: now.getTime(),
  };
  db.transaction(() => {
    db.prepare(`INSERT INTO card_tokens (token, brand, last4, exp_month, exp_year, three_ds, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`)
      .run(token.token, token.brand, token.last4, token.exp_month, token.exp_year, token.three_ds, token.created_at);
  })();
  return token;
}

/** A usable token (made in the last hour) or a 422 code 1000. */
export function requireCardToken(db: Db, token: unknown, now: Date): CardToken {
  if (typeof token !== 'string' || !token) throw validationError('A card token (card_token) is required for this payment method.');
  const row = db.prepare(`SELECT * FROM card_tokens WHERE token = ?`).get(token) as CardToken | undefined;
  if (!row || now.getTime() - row.created_at > TOKEN_TTL_MS) throw validationError('The card token is unknown or expired. Enter the card again.');
  return row;
}

/** The last day of the card's expiry month, YYYY-MM-DD. */
export function cardValidUntil(t: Pick<CardToken, 'exp_month' | 'exp_year'>): string {
  return new Date(Date.UTC(t.exp_year, t.exp_month, 0)).toISOString().slice(0, 10);
}

/** Online card payments of more than this (JPY) cannot use VISA or Mastercard (code 3003). */
export const VISA_MASTER_LIMIT_JPY = 1_000_000;

/** Throws 3003 when VISA / Mastercard would pay more than 1,000,000 JPY online. */
export function checkCardAmount(card: CardToken, amount: number, currency: string): void {
  if (currency === 'JPY' && amount > VISA_MASTER_LIMIT_JPY && (card.brand === 'visa' || card.brand === 'master')) {
    throw cardError(3003, 'Card not available: VISA and Mastercard cannot pay more than 1,000,000 yen online. Use another card.');
  }
}
