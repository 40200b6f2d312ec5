-- Cancellation policies, coupons, membership programs (with companion tiers), secret and voucher plans.
-- Seed rows for these tables are added by server/seed.ts `ensureSeedRows` (on the first seed and on every later start,
-- idempotently), so a database seeded before this migration gets them too.

CREATE TABLE cancellation_policies (
  id          INTEGER PRIMARY KEY,
  hotel_id    INTEGER NOT NULL REFERENCES hotels(id),
  code        TEXT NOT NULL,                 -- flexible | standard | non_refundable (seed); not exposed
  name_i18n   TEXT NOT NULL,
  cancel_before_at INTEGER NOT NULL CHECK (cancel_before_at BETWEEN 0 AND 23), -- hour, hotel local time
  time        TEXT,                          -- 'HH:MM' or NULL
  parts       TEXT NOT NULL DEFAULT '[]',    -- JSON [{days_before, percentage_of_cost}], days_before descending
  same_day_percentage_of_cost INTEGER NOT NULL,
  no_show_percentage_of_cost  INTEGER NOT NULL,
  special_rate INTEGER NOT NULL DEFAULT 0,
  position    INTEGER NOT NULL DEFAULT 0,
  UNIQUE (hotel_id, code)
);

CREATE TABLE coupons (
  id          INTEGER PRIMARY KEY,
  hotel_id    INTEGER NOT NULL REFERENCES hotels(id),
  code        TEXT NOT NULL,                 -- matched case-insensitively
  name_i18n   TEXT NOT NULL,
  discount_percent INTEGER NOT NULL,
  valid_until TEXT,                          -- last valid date (hotel time), NULL = no end
  usage_limit INTEGER,                       -- NULL = unlimited
  used_count  INTEGER NOT NULL DEFAULT 0,
  max_nights  INTEGER,                       -- NULL = any length
  plan_codes  TEXT,                          -- JSON list of hotel plan codes it applies to; NULL = every non-voucher plan
  UNIQUE (hotel_id, code)
);

CREATE TABLE membership_programs (
  id          INTEGER PRIMARY KEY,
  code        TEXT NOT NULL UNIQUE,
  name_i18n   TEXT NOT NULL,
  update_member_profile_enabled INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE membership_program_tiers (
  program_id  INTEGER NOT NULL REFERENCES membership_programs(id),
  code        TEXT NOT NULL CHECK (code IN ('adult_companion', 'kid_tier_A_companion')),
  is_active   INTEGER NOT NULL DEFAULT 1,
  translations_i18n TEXT NOT NULL,
  position    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (program_id, code)
);

ALTER TABLE hotels ADD COLUMN secret_code TEXT;
ALTER TABLE hotels ADD COLUMN membership_program_id INTEGER REFERENCES membership_programs(id);
ALTER TABLE plans ADD COLUMN is_secret INTEGER NOT NULL DEFAULT 0;
ALTER TABLE plans ADD COLUMN is_voucher INTEGER NOT NULL DEFAULT 0;
ALTER TABLE room_plans ADD COLUMN cancellation_policy_id INTEGER REFERENCES cancellation_policies(id);

-- Setting changes of already-seeded hotels (a fresh database gets them from seed-data.ts; these touch no row there).
UPDATE hotels SET coupon_active = CASE WHEN code IN ('sakura-tokyo', 'hangang-seoul') THEN 1 ELSE 0 END;
UPDATE hotels SET kids_type = 'share_bed', shared_bed_type = 'per_room' WHERE code = 'aurora-namba';
