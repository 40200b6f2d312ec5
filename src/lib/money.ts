import { CURRENCY_SYMBOLS, FALLBACK_CURRENCY } from './constants';

/** ¥12,000 · ₩120,000 · NT$3,200 — whole units, the facility's currency (fallback JPY); a saving reads −¥3,090 (a true minus sign, as the confirmation page writes it). */
export function formatPrice(amount: number, currency: string | null | undefined, languageTag: string): string {
  const code = currency || FALLBACK_CURRENCY;
  const number = new Intl.NumberFormat(languageTag, { maximumFractionDigits: 0 }).format(Math.abs(amount));
  const symbol = CURRENCY_SYMBOLS[code];
  const sign = amount < 0 ? '\u2212' : '';
  return symbol ? `${sign}${symbol}${number}` : `${sign}${code} ${number}`;
}
