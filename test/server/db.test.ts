// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate, openDb } from '../../server/db.ts';
import { HOTELS } from '../../server/seed-data.ts';
import { NOW } from './helpers.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-db-'));
  dirs.push(d);
  return d;
};
const count = (db: ReturnType<typeof openDb>, sql: string) => (db.prepare(sql).get() as { n: number }).n;

describe('database', () => {
  it('seeds every hotel with 4+ room types, 3+ plans incl. member-only, and 13 months of inventory', () => {
    const db = openDb(':memory:', { now: () => NOW });
    expect(HOTELS.map((h) => h.code)).toEqual(['sakura-tokyo', 'hangang-seoul', 'taipei-lotus', 'aurora-shinjuku', 'aurora-namba', 'aurora-gion']);
    const rows = db.prepare(`SELECT h.code, (SELECT COUNT(*) FROM room_types rt WHERE rt.hotel_id = h.id) AS rts,
      (SELECT COUNT(*) FROM plans p WHERE p.hotel_id = h.id) AS plans,
      (SELECT COUNT(*) FROM plans p WHERE p.hotel_id = h.id AND p.member_only = 1) AS member,
      (SELECT MIN(date) FROM inventory i JOIN room_types rt ON rt.id = i.room_type_id WHERE rt.hotel_id = h.id) AS first,
      (SELECT MAX(date) FROM inventory i JOIN room_types rt ON rt.id = i.room_type_id WHERE rt.hotel_id = h.id) AS last
      FROM hotels h`).all() as Array<Record<string, any>>;
    expect(rows).toHaveLength(6);
    for (const r of rows) {
      expect(r.rts).toBeGreaterThanOrEqual(4);
      expect(r.plans).toBeGreaterThanOrEqual(3);
      expect(r.member).toBe(1);
      expect(r.first).toBe('2026-03-01');
      expect(r.last).toBe('2027-04-02'); // today + 13 months
    }
    // every localized column carries all five languages
    for (const [table, col] of [['hotels', 'name_i18n'], ['hotels', 'address_i18n'], ['brands', 'name_i18n'], ['room_types', 'name_i18n'], ['room_types', 'description_i18n'], ['plans', 'name_i18n'], ['plans', 'description_i18n'], ['kids_tiers', 'name_i18n']]) {
      for (const row of db.prepare(`SELECT ${col} AS v FROM ${table}`).all() as Array<{ v: string }>) {
        const v = JSON.parse(row.v);
        expect(Object.keys(v).sort()).toEqual(['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant']);
        for (const text of Object.values(v)) expect(String(text).length).toBeGreaterThan(0);
      }
    }
    db.close();
  });

  it('keeps prices in realistic ranges', () => {
    const db = openDb(':memory:', { now: () => NOW });
    const ranges = db.prepare(`SELECT h.currency, MIN(i.price) AS lo, MAX(i.price) AS hi FROM inventory i
      JOIN room_types rt ON rt.id = i.room_type_id JOIN hotels h ON h.id = rt.hotel_id GROUP BY h.currency`).all() as Array<{ currency: string; lo: number; hi: number }>;
    const by = Object.fromEntries(ranges.map((r) => [r.currency, r]));
    expect(by.JPY!.lo).toBeGreaterThanOrEqual(7000);
    expect(by.JPY!.hi).toBeLessThanOrEqual(100_000);
    expect(by.KRW!.lo).toBeGreaterThanOrEqual(90_000);
    expect(by.KRW!.hi).toBeLessThanOrEqual(800_000);
    expect(by.TWD!.lo).toBeGreaterThanOrEqual(2500);
    expect(by.TWD!.hi).toBeLessThanOrEqual(25_000);
    db.close();
  });

  it('is idempotent: reopening the same file keeps data and applies no migration twice', () => {
    const file = path.join(tmp(), 'nested', 'sandbox.db');
    const db1 = openDb(file, { now: () => NOW });
    db1.prepare(`INSERT INTO client_sessions (token, application_key, created_at, expires_at) VALUES ('keep-me', 'demo-app-key', 0, 9e15)`).run();
    db1.prepare(`UPDATE inventory SET remaining = 0 WHERE date = '2026-03-20'`).run();
    const inventory = count(db1, 'SELECT COUNT(*) AS n FROM inventory');
    db1.close();
    const db2 = openDb(file, { now: () => NOW });
    expect(count(db2, `SELECT COUNT(*) AS n FROM client_sessions WHERE token = 'keep-me'`)).toBe(1);
    expect(count(db2, 'SELECT COUNT(*) AS n FROM hotels')).toBe(6);
    expect(count(db2, 'SELECT COUNT(*) AS n FROM inventory')).toBe(inventory);
    expect(count(db2, `SELECT MAX(remaining) AS n FROM inventory WHERE date = '2026-03-20'`)).toBe(0);
    expect(count(db2, 'SELECT COUNT(*) AS n FROM schema_migrations')).toBe(fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length);
    expect(migrate(db2)).toEqual([]);
    db2.close();
  });

  it('tops up inventory to 13 months ahead when reopened later, without reseeding', () => {
    const file = path.join(tmp(), 'sandbox.db');
    openDb(file, { now: () => NOW }).close();
    const later = new Date(NOW.getTime() + 40 * 86_400_000);
    const db = openDb(file, { now: () => later });
    expect((db.prepare(`SELECT value FROM meta WHERE key = 'seeded_on'`).get() as { value: string }).value).toBe('2026-03-02');
    const last = db.prepare(`SELECT MIN(d) AS n FROM (SELECT MAX(date) AS d FROM inventory GROUP BY room_type_id)`).get() as { n: string };
    expect(last.n).toBe('2027-05-11'); // (2026-03-02 + 40 days) + 13 months
    db.close();
  });

  it('applies a new migration file once', () => {
    const dir = tmp();
    const migrations = path.join(dir, 'migrations');
    fs.mkdirSync(migrations);
    for (const f of fs.readdirSync(MIGRATIONS_DIR)) fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(migrations, f));
    const file = path.join(dir, 'x.db');
    openDb(file, { now: () => NOW, migrationsDir: migrations }).close();
    fs.writeFileSync(path.join(migrations, '999_extra.sql'), 'CREATE TABLE extra (id INTEGER PRIMARY KEY);');
    const db = openDb(file, { now: () => NOW, migrationsDir: migrations });
    expect((db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as Array<{ version: string }>).map((r) => r.version)).toEqual([
      ...fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).map((f) => f.replace(/\.sql$/, '')).sort(), '999_extra',
    ]);
    expect(migrate(db, migrations)).toEqual([]);
    db.close();
  });
});
