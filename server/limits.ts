// Every input limit of the sandbox in one place: body size per route (enforced while the body streams in, before any
// handler reads it), JSON nesting depth, list lengths and text lengths. The numbers follow the spec where it has one
// (attachments 80 MB, answers 255 characters, rooms ≤ multi_rooms_search_limit) and are small everywhere else.
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError, simpleError, validationError } from './errors.ts';

const KB = 1024;
const MB = 1024 * KB;

/** Largest attachment (spec section 3: 80 MB per file). */
export const MAX_ATTACHMENT_BYTES = 80 * MB;
/** Largest multipart upload: one 80 MB file plus room for the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = MAX_ATTACHMENT_BYTES + 64 * KB;
/** A booking (rooms, guests, answers, extras) as JSON. */
export const MAX_BOOKING_BODY_BYTES = 1 * MB;
/** Every other JSON body (sign-in, client sessions, cancel, card tokens, sandbox controls). */
export const MAX_JSON_BODY_BYTES = 256 * KB;
/** The 3D Secure challenge form (password and one button). */
export const MAX_FORM_BODY_BYTES = 16 * KB;

/** Deepest nesting of objects and arrays accepted in a JSON body (a booking needs 5). */
export const MAX_JSON_DEPTH = 20;

/** Text limits (characters) of booking input. */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  notes: 2000,
  answer: 255,
  code: 100,
  cancelReason: 255,
  cancelDetails: 2000,
  idempotencyKey: 255,
  password: 200,
  returnUrl: 2000,
} as const;

/** List limits of a booking besides rooms (which follow the hotel's multi_rooms_search_limit). */
export const LIST_LIMITS = {
  extras: 50,
  attachments: 30,
  kidsAges: 20,
  kidsTiers: 10,
} as const;

/** The body limit of a request (bytes), by method and path. */
export function bodyLimitFor(method: string, path: string): number {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return 0;
  if (/\/hotels\/[^/]+\/file_attachments$/.test(path)) return MAX_UPLOAD_BODY_BYTES;
  if (/\/hotels\/[^/]+\/reservations$/.test(path)) return MAX_BOOKING_BODY_BYTES;
  if (path.startsWith('/sandbox-pay/3ds/')) return MAX_FORM_BODY_BYTES;
  return MAX_JSON_BODY_BYTES;
}

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${formatBytes(limit)}.`);
    this.name = 'BodyTooLarge';
  }
}

export function formatBytes(n: number): string {
  return n >= MB ? `${Math.round(n / MB)} MB` : `${Math.round(n / KB)} KB`;
}

/** 413 in the spec's simple error shape; the connection is closed so the rest of a huge upload is never read. */
export function tooLargeResponse(limit: number): Response {
  return new Response(JSON.stringify({ error: `Payload too large: the request body can be at most ${formatBytes(limit)}.` }), {
    status: 413,
    headers: { 'Content-Type': 'application/json; charset=UTF-8', Connection: 'close', 'Cache-Control': 'no-store' },
  });
}

const exceeded = new WeakMap<Request, number>();

/**
 * Body size per route. A declared Content-Length over the limit is refused before reading anything; any other body
 * (chunked uploads included) is counted as it streams in and cut off at the limit — whoever reads it gets a
 * BodyTooLarge and the answer is 413. Nothing is buffered here: the stream is pulled only as the handler reads.
 */
export const bodyLimits: MiddlewareHandler = async (c, next) => {
  const raw = c.req.raw;
  const limit = bodyLimitFor(raw.method, c.req.path);
  if (!raw.body) return next();
  const declared = raw.headers.get('content-length');
  if (declared !== null && !raw.headers.has('transfer-encoding') && Number(declared) > limit) {
    await raw.body.cancel().catch(() => undefined);
    return tooLargeResponse(limit);
  }
  const reader = raw.body.getReader();
  let size = 0;
  const limited = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      size += value.byteLength;
      if (size > limit) {
        exceeded.set(c.req.raw, limit);
        await reader.cancel().catch(() => undefined);
        controller.error(new BodyTooLarge(limit));
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  c.req.raw = new Request(raw, { body: limited, duplex: 'half' } as RequestInit);
  await next();
  const over = exceeded.get(c.req.raw);
  if (over !== undefined) c.res = tooLargeResponse(over);
};

/** Whether the request's body was cut off at its limit (for handlers that swallow read errors). */
export function bodyExceeded(c: Context): number | undefined {
  return exceeded.get(c.req.raw);
}

/** Reads the body as text; over the limit → HttpError 413. */
export async function readBodyText(c: Context): Promise<string> {
  try {
    return await c.req.text();
  } catch (e) {
    const over = bodyExceeded(c);
    if (over !== undefined || e instanceof BodyTooLarge) throw new HttpError(413, { error: `Payload too large: the request body can be at most ${formatBytes(over ?? 0)}.` });
    throw validationError('The request body could not be read.');
  }
}

/**
 * The nesting depth of JSON text (objects and arrays), scanning once without recursion; stops counting at `stopAt`.
 * Brackets inside strings do not count.
 */
export function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92) i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
      continue;
    }
    if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > stopAt) return max;
      }
    } else if (ch === 125 || ch === 93) depth--;
  }
  return max;
}

/** Parses JSON text within the depth limit: empty → undefined; invalid or too deep → 422 (shape 1). */
export function parseJsonText(text: string): unknown {
  if (!text.trim()) return undefined;
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw validationError(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validationError('Request body must be valid JSON.');
  }
}

/**
 * A JSON body is only taken from `application/json` (or `+json`) requests, so a cross-site form or `text/plain` fetch
 * (which skips the CORS preflight) can never be read as JSON → 415. An empty body without a type is fine.
 */
export function requireJsonType(c: Context, text: string): void {
  if (!text.trim()) return;
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && !/^application\/[\w.+-]+\+json$/.test(type)) {
    throw new HttpError(415, { error: 'Unsupported media type: send the body as application/json.' });
  }
}

/** The request body as JSON: size-limited, `application/json` only (415), depth-limited and valid (422). */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await readBodyText(c);
  requireJsonType(c, text);
  return parseJsonText(text);
}

/** A list of at most `max` entries, else 422 with `message`. */
export function checkListLength(list: unknown[], max: number, message: string): void {
  if (list.length > max) throw validationError(message);
}

export const payloadTooLarge = (limit: number) => simpleError(413, `Payload too large: the request body can be at most ${formatBytes(limit)}.`);
