// The phone number: a country code picker and the number as the guest writes it (spaces and dashes allowed);
// the page normalizes both to digits and + (phone.ts) before checking and sending.
import { useMemo } from 'preact/hooks';
import { Text } from 'preact-i18n';
import { t } from '../../i18n';
import { describedBy, fieldId, FieldMessage } from './Field';
import { countryOfTyped, phoneCountries } from './phone';
import type { FieldError } from './validation';
import './guestDetailForm.css';

interface Props {
  value: string | undefined;
  country: string;
  languageTag: string;
  required: boolean;
  error?: FieldError;
  onInput(value: string): void;
  onCountry(country: string): void;
  onBlur(): void;
}

export function PhoneField({ value, country, languageTag, required, error, onInput, onCountry, onBlur }: Props) {
  const countries = useMemo(() => phoneCountries(languageTag), [languageTag]);
  const control = describedBy('phone', error, true);
  const countryId = fieldId('phone_country');
  return (
    <div class={`bw-field${error ? ' bw-field--invalid' : ''}`}>
      <label for={control.id} class="bw-field__label">
        <Text id="reservation.fields.phone" />
        {required && (
          <span class="bw-field__required">
            <Text id="reservation.required" />
          </span>
        )}
      </label>
      <p id={`${control.id}-hint`} class="bw-field__hint">
        <Text id="reservation.hints.phone" />
      </p>
      <div class="bw-phone">
        <select id={countryId} class="bw-phone__country" aria-label={t('reservation.fields.phone_country')} autoComplete="tel-country-code" value={country} onChange={(e) => onCountry((e.currentTarget as HTMLSelectElement).value)}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.name} +${c.dial}`}
            </option>
          ))}
        </select>
        <input
          type="tel"
          {...control}
          name="phone"
          class="bw-phone__number"
          value={value ?? ''}
          required={required}
          autoComplete="tel-national"
          inputMode="tel"
          onInput={(e) => {
            const typed = (e.currentTarget as HTMLInputElement).value;
            onInput(typed);
            // A number typed with its own country code (+44…) moves the picker to that country.
            const own = countryOfTyped(typed, country);
            if (own) onCountry(own);
          }}
          onBlur={onBlur}
        />
      </div>
      <FieldMessage path="phone" error={error} />
    </div>
  );
}
