// Widget API routes for booking: reservations (create, read, cancel), extras, additional questions, file attachments and
// payment links. Mounted inside apiRoutes (every route needs a valid X-Client-Session).
import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import { checkCardAmount, requireCardToken } from '../cards.ts';
import { withBusyRetry } from '../db.ts';
import type { Deps } from '../deps.ts';
import { bracketQuery, readJson, requestLocale } from '../deps.ts';
import { simpleError, validationError } from '../errors.ts';
import {
  brandQuestions, extraDates, extraJson, filterByLabels, hotelExtras, hotelQuestions, includedInPlans, MAX_ATTACHMENT_BYTES, questionJson,
} from '../extras.ts';
import { requireHotel } from '../hotels.ts';
import { pick } from '../i18n.ts';
import { stringList } from '../query.ts';
import { multipartBoundary, MultipartError, readMultipart } from '../multipart.ts';
import { bodyExceeded, payloadTooLarge, readBodyText, requireJsonType, TEXT_LIMITS } from '../limits.ts';
import { cancelReservation, createReservation, requireReservation, reservationJson, sweepExpired3ds } from '../reservations.ts';
import { hotelToday } from '../search.ts';
import { requireSession } from '../sessions.ts';

export function reservationRoutes(deps: Deps): Hono {
  const { db, now, origin, trust } = deps;
  const api = new Hono();
  const session = requireSession(db, now);
  const sessionToken = (h: string | undefined) => h!.trim();

  api.post('/hotels/:code/reservations', session, async (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    const key = c.req.header('Idempotency-Key')?.trim();
    if (!key) throw validationError('The Idempotency-Key header is required.');
    if (key.length > TEXT_LIMITS.idempotencyKey) throw validationError(`The Idempotency-Key header can be at most ${TEXT_LIMITS.idempotencyKey} characters.`);
    const text = await readBodyText(c);
    requireJsonType(c, text);
    const ctx = {
      db, now: now(), origin, hotel, clientSession: sessionToken(c.req.header('X-Client-Session')), authorization: c.req.header('Authorization'),
      isAllowedReturn: (url: string) => trust.isAllowedRedirect(url, hotel.website_url),
    };
    // A busy database (another connection's write lock) is retried between event-loop turns, then 503 + Retry-After.
    const out = await withBusyRetry(() => createReservation(ctx, { idempotencyKey: key, text }));
    if (out.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(out.body as object, out.status as 201);
  });

  const lookup = (code: string, number: string, email: string | undefined, bypass: string | undefined) => {
    const hotel = requireHotel(db, code);
    sweepExpired3ds(db, now());
    return { hotel, row: requireReservation(db, hotel, number, email, bypass) };
  };

  api.get('/hotels/:code/reservations/:number', session, (c) => {
    const { row } = lookup(c.req.param('code'), c.req.param('number'), c.req.query('email'), c.req.query('bypass_token'));
    return c.json({ data: { reservation: reservationJson(db, row) } });
  });

  api.put('/hotels/:code/reservations/:number/cancel', session, async (c) => {
    const body = await readJson(c);
    const { hotel, row } = lookup(c.req.param('code'), c.req.param('number'), c.req.query('email'), c.req.query('bypass_token'));
    const updated = await withBusyRetry(() => cancelReservation(db, hotel, row, body, now()));
    return c.json({ data: { reservation: reservationJson(db, updated) } });
  });

  api.get('/hotels/:code/extras', session, (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    const today = hotelToday(hotel, now());
    const dates = extraDates(c.req.query('checkin_date'), c.req.query('checkout_date'), today);
    const locale = requestLocale(c);
    // The booking's plans: an extra that is a meal all of them include is not offered.
    const planCodes = (c.req.query('hotel_plan_codes') ?? '').split(',').map((code) => code.trim()).filter(Boolean);
    const offered = hotelExtras(db, hotel.id, true).filter((e) => !includedInPlans(db, e, hotel.id, planCodes));
    return c.json({ data: { extras: offered.map((e) => extraJson(db, e, hotel, locale, dates, today)) } });
  });

  const labelFilter = (c: Context) => {
    const query = bracketQuery(c);
    const qObj = query.q;
    const fromQ = qObj && typeof qObj === 'object' && !Array.isArray(qObj) ? stringList(qObj.labels, 'q[labels]') : [];
    return [...fromQ, ...stringList(query.labels, 'labels')];
  };

  api.get('/hotels/:code/additional_questions', session, (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    const locale = requestLocale(c);
    const list = filterByLabels(hotelQuestions(db, hotel.id), labelFilter(c));
    return c.json({ data: { additional_questions: list.map((q) => questionJson(q, locale)) } });
  });

  api.get('/hotel_brands/:brand/additional_questions', session, (c) => {
    const brand = db.prepare(`SELECT id FROM brands WHERE code = ?`).get(c.req.param('brand')) as { id: number } | undefined;
    if (!brand) throw simpleError(404, 'Brand not found');
    const locale = requestLocale(c);
    const list = filterByLabels(brandQuestions(db, brand.id), labelFilter(c));
    return c.json({ data: { additional_questions: list.map((q) => questionJson(q, locale)) } });
  });

  api.post('/hotels/:code/file_attachments', session, async (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    const bad = (message: string) => validationError(message, 1251);
    const boundary = multipartBoundary(c.req.header('Content-Type'));
    if (!boundary) throw bad('Send the file as multipart/form-data in the field "file".');
    // Read while streaming: the body's size is limited as it arrives (server/limits.ts: a larger upload, chunked or
    // not, is a 413) and the file's bytes are counted, never kept in memory.
    let form: Awaited<ReturnType<typeof readMultipart>>;
    try {
      form = await readMultipart(c.req.raw.body, boundary);
    } catch (e) {
      const over = bodyExceeded(c);
      if (over !== undefined) throw payloadTooLarge(over);
      if (e instanceof MultipartError) throw bad('The upload could not be read.');
      throw e;
    }
    const files = form.files.filter((f) => f.field === 'file' || f.field === 'file[]');
    if (files.length > 1) throw bad('Upload one file per request.');
    const file = files[0];
    if (!file) throw bad('No file was sent (field "file").');
    if (file.size === 0) throw bad('The file is empty.');
    if (file.size > MAX_ATTACHMENT_BYTES) throw bad('A file can be at most 80 MB.');
    const filename = (file.filename || 'file').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f]/g, '').slice(0, 255) || 'file';
    const id = `att_${crypto.randomBytes(12).toString('base64url')}`;
    await withBusyRetry(() => db.transaction(() => {
      db.prepare(`INSERT INTO file_attachments (id, hotel_id, client_session, filename, content_type, size, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`)
        .run(id, hotel.id, sessionToken(c.req.header('X-Client-Session')), filename, file.type || 'application/octet-stream', file.size, now().getTime());
    })());
    return c.json({ data: { id, filename, size: file.size } }, 201);
  });

  interface LinkRow {
    number: string; hotel_id: number; amount: number; currency: string; subject_i18n: string; status: string; paid_at: string | null;
    refunded_at: string | null; expires_at: string; card: string | null;
  }
  const findLink = (hotelId: number, number: string) => {
    const row = db.prepare(`SELECT * FROM payment_transactions WHERE hotel_id = ? AND number = ?`).get(hotelId, number) as LinkRow | undefined;
    if (!row) throw simpleError(404, 'Payment transaction not found');
    return row;
  };
  const linkJson = (l: LinkRow, locale: ReturnType<typeof requestLocale>) => ({
    number: l.number, amount: l.amount, currency: l.currency, subject: pick(l.subject_i18n, locale), status: l.status, paid_at: l.paid_at,
    refunded_at: l.refunded_at, expires_at: l.expires_at, card: l.card ? (JSON.parse(l.card) as { brand: string; last4: string }) : null,
  });

  api.get('/hotels/:code/payment_transactions/:number', session, (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    return c.json({ data: linkJson(findLink(hotel.id, c.req.param('number')), requestLocale(c)) });
  });

  api.post('/hotels/:code/payment_transactions/:number/pay', session, async (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    const body = await readJson(c);
    const at = now();
    const row = await withBusyRetry(() => db.transaction(() => {
      const link = findLink(hotel.id, c.req.param('number'));
      if (link.status !== 'pending' && link.status !== 'failed') throw validationError(`This payment is ${link.status} and cannot be paid.`, 3200);
      if (link.expires_at < at.toISOString()) throw validationError('The payment link has expired.', 1250);
      const o = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
      const card = requireCardToken(db, o.card_token, at);
      if (link.amount === 0) throw validationError('A total of 0 cannot be paid by card.');
      checkCardAmount(card, link.amount, link.currency);
      db.prepare(`UPDATE payment_transactions SET status = 'paid', paid_at = ?, card = ? WHERE number = ?`)
        .run(at.toISOString(), JSON.stringify({ brand: card.brand, last4: card.last4 }), link.number);
      return findLink(hotel.id, link.number);
    }).immediate());
    return c.json({ data: linkJson(row, requestLocale(c)) });
  });

  return api;
}
