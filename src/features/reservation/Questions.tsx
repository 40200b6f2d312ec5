// Additional questions on the guest detail step: free text (≤ 255 with a counter), arrival and departure times, and
// men and women per room.
import { Text } from 'preact-i18n';
import { t } from '../../i18n';
import { ANSWER_TEXT_MAX_CHARS } from '../../lib/constants';
import type { AdditionalQuestion } from './api';
import type { GuestDetailDraft } from './checkout';
import { describedBy, fieldId, FieldMessage } from './Field';
import type { FieldError } from './validation';

export type QuestionAnswer = GuestDetailDraft['answers'][string];
type RoomAnswerDraft = NonNullable<QuestionAnswer['rooms']>[number];

/** HH:MM from `from` to `to` every `step` minutes (the question's settings; the whole day by default). */
export function timeOptions(question: AdditionalQuestion): string[] {
  const minutes = (text: string | null | undefined, fallback: number) => {
    const match = /^(\d{1,2}):(\d{2})$/.exec(text ?? '');
    return match ? Number(match[1]) * 60 + Number(match[2]) : fallback;
  };
  const from = minutes(question.settings?.from, 0);
  const to = minutes(question.settings?.to, 24 * 60 - 30);
  const step = Math.max(5, question.settings?.step_minutes ?? 30);
  const times: string[] = [];
  for (let m = from; m <= to; m += step) times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return times;
}

export const questionTitle = (question: AdditionalQuestion) => question.title ?? question.question ?? '';

export interface RoomUnit {
  adults: number;
  name: string;
}

interface QuestionProps {
  question: AdditionalQuestion;
  /** The answer's path in the form: `answers.{index}`. */
  path: string;
  answer: QuestionAnswer | undefined;
  rooms: RoomUnit[];
  errors: Record<string, FieldError>;
  onChange(answer: QuestionAnswer): void;
  onBlur(path: string): void;
}

export function Question({ question, path, answer, rooms, errors, onChange, onBlur }: QuestionProps) {
  const title = questionTitle(question);
  const titleId = `bw-gd-q-${question.id}`;
  const required = !!question.required;
  const setRoom = (index: number, change: Partial<RoomAnswerDraft>) => {
    const next = rooms.map((_, i) => ({ ...(answer?.rooms?.[i] ?? {}) }));
    next[index] = { ...next[index], ...change };
    onChange({ ...answer, rooms: next });
  };

  if (question.question_type === 'free') {
    const text = answer?.text ?? '';
    const max = Math.min(question.settings?.max_length ?? ANSWER_TEXT_MAX_CHARS, ANSWER_TEXT_MAX_CHARS);
    const textPath = `${path}.text`;
    const error = errors[textPath];
    const control = describedBy(textPath, error, true);
    return (
      <div class={`bw-field${error ? ' bw-field--invalid' : ''}`}>
        <label for={control.id} class="bw-field__label">
          {title}
          {required && (
            <span class="bw-field__required">
              <Text id="reservation.required" />
            </span>
          )}
        </label>
        <textarea {...control} rows={3} value={text} required={required} onInput={(e) => onChange({ ...answer, text: (e.currentTarget as HTMLTextAreaElement).value })} onBlur={() => onBlur(textPath)} />
        <p id={`${control.id}-hint`} class="bw-field__hint bw-counter" aria-live="polite">
          <Text id="reservation.questions.counter" fields={{ count: [...text].length, max }} />
        </p>
        <FieldMessage path={textPath} error={error} />
      </div>
    );
  }

  return (
    <fieldset id={fieldId(`${path}.rooms`)} class="bw-fieldset bw-question" aria-labelledby={titleId}>
      <legend id={titleId} class="bw-field__label">
        {title}
        {required && (
          <span class="bw-field__required">
            <Text id="reservation.required" />
          </span>
        )}
      </legend>
      {rooms.map((room, index) => {
        const roomAnswer = answer?.rooms?.[index] ?? {};
        const roomLabel = t('reservation.rooms.room_number', { number: index + 1, name: room.name });
        if (question.question_type === 'people_per_room') {
          const count = (value: string) => (value === '' ? undefined : Math.max(0, Math.floor(Number(value))));
          const sum = (roomAnswer.men_count ?? 0) + (roomAnswer.women_count ?? 0);
          const hintId = `bw-gd-q-${question.id}-${index}-hint`;
          return (
            <div key={index} class="bw-question__room">
              <p class="bw-question__room-name">{roomLabel}</p>
              {(['men_count', 'women_count'] as const).map((field) => (
                <label key={field} class="bw-inline-field">
                  <span>
                    <Text id={`reservation.questions.${field}`} />
                  </span>
                  <input
                    type="number"
                    min={0}
                    max={room.adults}
                    inputMode="numeric"
                    aria-label={`${roomLabel} ${t(`reservation.questions.${field}`)}`}
                    aria-describedby={hintId}
                    value={roomAnswer[field] ?? ''}
                    onInput={(e) => setRoom(index, { [field]: count((e.currentTarget as HTMLInputElement).value) })}
                  />
                </label>
              ))}
              <p id={hintId} class={`bw-field__hint${sum && sum !== room.adults ? ' bw-field__hint--warn' : ''}`}>
                <Text id="reservation.questions.people_hint" plural={room.adults} fields={{ adults: room.adults }} />
              </p>
            </div>
          );
        }
        const field = question.question_type === 'checkin' ? 'checkin_time' : 'checkout_time';
        return (
          <label key={index} class="bw-inline-field">
            <span>{rooms.length > 1 ? roomLabel : <Text id={`reservation.questions.${field}`} />}</span>
            <select
              aria-label={`${roomLabel} ${t(`reservation.questions.${field}`)}`}
              value={roomAnswer[field] ?? ''}
              onChange={(e) => setRoom(index, { [field]: (e.currentTarget as HTMLSelectElement).value || undefined })}
            >
              <option value="">{t('reservation.questions.choose_time')}</option>
              {timeOptions(question).map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      <FieldMessage path={`${path}.rooms`} error={errors[`${path}.rooms`]} />
    </fieldset>
  );
}
