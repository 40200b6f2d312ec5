// Reading hotels and their catalogue (room types, plans, kids tiers) from the database.
import type { Db } from './db.ts';
import { simpleError } from './errors.ts';

export interface HotelRow {
  id: number;
  code: string;
  brand_id: number | null;
  brand_code: string | null;
  brand_name_i18n: string | null;
  first_party_cookie_status: 'enabled' | 'disabled' | null;
  first_party_cookie_domain: string | null;
  name_i18n: string;
  address_i18n: string;
  currency: 'JPY' | 'KRW' | 'TWD';
  locale: 'ja' | 'ko' | 'zh_Hant' | 'en';
  timezone: string;
  tax_rate_percent: number;
  booking_widget_type: 'hotel' | 'brand';
  header_mode: 'logo' | 'name' | 'custom';
  has_logo: number;
  website_header_html: string | null;
  website_footer_html: string | null;
  /** The hotel's own site (migration 006): a trusted origin. */
  website_url: string | null;
  button_colour: string;
  header_colour: string;
  max_guests_per_room: number;
  kids_type: 'tiers' | 'tiers_with_meal_and_bed_as_extras' | 'ages' | 'share_bed';
  kids_accept_type: 'accept' | 'not_accept';
  shared_bed_type: 'none' | 'per_adult' | 'per_room';
  max_children_per_adult: number;
  search_type: 'dated' | 'undated' | 'both';
  plan_search_enabled: number;
  day_use_search_active: number;
  multi_rooms_search_enabled: number;
  multi_rooms_search_limit: number;
  coupon_active: number;
  promo_code_enabled: number;
  yesterday_bookable: number;
  available_rooms_only: number;
  checkin_date_offset: number;
  default_adults: number;
  default_sort_order: 'recommended' | 'price_low_to_high' | 'price_high_to_low';
  room_search_filters: string;
  kanji_name_required: number;
  facility_sign_in_enabled: number;
  reservable_period_months: number;
  /** Lowest price per date in the date picker (rooms/price; migration 006). */
  calendar_prices_enabled: number;
  sign_in_is_active: number;
  sign_in_allow_signup: number;
  organization_login_enabled: number;
  privacy_url: string;
  term_of_use_url: string;
  position: number;
  /** Promotion code that unlocks `mode=secret` (migration 002). */
  secret_code: string | null;
  membership_program_id: number | null;
}

export interface KidsTierRow {
  code: string;
  name_i18n: string;
  age_from: number;
  age_to: number;
  supplement_percent: number;
  has_meal: number;
}

export interface RoomTypeRow {
  id: number;
  code: string;
  name_i18n: string;
  description_i18n: string;
  max_guests: number;
  size_sqm: number;
  total_rooms: number;
  extra_adult_price: number;
  non_smoking: number;
  recommendation_rank: number;
}

export interface PlanRow {
  id: number;
  code: string;
  name_i18n: string;
  description_i18n: string;
  meal: 'none' | 'breakfast' | 'half_board';
  meal_price_per_person: number;
  discount_percent: number;
  member_only: number;
  is_day_use: number;
  promo_code: string | null;
  payment_methods: string;
  booking_start_date: string;
  recommendation_rank: number;
  is_secret: number;
  is_voucher: number;
}

export interface RoomPlanRow {
  id: number;
  code: string;
  plan_id: number;
  room_type_id: number;
  cancellation_policy_id: number | null;
}

const HOTEL_SELECT = `
  SELECT h.*, b.code AS brand_code, b.name_i18n AS brand_name_i18n,
         b.first_party_cookie_status, b.first_party_cookie_domain
  FROM hotels h LEFT JOIN brands b ON b.id = h.brand_id`;

export function findHotel(db: Db, code: string): HotelRow | undefined {
  return db.prepare(`${HOTEL_SELECT} WHERE h.code = ?`).get(code) as HotelRow | undefined;
}

/** The hotel or a 404 `{"error":"Hotel not found"}`. */
export function requireHotel(db: Db, code: string): HotelRow {
  const hotel = findHotel(db, code);
  if (!hotel) throw simpleError(404, 'Hotel not found');
  return hotel;
}

export function brandHotels(db: Db, brandId: number): HotelRow[] {
  return db.prepare(`${HOTEL_SELECT} WHERE h.brand_id = ? ORDER BY h.position`).all(brandId) as HotelRow[];
}

export function kidsTiers(db: Db, hotelId: number): KidsTierRow[] {
  return db.prepare(`SELECT code, name_i18n, age_from, age_to, supplement_percent, has_meal FROM kids_tiers WHERE hotel_id = ? ORDER BY position`)
    .all(hotelId) as KidsTierRow[];
}

export interface Catalogue {
  roomTypes: RoomTypeRow[];
  plans: PlanRow[];
  roomPlans: RoomPlanRow[];
  tiers: KidsTierRow[];
}

export function catalogue(db: Db, hotelId: number): Catalogue {
  return {
    roomTypes: db.prepare(`SELECT id, code, name_i18n, description_i18n, max_guests, size_sqm, total_rooms, extra_adult_price, non_smoking,
      recommendation_rank FROM room_types WHERE hotel_id = ? ORDER BY recommendation_rank, code`).all(hotelId) as RoomTypeRow[],
    plans: db.prepare(`SELECT * FROM plans WHERE hotel_id = ? ORDER BY recommendation_rank, code`).all(hotelId) as PlanRow[],
    roomPlans: db.prepare(`SELECT rp.id, rp.code, rp.plan_id, rp.room_type_id, rp.cancellation_policy_id FROM room_plans rp JOIN plans p ON p.id = rp.plan_id
      WHERE p.hotel_id = ?`).all(hotelId) as RoomPlanRow[],
    tiers: kidsTiers(db, hotelId),
  };
}

export interface Night {
  remaining: number;
  price: number;
}

/** Inventory per room type id per date, for nights in [from, to). */
export function loadInventory(db: Db, hotelId: number, from: string, to: string): Map<number, Map<string, Night>> {
  const rows = db.prepare(`SELECT i.room_type_id, i.date, i.remaining, i.price FROM inventory i JOIN room_types rt ON rt.id = i.room_type_id
    WHERE rt.hotel_id = ? AND i.date >= ? AND i.date < ?`).all(hotelId, from, to) as Array<{ room_type_id: number; date: string } & Night>;
  const map = new Map<number, Map<string, Night>>();
  for (const r of rows) {
    let m = map.get(r.room_type_id);
    if (!m) map.set(r.room_type_id, (m = new Map()));
    m.set(r.date, { remaining: r.remaining, price: r.price });
  }
  return map;
}

// ---------------------------------------------------------------- cancellation policies, coupons, membership programs

export interface CancellationPolicyRow {
  id: number;
  hotel_id: number;
  code: string;
  name_i18n: string;
  cancel_before_at: number;
  time: string | null;
  parts: string;
  same_day_percentage_of_cost: number;
  no_show_percentage_of_cost: number;
  special_rate: number;
  position: number;
}

export function cancellationPolicies(db: Db, hotelId: number): CancellationPolicyRow[] {
  return db.prepare(`SELECT * FROM cancellation_policies WHERE hotel_id = ? ORDER BY position, id`).all(hotelId) as CancellationPolicyRow[];
}

/** Room plan codes per cancellation policy id, for one hotel. */
export function policyRoomPlanCodes(db: Db, hotelId: number): Map<number, string[]> {
  const rows = db.prepare(`SELECT rp.code, rp.cancellation_policy_id AS policy_id FROM room_plans rp JOIN plans p ON p.id = rp.plan_id
    JOIN room_types rt ON rt.id = rp.room_type_id
    WHERE p.hotel_id = ? AND rp.cancellation_policy_id IS NOT NULL ORDER BY p.recommendation_rank, p.code, rt.recommendation_rank, rt.code`)
    .all(hotelId) as Array<{ code: string; policy_id: number }>;
  const map = new Map<number, string[]>();
  for (const r of rows) {
    const list = map.get(r.policy_id) ?? [];
    list.push(r.code);
    map.set(r.policy_id, list);
  }
  return map;
}

export interface CouponRow {
  id: number;
  code: string;
  name_i18n: string;
  discount_percent: number;
  valid_until: string | null;
  usage_limit: number | null;
  used_count: number;
  max_nights: number | null;
  plan_codes: string | null;
}

export function findCoupon(db: Db, hotelId: number, code: string): CouponRow | undefined {
  return db.prepare(`SELECT id, code, name_i18n, discount_percent, valid_until, usage_limit, used_count, max_nights, plan_codes
    FROM coupons WHERE hotel_id = ? AND code = ? COLLATE NOCASE`).get(hotelId, code) as CouponRow | undefined;
}

export interface ProgramRow {
  id: number;
  code: string;
  name_i18n: string;
  update_member_profile_enabled: number;
}

export interface ProgramTierRow {
  code: 'adult_companion' | 'kid_tier_A_companion';
  is_active: number;
  translations_i18n: string;
}

export function hotelProgram(db: Db, hotel: HotelRow): { program: ProgramRow; tiers: ProgramTierRow[] } | undefined {
  if (hotel.membership_program_id == null) return undefined;
  const program = db.prepare(`SELECT id, code, name_i18n, update_member_profile_enabled FROM membership_programs WHERE id = ?`)
    .get(hotel.membership_program_id) as ProgramRow | undefined;
  if (!program) return undefined;
  const tiers = db.prepare(`SELECT code, is_active, translations_i18n FROM membership_program_tiers WHERE program_id = ? ORDER BY position, code`)
    .all(program.id) as ProgramTierRow[];
  return { program, tiers };
}

/** Which companion guests the hotel's membership program accepts (active additional tiers). */
export interface CompanionSetting {
  adult_companion: boolean;
  kid_tier_A_companion: boolean;
}

export function companionSetting(db: Db, hotel: HotelRow): CompanionSetting {
  const tiers = hotelProgram(db, hotel)?.tiers ?? [];
  const active = (code: string) => tiers.some((t) => t.code === code && t.is_active === 1);
  return { adult_companion: active('adult_companion'), kid_tier_A_companion: active('kid_tier_A_companion') };
}
