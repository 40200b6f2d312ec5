// Room search: parsing the bracket-notation query, validating it against the hotel's settings, and pricing.
import type { Db } from './db.ts';
import { addDays, addMonths, daysBetween, eachDate, isIsoDate, localDate } from './dates.ts';
import { validationError } from './errors.ts';
import { catalogue, loadInventory, type Catalogue, type HotelRow, type Night, type PlanRow, type RoomTypeRow } from './hotels.ts';
import { pick, type Locale } from './i18n.ts';
import { indexedList, stringList, type QueryObject, type QueryValue } from './query.ts';

export const MAX_NIGHTS = 30;
export const ORDERS = ['recommended', 'price_low_to_high', 'price_high_to_low'] as const;
export const MODES = ['brr', 'member', 'all', 'secret', 'voucher'] as const;
export type Order = (typeof ORDERS)[number];

export interface RoomQuery {
  adults: number;
  children: number;
  kidsTiers: Array<{ code: string; children: number }>;
  kidsAges: number[];
}

export interface SearchParams {
  checkin: string;
  checkout: string;
  rooms: RoomQuery[];
  type: 'room' | 'plan';
  order: Order;
  mode: (typeof MODES)[number];
  isDayUse: boolean;
  searchNextAvailable: boolean;
  includingOccupied: boolean;
  roomTypeCodes: string[];
  hotelPlanCodes: string[];
  roomPlanCodes: string[];
  promoCode: string | null;
  filters: string[];
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

/**
 * Parses and validates `rooms[i][…]`. Dates of later rooms default to room 0's and must match it.
 * Throws 422 (code 1000, or 1903 beyond the reservable period).
 */
export function parseRooms(query: QueryObject, hotel: HotelRow, tiers: Catalogue['tiers'], now: Date, isDayUse: boolean): ParsedRooms {
  const list = indexedList(query.rooms, 'rooms');
  if (!list || list.length === 0) throw validationError('At least one room (rooms[0][checkin_date], rooms[0][checkout_date], rooms[0][adults]) is required.');
  const limit = hotel.multi_rooms_search_enabled ? hotel.multi_rooms_search_limit : 1;
  if (list.length > limit) {
    throw validationError(limit === 1 ? 'This hotel accepts one room per search.' : `You can search for at most ${limit} rooms at once.`);
  }
  const first = obj(list[0], 'rooms[0]');
  const checkin = date(first.checkin_date, 'rooms[0][checkin_date]', 'Check-in date');
  const checkout = date(first.checkout_date, 'rooms[0][checkout_date]', 'Checkout date');
  const nights = daysBetween(checkin, checkout);
  if (isDayUse ? nights < 0 || nights > 1 : nights <= 0) {
    throw validationError(isDayUse ? 'For day use, checkout date must be the check-in date or the day after.' : 'Checkout date must be after check-in date.');
  }
  if (nights > MAX_NIGHTS) throw validationError(`A stay can be at most ${MAX_NIGHTS} nights.`);
  const today = hotelToday(hotel, now);
  const earliest = hotel.yesterday_bookable ? addDays(today, -1) : today;
  if (checkin < earliest) throw validationError("Check-in date can't be in the past.");
  if (checkout > addMonths(today, hotel.reservable_period_months)) {
    throw validationError(`Reservations are accepted up to ${hotel.reservable_period_months} months ahead.`, 1903, {
      reservable_period_months: hotel.reservable_period_months,
    });
  }
  const maxGuests = hotel.max_guests_per_room;
  const tierCodes = new Set(tiers.map((t) => t.code));
  const rooms = list.map((raw, i): RoomQuery => {
    const r = obj(raw, `rooms[${i}]`);
    const p = `rooms[${i}]`;
    if (i > 0) {
      const ci = str(r.checkin_date, `${p}[checkin_date]`);
      const co = str(r.checkout_date, `${p}[checkout_date]`);
      if ((ci && ci !== checkin) || (co && co !== checkout)) throw validationError('All rooms must have the same check-in and checkout dates.');
    }
    const adults = int(r.adults, `${p}[adults]`, 'Number of adults', 1, maxGuests);
    const kidsTiersRaw = indexedList(r.kids_tiers, `${p}[kids_tiers]`) ?? [];
    const kidsTiers = kidsTiersRaw.map((kt, j) => {
      const o = obj(kt, `${p}[kids_tiers][${j}]`);
      const code = str(o.code, `${p}[kids_tiers][${j}][code]`);
      if (!code) throw validationError('Each kids tier needs a code.');
      if (!tierCodes.has(code)) throw validationError(`Unknown kids tier: ${code}.`);
      return { code, children: int(o.children, `${p}[kids_tiers][${j}][children]`, 'Number of children in a kids tier', 0, maxGuests) };
    });
    const agesRaw = r.kids_ages === undefined ? [] : stringList(r.kids_ages, `${p}[kids_ages]`);
    const kidsAges = agesRaw.map((a) => int(a, `${p}[kids_ages]`, "Each child's age", 0, 17));
    const tierSum = kidsTiers.reduce((s, k) => s + k.children, 0);
    const children = int(r.children, `${p}[children]`, 'Number of children', 0, maxGuests, kidsTiers.length ? tierSum : kidsAges.length);
    if (kidsTiers.length && tierSum !== children) throw validationError('The kids tier counts must add up to the number of children.');
    if (kidsAges.length && kidsAges.length !== children) throw validationError('Give one age per child.');
    if (children > 0 && hotel.kids_accept_type === 'not_accept') throw validationError('This hotel does not accept children.');
    if (adults + children > maxGuests) throw validationError(`A room can hold at most ${maxGuests} guests.`);
    if (children > adults * hotel.max_children_per_adult) {
      throw validationError(`Each adult can bring at most ${hotel.max_children_per_adult} children.`);
    }
    return { adults, children, kidsTiers, kidsAges };
  });
  return { checkin, checkout, rooms };
}

function oneOf<T extends string>(v: QueryValue | undefined, name: string, allowed: readonly T[], fallback: T): T {
  const s = str(v, name);
  if (s === undefined || s === '') return fallback;
  if (!(allowed as readonly string[]).includes(s)) throw validationError(`Invalid ${name}: use one of ${allowed.join(', ')}.`);
  return s as T;
}

/** Validates the whole room search query for `hotel`. */
export function parseSearch(query: QueryObject, hotel: HotelRow, tiers: Catalogue['tiers'], now: Date): SearchParams {
  const type = oneOf(query.type, 'type', ['room', 'plan'] as const, 'room');
  const order = oneOf(query.order, 'order', ORDERS, 'price_low_to_high');
  const mode = oneOf(query.mode, 'mode', MODES, 'brr');
  const isDayUse = parseBool(query.is_day_use, 'is_day_use', false);
  if (isDayUse && !hotel.day_use_search_active) throw validationError('Day-use search is not available at this hotel.');
  if (type === 'plan' && !hotel.plan_search_enabled) throw validationError('Plan search is not available at this hotel.');
  const { checkin, checkout, rooms } = parseRooms(query, hotel, tiers, now, isDayUse);
  const filters = stringList(query.room_search_filters, 'room_search_filters');
  const promo = str(query.promo_code, 'promo_code');
  return {
    checkin, checkout, rooms, type, order, mode, isDayUse,
    searchNextAvailable: parseBool(query.search_next_available_date_if_no_result, 'search_next_available_date_if_no_result', false),
    includingOccupied: parseBool(query.is_including_occupied, 'is_including_occupied', false),
    roomTypeCodes: stringList(query.room_type_codes, 'room_type_codes'),
    hotelPlanCodes: stringList(query.hotel_plan_codes, 'hotel_plan_codes'),
    roomPlanCodes: stringList(query.room_plan_codes, 'room_plan_codes'),
    promoCode: promo ? promo : null,
    filters,
  };
}

// ---------------------------------------------------------------- pricing

export interface PricedPlan {
  plan: PlanRow;
  roomPlanCode: string;
  totalPrice: number;
  tax: number;
  perNight: Array<{ date: string; price: number }>;
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

function childShare(hotel: HotelRow, tiers: Catalogue['tiers'], room: RoomQuery): Array<{ percent: number; meal: boolean }> {
  const out: Array<{ percent: number; meal: boolean }> = [];
  if (room.kidsTiers.length) {
    for (const kt of room.kidsTiers) {
      const tier = tiers.find((t) => t.code === kt.code)!;
      for (let i = 0; i < kt.children; i++) out.push({ percent: tier.supplement_percent, meal: !!tier.has_meal });
    }
  } else if (room.kidsAges.length) {
    for (const age of room.kidsAges) out.push({ percent: age < 6 ? 0 : 50, meal: age >= 3 });
  } else {
    for (let i = 0; i < room.children; i++) out.push({ percent: hotel.kids_type === 'ages' ? 50 : 50, meal: true });
  }
  return out;
}

/** Price of one searched room for one night under a plan. */
export function roomNightPrice(hotel: HotelRow, tiers: Catalogue['tiers'], rt: RoomTypeRow, plan: PlanRow, nightPrice: number, room: RoomQuery): number {
  const keep = (100 - plan.discount_percent) / 100;
  const extra = rt.extra_adult_price > 0 ? rt.extra_adult_price : Math.round(nightPrice * 0.25);
  let price = nightPrice * keep + Math.max(0, room.adults - 2) * extra * keep;
  price += plan.meal_price_per_person * room.adults;
  for (const child of childShare(hotel, tiers, room)) {
    price += (extra * child.percent * keep) / 100;
    if (child.meal) price += plan.meal_price_per_person / 2;
  }
  return Math.round(price);
}

export interface EvalOptions {
  memberSignedIn: boolean;
}

/** Searches one stay (checkin … checkout) against the loaded inventory. */
export function evaluate(
  hotel: HotelRow, cat: Catalogue, inventory: Map<number, Map<string, Night>>, p: SearchParams, checkin: string, checkout: string,
  opts: EvalOptions = { memberSignedIn: false },
): PricedRoom[] {
  const nights = p.isDayUse ? [checkin] : eachDate(checkin, checkout);
  const out: PricedRoom[] = [];
  const maxOccupancy = Math.max(...p.rooms.map((r) => r.adults + r.children));
  for (const rt of cat.roomTypes) {
    if (p.roomTypeCodes.length && !p.roomTypeCodes.includes(rt.code)) continue;
    if (p.filters.includes('non_smoking') && !rt.non_smoking) continue;
    if (rt.max_guests < maxOccupancy) continue;
    const inv = inventory.get(rt.id);
    let minRemaining = Infinity;
    for (const n of nights) minRemaining = Math.min(minRemaining, inv?.get(n)?.remaining ?? 0);
    const available = minRemaining >= p.rooms.length;
    if (!available && !p.includingOccupied) continue;
    const plans: PricedPlan[] = [];
    for (const rp of cat.roomPlans) {
      if (rp.room_type_id !== rt.id) continue;
      const plan = cat.plans.find((pl) => pl.id === rp.plan_id)!;
      if (plan.member_only && !opts.memberSignedIn) continue;
      if (!!plan.is_day_use !== p.isDayUse) continue;
      if (plan.promo_code && plan.promo_code.toLowerCase() !== (p.promoCode ?? '').toLowerCase()) continue;
      if (p.hotelPlanCodes.length && !p.hotelPlanCodes.includes(plan.code)) continue;
      if (p.roomPlanCodes.length && !p.roomPlanCodes.includes(rp.code)) continue;
      if (p.filters.includes('breakfast_included') && plan.meal === 'none') continue;
      const perNight = nights.map((date) => {
        const nightPrice = inv?.get(date)?.price ?? 0;
        return { date, price: p.rooms.reduce((s, room) => s + roomNightPrice(hotel, cat.tiers, rt, plan, nightPrice, room), 0) };
      });
      const totalPrice = perNight.reduce((s, n) => s + n.price, 0);
      plans.push({ plan, roomPlanCode: rp.code, totalPrice, tax: includedTax(totalPrice, hotel.tax_rate_percent), perNight });
    }
    if (!plans.length) continue;
    plans.sort((a, b) => a.totalPrice - b.totalPrice || a.plan.recommendation_rank - b.plan.recommendation_rank);
    out.push({ roomType: rt, roomCount: available ? minRemaining : 0, plans });
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
    adults_with_companion: 0,
    children_with_kid_tier_A_companion: tierA
      ? p.rooms.reduce((s, r) => s + r.kidsTiers.filter((k) => k.code === 'A').reduce((x, k) => x + k.children, 0), 0)
      : 0,
  };
}

export function formatSearch(hotel: HotelRow, cat: Catalogue, p: SearchParams, outcome: SearchOutcome, locale: Locale, origin: string) {
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
          meal: pp.plan.meal,
          total_price: pp.totalPrice,
          tax: pp.tax,
          tax_included: true,
          price_per_night: pp.perNight,
          payment_methods: payment(pp.plan),
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
    e.rooms.sort((a, b) => a.pp.totalPrice - b.pp.totalPrice || a.room.roomType.recommendation_rank - b.room.roomType.recommendation_rank);
    return { ...e, lowest: e.rooms[0]!.pp.totalPrice };
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
      meal: e.plan.meal,
      booking_start_date: e.plan.booking_start_date,
      lowest_price: e.lowest,
      rooms: e.rooms.map(({ room, pp }) => ({
        room_type_code: room.roomType.code,
        room_type_name: pick(room.roomType.name_i18n, locale),
        photos: photos(origin, hotel.code, room.roomType.code),
        room_count: room.roomCount,
        max_guests: room.roomType.max_guests,
        room_plan_code: pp.roomPlanCode,
        total_price: pp.totalPrice,
        tax: pp.tax,
        tax_included: true,
        payment_methods: payment(e.plan),
        matched_search_criteria: criteria,
      })),
    })),
    next_available_date: outcome.nextAvailableDate,
  };
}
