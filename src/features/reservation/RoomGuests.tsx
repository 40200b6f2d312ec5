// Who stays in each room: the booker, unless the booker says the guest is someone else; then each room asks for
// its guest's names (in the order the guest's language writes them, with kana where the hotel asks for it).
import { Text } from 'preact-i18n';
import { t, type Locale } from '../../i18n';
import { TextField } from './Field';
import { kanaOrder, nameOrder, type PersonName } from './names';
import type { FieldError, FieldPresence } from './validation';

type NameKey = keyof PersonName;

interface Props {
  locale: Locale;
  rooms: { name: string }[];
  someoneElse: boolean;
  /** Each room: whether its guest is someone other than the booker (and so its names are asked). */
  ownGuest: boolean[];
  guests: (PersonName | undefined)[];
  /** Whether the kana names are asked (fieldPresence of the kana fields), and whether they may be blank. */
  kana: FieldPresence;
  errors: Record<string, FieldError>;
  onSomeoneElse(value: boolean): void;
  onOwnGuest(index: number, own: boolean): void;
  onInput(index: number, field: NameKey, value: string): void;
  onBlur(path: string): void;
}

export function RoomGuests({ locale, rooms, someoneElse, ownGuest, guests, kana, errors, onSomeoneElse, onOwnGuest, onInput, onBlur }: Props) {
  const roman = locale === 'ja' ? undefined : <Text id="reservation.hints.roman" />;
  const rows: [NameKey, NameKey][] = [nameOrder(locale)];
  if (kana !== 'do_not_ask') rows.push(kanaOrder(locale));
  return (
    <fieldset class="bw-fieldset">
      <legend class="bw-gd__heading">
        <Text id="reservation.sections.room_guests" />
      </legend>
      <label class="bw-check">
        <input type="checkbox" checked={someoneElse} onChange={(e) => onSomeoneElse((e.currentTarget as HTMLInputElement).checked)} />
        <Text id="reservation.someone_else" />
      </label>
      {!someoneElse && rooms.length === 1 && (
        <p class="bw-field__hint">
          <Text id="reservation.room_guests_are_booker" />
        </p>
      )}
      {(someoneElse || rooms.length > 1) &&
        rooms.map((room, index) => (
          <fieldset key={index} class="bw-fieldset bw-fieldset--room">
            <legend class="bw-field__label">{t('reservation.rooms.room_number', { number: index + 1, name: room.name })}</legend>
            {/* Several rooms booked for oneself: each room says whether another guest stays in it. */}
            {!someoneElse && (
              <label class="bw-check">
                <input type="checkbox" checked={ownGuest[index]} onChange={(e) => onOwnGuest(index, (e.currentTarget as HTMLInputElement).checked)} />
                <Text id="reservation.room_someone_else" />
              </label>
            )}
            {!ownGuest[index] && (
              <p class="bw-field__hint">
                <Text id="reservation.room_is_booker" />
              </p>
            )}
            {ownGuest[index] &&
              rows.map((row, r) => (
                <div key={r} class="bw-field-row">
                  {row.map((name) => {
                    const path = `room_guests.${index}.${name}`;
                    const isKana = name.endsWith('_kana');
                    return (
                      <TextField
                        key={name}
                        path={path}
                        label={t(`reservation.fields.${name}`)}
                        value={guests[index]?.[name] ?? undefined}
                        error={errors[path]}
                        required={isKana ? kana === 'required' : true}
                        hint={isKana ? <Text id="reservation.hints.kana" /> : roman}
                        autoComplete="off"
                        onInput={(value) => onInput(index, name, value)}
                        onBlur={() => onBlur(path)}
                      />
                    );
                  })}
                </div>
              ))}
          </fieldset>
        ))}
    </fieldset>
  );
}
