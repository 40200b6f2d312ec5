-- Member accounts with points: point rules per membership program, ranks, members, access tokens, and the member and
-- spent points of a reservation. Seed rows (ranks, members) are added by server/seed.ts `ensureSeedRows` (first seed
-- and every later start, INSERT OR IGNORE by fixed id), so a database seeded before this migration gets them too.

ALTER TABLE membership_programs ADD COLUMN point_program_enabled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE membership_programs ADD COLUMN point_step INTEGER NOT NULL DEFAULT 1 CHECK (point_step >= 1);
ALTER TABLE membership_programs ADD COLUMN point_minimum_spend INTEGER NOT NULL DEFAULT 0 CHECK (point_minimum_spend >= 0);

CREATE TABLE membership_ranks (
  id          INTEGER PRIMARY KEY,           -- fixed ids from seed-data.ts
  program_id  INTEGER NOT NULL REFERENCES membership_programs(id),
  code        TEXT NOT NULL,
  name_i18n   TEXT NOT NULL,
  position    INTEGER NOT NULL DEFAULT 0,
  UNIQUE (program_id, code)
);

CREATE TABLE members (
  id              INTEGER PRIMARY KEY,       -- fixed ids from seed-data.ts
  program_id      INTEGER NOT NULL REFERENCES membership_programs(id),
  rank_id         INTEGER REFERENCES membership_ranks(id),
  membership_id   TEXT NOT NULL UNIQUE,      -- shown to the member, e.g. SKR-000123
  email           TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_sha256 TEXT NOT NULL,             -- hex sha256 of the password (sandbox only)
  first_name      TEXT NOT NULL,
  last_name       TEXT NOT NULL,
  first_name_kana TEXT,
  last_name_kana  TEXT,
  points          INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),  -- spendable balance (1 point = 1 unit of the hotel currency)
  future_points   INTEGER NOT NULL DEFAULT 0 CHECK (future_points >= 0),
  created_at      INTEGER NOT NULL           -- ms since epoch
);

CREATE TABLE member_access_tokens (
  token       TEXT PRIMARY KEY,
  member_id   INTEGER NOT NULL REFERENCES members(id),
  created_at  INTEGER NOT NULL,              -- ms since epoch
  expires_at  INTEGER NOT NULL               -- created + 30 days
) WITHOUT ROWID;
CREATE INDEX member_access_tokens_member ON member_access_tokens (member_id);

ALTER TABLE reservations ADD COLUMN member_id INTEGER REFERENCES members(id);
ALTER TABLE reservations ADD COLUMN spent_points INTEGER NOT NULL DEFAULT 0;

-- Point rules of already-seeded programs (a fresh database gets them from seed-data.ts; these touch no row there).
UPDATE membership_programs SET point_program_enabled = 1, point_step = 100, point_minimum_spend = 500 WHERE code = 'sakura-members';
