// Opens the sandbox database, applies SQL migrations in order, seeds an empty database and tops up inventory.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpError } from './errors.ts';
import { ensureSeedRows, seed, topUpInventory } from './seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(here, 'migrations');
export const DEFAULT_DB_PATH = path.resolve(here, '../data/sandbox.db');

export type Db = Database.Database;

/**
 * How long SQLite itself waits for another connection's write lock. better-sqlite3 waits synchronously (the whole
 * process stalls), so this stays short; longer waits happen in `withBusyRetry`, between event-loop turns.
 */
export const BUSY_TIMEOUT_MS = 20;
/** Pauses between attempts of a write that found the database busy (async: other requests run meanwhile). */
export const BUSY_RETRY_DELAYS_MS = [25, 50, 100, 200, 300];
/** Retry-After (seconds) of the 503 a still-busy database answers. */
export const BUSY_RETRY_AFTER_S = 1;

/** Whether an error is SQLite's "database is busy/locked" (another connection holds the lock). */
export function isBusyError(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/** 503 `{"error":"Service unavailable"}` with Retry-After: the database stayed busy. */
export const databaseBusy = (): HttpError =>
  new HttpError(503, { error: 'Service unavailable: the database is busy. Try again shortly.' }, { 'Retry-After': String(BUSY_RETRY_AFTER_S) });

/**
 * Runs a (synchronous, transactional) write; when the database is busy, tries again after short async pauses so the
 * event loop keeps serving other requests, then gives up with 503 + Retry-After (never 500, never a long stall).
 */
export async function withBusyRetry<T>(fn: () => T, delays: readonly number[] = BUSY_RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return fn();
    } catch (e) {
      if (!isBusyError(e)) throw e;
      if (attempt >= delays.length) throw databaseBusy();
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}

export interface OpenDbOptions {
  now?: () => Date;
  migrationsDir?: string;
}

/** Applies every `NNN_name.sql` not yet recorded in schema_migrations, each in its own transaction. Returns the versions applied. */
export function migrate(db: Db, dir = MIGRATIONS_DIR): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`);
  const done = new Set((db.prepare(`SELECT version FROM schema_migrations`).all() as Array<{ version: string }>).map((r) => r.version));
  const files = fs.readdirSync(dir).filter((f) => /^\d+_[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare(`INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)`).run(version, new Date().toISOString());
    })();
    applied.push(version);
  }
  return applied;
}

/** Opens (creating if needed) the database at `file` (`:memory:` allowed), migrates, seeds if empty, else adds missing seed rows; tops up inventory. */
export function openDb(file: string = DEFAULT_DB_PATH, options: OpenDbOptions = {}): Db {
  const now = options.now ?? (() => new Date());
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma('foreign_keys = ON');
  // Opening may wait for another process's migration or seed: a longer wait is fine here, before serving.
  db.pragma('busy_timeout = 5000');
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  migrate(db, options.migrationsDir);
  const seeded = db.prepare(`SELECT 1 FROM meta WHERE key = 'seeded_on'`).get();
  if (!seeded) seed(db, now());
  else {
    ensureSeedRows(db); // seed rows added by later versions (plans, policies, coupons, programs)
    topUpInventory(db, now());
  }
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return db;
}
