// Request locale and localized text columns (stored as JSON objects keyed by locale).

export const LOCALES = ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant'] as const;
export type Locale = (typeof LOCALES)[number];
export type I18n = Record<Locale, string>;

const ALIASES: Record<string, Locale> = {
  ja: 'ja', 'ja-jp': 'ja',
  en: 'en', 'en-us': 'en', 'en-gb': 'en',
  ko: 'ko', 'ko-kr': 'ko',
  zh_hans: 'zh_Hans', 'zh-hans': 'zh_Hans', 'zh-cn': 'zh_Hans', zh_cn: 'zh_Hans', 'zh-sg': 'zh_Hans', zh: 'zh_Hans',
  zh_hant: 'zh_Hant', 'zh-hant': 'zh_Hant', 'zh-tw': 'zh_Hant', zh_tw: 'zh_Hant', 'zh-hk': 'zh_Hant',
};

/** Normalizes a locale value (ja, en, ko, zh_Hans, zh_Hant and common BCP 47 spellings); unknown or missing → 'en'. */
export function resolveLocale(...candidates: Array<string | null | undefined>): Locale {
  for (const c of candidates) {
    if (!c) continue;
    const hit = ALIASES[c.trim().toLowerCase()];
    if (hit) return hit;
  }
  return 'en';
}

/** Picks the text in `locale` from a JSON text column, falling back to English, then any language. */
export function pick(json: string | null | undefined, locale: Locale): string | null {
  if (json == null) return null;
  let parsed: Partial<I18n>;
  try {
    parsed = JSON.parse(json) as Partial<I18n>;
  } catch {
    return json;
  }
  return parsed[locale] ?? parsed.en ?? Object.values(parsed)[0] ?? null;
}
