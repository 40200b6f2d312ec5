-- The hotel's choice to show the lowest price per date in the date picker (GET hotels/{code}/rooms/price).
-- On by default for sakura-tokyo: a fresh database gets it from server/seed.ts, an older one here.

ALTER TABLE hotels ADD COLUMN calendar_prices_enabled INTEGER NOT NULL DEFAULT 0;
UPDATE hotels SET calendar_prices_enabled = 1 WHERE code = 'sakura-tokyo';
