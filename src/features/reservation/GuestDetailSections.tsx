// Sections of the guest detail step: the hotel's questions, the requests and terms, and the page shown when no room
// is selected. The page holds the state; these render it.
import type { ComponentChildren } from 'preact';
import { useLocation } from 'preact-iso';
import { Text } from 'preact-i18n';
import type { AdditionalQuestion } from './api';
import type { GuestDetailDraft } from './checkout';
import { describedBy, FieldMessage } from './Field';
import type { Loaded } from './guestDetailData';
import { Question, type RoomUnit } from './Questions';
import type { FieldError } from './validation';

interface QuestionsProps {
  questions: Loaded<AdditionalQuestion[]>;
  shown: AdditionalQuestion[];
  draft: GuestDetailDraft;
  units: RoomUnit[];
  errors: Record<string, FieldError>;
  onAnswer(id: number | string, answer: GuestDetailDraft['answers'][string]): void;
  onBlur(path: string): void;
}

export function QuestionsSection({ questions, shown, draft, units, errors, onAnswer, onBlur }: QuestionsProps) {
  if (questions.status === 'loaded' && shown.length === 0) return null;
  return (
    <section class="bw-fieldset" aria-labelledby="bw-gd-questions">
      <h2 id="bw-gd-questions" class="bw-gd__heading">
        <Text id="reservation.sections.questions" />
      </h2>
      {questions.status === 'loading' && (
        <p role="status" class="bw-field__hint">
          <Text id="reservation.loading" />
        </p>
      )}
      {draft.prefilled && shown.length > 0 && (
        <p class="bw-field__hint">
          <Text id="reservation.questions.prefilled" />
        </p>
      )}
      {questions.status === 'error' && (
        <div class="bw-alert" role="alert">
          <p>
            <Text id={questions.key} />
          </p>
        </div>
      )}
      {shown.map((question, index) => (
        <Question
          key={question.id}
          question={question}
          path={`answers.${index}`}
          answer={draft.answers[String(question.id)]}
          rooms={units}
          errors={errors}
          onChange={(answer) => onAnswer(question.id, answer)}
          onBlur={onBlur}
        />
      ))}
    </section>
  );
}

interface TermsProps {
  /** The requests box and the coupon field, as the page renders them (or nothing when not asked). */
  children: ComponentChildren;
  accepted: boolean;
  error?: FieldError;
  /** The hotel's terms of use and privacy policy, each opened in a new tab. */
  links: readonly (readonly ['terms_of_use' | 'privacy', string])[];
  onAccept(accepted: boolean): void;
  onBlur(): void;
}

export function RequestsAndTerms({ children, accepted, error, links, onAccept, onBlur }: TermsProps) {
  return (
    <fieldset class="bw-fieldset">
      <legend class="bw-gd__heading">
        <Text id="reservation.sections.other" />
      </legend>
      {children}
      <div class={`bw-field${error ? ' bw-field--invalid' : ''}`}>
        <label class="bw-check">
          <input type="checkbox" {...describedBy('terms_accepted', error)} checked={accepted} required onChange={(e) => onAccept((e.currentTarget as HTMLInputElement).checked)} onBlur={onBlur} />
          <Text id="reservation.terms.accept" />
        </label>
        {links.length > 0 && (
          <p class="bw-gd__links">
            {links.map(([key, href]) => (
              <a key={key} href={href} target="_blank" rel="noopener noreferrer">
                <Text id={`reservation.terms.${key}`} />
                <span class="bw-visually-hidden">
                  <Text id="reservation.new_tab" />
                </span>
              </a>
            ))}
          </p>
        )}
        <FieldMessage path="terms_accepted" error={error} />
      </div>
    </fieldset>
  );
}

export function NothingSelected({ resultsUrl }: { resultsUrl: string }) {
  const { route } = useLocation();
  return (
    <section class="bw-gd bw-empty" aria-labelledby="bw-gd-title">
      <h1 id="bw-gd-title" class="bw-gd__title">
        <Text id="reservation.empty.title" />
      </h1>
      <p>
        <Text id="reservation.empty.body" />
      </p>
      <a
        class="bw-button"
        href={resultsUrl}
        onClick={(event) => {
          event.preventDefault();
          route(resultsUrl);
        }}
      >
        <Text id="reservation.empty.back" />
      </a>
    </section>
  );
}

