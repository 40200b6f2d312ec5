// Room search: parsing the bracket-notation query, validating it against the hotel's settings, and pricing.
import type { Db } from './db.ts';
import { addDays, addMonths, daysBetween, eachDate, isIsoDate, localDate } from './dates.ts';
import { HttpError, validationError } from './errors.ts';
import {
  catalogue, findCoupon, loadInventory, type Catalogue, type CompanionSetting, type CouponRow, type HotelRow, type Night, type PlanRow,
  type RoomTypeRow,
} from './hotels.ts';
import { pick, type Locale } from './i18n.ts';
import { indexedList, stringList, type QueryObject, type QueryValue } from './query.ts';

export const MAX_NIGHTS = 30;
export const ORDERS = ['recommended', 'price_low_to_high', 'price_high_to_low'] as const;
export const MODES = ['brr', 'member', 'all', 'secret', 'voucher'] as const;
export type Order = (typeof ORDERS)[number];

export const MEAL_AND_BED = ['none', 'bedding', 'meal', 'meal_and_bedding'] as const;
export type MealAndBed = (typeof MEAL_AND_BED)[number];
/** Per child per night supplement of a meal/bedding extra, as a percentage of the room type's extra-adult supplement. */
export const MEAL_AND_BED_PERCENT: Record<MealAndBed, number> = { none: 0, bedding: 40, meal: 30, meal_and_bedding: 70 };

export interface RoomQuery {
  adults: number;
  children: number;
  kidsTiers: Array<{ code: string; children: number; mealAndBed: MealAndBed }>;
  kidsAges: number[];
  /** `rooms[i][adult_companion]`: companions priced as adults. */
  adultCompanions: number;
  /** `rooms[i][kid_tier_A_companion]`: companions priced as tier-A children. */
  kidCompanions: number;
  /** Children sharing a bed (share_bed hotels): they do not count toward max_guests_per_room or the room type's max_guests. */
  sharedBedChildren: number;
  /** Guests that count toward capacity: adults + children + companions − shared-bed children. */
  occupancy: number;
}

export interface SearchParams {
  /** Dated: the stay. Undated: the earliest check-in considered and that + nights. */
  checkin: string;
  checkout: string;
  rooms: RoomQuery[];
  type: 'room' | 'plan';
  order: Order;
  mode: (typeof MODES)[number];
  isDayUse: boolean;
  searchNextAvailable: boolean;
  includingOccupied: boolean;
  availableRoomsOnly: boolean;
  roomTypeCodes: string[];
  hotelPlanCodes: string[];
  roomPlanCodes: string[];
  promoCode: string | null;
  couponCode: string | null;
  filters: string[];
  /** `search_type=undated`: no dates; the cheapest `nights` consecutive nights within the reservable period. */
  undated: boolean;
  nights: number;
}

function str(v: QueryValue | undefined, name: string): string | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw validationError(`Give a single value for ${name}.`);
  return v.trim();
}

export function parseBool(v: QueryValue | undefined, name: string, fallback: boolean): boolean {
  const s = str(v, name);
  if (s === undefined || s === '') return fallback;
  if (s === 'true' || s === '1') return true;
  if (s === 'false' || s === '0') return false;
  throw validationError(`Invalid ${name}: use true or false.`);
}

function int(v: QueryValue | undefined, name: string, label: string, min: number, max: number, fallback?: number): number {
  const s = str(v, name);
  if (s === undefined || s === '') {
    if (fallback !== undefined) return fallback;
    throw validationError(`${label} is required.`);
  }
  const n = /^\d{1,6}$/.test(s) ? Number(s) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw validationError(`${label} must be a whole number from ${min} to ${max}.`);
  }
  return n;
}

function date(v: QueryValue | undefined, name: string, label: string): string {
  const s = str(v, name);
  if (!s) throw validationError(`${label} is required (${name}).`);
  if (!isIsoDate(s)) throw validationError(`${label} must be a valid date in YYYY-MM-DD format.`);
  return s;
}

function obj(v: QueryValue | undefined, name: string): QueryObject {
  if (v === undefined) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw validationError(`Malformed ${name}: expected named values such as ${name}[adults].`);
  return v;
}

/** Today's date at the hotel. */
export function hotelToday(hotel: HotelRow, now: Date): string {
  return localDate(now, hotel.timezone);
}

/** The last checkout date allowed by the hotel's reservable period. */
export function reservableLimit(hotel: HotelRow, now: Date): string {
  return addMonths(hotelToday(hotel, now), hotel.reservable_period_months);
}

export interface ParsedRooms {
  checkin: string;
  checkout: string;
  rooms: RoomQuery[];
}

export interface RoomsOptions {
  /** Undated search: no dates are read (any given are ignored); check-in/checkout come back empty. */
  undated?: boolean;
  /** Companion guests the hotel's membership program accepts; default: none. */
  companions?: CompanionSetting;
}

/** Number of a room's children that share a bed and so do not count toward capacity. */
export function sharedBedChildren(hotel: HotelRow, adults: number, children: number): number {
  if (hotel.kids_accept_type !== 'accept' || hotel.kids_type !== 'share_bed') return 0;
  if (hotel.shared_bed_type === 'per_adult') return Math.min(children, adults);
  if (hotel.shared_bed_type === 'per_room') return Math.min(children, 1);
  return 0;
}

function parseRoomGuests(raw: QueryValue | undefined, i: number, hotel: HotelRow, tiers: Catalogue['tiers'], companions: CompanionSetting): RoomQuery {
  const r = obj(raw, `rooms[${i}]`);
  const p = `rooms[${i}]`;
  const maxGuests = hotel.max_guests_per_room;
  const tierCodes = new Set(tiers.map((t) => t.code));
  const adults = int(r.adults, `${p}[adults]`, 'Number of adults', 1, maxGuests);
  const kidsTiersRaw = indexedList(r.kids_tiers, `${p}[kids_tiers]`) ?? [];
  const kidsTiers = kidsTiersRaw.map((kt, j) => {
    const o = obj(kt, `${p}[kids_tiers][${j}]`);
    const code = str(o.code, `${p}[kids_tiers][${j}][code]`);
    if (!code) throw validationError('Each kids tier needs a code.');
    if (!tierCodes.has(code)) throw validationError(`Unknown kids tier: ${code}.`);
    const mealAndBed = oneOf(o.meal_and_bed, `${p}[kids_tiers][${j}][meal_and_bed]`, MEAL_AND_BED, 'none');
    if (mealAndBed !== 'none' && hotel.kids_type !== 'tiers_with_meal_and_bed_as_extras') {
      throw validationError('Meal and bedding options are not sold at this hotel.');
    }
    return { code, children: int(o.children, `${p}[kids_tiers][${j}][children]`, 'Number of children in a kids tier', 0, maxGuests), mealAndBed };
  });
  const agesRaw = r.kids_ages === undefined ? [] : stringList(r.kids_ages, `${p}[kids_ages]`);
  const kidsAges = agesRaw.map((a) => int(a, `${p}[kids_ages]`, "Each child's age", 0, 17));
  const tierSum = kidsTiers.reduce((s, k) => s + k.children, 0);
  const children = int(r.children, `${p}[children]`, 'Number of children', 0, maxGuests, kidsTiers.length ? tierSum : kidsAges.length);
  if (kidsTiers.length && tierSum !== children) throw validationError('The kids tier counts must add up to the number of children.');
  if (kidsAges.length && kidsAges.length !== children) throw validationError('Give one age per child.');
  const adultCompanions = int(r.adult_companion, `${p}[adult_companion]`, 'Number of adult companions', 0, maxGuests, 0);
  const kidCompanions = int(r.kid_tier_A_companion, `${p}[kid_tier_A_companion]`, 'Number of tier A companions', 0, maxGuests, 0);
  if (adultCompanions > 0 && !companions.adult_companion) throw validationError('This hotel does not accept adult companions.');
  if (kidCompanions > 0 && !companions.kid_tier_A_companion) throw validationError('This hotel does not accept tier A companions.');
  if (children + kidCompanions > 0 && hotel.kids_accept_type === 'not_accept') throw validationError('This hotel does not accept children.');
  if (children > adults * hotel.max_children_per_adult) {
    throw validationError(`At most ${hotel.max_children_per_adult} children per adult.`);
  }
  const shared = sharedBedChildren(hotel, adults, children);
  const occupancy = adults + adultCompanions + children + kidCompanions - shared;
  if (occupancy > maxGuests) throw validationError(`A room can hold at most ${maxGuests} guests.`);
  return { adults, children, kidsTiers, kidsAges, adultCompanions, kidCompanions, sharedBedChildren: shared, occupancy };
}

/** A comparable summary of a room's guests (undated search needs the same in every room). */
function guestKey(r: RoomQuery): string {
  const tiers = new Map<string, number>();
  for (const k of r.kidsTiers) if (k.children > 0) tiers.set(`${k.code}/${k.mealAndBed}`, (tiers.get(`${k.code}/${k.mealAndBed}`) ?? 0) + k.children);
  return JSON.stringify([r.adults, r.children, [...tiers].sort(), [...r.kidsAges].sort((a, b) => a - b), r.adultCompanions, r.kidCompanions]);
}

/**
 * Parses and validates `rooms[i][…]`. Dates of later rooms default to room 0's and must match it.
 * Throws 422 (code 1000, or 1903 beyond the reservable period).
 */
export function parseRooms(query: QueryObject, hotel: HotelRow, tiers: Catalogue['tiers'], now: Date, isDayUse: boolean, options: RoomsOptions = {}): ParsedRooms {
  const list = indexedList(query.rooms, 'rooms');
  if (!list || list.length === 0) {
    throw validationError(options.undated
      ? 'At least one room (rooms[0][adults]) is required.'
      : 'At least one room (rooms[0][checkin_date], rooms[0][checkout_date], rooms[0][adults]) is required.');
  }
  const limit = hotel.multi_rooms_search_enabled ? hotel.multi_rooms_search_limit : 1;
  if (list.length > limit) {
    throw validationError(limit === 1 ? 'This hotel accepts one room per search.' : `You can search for at most ${limit} rooms at once.`);
  }
  const companions = options.companions ?? { adult_companion: false, kid_tier_A_companion: false };
  let checkin = '';
  let checkout = '';
  if (!options.undated) {
    const first = obj(list[0], 'rooms[0]');
    checkin = date(first.checkin_date, 'rooms[0][checkin_date]', 'Check-in date');
    checkout = date(first.checkout_date, 'rooms[0][checkout_date]', 'Checkout date');
    const nights = daysBetween(checkin, checkout);
    if (isDayUse ? nights < 0 || nights > 1 : nights <= 0) {
      throw validationError(isDayUse ? 'For day use, checkout date must be the check-in date or the day after.' : 'Checkout date must be after check-in date.');
    }
    if (nights > MAX_NIGHTS) throw validationError(`A stay can be at most ${MAX_NIGHTS} nights.`);
    const today = hotelToday(hotel, now);
    const earliest = hotel.yesterday_bookable ? addDays(today, -1) : today;
    // `reason` and `first_checkin_date` let the widget say why in the guest's language and offer the first date the hotel takes.
    if (checkin < earliest) throw validationError("Check-in date can't be in the past.", 1000, { reason: 'checkin_in_past', first_checkin_date: earliest });
    if (checkout > addMonths(today, hotel.reservable_period_months)) {
      throw validationError(`Reservations are accepted up to ${hotel.reservable_period_months} months ahead.`, 1903, {
        reservable_period_months: hotel.reservable_period_months,
      });
    }
  }
  const rooms = list.map((raw, i): RoomQuery => {
    if (i > 0 && !options.undated) {
      const r = obj(raw, `rooms[${i}]`);
      const ci = str(r.checkin_date, `rooms[${i}][checkin_date]`);
      const co = str(r.checkout_date, `rooms[${i}][checkout_date]`);
      if ((ci && ci !== checkin) || (co && co !== checkout)) throw validationError('All rooms must have the same check-in and checkout dates.');
    }
    return parseRoomGuests(raw, i, hotel, tiers, companions);
  });
  if (options.undated && rooms.some((r) => guestKey(r) !== guestKey(rooms[0]!))) {
    throw validationError('Undated search needs the same guests in every room.');
  }
  return { checkin, checkout, rooms };
}

function oneOf<T extends string>(v: QueryValue | undefined, name: string, allowed: readonly T[], fallback: T): T {
  const s = str(v, name);
  if (s === undefined || s === '') return fallback;
  if (!(allowed as readonly string[]).includes(s)) throw validationError(`Invalid ${name}: use one of ${allowed.join(', ')}.`);
  return s as T;
}

export interface SearchContext {
  companions?: CompanionSetting;
}

/** Validates the whole room search query for `hotel` (code 1000 / 1903 errors; promotion and coupon codes: `checkCodes`). */
export function parseSearch(query: QueryObject, hotel: HotelRow, tiers: Catalogue['tiers'], now: Date, ctx: SearchContext = {}): SearchParams {
  const type = oneOf(query.type, 'type', ['room', 'plan'] as const, 'room');
  const order = oneOf(query.order, 'order', ORDERS, 'price_low_to_high');
  const mode = oneOf(query.mode, 'mode', MODES, 'brr');
  const searchType = oneOf(query.search_type, 'search_type', ['dated', 'undated'] as const, 'dated');
  const undated = searchType === 'undated';
  const isDayUse = parseBool(query.is_day_use, 'is_day_use', false);
  if (isDayUse && !hotel.day_use_search_active) throw validationError('Day-use search is not available at this hotel.');
  if (isDayUse && undated) throw validationError('Undated search is not available for day use.');
  if (type === 'plan' && !hotel.plan_search_enabled) throw validationError('Plan search is not available at this hotel.');
  const nightsParam = undated ? int(query.nights, 'nights', 'Number of nights', 1, MAX_NIGHTS) : 0;
  let { checkin, checkout, rooms } = parseRooms(query, hotel, tiers, now, isDayUse, { undated, companions: ctx.companions });
  if (undated) {
    checkin = hotelToday(hotel, now);
    checkout = addDays(checkin, nightsParam);
    if (checkout > reservableLimit(hotel, now)) throw validationError('The stay is longer than the reservable period.');
  }
  const filters = stringList(query.room_search_filters, 'room_search_filters');
  const promo = str(query.promo_code, 'promo_code');
  const coupon = str(query.coupon_code, 'coupon_code');
  return {
    checkin, checkout, rooms, type, order, mode, isDayUse,
    searchNextAvailable: parseBool(query.search_next_available_date_if_no_result, 'search_next_available_date_if_no_result', false),
    includingOccupied: parseBool(query.is_including_occupied, 'is_including_occupied', false),
    availableRoomsOnly: parseBool(query.available_rooms_only, 'available_rooms_only', false),
    roomTypeCodes: stringList(query.room_type_codes, 'room_type_codes'),
    hotelPlanCodes: stringList(query.hotel_plan_codes, 'hotel_plan_codes'),
    roomPlanCodes: stringList(query.room_plan_codes, 'room_plan_codes'),
    promoCode: promo ? promo : null,
    couponCode: coupon ? coupon : null,
    filters,
    undated,
    nights: undated ? nightsParam : Math.max(1, daysBetween(checkin, checkout)),
  };
}

// ---------------------------------------------------------------- promotion and coupon codes

export type CodeReason = 'invalid' | 'expired' | 'limit_reached' | 'max_nights';

/** Shape 1 with code 1500: `{"errors":[{"code":1500,"reason":…,"details":{"base":[…]},…extra}]}`. */
export function codeError(reason: CodeReason, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(422, { errors: [{ code: 1500, reason, details: { base: [message] }, ...extra }] });
}

const same = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * Checks `promo_code` (and the secret code of `mode=secret`) and `coupon_code`. Throws 422 code 1500; returns the
 * coupon to apply, if any.
 */
export function checkCodes(db: Db, hotel: HotelRow, cat: Catalogue, p: SearchParams, now: Date): CouponRow | null {
  if (p.mode === 'secret') {
    if (!same(p.promoCode, hotel.secret_code)) throw codeError('invalid', 'The code is not valid.');
  } else if (p.promoCode) {
    const known = cat.plans.some((pl) => same(pl.promo_code, p.promoCode)) || same(hotel.secret_code, p.promoCode);
    if (!known) throw codeError('invalid', 'The code is not valid.');
  }
  if (!p.couponCode) return null;
  if (!hotel.coupon_active) throw codeError('invalid', 'The coupon code is not valid.');
  const coupon = findCoupon(db, hotel.id, p.couponCode);
  if (!coupon) throw codeError('invalid', 'The coupon code is not valid.');
  if (coupon.valid_until && coupon.valid_until < hotelToday(hotel, now)) throw codeError('expired', 'The coupon has expired.');
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) {
    throw codeError('limit_reached', 'The coupon has reached its usage limit.');
  }
  if (coupon.max_nights !== null && p.nights > coupon.max_nights) {
    throw codeError('max_nights', `The coupon is valid for stays of at most ${coupon.max_nights} nights.`, { max_nights: coupon.max_nights });
  }
  return coupon;
}

function couponApplies(coupon: CouponRow, plan: PlanRow): boolean {
  if (coupon.plan_codes) return (JSON.parse(coupon.plan_codes) as string[]).includes(plan.code);
  return !plan.is_voucher;
}

// ---------------------------------------------------------------- pricing

export interface PricedPlan {
  plan: PlanRow;
  roomPlanCode: string;
  cancellationPolicyId: number | null;
  /** After the coupon discount. */
  totalPrice: number;
  tax: number;
  discount: number;
  coupon: CouponRow | null;
  /** Before the coupon discount. */
  perNight: Array<{ date: string; price: number }>;
  /** Undated search: the check-in of the cheapest stay; dated: null. */
  checkin: string | null;
  /** Fewest rooms left over the nights of this plan's stay (0 when not available). */
  roomCount: number;
  /** Each searched room's own price (in search order), after its coupon discount: what booking that room costs. */
  roomPrices: Array<{ totalPrice: number; tax: number; discount: number }>;
}

export interface PricedRoom {
  roomType: RoomTypeRow;
  roomCount: number;
  plans: PricedPlan[];
}

/** Included consumption tax of a tax-inclusive amount. */
export function includedTax(total: number, ratePercent: number): number {
  return Math.floor((total * ratePercent) / (100 + ratePercent));
}

interface ChildPrice {
  percent: number;
  meal: boolean;
  extraPercent: number;
}

function childShare(tiers: Catalogue['tiers'], room: RoomQuery): ChildPrice[] {
  const out: ChildPrice[] = [];
  if (room.kidsTiers.length) {
    for (const kt of room.kidsTiers) {
      const tier = tiers.find((t) => t.code === kt.code)!;
      for (let i = 0; i < kt.children; i++) {
        out.push({ percent: tier.supplement_percent, meal: !!tier.has_meal, extraPercent: MEAL_AND_BED_PERCENT[kt.mealAndBed] });
      }
    }
  } else if (room.kidsAges.length) {
    for (const age of room.kidsAges) out.push({ percent: age < 6 ? 0 : 50, meal: age >= 3, extraPercent: 0 });
  } else {
    for (let i = 0; i < room.children; i++) out.push({ percent: 50, meal: true, extraPercent: 0 });
  }
  const tierA = tiers.find((t) => t.code === 'A');
  for (let i = 0; i < room.kidCompanions; i++) {
    out.push({ percent: tierA?.supplement_percent ?? 0, meal: !!tierA?.has_meal, extraPercent: 0 });
  }
  return out;
}

/**
 * Price of one searched room for one night under a plan:
 * night price (1–2 adults) × (1 − plan discount) + adults beyond 2 (adult companions count as adults) × extra-adult
 * supplement × (1 − discount) + meals per adult; per child (tier-A companions count as tier-A children): tier share (or
 * age share) of the extra-adult supplement × (1 − discount) + half a meal when the tier includes meals + the
 * meal/bedding extra (bedding 40 %, meal 30 %, both 70 % of the extra-adult supplement, not discounted).
 * The extra-adult supplement is the room type's, or 25 % of the night price when the room type has none.
 */
export function roomNightPrice(_hotel: HotelRow, tiers: Catalogue['tiers'], rt: RoomTypeRow, plan: PlanRow, nightPrice: number, room: RoomQuery): number {
  const keep = (100 - plan.discount_percent) / 100;
  const extra = rt.extra_adult_price > 0 ? rt.extra_adult_price : Math.round(nightPrice * 0.25);
  const adults = room.adults + room.adultCompanions;
  let price = nightPrice * keep + Math.max(0, adults - 2) * extra * keep;
  price += plan.meal_price_per_person * adults;
  for (const child of childShare(tiers, room)) {
    price += (extra * child.percent * keep) / 100;
    if (child.meal) price += plan.meal_price_per_person / 2;
    price += (extra * child.extraPercent) / 100;
  }
  return Math.round(price);
}

export interface EvalOptions {
  memberSignedIn: boolean;
  coupon?: CouponRow | null;
}

/** Whether a plan is shown in the search's mode (before promotion-code, day-use and code filters). */
export function planVisible(plan: PlanRow, p: SearchParams, opts: EvalOptions): boolean {
  if (p.mode === 'secret') return !!plan.is_secret;
  if (p.mode === 'voucher') return !!plan.is_voucher;
  if (plan.is_secret || plan.is_voucher) return false;
  if (p.mode === 'member') return !!plan.member_only;
  if (p.mode === 'brr') return !plan.member_only || opts.memberSignedIn;
  return true; // all: public and member-only plans
}

interface Candidate {
  rt: RoomTypeRow;
  plans: Array<{ plan: PlanRow; roomPlanCode: string; cancellationPolicyId: number | null }>;
}

/** Room types and their plans that match the search's filters, mode and guests (inventory not considered). */
function candidates(cat: Catalogue, p: SearchParams, opts: EvalOptions): Candidate[] {
  const maxOccupancy = Math.max(...p.rooms.map((r) => r.occupancy));
  const out: Candidate[] = [];
  for (const rt of cat.roomTypes) {
    if (p.roomTypeCodes.length && !p.roomTypeCodes.includes(rt.code)) continue;
    if (p.filters.includes('non_smoking') && !rt.non_smoking) continue;
    if (rt.max_guests < maxOccupancy) continue;
    const plans: Candidate['plans'] = [];
    for (const rp of cat.roomPlans) {
      if (rp.room_type_id !== rt.id) continue;
      const plan = cat.plans.find((pl) => pl.id === rp.plan_id)!;
      if (!planVisible(plan, p, opts)) continue;
      if (!!plan.is_day_use !== p.isDayUse) continue;
      if (plan.promo_code && plan.promo_code.toLowerCase() !== (p.promoCode ?? '').toLowerCase()) continue;
      if (p.hotelPlanCodes.length && !p.hotelPlanCodes.includes(plan.code)) continue;
      if (p.roomPlanCodes.length && !p.roomPlanCodes.includes(rp.code)) continue;
      if (p.filters.includes('breakfast_included') && plan.meal === 'none') continue;
      plans.push({ plan, roomPlanCode: rp.code, cancellationPolicyId: rp.cancellation_policy_id });
    }
    if (plans.length) out.push({ rt, plans });
  }
  return out;
}

/** Rooms each room type needs per night: every searched room, except for undated and voucher searches (one). */
function roomsNeeded(p: SearchParams): number {
  return p.undated || p.mode === 'voucher' ? 1 : p.rooms.length;
}

/**
 * A plan's price for the stay: `roomGross` holds each searched room's price over the stay's nights (a booking prices
 * and discounts each room on its own, so the room prices are what booking that room costs; the plan's total is theirs).
 */
function priced(hotel: HotelRow, c: Candidate['plans'][number], perNight: PricedPlan['perNight'], coupon: CouponRow | null | undefined,
  checkin: string | null, roomCount: number, roomGross: number[]): PricedPlan {
  const gross = perNight.reduce((s, n) => s + n.price, 0);
  const applied = coupon && couponApplies(coupon, c.plan) ? coupon : null;
  const discountOf = (amount: number) => (applied ? Math.floor((amount * applied.discount_percent) / 100) : 0);
  const discount = discountOf(gross);
  const totalPrice = gross - discount;
  const roomPrices = roomGross.map((amount) => {
    const total = amount - discountOf(amount);
    return { totalPrice: total, tax: includedTax(total, hotel.tax_rate_percent), discount: discountOf(amount) };
  });
  return {
    plan: c.plan, roomPlanCode: c.roomPlanCode, cancellationPolicyId: c.cancellationPolicyId, totalPrice,
    tax: includedTax(totalPrice, hotel.tax_rate_percent), discount, coupon: applied, perNight, checkin, roomCount, roomPrices,
  };
}

function sortPlans(plans: PricedPlan[]): PricedPlan[] {
  return plans.sort((a, b) => a.totalPrice - b.totalPrice || a.plan.recommendation_rank - b.plan.recommendation_rank);
}

/** Searches one stay (checkin … checkout) against the loaded inventory. */
export function evaluate(
  hotel: HotelRow, cat: Catalogue, inventory: Map<number, Map<string, Night>>, p: SearchParams, checkin: string, checkout: string,
  opts: EvalOptions = { memberSignedIn: false },
): PricedRoom[] {
  const nights = p.isDayUse ? [checkin] : eachDate(checkin, checkout);
  const need = roomsNeeded(p);
  const out: PricedRoom[] = [];
  for (const { rt, plans: list } of candidates(cat, p, opts)) {
    const inv = inventory.get(rt.id);
    let minRemaining = Infinity;
    for (const n of nights) minRemaining = Math.min(minRemaining, inv?.get(n)?.remaining ?? 0);
    const available = minRemaining >= need;
    if (!available && (!p.includingOccupied || p.availableRoomsOnly)) continue;
    const roomCount = available ? minRemaining : 0;
    const plans = list.map((c) => {
      // Each searched room's price per night, then the nights' totals over all rooms.
      const byRoom = p.rooms.map((room) => nights.map((date) => roomNightPrice(hotel, cat.tiers, rt, c.plan, inv?.get(date)?.price ?? 0, room)));
      const perNight = nights.map((date, k) => ({ date, price: byRoom.reduce((s, prices) => s + prices[k]!, 0) }));
      return priced(hotel, c, perNight, opts.coupon, null, roomCount, byRoom.map((prices) => prices.reduce((s, x) => s + x, 0)));
    });
    out.push({ roomType: rt, roomCount, plans: sortPlans(plans) });
  }
  return out;
}

/**
 * Undated search: for every room type and plan, the cheapest stay of `p.nights` consecutive nights whose check-in is
 * in [from, lastCheckin] and whose nights all have a room left (earliest check-in on ties). With
 * `is_including_occupied` (and not `available_rooms_only`) a room type without any such stay is listed with its
 * cheapest stay ignoring inventory and `room_count: 0`.
 */
export function evaluateUndated(
  hotel: HotelRow, cat: Catalogue, inventory: Map<number, Map<string, Night>>, p: SearchParams, from: string, lastCheckin: string,
  opts: EvalOptions = { memberSignedIn: false },
): PricedRoom[] {
  const n = p.nights;
  const checkins = lastCheckin >= from ? eachDate(from, addDays(lastCheckin, 1)) : [];
  if (!checkins.length) return [];
  const dates = eachDate(from, addDays(lastCheckin, n));
  const need = roomsNeeded(p);
  const out: PricedRoom[] = [];
  for (const { rt, plans: list } of candidates(cat, p, opts)) {
    const inv = inventory.get(rt.id);
    const remaining = dates.map((d) => inv?.get(d)?.remaining ?? 0);
    const minLeft = checkins.map((_, i) => Math.min(...remaining.slice(i, i + n)));
    const plans: PricedPlan[] = [];
    for (const c of list) {
      const nightly = dates.map((d) => {
        const nightPrice = inv?.get(d)?.price ?? 0;
        return p.rooms.reduce((s, room) => s + roomNightPrice(hotel, cat.tiers, rt, c.plan, nightPrice, room), 0);
      });
      let best = -1;
      let bestAny = -1;
      let sum = nightly.slice(0, n).reduce((s, x) => s + x, 0);
      const sums: number[] = [];
      for (let i = 0; i < checkins.length; i++) {
        if (i > 0) sum += nightly[i + n - 1]! - nightly[i - 1]!;
        sums.push(sum);
        if (bestAny < 0 || sum < sums[bestAny]!) bestAny = i;
        if (minLeft[i]! >= need && (best < 0 || sum < sums[best]!)) best = i;
      }
      const pickIndex = best >= 0 ? best : p.includingOccupied && !p.availableRoomsOnly ? bestAny : -1;
      if (pickIndex < 0) continue;
      const perNight = dates.slice(pickIndex, pickIndex + n).map((date, k) => ({ date, price: nightly[pickIndex + k]! }));
      // An undated search's rooms all have the same guests (parseSearch refuses others): each costs its share.
      const roomGross = p.rooms.map((room) => perNight.reduce((s, night) => s + roomNightPrice(hotel, cat.tiers, rt, c.plan, inv?.get(night.date)?.price ?? 0, room), 0));
      plans.push(priced(hotel, c, perNight, opts.coupon, checkins[pickIndex]!, best >= 0 ? minLeft[pickIndex]! : 0, roomGross));
    }
    if (!plans.length) continue;
    sortPlans(plans);
    out.push({ roomType: rt, roomCount: plans[0]!.roomCount, plans });
  }
  return out;
}

function sortRooms(rooms: PricedRoom[], order: Order): PricedRoom[] {
  const lowest = (r: PricedRoom) => r.plans[0]!.totalPrice;
  const rank = (r: PricedRoom) => r.roomType.recommendation_rank;
  return [...rooms].sort((a, b) => {
    if (order === 'recommended') return rank(a) - rank(b);
    const d = order === 'price_low_to_high' ? lowest(a) - lowest(b) : lowest(b) - lowest(a);
    return d || rank(a) - rank(b);
  });
}

export interface SearchOutcome {
  rooms: PricedRoom[];
  nextAvailableDate: string | null;
}

/** Runs a validated search, including the next-available-date scan when the result is empty and it was asked for. */
export function runSearch(db: Db, hotel: HotelRow, cat: Catalogue, p: SearchParams, now: Date, opts?: EvalOptions): SearchOutcome {
  const limit = reservableLimit(hotel, now);
  if (p.undated) {
    const from = hotelToday(hotel, now);
    const inventory = loadInventory(db, hotel.id, from, limit);
    return { rooms: sortRooms(evaluateUndated(hotel, cat, inventory, p, from, addDays(limit, -p.nights), opts), p.order), nextAvailableDate: null };
  }
  const nights = Math.max(1, daysBetween(p.checkin, p.checkout));
  const scan = p.searchNextAvailable;
  const inventory = loadInventory(db, hotel.id, p.checkin, scan ? addDays(limit, 1) : addDays(p.checkout, 1));
  const rooms = sortRooms(evaluate(hotel, cat, inventory, p, p.checkin, p.checkout, opts), p.order);
  let nextAvailableDate: string | null = null;
  if (!rooms.length && scan) {
    const span = daysBetween(p.checkin, p.checkout);
    for (let ci = addDays(p.checkin, 1); addDays(ci, nights) <= limit; ci = addDays(ci, 1)) {
      if (evaluate(hotel, cat, inventory, p, ci, addDays(ci, span), opts).length) {
        nextAvailableDate = ci;
        break;
      }
    }
  }
  return { rooms, nextAvailableDate };
}

/** Convenience for callers that only have a hotel: loads the catalogue and runs the search. */
export function searchHotel(db: Db, hotel: HotelRow, p: SearchParams, now: Date): SearchOutcome {
  return runSearch(db, hotel, catalogue(db, hotel.id), p, now);
}

// ---------------------------------------------------------------- response shapes

export function photos(origin: string, hotelCode: string, roomTypeCode: string): string[] {
  return [1, 2].map((n) => `${origin}/sandbox-assets/rooms/${hotelCode}/${roomTypeCode}-${n}.svg`);
}

function matched(p: SearchParams, cat: Catalogue) {
  const tierA = cat.tiers.some((t) => t.code === 'A');
  return {
    adults_count: p.rooms.reduce((s, r) => s + r.adults, 0),
    children_count: p.rooms.reduce((s, r) => s + r.children, 0),
    adults_with_companion: p.rooms.reduce((s, r) => s + r.adultCompanions, 0),
    children_with_kid_tier_A_companion:
      (tierA ? p.rooms.reduce((s, r) => s + r.kidsTiers.filter((k) => k.code === 'A').reduce((x, k) => x + k.children, 0), 0) : 0)
      + p.rooms.reduce((s, r) => s + r.kidCompanions, 0),
  };
}

/** Member-only plans need a signed-in member of the hotel's program. */
function requiresSignIn(plan: PlanRow, opts: EvalOptions): boolean {
  return !!plan.member_only && !opts.memberSignedIn;
}

/** Each searched room's own price, in search order (total_price is theirs together). */
function roomPricesField(pp: PricedPlan) {
  return pp.roomPrices.map((r) => ({ total_price: r.totalPrice, tax: r.tax, discount: r.discount }));
}

function couponField(pp: PricedPlan, locale: Locale) {
  return pp.coupon ? { code: pp.coupon.code, name: pick(pp.coupon.name_i18n, locale)! } : null;
}

export function formatSearch(hotel: HotelRow, cat: Catalogue, p: SearchParams, outcome: SearchOutcome, locale: Locale, origin: string,
  opts: EvalOptions = { memberSignedIn: false }) {
  const criteria = matched(p, cat);
  const payment = (plan: PlanRow) => JSON.parse(plan.payment_methods) as string[];
  if (p.type === 'room') {
    return {
      type: 'room' as const,
      currency: hotel.currency,
      rooms: outcome.rooms.map((r) => ({
        room_type_code: r.roomType.code,
        room_type_name: pick(r.roomType.name_i18n, locale),
        description: pick(r.roomType.description_i18n, locale),
        photos: photos(origin, hotel.code, r.roomType.code),
        room_count: r.roomCount,
        max_guests: r.roomType.max_guests,
        size_sqm: r.roomType.size_sqm,
        room_plans: r.plans.map((pp) => ({
          room_plan_code: pp.roomPlanCode,
          hotel_plan_code: pp.plan.code,
          room_plan_name: pick(pp.plan.name_i18n, locale),
          plan_description: pick(pp.plan.description_i18n, locale),
          member_only: !!pp.plan.member_only,
          requires_sign_in: requiresSignIn(pp.plan, opts),
          meal: pp.plan.meal,
          total_price: pp.totalPrice,
          tax: pp.tax,
          tax_included: true,
          discount: pp.discount,
          coupon: couponField(pp, locale),
          room_prices: roomPricesField(pp),
          price_per_night: pp.perNight,
          lowest_price_checkin: pp.checkin,
          payment_methods: payment(pp.plan),
          cancellation_policy_id: pp.cancellationPolicyId,
          matched_search_criteria: criteria,
        })),
      })),
      next_available_date: outcome.nextAvailableDate,
    };
  }
  const byPlan = new Map<number, { plan: PlanRow; rooms: Array<{ room: PricedRoom; pp: PricedPlan }> }>();
  for (const room of outcome.rooms) {
    for (const pp of room.plans) {
      let entry = byPlan.get(pp.plan.id);
      if (!entry) byPlan.set(pp.plan.id, (entry = { plan: pp.plan, rooms: [] }));
      entry.rooms.push({ room, pp });
    }
  }
  const plans = [...byPlan.values()].map((e) => {
    const lowest = Math.min(...e.rooms.map((x) => x.pp.totalPrice));
    // The plan's rooms follow the guest's sort order, as the rooms of the room view do.
    const rank = (x: { room: PricedRoom }) => x.room.roomType.recommendation_rank;
    e.rooms.sort((a, b) => {
      if (p.order === 'recommended') return rank(a) - rank(b) || a.pp.totalPrice - b.pp.totalPrice;
      const d = p.order === 'price_low_to_high' ? a.pp.totalPrice - b.pp.totalPrice : b.pp.totalPrice - a.pp.totalPrice;
      return d || rank(a) - rank(b);
    });
    return { ...e, lowest };
  });
  plans.sort((a, b) => {
    if (p.order === 'recommended') return a.plan.recommendation_rank - b.plan.recommendation_rank;
    const d = p.order === 'price_low_to_high' ? a.lowest - b.lowest : b.lowest - a.lowest;
    return d || a.plan.recommendation_rank - b.plan.recommendation_rank;
  });
  return {
    type: 'plan' as const,
    currency: hotel.currency,
    plans: plans.map((e) => ({
      hotel_plan_code: e.plan.code,
      plan_name: pick(e.plan.name_i18n, locale),
      plan_description: pick(e.plan.description_i18n, locale),
      member_only: !!e.plan.member_only,
      requires_sign_in: requiresSignIn(e.plan, opts),
      meal: e.plan.meal,
      booking_start_date: e.plan.booking_start_date,
      lowest_price: e.lowest,
      rooms: e.rooms.map(({ room, pp }) => ({
        room_type_code: room.roomType.code,
        room_type_name: pick(room.roomType.name_i18n, locale),
        photos: photos(origin, hotel.code, room.roomType.code),
        room_count: p.undated ? pp.roomCount : room.roomCount,
        max_guests: room.roomType.max_guests,
        room_plan_code: pp.roomPlanCode,
        total_price: pp.totalPrice,
        tax: pp.tax,
        tax_included: true,
        discount: pp.discount,
        coupon: couponField(pp, locale),
        room_prices: roomPricesField(pp),
        lowest_price_checkin: pp.checkin,
        requires_sign_in: requiresSignIn(pp.plan, opts),
        payment_methods: payment(e.plan),
        cancellation_policy_id: pp.cancellationPolicyId,
        matched_search_criteria: criteria,
      })),
    })),
    next_available_date: outcome.nextAvailableDate,
  };
}

// ---------------------------------------------------------------- recommendation

export type RecommendationReason = 'best_price' | 'most_space' | 'breakfast_included';

/**
 * Up to three distinct room plans from a search outcome (available rooms only): the cheapest (`best_price`); the
 * cheapest plan of the largest room type not already picked (`most_space`); the cheapest plan with a meal not already
 * picked (`breakfast_included`).
 */
export function recommend(outcome: SearchOutcome): Array<{ room: PricedRoom; pp: PricedPlan; reason: RecommendationReason }> {
  const all = outcome.rooms.filter((r) => r.roomCount > 0).flatMap((room) => room.plans.filter((pp) => pp.roomCount > 0).map((pp) => ({ room, pp })));
  const byPrice = [...all].sort((a, b) => a.pp.totalPrice - b.pp.totalPrice || a.room.roomType.recommendation_rank - b.room.roomType.recommendation_rank);
  const picks: Array<{ room: PricedRoom; pp: PricedPlan; reason: RecommendationReason }> = [];
  const taken = (x: { pp: PricedPlan }) => picks.some((pk) => pk.pp.roomPlanCode === x.pp.roomPlanCode);
  const cheapest = byPrice[0];
  if (cheapest) picks.push({ ...cheapest, reason: 'best_price' });
  const bySpace = [...byPrice].sort((a, b) => b.room.roomType.size_sqm - a.room.roomType.size_sqm || a.pp.totalPrice - b.pp.totalPrice);
  const spacious = bySpace.find((x) => !taken(x));
  if (spacious) picks.push({ ...spacious, reason: 'most_space' });
  const breakfast = byPrice.find((x) => x.pp.plan.meal !== 'none' && !taken(x));
  if (breakfast) picks.push({ ...breakfast, reason: 'breakfast_included' });
  return picks;
}

export function formatRecommendations(hotel: HotelRow, outcome: SearchOutcome, locale: Locale, origin: string) {
  return {
    recommendations: recommend(outcome).map(({ room, pp, reason }) => ({
      room_type_code: room.roomType.code,
      room_type_name: pick(room.roomType.name_i18n, locale),
      room_plan_code: pp.roomPlanCode,
      room_plan_name: pick(pp.plan.name_i18n, locale),
      hotel_plan_code: pp.plan.code,
      photos: photos(origin, hotel.code, room.roomType.code),
      total_price: pp.totalPrice,
      tax: pp.tax,
      currency: hotel.currency,
      reason,
      room_count: pp.roomCount,
      discount: pp.discount,
      lowest_price_checkin: pp.checkin,
    })),
  };
}
