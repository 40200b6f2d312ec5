-- Sandbox schema: brands, hotels and their booking-widget settings, room types, plans, per-date inventory and prices,
-- client sessions. Localized text columns hold JSON objects keyed by locale (ja, en, ko, zh_Hans, zh_Hant).

CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE brands (
  id        INTEGER PRIMARY KEY,
  code      TEXT NOT NULL UNIQUE,
  name_i18n TEXT NOT NULL,
  first_party_cookie_status TEXT NOT NULL DEFAULT 'disabled' CHECK (first_party_cookie_status IN ('enabled', 'disabled')),
  first_party_cookie_domain TEXT
);

CREATE TABLE hotels (
  id            INTEGER PRIMARY KEY,
  code          TEXT NOT NULL UNIQUE,
  brand_id      INTEGER REFERENCES brands(id),
  name_i18n     TEXT NOT NULL,
  address_i18n  TEXT NOT NULL,
  currency      TEXT NOT NULL CHECK (currency IN ('JPY', 'KRW', 'TWD')),
  locale        TEXT NOT NULL CHECK (locale IN ('ja', 'ko', 'zh_Hant', 'en')),
  timezone      TEXT NOT NULL,
  tax_rate_percent INTEGER NOT NULL,
  booking_widget_type TEXT NOT NULL CHECK (booking_widget_type IN ('hotel', 'brand')),
  header_mode   TEXT NOT NULL CHECK (header_mode IN ('logo', 'name', 'custom')),
  has_logo      INTEGER NOT NULL DEFAULT 1,
  website_header_html TEXT,
  website_footer_html TEXT,
  button_colour TEXT NOT NULL,
  header_colour TEXT NOT NULL,
  max_guests_per_room INTEGER NOT NULL DEFAULT 20,
  kids_type     TEXT NOT NULL CHECK (kids_type IN ('tiers', 'tiers_with_meal_and_bed_as_extras', 'ages', 'share_bed')),
  kids_accept_type TEXT NOT NULL CHECK (kids_accept_type IN ('accept', 'not_accept')),
  shared_bed_type TEXT NOT NULL CHECK (shared_bed_type IN ('none', 'per_adult', 'per_room')),
  max_children_per_adult INTEGER NOT NULL,
  search_type   TEXT NOT NULL CHECK (search_type IN ('dated', 'undated', 'both')),
  plan_search_enabled INTEGER NOT NULL,
  day_use_search_active INTEGER NOT NULL,
  multi_rooms_search_enabled INTEGER NOT NULL,
  multi_rooms_search_limit INTEGER NOT NULL,
  coupon_active INTEGER NOT NULL,
  promo_code_enabled INTEGER NOT NULL,
  yesterday_bookable INTEGER NOT NULL,
  available_rooms_only INTEGER NOT NULL,
  checkin_date_offset INTEGER NOT NULL,
  default_adults INTEGER NOT NULL,
  default_sort_order TEXT NOT NULL CHECK (default_sort_order IN ('recommended', 'price_low_to_high', 'price_high_to_low')),
  room_search_filters TEXT NOT NULL DEFAULT '[]',
  kanji_name_required INTEGER NOT NULL,
  facility_sign_in_enabled INTEGER NOT NULL,
  reservable_period_months INTEGER NOT NULL,
  sign_in_is_active INTEGER NOT NULL DEFAULT 1,
  sign_in_allow_signup INTEGER NOT NULL DEFAULT 1,
  organization_login_enabled INTEGER NOT NULL DEFAULT 0,
  privacy_url   TEXT NOT NULL,
  term_of_use_url TEXT NOT NULL,
  position      INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE kids_tiers (
  id        INTEGER PRIMARY KEY,
  hotel_id  INTEGER NOT NULL REFERENCES hotels(id),
  code      TEXT NOT NULL,
  name_i18n TEXT NOT NULL,
  age_from  INTEGER NOT NULL,
  age_to    INTEGER NOT NULL,
  -- supplement per child per night, as a percentage of the room type's extra-adult supplement
  supplement_percent INTEGER NOT NULL,
  has_meal  INTEGER NOT NULL,
  position  INTEGER NOT NULL,
  UNIQUE (hotel_id, code)
);

CREATE TABLE room_types (
  id          INTEGER PRIMARY KEY,
  hotel_id    INTEGER NOT NULL REFERENCES hotels(id),
  code        TEXT NOT NULL,
  name_i18n   TEXT NOT NULL,
  description_i18n TEXT NOT NULL,
  max_guests  INTEGER NOT NULL,
  size_sqm    INTEGER NOT NULL,
  total_rooms INTEGER NOT NULL,
  base_price  INTEGER NOT NULL,        -- per room per night for 1–2 adults, before day/season factors
  extra_adult_price INTEGER NOT NULL,  -- per extra adult (beyond 2) per night
  non_smoking INTEGER NOT NULL DEFAULT 1,
  recommendation_rank INTEGER NOT NULL,
  UNIQUE (hotel_id, code)
);

CREATE TABLE plans (
  id          INTEGER PRIMARY KEY,
  hotel_id    INTEGER NOT NULL REFERENCES hotels(id),
  code        TEXT NOT NULL,
  name_i18n   TEXT NOT NULL,
  description_i18n TEXT NOT NULL,
  meal        TEXT NOT NULL CHECK (meal IN ('none', 'breakfast', 'half_board')),
  meal_price_per_person INTEGER NOT NULL DEFAULT 0,
  discount_percent INTEGER NOT NULL DEFAULT 0,
  member_only INTEGER NOT NULL DEFAULT 0,
  is_day_use  INTEGER NOT NULL DEFAULT 0,
  promo_code  TEXT,
  payment_methods TEXT NOT NULL,
  booking_start_date TEXT NOT NULL,
  recommendation_rank INTEGER NOT NULL,
  UNIQUE (hotel_id, code)
);

CREATE TABLE room_plans (
  id           INTEGER PRIMARY KEY,
  plan_id      INTEGER NOT NULL REFERENCES plans(id),
  room_type_id INTEGER NOT NULL REFERENCES room_types(id),
  code         TEXT NOT NULL,
  UNIQUE (plan_id, room_type_id)
);

CREATE TABLE inventory (
  room_type_id INTEGER NOT NULL REFERENCES room_types(id),
  date         TEXT NOT NULL,
  total        INTEGER NOT NULL,
  remaining    INTEGER NOT NULL CHECK (remaining >= 0),
  price        INTEGER NOT NULL,       -- room price for 1–2 adults that night
  PRIMARY KEY (room_type_id, date)
) WITHOUT ROWID;

CREATE TABLE client_sessions (
  token       TEXT PRIMARY KEY,
  application_key TEXT NOT NULL,
  created_at  INTEGER NOT NULL,        -- ms since epoch
  expires_at  INTEGER NOT NULL         -- ms since epoch
);

CREATE TABLE applications (
  key    TEXT PRIMARY KEY,
  secret TEXT NOT NULL,
  name   TEXT NOT NULL
);
