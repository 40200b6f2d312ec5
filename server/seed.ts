// Seeds the sandbox database and keeps per-date inventory and prices 13 months ahead.
// Everything is deterministic: the same anchor date always yields the same prices and availability.
import type Database from 'better-sqlite3';
import crypto from 'node:crypto';
import { addDays, addMonths, dayOfYear, eachDate, localDate, weekday } from './dates.ts';
import {
  ADDITIONAL_QUESTIONS, answerTypeOf, APPLICATIONS, BRANDS, CANCELLATION_POLICIES, CURRENCY_EXTRA_FACTOR, EXTRAS, HOTELS, PAYMENT_LINKS, PLAN_POLICY,
  MEMBERS, PROGRAMS, RANKS, type ExtraSeed,
} from './seed-data.ts';

/** Inventory is kept from yesterday (hotel time) through this many months ahead. */
export const INVENTORY_MONTHS_AHEAD = 13;
/** Time zone whose calendar date is the seed anchor ("seeded_on"). */
export const ANCHOR_TIME_ZONE = 'Asia/Tokyo';

/**
 * Sold-out rules (documented in server/README.md):
 *  1. Every room type of every hotel is sold out on anchor+10 and anchor+11 days (anchor = seed date, Tokyo calendar).
 *  2. Every room type of every hotel is sold out on every date whose day of the year (Jan 1 = 1) is a multiple of 23.
 *  3. sakura-tokyo room type JSR is sold out for 30 nights: anchor+30 … anchor+59 days (inclusive).
 */
export const SOLD_OUT_OFFSETS = [10, 11] as const;
export const SOLD_OUT_DAY_OF_YEAR_DIVISOR = 23;
export const MONTH_SOLD_OUT = { hotelCode: 'sakura-tokyo', roomTypeCode: 'JSR', fromOffset: 30, toOffset: 59 } as const;

/** True when every room type of every hotel is sold out on `date` (rules 1 and 2). */
export function isSoldOutDate(date: string, anchor: string): boolean {
  if (SOLD_OUT_OFFSETS.some((o) => addDays(anchor, o) === date)) return true;
  return dayOfYear(date) % SOLD_OUT_DAY_OF_YEAR_DIVISOR === 0;
}

/** Sold-out dates (rules 1 and 2) in [from, to). */
export function soldOutDates(anchor: string, from: string, to: string): string[] {
  return eachDate(from, to).filter((d) => isSoldOutDate(d, anchor));
}

/** The nights (inclusive range) on which sakura-tokyo JSR is sold out (rule 3). */
export function monthSoldOutRange(anchor: string): { hotel_code: string; room_type_code: string; from: string; to: string } {
  return {
    hotel_code: MONTH_SOLD_OUT.hotelCode,
    room_type_code: MONTH_SOLD_OUT.roomTypeCode,
    from: addDays(anchor, MONTH_SOLD_OUT.fromOffset),
    to: addDays(anchor, MONTH_SOLD_OUT.toOffset),
  };
}

function isRoomTypeSoldOut(hotelCode: string, roomTypeCode: string, date: string, anchor: string): boolean {
  if (isSoldOutDate(date, anchor)) return true;
  if (hotelCode === MONTH_SOLD_OUT.hotelCode && roomTypeCode === MONTH_SOLD_OUT.roomTypeCode) {
    const r = monthSoldOutRange(anchor);
    return date >= r.from && date <= r.to;
  }
  return false;
}

/** FNV-1a, 32 bit: a stable pseudo-random number from a string. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const ROUNDING: Record<string, number> = { JPY: 100, KRW: 1000, TWD: 10 };

/** Weekend and season multiplier for a night. */
export function demandFactor(date: string, country: 'JP' | 'KR' | 'TW'): number {
  const wd = weekday(date);
  let f = wd === 5 ? 1.2 : wd === 6 ? 1.35 : wd === 0 ? 0.95 : 1;
  const md = date.slice(5);
  if (md >= '12-24' || md <= '01-03') f *= 1.5; // year-end and New Year
  else if (md >= '07-20' && md <= '08-31') f *= 1.2; // summer holidays
  if (country === 'JP') {
    if (md >= '03-25' && md <= '04-07') f *= 1.3; // cherry blossom
    if (md >= '04-29' && md <= '05-05') f *= 1.4; // Golden Week
  } else if (country === 'KR') {
    if (md >= '10-01' && md <= '10-09') f *= 1.25; // autumn holidays
  } else if (md >= '10-08' && md <= '10-11') f *= 1.25; // National Day weekend (TW)
  return f;
}

/** Price of one room for one night for 1–2 adults. */
export function nightlyPrice(hotelCode: string, roomTypeCode: string, basePrice: number, currency: string, date: string): number {
  const country = currency === 'KRW' ? 'KR' : currency === 'TWD' ? 'TW' : 'JP';
  const jitter = 0.95 + (hash(`${hotelCode}|${roomTypeCode}|${date}|p`) % 11) / 100;
  const unit = ROUNDING[currency] ?? 1;
  return Math.max(unit, Math.round((basePrice * demandFactor(date, country) * jitter) / unit) * unit);
}

/** Rooms still free on a night (before sold-out rules): between roughly 30% and 100% of the total, at least 1. */
export function nightlyRemaining(hotelCode: string, roomTypeCode: string, total: number, date: string, anchor: string): number {
  if (isRoomTypeSoldOut(hotelCode, roomTypeCode, date, anchor)) return 0;
  const wd = weekday(date);
  const maxOccupancy = wd === 5 || wd === 6 ? 0.7 : 0.5;
  const occupancy = ((hash(`${hotelCode}|${roomTypeCode}|${date}|o`) % 1000) / 1000) * maxOccupancy;
  return Math.max(1, total - Math.round(total * occupancy));
}

export function getAnchor(db: Database.Database): string {
  const row = db.prepare(`SELECT value FROM meta WHERE key = 'seeded_on'`).get() as { value: string } | undefined;
  if (!row) throw new Error('Database is not seeded');
  return row.value;
}

/** Inserts brands, hotels, room types, plans and credentials into an empty database, then the inventory. */
export function seed(db: Database.Database, now: Date): void {
  const anchor = localDate(now, ANCHOR_TIME_ZONE);
  db.transaction(() => {
    db.prepare(`INSERT INTO meta (key, value) VALUES ('seeded_on', ?)`).run(anchor);
    const insertApp = db.prepare(`INSERT INTO applications (key, secret, name) VALUES (?, ?, ?)`);
    for (const a of APPLICATIONS) insertApp.run(a.key, a.secret, a.name);

    const brandIds = new Map<string, number>();
    const insertBrand = db.prepare(
      `INSERT INTO brands (code, name_i18n, first_party_cookie_status, first_party_cookie_domain) VALUES (?, ?, ?, ?)`,
    );
    for (const b of BRANDS) {
      const r = insertBrand.run(b.code, JSON.stringify(b.name), b.firstPartyCookie.status, b.firstPartyCookie.domain);
      brandIds.set(b.code, Number(r.lastInsertRowid));
    }

    const insertHotel = db.prepare(`INSERT INTO hotels (
      code, brand_id, name_i18n, address_i18n, currency, locale, timezone, tax_rate_percent, booking_widget_type, header_mode,
      has_logo, website_header_html, website_footer_html, button_colour, header_colour, max_guests_per_room, kids_type,
      kids_accept_type, shared_bed_type, max_children_per_adult, search_type, plan_search_enabled, day_use_search_active,
      multi_rooms_search_enabled, multi_rooms_search_limit, coupon_active, promo_code_enabled, yesterday_bookable,
      available_rooms_only, checkin_date_offset, default_adults, default_sort_order, room_search_filters, kanji_name_required,
      facility_sign_in_enabled, reservable_period_months, sign_in_is_active, sign_in_allow_signup, organization_login_enabled,
      privacy_url, term_of_use_url, position
    ) VALUES (${Array(42).fill('?').join(', ')})`);
    const insertTier = db.prepare(
      `INSERT INTO kids_tiers (hotel_id, code, name_i18n, age_from, age_to, supplement_percent, has_meal, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertRoomType = db.prepare(`INSERT INTO room_types (hotel_id, code, name_i18n, description_i18n, max_guests, size_sqm,
      total_rooms, base_price, extra_adult_price, non_smoking, recommendation_rank) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const b = (v: boolean) => (v ? 1 : 0);

    HOTELS.forEach((h, position) => {
      const r = insertHotel.run(
        h.code, h.brand ? brandIds.get(h.brand)! : null, JSON.stringify(h.name), JSON.stringify(h.address), h.currency, h.locale,
        h.timezone, h.taxRatePercent, h.widgetType, h.headerMode, b(h.hasLogo), h.headerHtml, h.footerHtml, h.buttonColour,
        h.headerColour, h.maxGuestsPerRoom, h.kidsType, h.kidsAccept, h.sharedBedType, h.maxChildrenPerAdult, h.searchType,
        b(h.planSearchEnabled), b(h.dayUseSearchActive), b(h.multiRoomsEnabled), h.multiRoomsLimit, b(h.couponActive),
        b(h.promoCodeEnabled), b(h.yesterdayBookable), b(h.availableRoomsOnly), h.checkinDateOffset, h.defaultAdults, h.defaultSort,
        JSON.stringify(h.roomSearchFilters), b(h.kanjiNameRequired), b(h.facilitySignInEnabled), h.reservablePeriodMonths,
        b(h.signIn.isActive), b(h.signIn.allowSignup), b(h.signIn.organizationLogin),
        `https://example.com/${h.code}/privacy`, `https://example.com/${h.code}/terms`, position,
      );
      const hotelId = Number(r.lastInsertRowid);
      if (h.calendarPricesEnabled) db.prepare(`UPDATE hotels SET calendar_prices_enabled = 1 WHERE id = ?`).run(hotelId);
      h.kidsTiers.forEach((k, i) =>
        insertTier.run(hotelId, k.code, JSON.stringify(k.name), k.ageFrom, k.ageTo, k.supplementPercent, b(k.hasMeal), i),
      );
      for (const rt of h.roomTypes) {
        insertRoomType.run(hotelId, rt.code, JSON.stringify(rt.name), JSON.stringify(rt.description), rt.maxGuests,
          rt.sizeSqm, rt.total, rt.basePrice, rt.extraAdult, b(rt.nonSmoking), rt.rank);
      }
    });
  })();
  ensureSeedRows(db);
  topUpInventory(db, now);
}

/**
 * Adds every catalogue row of seed-data.ts that the database lacks — plans (with their room plans), cancellation
 * policies and their assignment to room plans, coupons, membership programs with companion tiers, secret codes —
 * without changing existing rows. Runs after the first seed and on every later start, so a database seeded by an
 * older version gets the new seed rows. Returns the number of rows added or filled in.
 */
export function ensureSeedRows(db: Database.Database): number {
  const anchor = getAnchor(db);
  const b = (v: boolean) => (v ? 1 : 0);
  let changes = 0;
  db.transaction(() => {
    const insertProgram = db.prepare(`INSERT OR IGNORE INTO membership_programs (code, name_i18n, update_member_profile_enabled, point_program_enabled,
      point_step, point_minimum_spend) VALUES (?, ?, ?, ?, ?, ?)`);
    const insertProgramTier = db.prepare(`INSERT OR IGNORE INTO membership_program_tiers (program_id, code, is_active, translations_i18n, position)
      VALUES (?, ?, ?, ?, ?)`);
    const programIds = new Map<string, number>();
    for (const pr of PROGRAMS) {
      changes += insertProgram.run(pr.code, JSON.stringify(pr.name), b(pr.updateMemberProfileEnabled), b(pr.points.enabled), pr.points.step,
        pr.points.minimumSpend).changes;
      const id = (db.prepare(`SELECT id FROM membership_programs WHERE code = ?`).get(pr.code) as { id: number }).id;
      programIds.set(pr.code, id);
      pr.tiers.forEach((tier, i) => {
        changes += insertProgramTier.run(id, tier.code, b(tier.isActive), JSON.stringify(tier.translations), i).changes;
      });
    }
    const insertPolicy = db.prepare(`INSERT OR IGNORE INTO cancellation_policies (hotel_id, code, name_i18n, cancel_before_at, time, parts,
      same_day_percentage_of_cost, no_show_percentage_of_cost, special_rate, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertPlan = db.prepare(`INSERT OR IGNORE INTO plans (hotel_id, code, name_i18n, description_i18n, meal, meal_price_per_person,
      discount_percent, member_only, is_day_use, promo_code, payment_methods, booking_start_date, recommendation_rank, is_secret, is_voucher)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertRoomPlan = db.prepare(`INSERT OR IGNORE INTO room_plans (plan_id, room_type_id, code) VALUES (?, ?, ?)`);
    const insertCoupon = db.prepare(`INSERT OR IGNORE INTO coupons (hotel_id, code, name_i18n, discount_percent, valid_until, usage_limit,
      used_count, max_nights, plan_codes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const h of HOTELS) {
      const hotel = db.prepare(`SELECT id, secret_code, membership_program_id FROM hotels WHERE code = ?`).get(h.code) as
        | { id: number; secret_code: string | null; membership_program_id: number | null }
        | undefined;
      if (!hotel) continue;
      // The hotel's own site (migration 005): a trusted origin for CORS, frame-ancestors and redirects.
      changes += db.prepare(`UPDATE hotels SET website_url = ? WHERE id = ? AND website_url IS NULL`).run(hotelWebsite(h.code), hotel.id).changes;
      if (h.secretCode && hotel.secret_code === null) {
        changes += db.prepare(`UPDATE hotels SET secret_code = ? WHERE id = ?`).run(h.secretCode, hotel.id).changes;
      }
      if (h.membershipProgram && hotel.membership_program_id === null) {
        changes += db.prepare(`UPDATE hotels SET membership_program_id = ? WHERE id = ?`).run(programIds.get(h.membershipProgram)!, hotel.id).changes;
      }
      CANCELLATION_POLICIES.forEach((cp, i) => {
        changes += insertPolicy.run(hotel.id, cp.code, JSON.stringify(cp.name), cp.cancelBeforeAt, cp.time, JSON.stringify(cp.parts), cp.sameDay,
          cp.noShow, b(cp.specialRate), i).changes;
      });
      const policyIds = new Map((db.prepare(`SELECT id, code FROM cancellation_policies WHERE hotel_id = ?`).all(hotel.id) as Array<{ id: number; code: string }>)
        .map((r) => [r.code, r.id]));
      const roomTypeIds = new Map((db.prepare(`SELECT id, code FROM room_types WHERE hotel_id = ?`).all(hotel.id) as Array<{ id: number; code: string }>)
        .map((r) => [r.code, r.id]));
      for (const p of h.plans) {
        changes += insertPlan.run(hotel.id, p.code, JSON.stringify(p.name), JSON.stringify(p.description), p.meal, p.mealPrice, p.discount,
          b(!!p.memberOnly), b(!!p.dayUse), p.promoCode ?? null, JSON.stringify(p.paymentMethods), addDays(anchor, -30), p.rank,
          b(!!p.secret), b(!!p.voucher)).changes;
        const planId = (db.prepare(`SELECT id FROM plans WHERE hotel_id = ? AND code = ?`).get(hotel.id, p.code) as { id: number }).id;
        for (const code of p.roomTypes ?? h.roomTypes.map((rt) => rt.code)) {
          const roomTypeId = roomTypeIds.get(code);
          if (roomTypeId !== undefined) changes += insertRoomPlan.run(planId, roomTypeId, `${code}-${p.code}`).changes;
        }
        const policyId = policyIds.get(PLAN_POLICY[p.code] ?? 'standard');
        if (policyId !== undefined) {
          changes += db.prepare(`UPDATE room_plans SET cancellation_policy_id = ? WHERE plan_id = ? AND cancellation_policy_id IS NULL`)
            .run(policyId, planId).changes;
        }
      }
      for (const c of h.coupons ?? []) {
        changes += insertCoupon.run(hotel.id, c.code, JSON.stringify(c.name), c.discountPercent, c.validUntil ?? null, c.usageLimit ?? null,
          c.usedCount ?? 0, c.maxNights ?? null, c.planCodes ? JSON.stringify(c.planCodes) : null).changes;
      }
    }
    changes += ensureBookingSeedRows(db, anchor);
    changes += ensureMemberSeedRows(db, programIds);
  })();
  return changes;
}

/** The seeded hotels' own websites (each its own origin), e.g. `https://sakura-tokyo.example.com/`. */
export function hotelWebsite(code: string): string {
  return `https://${code}.example.com/`;
}

/** Hex sha256 of a password: the legacy member hash (rows from before migration 005), upgraded to argon2id at sign-in. */
export function legacyPasswordHash(password: string): string {
  return crypto.createHash('sha256').update(password, 'utf8').digest('hex');
}

/** Seed rows of migration 004: membership ranks and demo members (INSERT OR IGNORE by fixed id). */
function ensureMemberSeedRows(db: Database.Database, programIds: Map<string, number>): number {
  let changes = 0;
  const insertRank = db.prepare(`INSERT OR IGNORE INTO membership_ranks (id, program_id, code, name_i18n, position) VALUES (?, ?, ?, ?, ?)`);
  RANKS.forEach((r, i) => {
    const programId = programIds.get(r.program);
    if (programId !== undefined) changes += insertRank.run(r.id, programId, r.code, JSON.stringify(r.name), i).changes;
  });
  const anchor = getAnchor(db);
  const insertMember = db.prepare(`INSERT OR IGNORE INTO members (id, program_id, rank_id, membership_id, email, password_sha256, password_hash,
    first_name, last_name, first_name_kana, last_name_kana, points, future_points, created_at) VALUES (?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const m of MEMBERS) {
    const programId = programIds.get(m.program);
    if (programId === undefined) continue;
    changes += insertMember.run(m.id, programId, m.rankId, m.membershipId, m.email, m.passwordHash, m.firstName, m.lastName, m.firstNameKana,
      m.lastNameKana, m.points, m.futurePoints, Date.parse(`${anchor}T00:00:00Z`)).changes;
  }
  return changes;
}

/**
 * Puts the seeded members' point balances (and future points) back to their seeded values, re-adding a seeded member
 * that is missing (sandbox control). Access tokens and reservations are kept. Returns the number of members reset.
 */
export function resetMembers(db: Database.Database): number {
  let n = 0;
  db.transaction(() => {
    const programIds = new Map((db.prepare(`SELECT id, code FROM membership_programs`).all() as Array<{ id: number; code: string }>).map((r) => [r.code, r.id]));
    ensureMemberSeedRows(db, programIds);
    // Balances back, and any sign-in lock of a seeded member lifted.
    const update = db.prepare(`UPDATE members SET points = ?, future_points = ?, failed_sign_ins = 0, locked_until = NULL WHERE id = ?`);
    for (const m of MEMBERS) n += update.run(m.points, m.futurePoints, m.id).changes;
  }).immediate();
  return n;
}

/** Extras price of a seed in a hotel's currency (before tax). */
export function extraPrice(jpy: number, currency: string): number {
  const c = CURRENCY_EXTRA_FACTOR[currency] ?? { factor: 1, unit: 1 };
  return Math.max(c.unit, Math.round((jpy * c.factor) / c.unit) * c.unit);
}

/** Seed rows of migration 003: extras, additional questions and payment links (INSERT OR IGNORE by fixed id / number). */
function ensureBookingSeedRows(db: Database.Database, anchor: string): number {
  let changes = 0;
  const hotels = db.prepare(`SELECT id, code, currency, position FROM hotels ORDER BY position, id`).all() as Array<{ id: number; code: string; currency: string; position: number }>;
  const insertExtra = db.prepare(`INSERT OR IGNORE INTO extras (id, hotel_id, code, name_i18n, unit_i18n, extra_type, min_quantity, max_quantity,
    price, weekend_price, deadline_days, purchase_limit, daily_stock, is_active, position, meal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const b = (v: boolean) => (v ? 1 : 0);
  hotels.forEach((h, i) => {
    EXTRAS.forEach((e: ExtraSeed, j) => {
      changes += insertExtra.run((i + 1) * 100 + e.n, h.id, e.code, JSON.stringify(e.name), JSON.stringify(e.unit), e.type, e.min, e.max,
        extraPrice(e.priceJpy, h.currency), e.weekendPriceJpy ? extraPrice(e.weekendPriceJpy, h.currency) : null, e.deadlineDays ?? 0,
        e.purchaseLimit ?? null, e.dailyStock ?? null, b(e.active ?? true), j, e.meal ?? null).changes;
    });
  });
  const insertQuestion = db.prepare(`INSERT OR IGNORE INTO additional_questions (id, hotel_id, brand_id, question_type, answer_type, question_i18n, labels,
    settings, hotel_plan_codes, required, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  ADDITIONAL_QUESTIONS.forEach((q, i) => {
    const owner = q.brand
      ? (db.prepare(`SELECT id FROM brands WHERE code = ?`).get(q.owner) as { id: number } | undefined)
      : hotels.find((h) => h.code === q.owner);
    if (!owner) return;
    changes += insertQuestion.run(q.id, q.brand ? null : owner.id, q.brand ? owner.id : null, q.type, answerTypeOf(q.type), JSON.stringify(q.question),
      JSON.stringify(q.labels), JSON.stringify(q.settings ?? {}), JSON.stringify(q.planCodes ?? []), b(q.required ?? false), i).changes;
  });
  const insertLink = db.prepare(`INSERT OR IGNORE INTO payment_transactions (number, hotel_id, amount, currency, subject_i18n, status, paid_at, refunded_at,
    expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const at = (offset: number | undefined) => (offset === undefined ? null : `${addDays(anchor, offset)}T03:00:00.000Z`);
  for (const l of PAYMENT_LINKS) {
    const h = hotels.find((x) => x.code === l.hotel);
    if (!h) continue;
    changes += insertLink.run(l.number, h.id, l.amount, h.currency, JSON.stringify(l.subject), l.status, at(l.paidOffset), at(l.refundedOffset),
      at(l.expiresOffset)).changes;
  }
  return changes;
}

/** Puts the seeded payment links back into their seeded states (sandbox control). Returns the number of links reset. */
export function resetPaymentLinks(db: Database.Database): number {
  const anchor = getAnchor(db);
  let n = 0;
  db.transaction(() => {
    for (const l of PAYMENT_LINKS) {
      n += db.prepare(`DELETE FROM payment_transactions WHERE number = ?`).run(l.number).changes;
    }
    ensureBookingSeedRows(db, anchor);
  })();
  return n;
}

/**
 * Adds the missing nights so every room type has inventory and prices from yesterday (hotel time) to
 * 13 months ahead. Existing rows are never changed. Returns the number of rows added.
 */
export function topUpInventory(db: Database.Database, now: Date): number {
  const anchor = getAnchor(db);
  const roomTypes = db.prepare(`
    SELECT rt.id, rt.code, rt.total_rooms, rt.base_price, h.code AS hotel_code, h.currency, h.timezone,
           (SELECT MAX(date) FROM inventory i WHERE i.room_type_id = rt.id) AS last_date
    FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id`).all() as Array<{
    id: number; code: string; total_rooms: number; base_price: number; hotel_code: string; currency: string; timezone: string;
    last_date: string | null;
  }>;
  const insert = db.prepare(`INSERT OR IGNORE INTO inventory (room_type_id, date, total, remaining, price) VALUES (?, ?, ?, ?, ?)`);
  let added = 0;
  db.transaction(() => {
    for (const rt of roomTypes) {
      const today = localDate(now, rt.timezone);
      let from = addDays(today, -1);
      if (rt.last_date && rt.last_date >= from) from = addDays(rt.last_date, 1);
      const to = addDays(addMonths(today, INVENTORY_MONTHS_AHEAD), 1);
      for (const date of eachDate(from, to)) {
        const r = insert.run(rt.id, date, rt.total_rooms, nightlyRemaining(rt.hotel_code, rt.code, rt.total_rooms, date, anchor),
          nightlyPrice(rt.hotel_code, rt.code, rt.base_price, rt.currency, date));
        added += r.changes;
      }
    }
  })();
  return added;
}
