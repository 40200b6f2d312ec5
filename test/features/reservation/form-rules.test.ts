// Issue 10, forms: the formatting and normalizing rules behind the card form, the phone number and the names.
import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatCardNumber, formatExpiry } from '../../../src/features/reservation/cardFormat';
import { familyNameFirst, kanaOrder, nameOrder, roomGuestName } from '../../../src/features/reservation/names';
import { countryOfTyped, defaultPhoneCountry, normalizePhone, phoneCountries } from '../../../src/features/reservation/phone';
import { validateGuestDetail, type GuestDetailContext } from '../../../src/features/reservation/validation';

describe('the card number as typed', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111 1111-1111 1111', '4111 1111 1111 1111'],
    ['5555555555554444', '5555 5555 5555 4444'],
    ['3530111333300000', '3530 1113 3330 0000'],
    // American Express 4-6-5, Diners 14 digits 4-6-4.
    ['378282246310005', '3782 822463 10005'],
    ['36227206271667', '3622 720627 1667'],
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['', ''],
    ['4111a1111', '4111 1111'],
    // At most 19 digits.
    ['41111111111111111111111', '4111 1111 1111 1111 111'],
  ])('%s → %s', (typed, shown) => expect(formatCardNumber(typed)).toBe(shown));

  it('keeps the caret after the same digits', () => {
    expect(caretAfterDigits('4111 1111 1', 5)).toBe(6);
    expect(caretAfterDigits('4111 1111 1', 4)).toBe(4);
    expect(caretAfterDigits('4111', 0)).toBe(0);
  });
});

describe('the expiry as typed', () => {
  it.each([
    ['1230', '12/30'],
    ['12/30', '12/30'],
    ['12', '12/'],
    ['1', '1'],
    ['4', '04/'],
    ['0', '0'],
    ['123', '12/3'],
    ['12/2030', '12/30'],
    ['1/2031', '01/31'],
    ['12 / 30', '12/30'],
    ['ab', ''],
  ])('%s → %s', (typed, shown) => expect(formatExpiry(typed)).toBe(shown));

  it('does not put the slash back while the guest deletes it', () => {
    expect(formatExpiry('12', true)).toBe('12');
  });
});

describe('the phone number as sent', () => {
  it.each([
    ['090-1234-5678', 'JP', '+819012345678'],
    ['03 1234 5678', 'JP', '+81312345678'],
    ['(03) 1234-5678', 'JP', '+81312345678'],
    ['０９０ー１２３４ー５６７８', 'JP', '+819012345678'],
    ['010-1234-5678', 'KR', '+821012345678'],
    ['0912 345 678', 'TW', '+886912345678'],
    ['020 7946 0018', 'GB', '+442079460018'],
    ['06 6982 1234', 'IT', '+390669821234'],
    ['(415) 555-0100', 'US', '+14155550100'],
    ['+44 20 7946 0018', 'JP', '+442079460018'],
    ['0044 20 7946 0018', 'JP', '+442079460018'],
    ['', 'JP', ''],
  ])('%s in %s → %s', (typed, country, sent) => expect(normalizePhone(typed, country)).toBe(sent));

  it('a number typed with its own code names its country for the picker', () => {
    expect(countryOfTyped('+44 20 7946 0018', 'JP')).toBe('GB');
    expect(countryOfTyped('0044 20', 'JP')).toBe('GB');
    expect(countryOfTyped('+886 912', 'JP')).toBe('TW');
    // Already the picked country's code (+1 is the US and Canada alike), or no code typed: the picker stays.
    expect(countryOfTyped('+1 604 555 0100', 'CA')).toBeUndefined();
    expect(countryOfTyped('+81 90', 'JP')).toBeUndefined();
    expect(countryOfTyped('090-1234', 'JP')).toBeUndefined();
  });

  it('keeps letters, so the rule refuses them', () => {
    expect(normalizePhone('03-12ab', 'JP')).toBe('0312ab');
  });

  it('defaults to the language’s country, in English to the browser’s region, else the hotel’s', () => {
    expect(defaultPhoneCountry('ja', 'KRW')).toBe('JP');
    expect(defaultPhoneCountry('ko', 'JPY')).toBe('KR');
    expect(defaultPhoneCountry('zh_Hant', 'JPY')).toBe('TW');
    expect(defaultPhoneCountry('zh_Hans', 'JPY')).toBe('CN');
    expect(defaultPhoneCountry('en', 'JPY', ['en-GB', 'en'])).toBe('GB');
    expect(defaultPhoneCountry('en', 'KRW', ['en'])).toBe('KR');
    expect(defaultPhoneCountry('en', 'TWD', [])).toBe('TW');
  });

  it('lists the countries named and sorted in the guest’s language', () => {
    const ja = phoneCountries('ja');
    expect(ja.find((c) => c.code === 'JP')).toEqual({ code: 'JP', dial: '81', name: '日本' });
    const en = phoneCountries('en').map((c) => c.name);
    expect(en).toEqual([...en].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('names', () => {
  it('family name first in ja, ko and zh; given name first in en', () => {
    expect(nameOrder('ja')).toEqual(['last_name', 'first_name']);
    expect(kanaOrder('ja')).toEqual(['last_name_kana', 'first_name_kana']);
    for (const locale of ['ko', 'zh_Hans', 'zh_Hant'] as const) expect(familyNameFirst(locale)).toBe(true);
    expect(nameOrder('en')).toEqual(['first_name', 'last_name']);
  });

  it("a room's guest is the booker (kana included) unless the guest is someone else", () => {
    const booker = { first_name: '太郎', last_name: '山田', first_name_kana: 'タロウ', last_name_kana: 'ヤマダ' };
    expect(roomGuestName(booker, { first_name: '花子' }, false)).toEqual(booker);
    expect(roomGuestName(booker, { first_name: '花子', last_name: '山田' }, true)).toEqual({ first_name: '花子', last_name: '山田', first_name_kana: null, last_name_kana: null });
    expect(roomGuestName(booker, undefined, true)).toEqual({ first_name: null, last_name: null, first_name_kana: null, last_name_kana: null });
  });
});

describe('kana rules (kanji_name_required in ja)', () => {
  const context: GuestDetailContext = { locale: 'ja', kanjiNameRequired: true, checkout: '2030-01-02' as GuestDetailContext['checkout'], totalPrice: 1000, currency: 'JPY' };
  const base = { first_name: '太郎', last_name: '山田', email: 'a@example.jp', email_confirmation: 'a@example.jp', terms_accepted: true };

  it('asks the booker for kana, in hiragana or katakana', () => {
    expect(validateGuestDetail({ ...base }, context).errors).toMatchObject({ first_name_kana: { key: 'booking.errors.required' }, last_name_kana: { key: 'booking.errors.required' } });
    expect(validateGuestDetail({ ...base, first_name_kana: 'たろう', last_name_kana: 'ヤマダ' }, context).valid).toBe(true);
    expect(validateGuestDetail({ ...base, first_name_kana: 'Taro', last_name_kana: '山田' }, context).errors).toMatchObject({ first_name_kana: { key: 'booking.errors.name_kana' }, last_name_kana: { key: 'booking.errors.name_kana' } });
  });

  it('asks a room guest (someone else) for kana too; in English nobody is asked for kana', () => {
    const withRoom = { ...base, first_name_kana: 'たろう', last_name_kana: 'やまだ', room_guests: [{ first_name: '花子', last_name: '山田' }] };
    expect(Object.keys(validateGuestDetail(withRoom, context).errors)).toEqual(['room_guests.0.first_name_kana', 'room_guests.0.last_name_kana']);
    expect(validateGuestDetail({ ...base, first_name: 'Taro', last_name: 'Yamada', room_guests: [{ first_name: 'Hanako', last_name: 'Yamada' }] }, { ...context, locale: 'en' }).valid).toBe(true);
  });
});
