// Phone numbers as guests write them (spaces, dashes, brackets, a country code picked from a list), normalized to
// the spec's rule before they are checked and sent (spec section 5: "Phone: digits and + only").
import type { Locale } from '../../i18n/locale';

/** Countries (ISO 3166-1 alpha-2) and their calling codes: the hotels' markets and their guests' usual homes. */
export const CALLING_CODES: Readonly<Record<string, string>> = {
  JP: '81', KR: '82', TW: '886', CN: '86', HK: '852', MO: '853', SG: '65', TH: '66', VN: '84', PH: '63', MY: '60', ID: '62',
  IN: '91', AU: '61', NZ: '64', US: '1', CA: '1', MX: '52', BR: '55', AR: '54', CL: '56', GB: '44', IE: '353', FR: '33',
  DE: '49', IT: '39', ES: '34', PT: '351', NL: '31', BE: '32', LU: '352', CH: '41', AT: '43', SE: '46', NO: '47', DK: '45',
  FI: '358', PL: '48', CZ: '420', HU: '36', GR: '30', RU: '7', TR: '90', IL: '972', AE: '971', SA: '966', QA: '974',
  EG: '20', ZA: '27',
};

/** Countries whose numbers keep their leading 0 after the country code (Italy's landlines). */
const KEEPS_TRUNK_ZERO = new Set(['IT']);

const HOTEL_COUNTRY_BY_CURRENCY: Record<string, string> = { JPY: 'JP', KRW: 'KR', TWD: 'TW' };
const COUNTRY_BY_LOCALE: Partial<Record<Locale, string>> = { ja: 'JP', ko: 'KR', zh_Hans: 'CN', zh_Hant: 'TW' };

/**
 * The country a guest most likely dials from: their language's country (ja, ko, zh); in English the browser's
 * region when it names one we list (en-GB, en-US…), else the hotel's own country.
 */
export function defaultPhoneCountry(locale: Locale, hotelCurrency: string | undefined, browserLanguages: readonly string[] = []): string {
  const byLocale = COUNTRY_BY_LOCALE[locale];
  if (byLocale) return byLocale;
  for (const tag of browserLanguages) {
    const region = /^[a-z]{2,3}[-_]([A-Z]{2})\b/i.exec(tag)?.[1]?.toUpperCase();
    if (region && CALLING_CODES[region]) return region;
  }
  return HOTEL_COUNTRY_BY_CURRENCY[hotelCurrency ?? ''] ?? 'JP';
}

/** What a phone number may contain as typed, besides digits: spaces, dashes, dots, brackets and a leading +. */
const SEPARATORS = /[\s\-.()\u2010-\u2015\u30FC\uFF0D]/g;

/** Full-width digits and plus (as a Japanese keyboard may type them) as their ASCII forms. */
const halfWidth = (text: string) => text.replace(/[\uFF10-\uFF19\uFF0B]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/**
 * The number to check and send: digits and + only. A number written with its own country code (+44…, 0044…) keeps
 * it; otherwise the picked country's code is put in front and the national trunk 0 dropped (090… → +8190…).
 * Text that is not a phone number (letters) comes back with only its separators removed, so the rule refuses it.
 */
export function normalizePhone(typed: string | null | undefined, country: string | undefined): string {
  const text = halfWidth((typed ?? '').trim());
  if (!text) return '';
  const compact = text.replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return compact;
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  const code = country ? CALLING_CODES[country] : undefined;
  if (!code) return compact;
  const national = KEEPS_TRUNK_ZERO.has(country!) ? compact : compact.replace(/^0/, '');
  return `+${code}${national}`;
}

/** The listed countries, named in the guest's language and sorted by that name. */
export function phoneCountries(languageTag: string): { code: string; name: string; dial: string }[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([languageTag], { type: 'region' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(languageTag);
  return Object.entries(CALLING_CODES)
    .map(([code, dial]) => ({ code, dial, name: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The country a number written with its own code (+44 20…) belongs to, when it is not the picked one's code already. */
export function countryOfTyped(typed: string, picked: string | undefined): string | undefined {
  const compact = halfWidth(typed.trim()).replace(SEPARATORS, '').replace(/^00/, '+');
  if (!/^\+\d/.test(compact)) return undefined;
  if (picked && CALLING_CODES[picked] && compact.startsWith(`+${CALLING_CODES[picked]}`)) return undefined;
  let best: string | undefined;
  for (const [code, dial] of Object.entries(CALLING_CODES)) {
    if (compact.startsWith(`+${dial}`) && (!best || dial.length > CALLING_CODES[best]!.length)) best = code;
  }
  return best;
}
