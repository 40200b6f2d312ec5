// /__sandbox: fault switch, request log, session expiry and seed facts for tests. Disabled with SANDBOX_FAULTS=off.
import { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import { readJson } from '../deps.ts';
import { addDays, addMonths, localDate } from '../dates.ts';
import { ANCHOR_TIME_ZONE, getAnchor, monthSoldOutRange, resetMembers, resetPaymentLinks, soldOutDates, INVENTORY_MONTHS_AHEAD } from '../seed.ts';
import { expireAllSessions } from '../sessions.ts';

export function sandboxRoutes(deps: Deps): Hono {
  const { db, now, faults, requests } = deps;
  const sandbox = new Hono();

  sandbox.post('/faults', async (c) => c.json({ data: faults.add(await readJson(c), now()) }, 201));
  sandbox.get('/faults', (c) => c.json({ data: faults.list() }));
  sandbox.delete('/faults', (c) => c.json({ data: { cleared: faults.clear() } }));

  sandbox.get('/requests', (c) => c.json({ data: requests.list(c.req.query('path') || undefined) }));
  sandbox.delete('/requests', (c) => {
    requests.clear();
    return c.json({ data: { cleared: true } });
  });

  sandbox.get('/csp-reports', (c) => c.json({ data: deps.cspReports.all() }));
  sandbox.delete('/csp-reports', (c) => {
    deps.cspReports.clear();
    return c.json({ data: { cleared: true } });
  });

  sandbox.post('/payment_transactions/reset', (c) => c.json({ data: { reset: resetPaymentLinks(db) } }));
  sandbox.post('/members/reset', (c) => c.json({ data: { reset: resetMembers(db) } }));

  sandbox.post('/sessions/expire', (c) => c.json({ data: { expired: expireAllSessions(db, now()) } }));

  sandbox.get('/info', (c) => {
    const anchor = getAnchor(db);
    // The seeded hotels' day (the anchor's time zone, as the inventory's), not the server's UTC day.
    const today = localDate(now(), ANCHOR_TIME_ZONE);
    return c.json({
      data: {
        seeded_on: anchor,
        sold_out_dates: soldOutDates(anchor, addDays(today, -1), addMonths(today, INVENTORY_MONTHS_AHEAD)),
        room_type_sold_out: monthSoldOutRange(anchor),
      },
    });
  });

  return sandbox;
}
