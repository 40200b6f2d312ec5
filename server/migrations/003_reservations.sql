-- Reservations (with their rooms and extras), idempotency keys, card tokens of the sandbox card provider, extras,
-- additional questions, file attachments and payment links. Seed rows for extras, additional questions and payment
-- links are added by server/seed.ts `ensureSeedRows` (first seed and every later start, idempotently).

CREATE TABLE reservations (
  id                  INTEGER PRIMARY KEY,
  hotel_id            INTEGER NOT NULL REFERENCES hotels(id),
  confirmation_number TEXT NOT NULL UNIQUE,
  bypass_token        TEXT NOT NULL UNIQUE,
  -- done | pending_3ds | failed | cancelled
  status              TEXT NOT NULL CHECK (status IN ('done', 'pending_3ds', 'failed', 'cancelled')),
  checkin_date        TEXT NOT NULL,
  checkout_date       TEXT NOT NULL,
  is_day_use          INTEGER NOT NULL DEFAULT 0,
  email               TEXT NOT NULL,
  guest               TEXT NOT NULL,            -- JSON: the main guest as sent (validated)
  payment_method      TEXT NOT NULL,
  price               TEXT NOT NULL,            -- JSON price breakdown
  currency            TEXT NOT NULL,
  coupon_id           INTEGER REFERENCES coupons(id),
  card                TEXT,                     -- JSON {brand, last4, exp_month, exp_year} of the token used
  answers             TEXT NOT NULL DEFAULT '[]',
  locale              TEXT NOT NULL DEFAULT 'en',
  client_session      TEXT NOT NULL,
  error_code          INTEGER,                  -- 3DS failures (3006, 3008, 3009) and the 15-minute timeout (3001)
  three_ds_id         TEXT UNIQUE,
  three_ds_return_url TEXT,
  three_ds_expires_at INTEGER,                  -- ms since epoch
  three_ds_attempts   INTEGER NOT NULL DEFAULT 0,
  three_ds_opens      INTEGER NOT NULL DEFAULT 0,
  cancellation        TEXT,                     -- JSON {reason, details, cancellation_fee_displayed, cancellation_fee}
  created_at          INTEGER NOT NULL,         -- ms since epoch
  updated_at          INTEGER NOT NULL,
  cancelled_at        INTEGER
);
CREATE INDEX reservations_pending_3ds ON reservations (three_ds_expires_at) WHERE status = 'pending_3ds';

CREATE TABLE reservation_rooms (
  id              INTEGER PRIMARY KEY,
  reservation_id  INTEGER NOT NULL REFERENCES reservations(id),
  position        INTEGER NOT NULL,
  room_type_id    INTEGER NOT NULL REFERENCES room_types(id),
  room_plan_id    INTEGER NOT NULL REFERENCES room_plans(id),
  guests          TEXT NOT NULL,                -- JSON {adults, children, kids_tiers, kids_ages, adult_companion, kid_tier_A_companion}
  guest           TEXT NOT NULL,                -- JSON {first_name, last_name, first_name_kana, last_name_kana}
  price           TEXT NOT NULL                 -- JSON {total_price, tax, discount, price_per_night}
);

CREATE TABLE reservation_extras (
  id              INTEGER PRIMARY KEY,
  reservation_id  INTEGER NOT NULL REFERENCES reservations(id),
  extra_id        INTEGER NOT NULL REFERENCES extras(id),
  delivered_at    TEXT,                         -- YYYY-MM-DD for dated extras
  quantity        INTEGER NOT NULL,
  unit_price      INTEGER NOT NULL,
  unit_price_with_tax INTEGER NOT NULL
);

CREATE TABLE idempotency_keys (
  client_session  TEXT NOT NULL,
  key             TEXT NOT NULL,
  fingerprint     TEXT NOT NULL,                -- sha256 of hotel code + request body
  status          INTEGER NOT NULL,
  body            TEXT NOT NULL,
  created_at      INTEGER NOT NULL,
  PRIMARY KEY (client_session, key)
) WITHOUT ROWID;

CREATE TABLE card_tokens (
  token           TEXT PRIMARY KEY,
  brand           TEXT NOT NULL,
  last4           TEXT NOT NULL,
  exp_month       INTEGER NOT NULL,
  exp_year        INTEGER NOT NULL,
  three_ds        INTEGER NOT NULL DEFAULT 0,   -- 1: payments need the 3D Secure challenge
  created_at      INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE extras (
  id              INTEGER PRIMARY KEY,          -- fixed ids from seed-data.ts
  hotel_id        INTEGER NOT NULL REFERENCES hotels(id),
  code            TEXT NOT NULL,
  name_i18n       TEXT NOT NULL,
  unit_i18n       TEXT NOT NULL,
  extra_type      TEXT NOT NULL CHECK (extra_type IN ('generic', 'dated')),
  min_quantity    INTEGER NOT NULL,
  max_quantity    INTEGER NOT NULL,
  price           INTEGER NOT NULL,             -- before tax, per unit (dated: weekday price)
  weekend_price   INTEGER,                      -- dated: Fri/Sat price before tax
  closed_weekdays TEXT NOT NULL DEFAULT '[]',   -- dated: JSON weekdays (0 = Sunday) not bookable
  deadline_days   INTEGER NOT NULL DEFAULT 0,   -- dated: bookable until this many days before the date
  purchase_limit  INTEGER,                      -- per reservation, all items of the extra together
  daily_stock     INTEGER,                      -- dated: units per date over all reservations
  is_active       INTEGER NOT NULL DEFAULT 1,   -- 0: no longer sold (not listed; code 1106)
  position        INTEGER NOT NULL DEFAULT 0,
  UNIQUE (hotel_id, code)
);

CREATE TABLE additional_questions (
  id              INTEGER PRIMARY KEY,          -- fixed ids from seed-data.ts
  hotel_id        INTEGER REFERENCES hotels(id),
  brand_id        INTEGER REFERENCES brands(id),
  question_type   TEXT NOT NULL CHECK (question_type IN ('checkin', 'checkout', 'people_per_room', 'free')),
  answer_type     TEXT NOT NULL,
  question_i18n   TEXT NOT NULL,
  labels          TEXT NOT NULL DEFAULT '[]',
  settings        TEXT NOT NULL DEFAULT '{}',
  hotel_plan_codes TEXT NOT NULL DEFAULT '[]',
  required        INTEGER NOT NULL DEFAULT 0,
  position        INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE file_attachments (
  id              TEXT PRIMARY KEY,
  hotel_id        INTEGER NOT NULL REFERENCES hotels(id),
  client_session  TEXT NOT NULL,
  filename        TEXT NOT NULL,
  content_type    TEXT NOT NULL,
  size            INTEGER NOT NULL,
  reservation_id  INTEGER REFERENCES reservations(id),
  created_at      INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TABLE payment_transactions (
  number          TEXT PRIMARY KEY,
  hotel_id        INTEGER NOT NULL REFERENCES hotels(id),
  amount          INTEGER NOT NULL,
  currency        TEXT NOT NULL,
  subject_i18n    TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'completed', 'refunded', 'cancelled')),
  paid_at         TEXT,
  refunded_at     TEXT,
  expires_at      TEXT NOT NULL,
  card            TEXT
) WITHOUT ROWID;
