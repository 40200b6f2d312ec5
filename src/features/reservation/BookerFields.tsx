// The booker's own details: names in the order the guest's language writes them (kana in Japanese), email and
// its confirmation, phone with its country code, postal code and address, as the hotel asks for them.
import type { ComponentChildren } from 'preact';
import { Text } from 'preact-i18n';
import type { Locale } from '../../i18n';
import { kanaOrder, nameOrder } from './names';
import type { FieldPresence, GuestField } from './validation';

export type FieldOptions = { type?: 'email' | 'tel'; autoComplete?: string; hint?: string; multiline?: boolean };

interface Props {
  locale: Locale;
  presence(field: GuestField): FieldPresence;
  /** The page's text field for a guest field (null when the hotel does not ask for it). */
  field(name: GuestField, options?: FieldOptions): ComponentChildren;
  /** The phone field (PhoneField), when asked. */
  phone: ComponentChildren;
}

const NAME_AUTOCOMPLETE = { first_name: 'given-name', last_name: 'family-name' } as const;

export function BookerFields({ locale, presence, field, phone }: Props) {
  const roman = locale === 'ja' ? undefined : 'reservation.hints.roman';
  const [firstName, secondName] = nameOrder(locale);
  const [firstKana, secondKana] = kanaOrder(locale);
  return (
    <fieldset class="bw-fieldset">
      <legend class="bw-gd__heading">
        <Text id="reservation.sections.guest" />
      </legend>
      {/* Family name first in ja, ko and zh; the given name first in en. */}
      <div class="bw-field-row">
        {field(firstName, { autoComplete: NAME_AUTOCOMPLETE[firstName], hint: roman })}
        {field(secondName, { autoComplete: NAME_AUTOCOMPLETE[secondName], hint: roman })}
      </div>
      {presence('first_name_kana') !== 'do_not_ask' && (
        <div class="bw-field-row">
          {field(firstKana, { hint: 'reservation.hints.kana' })}
          {field(secondKana, { hint: 'reservation.hints.kana' })}
        </div>
      )}
      {field('email', { type: 'email', autoComplete: 'email' })}
      {field('email_confirmation', { type: 'email', autoComplete: 'email' })}
      {phone}
      {field('postal_code', { autoComplete: 'postal-code' })}
      {field('address', { autoComplete: 'street-address' })}
    </fieldset>
  );
}
