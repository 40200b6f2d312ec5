// The three error shapes of spec section 8, as thrown values the app's onError turns into responses.

export type ErrorBody =
  | { errors: Array<{ code: number; details: { base: string[] } } & Record<string, unknown>> }
  | { errors: Array<{ title: string; details: Array<{ code: number; base: string }> }> }
  | { error: string };

function errorMessage(body: ErrorBody): string {
  if ('error' in body) return body.error;
  const first = body.errors[0] as { title?: string; details?: unknown } | undefined;
  if (first?.title) return first.title;
  const details = first?.details as { base?: string[] } | undefined;
  return details?.base?.[0] ?? 'Error';
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    /** Extra response headers (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(errorMessage(body));
    this.name = 'HttpError';
  }
}

/** Shape 1: `{"errors":[{"code":1000,"details":{"base":[message]}}]}` (extra fields go inside the error object). */
export function validationError(message: string, code = 1000, extra: Record<string, unknown> = {}, status = 422): HttpError {
  return new HttpError(status, { errors: [{ code, details: { base: [message] }, ...extra }] });
}

/** Shape 2: `{"errors":[{"title":…,"details":[{"code":…,"base":…}]}]}`. */
export function titledError(status: number, title: string, code: number, base: string): HttpError {
  return new HttpError(status, { errors: [{ title, details: [{ code, base }] }] });
}

/** Shape 3: `{"error":message}`. */
export function simpleError(status: number, message: string): HttpError {
  return new HttpError(status, { error: message });
}

export const invalidClientSession = (): HttpError =>
  titledError(403, 'invalid client session', 3401, 'Client session is missing or unknown');

export const identityProviderExpired = (): HttpError =>
  titledError(403, 'Identity provider expired', 4000, 'Client session expired');
