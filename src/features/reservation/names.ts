// How a guest's name is asked for in their language: the order of the family and given names, and the kana
// (furigana) names a Japanese guest gives (spec section 5: "ja asks for hiragana/kana").
import type { Locale } from '../../i18n/locale';

export type NameField = 'first_name' | 'last_name';
export type KanaField = 'first_name_kana' | 'last_name_kana';

/** Japanese, Korean and Chinese put the family name first; English the given name. */
export function familyNameFirst(locale: Locale): boolean {
  return locale !== 'en';
}

/** The name fields in the order the guest's language writes a name. */
export function nameOrder(locale: Locale): [NameField, NameField] {
  return familyNameFirst(locale) ? ['last_name', 'first_name'] : ['first_name', 'last_name'];
}

/** The kana fields in the same order as the names they read. */
export function kanaOrder(locale: Locale): [KanaField, KanaField] {
  return familyNameFirst(locale) ? ['last_name_kana', 'first_name_kana'] : ['first_name_kana', 'last_name_kana'];
}

export interface PersonName {
  first_name?: string | null;
  last_name?: string | null;
  first_name_kana?: string | null;
  last_name_kana?: string | null;
}

const NAME_KEYS = ['first_name', 'last_name', 'first_name_kana', 'last_name_kana'] as const;

/**
 * A room's guest: the booker (all four names) unless the guest is someone else, then what was typed for the room.
 * A field the form does not show is never taken from elsewhere, so it is never validated behind the guest's back.
 */
export function roomGuestName(booker: PersonName, typed: PersonName | undefined, someoneElse: boolean): Required<PersonName> {
  const source = someoneElse ? (typed ?? {}) : booker;
  return Object.fromEntries(NAME_KEYS.map((key) => [key, source[key] ?? null])) as Required<PersonName>;
}

/**
 * Whether a room's guest is someone other than the booker: every room when the booker books for someone else;
 * otherwise the rooms (of several) the booker marked as another guest's.
 */
export function roomHasOwnGuest(index: number, someoneElse: boolean, marked: readonly (boolean | undefined)[] | undefined, roomCount: number): boolean {
  return someoneElse || (roomCount > 1 && marked?.[index] === true);
}
