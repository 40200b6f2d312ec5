// /sandbox-pay: the simulated card provider. `POST /v1/tokens` turns card data into a token (no client session, CORS
// open); `/3ds/{id}` is the 3D Secure challenge page of a reservation paid with a 3DS card.
import { Hono, type Context } from 'hono';
import { bodyExceeded, payloadTooLarge } from '../limits.ts';
import { escapeHtml } from '../security.ts';
import { createCardToken } from '../cards.ts';
import type { Deps } from '../deps.ts';
import { readJson } from '../deps.ts';
import {
  findByThreeDsId, sweepExpired3ds, THREE_DS_MAX_ATTEMPTS, THREE_DS_MAX_OPENS, THREE_DS_PASSWORD, transition, type ReservationRow,
} from '../reservations.ts';

const esc = escapeHtml;

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  // The page has one inline <style> and a form that posts to itself: nothing else may load, run or frame it.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111827}
main{max-width:26rem;margin:3rem auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.25rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #6b7280;border-radius:.25rem}
input:focus,button:focus{outline:3px solid #2563eb;outline-offset:2px}
.hint{color:#374151;font-size:.9rem;margin:.25rem 0 0}
.error{color:#991b1b;background:#fef2f2;border:1px solid #991b1b;border-radius:.25rem;padding:.5rem;margin:.75rem 0}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}
button{font:inherit;padding:.5rem 1rem;border-radius:.25rem;border:1px solid #1f2937;cursor:pointer}
button[value=submit]{background:#1f2937;color:#fff}
button[value=cancel]{background:#fff;color:#1f2937}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}
dt{color:#374151}dd{margin:0;font-weight:600}
</style></head>
<body><main>${body}</main></body></html>`;
}

function money(amount: number, currency: string): string {
  return `${currency} ${amount.toLocaleString('en-US')}`;
}

function challengePage(row: ReservationRow, action: string, error: string | null): string {
  const price = JSON.parse(row.price) as { total: number; deposit_amount: number };
  const card = row.card ? (JSON.parse(row.card) as { brand: string; last4: string }) : null;
  const left = THREE_DS_MAX_ATTEMPTS - row.three_ds_attempts;
  return page('3D Secure verification – Sandbox Pay', `
<h1>3D Secure verification</h1>
<p>Your card issuer asks you to confirm this payment.</p>
<dl>
<dt>Booking</dt><dd>${esc(row.confirmation_number)}</dd>
<dt>Amount</dt><dd>${esc(money(price.deposit_amount || price.total, row.currency))}</dd>
${card ? `<dt>Card</dt><dd>${esc(card.brand.toUpperCase())} •••• ${esc(card.last4)}</dd>` : ''}
</dl>
${error ? `<p class="error" role="alert" id="pw-error">${esc(error)}</p>` : ''}
<form method="post" action="${esc(action)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="off" required autofocus
 aria-describedby="pw-hint${error ? ' pw-error' : ''}"${error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="pw-hint">Sandbox: the password is <strong>${esc(THREE_DS_PASSWORD)}</strong>. ${left} attempt${left === 1 ? '' : 's'} left.</p>
<div class="actions">
<button type="submit" name="action" value="submit">Submit</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`);
}

/**
 * Where the guest goes after the challenge: `return_url` with status (and error_code) when it is on the widget's
 * origin or a trusted hotel site (checked again here, not only when the booking was made), or a small result page.
 */
function outcomePage(c: Context, row: ReservationRow, returnAllowed: boolean): Response {
  const params: Record<string, string> = { status: row.status, confirmation_number: row.confirmation_number };
  if (row.error_code !== null && row.status !== 'done') params.error_code = String(row.error_code);
  if (row.three_ds_return_url && returnAllowed) {
    const url = new URL(row.three_ds_return_url);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return c.redirect(url.toString(), 303);
  }
  const text = row.status === 'done' ? 'The payment was confirmed. Your booking is complete.'
    : row.error_code === 3008 ? 'You cancelled the verification. The booking was not made.'
      : row.error_code === 3009 ? 'The verification was suspended after too many requests. The booking was not made.'
        : row.error_code === 3001 ? 'The verification timed out. The booking was cancelled.'
          : 'The verification failed. The booking was not made.';
  return c.html(page('3D Secure result – Sandbox Pay', `<h1>3D Secure result</h1><p role="status">${esc(text)}</p>
<dl><dt>Booking</dt><dd>${esc(row.confirmation_number)}</dd><dt>Status</dt><dd>${esc(row.status)}</dd>
${params.error_code ? `<dt>Error code</dt><dd>${esc(params.error_code)}</dd>` : ''}</dl>`), 200, HTML_HEADERS);
}

export function payRoutes(deps: Deps): Hono {
  const { db, now, trust } = deps;
  const websiteOf = (hotelId: number) =>
    (db.prepare(`SELECT website_url FROM hotels WHERE id = ?`).get(hotelId) as { website_url: string | null } | undefined)?.website_url ?? null;
  const outcome = (c: Context, row: ReservationRow) =>
    outcomePage(c, row, !!row.three_ds_return_url && trust.isAllowedRedirect(row.three_ds_return_url, websiteOf(row.hotel_id)));
  const pay = new Hono();

  // Card tokens: open CORS (the widget calls this directly from any origin), no client session.
  pay.use('/v1/*', async (c, next) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' };
    if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    await next();
    for (const [k, v] of Object.entries(cors)) c.res.headers.set(k, v);
    c.res.headers.set('Cache-Control', 'no-store');
  });
  pay.post('/v1/tokens', async (c) => {
    const t = createCardToken(db, await readJson(c), now());
    return c.json({ data: { token: t.token, brand: t.brand, last4: t.last4, exp_month: t.exp_month, exp_year: t.exp_year } }, 201);
  });
  pay.all('/v1/*', (c) => c.json({ error: 'Not found' }, 404));

  const load = (c: Context): ReservationRow | Response => {
    sweepExpired3ds(db, now());
    const row = findByThreeDsId(db, c.req.param('id') ?? '');
    if (!row) return c.html(page('Not found – Sandbox Pay', '<h1>Unknown verification</h1><p>This 3D Secure page does not exist.</p>'), 404, HTML_HEADERS);
    return row;
  };
  const actionUrl = (c: Context) => {
    const u = new URL(c.req.url);
    return `${u.pathname}${u.search}`;
  };

  pay.get('/3ds/:id', (c) => {
    const row = load(c);
    if (row instanceof Response) return row;
    if (row.status !== 'pending_3ds') return outcome(c, row);
    db.prepare(`UPDATE reservations SET three_ds_opens = three_ds_opens + 1 WHERE id = ?`).run(row.id);
    if (row.three_ds_opens + 1 > THREE_DS_MAX_OPENS) {
      transition(db, row.id, ['pending_3ds'], 'failed', now(), { errorCode: 3009 });
      return outcome(c, findByThreeDsId(db, row.three_ds_id!)!);
    }
    return c.html(challengePage(row, actionUrl(c), null), 200, HTML_HEADERS);
  });

  pay.post('/3ds/:id', async (c) => {
    const form = await c.req.parseBody().catch(() => {
      const over = bodyExceeded(c);
      if (over !== undefined) throw payloadTooLarge(over);
      return {} as Record<string, unknown>;
    });
    const row = load(c);
    if (row instanceof Response) return row;
    if (row.status !== 'pending_3ds') return outcome(c, row);
    const reload = () => findByThreeDsId(db, row.three_ds_id!)!;
    if (form.action === 'cancel') {
      transition(db, row.id, ['pending_3ds'], 'failed', now(), { errorCode: 3008 });
      return outcome(c, reload());
    }
    if (form.password === THREE_DS_PASSWORD) {
      transition(db, row.id, ['pending_3ds'], 'done', now(), { errorCode: null });
      return outcome(c, reload());
    }
    db.prepare(`UPDATE reservations SET three_ds_attempts = three_ds_attempts + 1 WHERE id = ?`).run(row.id);
    if (row.three_ds_attempts + 1 >= THREE_DS_MAX_ATTEMPTS) {
      transition(db, row.id, ['pending_3ds'], 'failed', now(), { errorCode: 3006 });
      return outcome(c, reload());
    }
    return c.html(challengePage(reload(), actionUrl(c), 'The password is incorrect. Try again.'), 200, HTML_HEADERS);
  });

  pay.all('*', (c) => c.text('Not found', 404));

  return pay;
}
