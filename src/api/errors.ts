// Error payloads of spec section 8, read in their three shapes and mapped to catalogue keys.

export type ApiErrorKind = 'http' | 'network' | 'malformed' | 'aborted';

export interface ErrorDetails {
  status: number;
  kind: ApiErrorKind;
  /** The numeric code of spec section 8, when the server sent one. */
  code?: number;
  /** The error title (titled shape), e.g. 'invalid client session'. */
  title?: string;
  /** The server's own message, English; shown only when no catalogue message fits. */
  serverMessage?: string;
  /** Extra values sent with the error (e.g. reservable_period_months for 1903). */
  params: Record<string, unknown>;
}

/** Catalogue keys (namespace errors) for the codes that have a guest message. */
const CODE_MESSAGES: Record<number, string> = {
  1000: 'errors.invalid',
  1250: 'errors.expired',
  1251: 'errors.upload_unprocessable',
  1301: 'errors.account_locked',
  1400: 'errors.session_expired',
  1500: 'errors.coupon_invalid',
  1903: 'errors.reservable_period',
  2401: 'errors.not_enough_points',
  3001: 'errors.payment_timeout',
  3011: 'errors.payment_timeout',
  3002: 'errors.payment_failed',
  3003: 'errors.card_not_available',
  3205: 'errors.card_not_available',
  3004: 'errors.card_number',
  3005: 'errors.card_expiry',
  3006: 'errors.three_d_secure_failed',
  3007: 'errors.card_not_accepted',
  3008: 'errors.three_d_secure_cancelled',
  3009: 'errors.three_d_secure_suspended',
  3202: 'errors.point_balance_unavailable',
  3203: 'errors.processing_retry',
  3204: 'errors.payment_use_another_card',
  3504: 'errors.point_refund_failed',
};

/** The catalogue key of a numeric code's guest message (spec section 8), if it has one. */
export function messageKeyForCode(code: number | undefined): string | undefined {
  return code === undefined ? undefined : CODE_MESSAGES[code];
}

const COUPON_REASONS = ['invalid', 'expired', 'limit_reached', 'max_nights'];

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly code?: number;
  readonly title?: string;
  readonly serverMessage?: string;
  readonly params: Record<string, unknown>;

  constructor(details: ErrorDetails) {
    super(details.serverMessage ?? details.title ?? `${details.kind} error ${details.status}`);
    this.name = 'ApiError';
    this.status = details.status;
    this.kind = details.kind;
    this.code = details.code;
    this.title = details.title;
    this.serverMessage = details.serverMessage;
    this.params = details.params;
  }

  /** The catalogue key of the message the guest sees. */
  get messageKey(): string {
    if (this.kind === 'network') return 'errors.network';
    if (this.kind === 'malformed') return 'errors.malformed_response';
    if (this.kind === 'aborted') return 'errors.aborted';
    // Coupon and code problems (1500) say which: invalid, expired, limit reached, max nights.
    if (this.code === 1500 && typeof this.params.reason === 'string' && COUPON_REASONS.includes(this.params.reason)) return `errors.coupon_${this.params.reason}`;
    // A check-in before the hotel's today (its time zone, not the guest's): the real reason, not "invalid".
    if (this.code === 1000 && this.params.reason === 'checkin_in_past') return 'errors.checkin_in_past';
    const byCode = messageKeyForCode(this.code);
    if (byCode) return byCode;
    if (this.status === 401) return 'errors.signed_out';
    if (this.status === 404) return 'errors.not_found';
    if (this.status === 503) return 'errors.service_unavailable';
    return 'errors.generic';
  }
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function asNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/**
 * Reads an error body in any of the three shapes:
 * `errors[0].details.base[0]`; an `errors` array of `{ title, details: [{ code, base }] }`; `{ error }`.
 */
export function readErrorPayload(body: unknown): Omit<ErrorDetails, 'status' | 'kind'> {
  const root = asRecord(body);
  if (!root) return { params: {} };
  if (typeof root.error === 'string') return { serverMessage: root.error, params: {} };
  const first = Array.isArray(root.errors) ? asRecord(root.errors[0]) : undefined;
  if (!first) return { params: {} };

  const { code, title, details, ...rest } = first;
  const result: Omit<ErrorDetails, 'status' | 'kind'> = {
    code: asNumber(code),
    title: typeof title === 'string' ? title : undefined,
    params: rest,
  };
  const detailRecord = asRecord(details);
  if (detailRecord && Array.isArray(detailRecord.base)) {
    const message = detailRecord.base[0];
    if (typeof message === 'string') result.serverMessage = message;
  } else if (Array.isArray(details)) {
    const detail = asRecord(details[0]);
    if (detail) {
      result.code ??= asNumber(detail.code);
      if (typeof detail.base === 'string') result.serverMessage = detail.base;
      else if (Array.isArray(detail.base) && typeof detail.base[0] === 'string') result.serverMessage = detail.base[0];
    }
  }
  if (typeof first.message === 'string' && !result.serverMessage) result.serverMessage = first.message;
  return result;
}
