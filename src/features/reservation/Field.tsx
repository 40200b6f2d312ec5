import type { ComponentChildren } from 'preact';
import { Text } from 'preact-i18n';
import type { FieldError } from './validation';

/** The id of a field's control from its path in the form (`room_guests.0.last_name` → `bw-gd-room_guests-0-last_name`). */
export const fieldId = (path: string) => `bw-gd-${path.replace(/\./g, '-')}`;

/** A field's message, next to it; the control names it in aria-describedby. */
export function FieldMessage({ path, error }: { path: string; error?: FieldError }) {
  if (!error) return null;
  return (
    <p id={`${fieldId(path)}-error`} class="bw-field__error">
      <Text id={error.key} fields={error.fields} />
    </p>
  );
}

/** aria-invalid and aria-describedby for a control with an optional hint and message. */
export function describedBy(path: string, error?: FieldError, hint?: boolean) {
  const ids = [hint && `${fieldId(path)}-hint`, error && `${fieldId(path)}-error`].filter(Boolean).join(' ');
  return { id: fieldId(path), 'aria-invalid': error ? ('true' as const) : undefined, 'aria-describedby': ids || undefined };
}

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the control with this id, or the first control inside it (a group such as a question's rooms or an
 * extra), in the document or shadow root `from` lives in; scrolls it into view. False when there is none.
 */
export function focusField(from: Node, id: string): boolean {
  const root = from.getRootNode() as Document | ShadowRoot;
  const target = root.getElementById?.(id) ?? null;
  const control = target?.matches(FOCUSABLE) ? target : target?.querySelector<HTMLElement>(FOCUSABLE);
  if (!control) return false;
  (control as HTMLElement).focus();
  try {
    control.scrollIntoView({ block: 'center' });
  } catch {
    /* no layout (tests) */
  }
  return true;
}

export interface TextFieldProps {
  path: string;
  label: string;
  value: string | undefined;
  error?: FieldError;
  required?: boolean;
  hint?: ComponentChildren;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  inputMode?: 'numeric';
  onInput(value: string): void;
  onBlur(): void;
}

export function TextField({ path, label, value, error, required, hint, type = 'text', autoComplete, multiline, inputMode, onInput, onBlur }: TextFieldProps) {
  const control = {
    ...describedBy(path, error, !!hint),
    name: path,
    value: value ?? '',
    required,
    autoComplete,
    inputMode,
    onInput: (event: Event) => onInput((event.currentTarget as HTMLInputElement).value),
    onBlur,
  };
  return (
    <div class={`bw-field${error ? ' bw-field--invalid' : ''}`}>
      <label for={control.id} class="bw-field__label">
        {label}
        {required && (
          <span class="bw-field__required">
            <Text id="reservation.required" />
          </span>
        )}
      </label>
      {hint && (
        <p id={`${control.id}-hint`} class="bw-field__hint">
          {hint}
        </p>
      )}
      {multiline ? <textarea rows={4} {...control} /> : <input type={type} {...control} />}
      <FieldMessage path={path} error={error} />
    </div>
  );
}
