// Opens the sandbox database, applies SQL migrations in order, seeds an empty database and tops up inventory.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSeedRows, seed, topUpInventory } from './seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(here, 'migrations');
export const DEFAULT_DB_PATH = path.resolve(here, '../data/sandbox.db');

export type Db = Database.Database;

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
  db.pragma('busy_timeout = 5000');
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  migrate(db, options.migrationsDir);
  const seeded = db.prepare(`SELECT 1 FROM meta WHERE key = 'seeded_on'`).get();
  if (!seeded) seed(db, now());
  else {
    ensureSeedRows(db); // seed rows added by later versions (plans, policies, coupons, programs)
    topUpInventory(db, now());
  }
  return db;
}
