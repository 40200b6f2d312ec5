-- Trust boundaries (issue 11): hotel sites as trusted origins, argon2id member passwords with sign-in lockout, and hotel
-- colours that can only be #rrggbb.

-- The hotel's own website: its origin may embed the widget, call the API with CORS and receive redirects (3DS return).
-- Seeded hotels get theirs from server/seed.ts ensureSeedRows (fill-if-NULL).
ALTER TABLE hotels ADD COLUMN website_url TEXT;

-- argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). NULL = a row from before this migration: its
-- password_sha256 is checked once at the next sign-in and replaced by an argon2id hash.
ALTER TABLE members ADD COLUMN password_hash TEXT;
-- Consecutive wrong passwords since the last successful sign-in (or the last lock's end).
ALTER TABLE members ADD COLUMN failed_sign_ins INTEGER NOT NULL DEFAULT 0;
-- While set and in the future (ms since epoch), sign-in answers 1301 (account locked), even with the right password.
ALTER TABLE members ADD COLUMN locked_until INTEGER;

-- Colours are written into CSS and SVG: nothing but #rrggbb may be stored.
CREATE TRIGGER hotels_colour_insert BEFORE INSERT ON hotels
WHEN NEW.button_colour NOT GLOB '#[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]'
  OR NEW.header_colour NOT GLOB '#[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]'
BEGIN
  SELECT RAISE(ABORT, 'button_colour and header_colour must be #rrggbb');
END;
CREATE TRIGGER hotels_colour_update BEFORE UPDATE OF button_colour, header_colour ON hotels
WHEN NEW.button_colour NOT GLOB '#[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]'
  OR NEW.header_colour NOT GLOB '#[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]'
BEGIN
  SELECT RAISE(ABORT, 'button_colour and header_colour must be #rrggbb');
END;
