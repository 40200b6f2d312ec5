// Business constants of spec section 9, with the spec's units in their names.

export const CLIENT_SESSION_DAYS = 0.75;
export const SEARCH_CRITERIA_COOKIE_HOURS = 1;
export const SAVED_BROWSING_STATE_MINUTES = 10;

export const RETRY_429_MS = 1000;
/** A 503 whose Retry-After is at most this many seconds is retried once after that wait (the server's database was busy). */
export const RETRY_503_MAX_S = 5;
export const CHATBOT_USER_ID_WAIT_MS = 2000;
export const CHATBOT_USER_ID_POLL_MS = 200;
export const LOGIN_POPOVER_DELAY_MS = 200;

export const THREE_D_SECURE_LIMIT_MINUTES = 15;
export const PAYMENT_PAGE_TIMEOUT_HOURS = 1;

export const MAX_ATTACHMENT_FILES = 30;
export const MAX_ATTACHMENT_MB = 80;
export const ANSWER_TEXT_MAX_CHARS = 255;
// "80MB each", in binary megabytes, against a File's size in bytes.
export const MAX_ATTACHMENT_BYTES = MAX_ATTACHMENT_MB * 1024 * 1024;

export const PASSWORD_MIN_CHARS = 8;
export const PASSWORD_RESET_WAIT_MINUTES = 10;

export const MOBILE_BREAKPOINT_PX = 992;

export const CARD_BRAND_LIMIT_YEN = 1_000_000;
// "Online payments over 1,000,000 yen: no VISA or Mastercard" (the spec names Mastercard both ways).
export const CARD_BRANDS_BARRED_OVER_LIMIT = ['visa', 'master', 'mastercard'] as const;

export const POINTS_CREDIT_DAYS_AFTER_CHECKOUT = 3;
export const DIGICO_POINTS_VALID_DAYS = 180;
export const DEFAULT_POINT_EXCHANGE_TYPE = 'digico';
export const POINT_HISTORY_PAGE_SIZE = 5;

export const DEFAULT_MAX_GUESTS_PER_ROOM = 20;
export const DEFAULT_ADULTS = 2;
export const DEFAULT_CHECKIN_OFFSET_DAYS = 0;
export const DEFAULT_ORDER = 'price_low_to_high';
export const DEFAULT_ROOM_COUNT = 1;
/** The longest stay one search asks for, and the oldest age a child is counted at (the pickers' own limits). */
export const MAX_NIGHTS_PER_SEARCH = 30;
export const MAX_CHILD_AGE_YEARS = 17;

// "Night count uses a day length of 86,400,000 ms."
export const DAY_MS = 86_400_000;

export const FALLBACK_CURRENCY = 'JPY';
export const CURRENCY_SYMBOLS: Record<string, string> = { KRW: '₩', JPY: '¥', TWD: 'NT$' };

export const INVALID_CLIENT_SESSION_TITLE = 'invalid client session';
export const IDENTITY_EXPIRED_CODE = 4000;
