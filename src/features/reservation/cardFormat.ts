// The card form as the guest types: the number grouped as printed on the card, the expiry as MM/YY.

/** Digits of the card number and where each group ends: American Express 4-6-5, Diners 14-digit 4-6-4, else fours. */
function groups(digits: string): number[] {
  if (/^3[47]/.test(digits)) return [4, 6, 5];
  if (/^3(0[0-5]|[689])/.test(digits) && digits.length <= 14) return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

export const CARD_NUMBER_MAX_DIGITS = 19;

/** "4111111111111111" → "4111 1111 1111 1111"; "378282246310005" → "3782 822463 10005". Non-digits are dropped. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  const parts: string[] = [];
  let at = 0;
  for (const size of groups(digits)) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/**
 * The expiry as typed, as MM/YY: "1230" → "12/30", "4" → "04/", "12/2030" → "12/30". While deleting
 * (`deleting`), a trailing slash is not added back, so the guest can erase it.
 */
export function formatExpiry(text: string, deleting = false): string {
  const long = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(text);
  if (long) return `${long[1]!.padStart(2, '0')}/${long[2]!.slice(2)}`;
  let digits = text.replace(/\D/g, '').slice(0, 4);
  if (!digits) return '';
  // A first digit that cannot start a month (2–9) is the month itself.
  if (/^[2-9]$/.test(digits[0]!)) digits = `0${digits}`.slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Where the caret goes after reformatting: after the same number of digits as before it. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}
