// @vitest-environment node
// The date picker's calendar: rooms/availability and rooms/price (spec section 7), on the hotel's clock.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS_DIR, migrate } from '../../server/db.ts';
import { setup, roomsQuery } from './helpers.ts';

const availability = (code: string, q: string) => `/api/v1/hotels/${code}/rooms/availability?${q}`;
const price = (code: string, q: string) => `/api/v1/hotels/${code}/rooms/price?${q}`;
const byDate = (dates: any[]): Record<string, any> => Object.fromEntries(dates.map((d) => [d.date, d]));

describe('rooms/availability', () => {
  it('marks each date of the range: outside the bookable period, sold out, or available with the rooms left', async () => {
    const { json } = await setup();
    const r = await json(availability('sakura-tokyo', 'from=2026-02-01&to=2026-04-01'));
    expect(r.status).toBe(200);
    const days = byDate(r.body.data.dates);
    expect(r.body.data.dates).toHaveLength(59);
    // Today at the hotel is 2026-03-02; sakura-tokyo takes yesterday too.
    expect(days['2026-02-28']).toEqual({ date: '2026-02-28', status: 'unavailable', rooms_left: 0 });
    expect(days['2026-03-01'].status).toBe('available');
    // Seeded: every hotel is sold out on 2026-03-10, 03-12 and 03-13.
    for (const d of ['2026-03-10', '2026-03-12', '2026-03-13']) expect(days[d]).toEqual({ date: d, status: 'sold_out', rooms_left: 0 });
    expect(days['2026-03-11'].status).toBe('available');
    expect(days['2026-03-11'].rooms_left).toBeGreaterThan(0);
  });

  it('a hotel without yesterday_bookable starts at its today; the reservable period ends it', async () => {
    const { json } = await setup();
    // hangang-seoul: 6 months, yesterday not bookable. The last night of the period is 2026-09-01.
    const start = byDate((await json(availability('hangang-seoul', 'from=2026-03-01&to=2026-03-04'))).body.data.dates);
    expect(start['2026-03-01'].status).toBe('unavailable');
    expect(start['2026-03-02'].status).toBe('available');
    const end = byDate((await json(availability('hangang-seoul', 'from=2026-08-30&to=2026-09-04'))).body.data.dates);
    expect(end['2026-09-01'].status).not.toBe('unavailable');
    expect(end['2026-09-02'].status).toBe('unavailable');
  });

  it('uses the hotel time zone: at 16:00 UTC it is already tomorrow in Seoul', async () => {
    const ctx = await setup();
    ctx.clock.now = new Date('2026-03-02T16:00:00Z'); // 2026-03-03 01:00 in Tokyo and Seoul
    const days = byDate((await ctx.json(availability('hangang-seoul', 'from=2026-03-01&to=2026-03-05'))).body.data.dates);
    expect(days['2026-03-02'].status).toBe('unavailable');
    expect(days['2026-03-03'].status).toBe('available');
  });

  it('room_count: a night is sold out for the search when no room type has that many rooms left', async () => {
    const { json } = await setup();
    const one = (await json(availability('sakura-tokyo', 'from=2026-03-03&to=2026-03-04'))).body.data.dates[0];
    expect(one.status).toBe('available');
    const many = (await json(availability('sakura-tokyo', 'from=2026-03-03&to=2026-03-04&room_count=10'))).body.data.dates[0];
    expect(['available', 'sold_out']).toContain(many.status);
  });

  it('refuses a missing, reversed or too long range with 422 1000', async () => {
    const { json } = await setup();
    for (const q of ['from=2026-03-01', 'from=2026-03-05&to=2026-03-01', 'from=2026-03-01&to=2026-07-01', 'from=2026-02-30&to=2026-03-05', 'from=2026-03-01&to=2026-03-05&room_count=0']) {
      const r = await json(availability('sakura-tokyo', q));
      expect(r.status, q).toBe(422);
      expect(r.body.errors[0].code).toBe(1000);
    }
  });

  it('needs a client session', async () => {
    const { app } = await setup();
    expect((await app.request(availability('sakura-tokyo', 'from=2026-03-01&to=2026-03-05'))).status).toBe(403);
  });
});

describe('rooms/price', () => {
  it('the lowest price of one night per date equals the cheapest offer of that one-night room search', async () => {
    const { json } = await setup();
    const r = await json(price('sakura-tokyo', 'from=2026-03-01&to=2026-03-16&rooms[0][adults]=2'));
    expect(r.status).toBe(200);
    expect(r.body.data.currency).toBe('JPY');
    const days = byDate(r.body.data.dates);
    expect(days['2026-03-10'].price).toBeNull(); // sold out
    for (const d of ['2026-03-03', '2026-03-07', '2026-03-14']) {
      const next = `2026-03-${String(Number(d.slice(8)) + 1).padStart(2, '0')}`;
      const search = (await json(`/api/v1/hotels/sakura-tokyo/rooms?${roomsQuery(d, next, [{ adults: 2 }], { available_rooms_only: 'true' })}`)).body.data;
      const lowest = Math.min(...search.rooms.flatMap((room: any) => room.room_plans.filter((p: any) => !p.is_member_only && !p.requires_sign_in).map((p: any) => p.total_price)));
      expect(days[d].price, d).toBe(lowest);
    }
  });

  it('prices follow the guests (more adults cost more in some room) and default to the hotel default adults', async () => {
    const { json } = await setup();
    const two = (await json(price('sakura-tokyo', 'from=2026-03-03&to=2026-03-04'))).body.data.dates[0].price;
    const explicitTwo = (await json(price('sakura-tokyo', 'from=2026-03-03&to=2026-03-04&rooms[0][adults]=2'))).body.data.dates[0].price;
    expect(two).toBe(explicitTwo);
    const four = (await json(price('sakura-tokyo', 'from=2026-03-03&to=2026-03-04&rooms[0][adults]=4'))).body.data.dates[0].price;
    expect(four).toBeGreaterThan(two);
    const bad = await json(price('sakura-tokyo', 'from=2026-03-03&to=2026-03-04&rooms[0][adults]=9'));
    expect(bad.status).toBe(422);
  });

  it('is refused for a hotel that does not show prices in its calendar; the setting says which do', async () => {
    const { json } = await setup();
    const r = await json(price('hangang-seoul', 'from=2026-03-03&to=2026-03-04'));
    expect(r.status).toBe(422);
    const sakura = (await json('/api/v1/hotels/sakura-tokyo/settings/booking_widget')).body.data;
    const seoul = (await json('/api/v1/hotels/hangang-seoul/settings/booking_widget')).body.data;
    expect([sakura.calendar_prices_enabled, seoul.calendar_prices_enabled]).toEqual([true, false]);
    expect([sakura.time_zone, seoul.time_zone]).toEqual(['Asia/Tokyo', 'Asia/Seoul']);
    const taipei = (await json('/api/v1/hotels/taipei-lotus/settings/booking_widget')).body.data;
    expect(taipei.time_zone).toBe('Asia/Taipei');
  });
});

describe('a check-in in the past', () => {
  it('says why (reason checkin_in_past) and names the first check-in date the hotel takes', async () => {
    const { json } = await setup();
    const r = await json(`/api/v1/hotels/hangang-seoul/rooms?${roomsQuery('2026-03-01', '2026-03-02', [{ adults: 2 }])}`);
    expect(r.status).toBe(422);
    expect(r.body.errors[0]).toMatchObject({ code: 1000, reason: 'checkin_in_past', first_checkin_date: '2026-03-02' });
  });
});

describe('migration 006', () => {
  it('a database from before it gets calendar prices on for sakura-tokyo only', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-calendar-'));
    try {
      const old = path.join(dir, 'migrations');
      fs.mkdirSync(old);
      for (const f of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f < '006')) fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(old, f));
      const db = new Database(path.join(dir, 'sandbox.db'));
      migrate(db, old);
      const insert = db.prepare(`INSERT INTO hotels (code, name_i18n, address_i18n, currency, locale, timezone, tax_rate_percent, booking_widget_type,
        header_mode, button_colour, header_colour, kids_type, kids_accept_type, shared_bed_type, max_children_per_adult, search_type,
        plan_search_enabled, day_use_search_active, multi_rooms_search_enabled, multi_rooms_search_limit, coupon_active, promo_code_enabled,
        yesterday_bookable, available_rooms_only, checkin_date_offset, default_adults, default_sort_order, kanji_name_required,
        facility_sign_in_enabled, reservable_period_months, privacy_url, term_of_use_url)
        VALUES (?, '{}', '{}', 'JPY', 'ja', 'Asia/Tokyo', 10, 'hotel', 'name', '#000000', '#000000', 'tiers', 'accept', 'none', 2, 'dated',
        1, 0, 0, 1, 0, 0, 0, 0, 0, 2, 'recommended', 0, 1, 12, 'p', 't')`);
      insert.run('sakura-tokyo');
      insert.run('hangang-seoul');
      expect(migrate(db)).toContain('006_calendar_prices');
      expect(db.prepare(`SELECT code, calendar_prices_enabled FROM hotels ORDER BY id`).all()).toEqual([
        { code: 'sakura-tokyo', calendar_prices_enabled: 1 },
        { code: 'hangang-seoul', calendar_prices_enabled: 0 },
      ]);
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
