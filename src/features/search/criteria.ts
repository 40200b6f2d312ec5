// The search criteria of spec section 3: their shape, defaults, and the cookie they are kept in.
// This module is on the search bar's first paint, so it stays small: the rules that bound the
// criteria (kids, companions, undated, day use…) live in rules.ts and the address they travel in
// (query names) in query.ts, both loaded after the first paint.
import { readCookie } from '../../lib/readCookie';
import { DEFAULT_ADULTS, DEFAULT_CHECKIN_OFFSET_DAYS, DEFAULT_MAX_GUESTS_PER_ROOM, DEFAULT_ORDER } from '../../lib/constants';
import { addDays, nightsBetween, today, type IsoDate } from '../../lib/dates';
import type { FacilitySetting, SortOrder } from '../facility/schemas';

export type ResultType = 'room' | 'plan';
export type SearchType = 'dated' | 'undated';
export type SearchMode = 'brr' | 'member' | 'all' | 'secret' | 'voucher';
/** Child meal and bedding options (kids mode tiers_with_meal_and_bed_as_extras). */
export type KidsExtra = 'none' | 'bedding' | 'meal' | 'meal_and_bedding';
export type KidsType = 'tiers' | 'tiers_with_meal_and_bed_as_extras' | 'ages' | 'share_bed';

/** "Kids tier code A is the companion tier." */
export const COMPANION_TIER_CODE = 'A';

export interface KidsTierCount {
  code: string;
  children: number;
  meal_and_bed?: KidsExtra;
}

/** One room's guests: adults, children (by tier or by age), optional companions. */
export interface RoomGuests {
  adults: number;
  children: number;
  kids_tiers?: KidsTierCount[];
  kids_ages?: number[];
  adult_companion?: number;
  kid_tier_A_companion?: number;
}

export interface SearchCriteria {
  /** Dated (check-in and check-out), or undated with a number of nights. */
  search_type: SearchType;
  checkin: IsoDate;
  checkout: IsoDate;
  /** Nights of an undated search. */
  nights: number;
  is_day_use: boolean;
  rooms: RoomGuests[];
  type: ResultType;
  order: SortOrder;
  mode: SearchMode;
  promo_code?: string;
  coupon_code?: string;
  room_search_filters?: string[];
  is_including_occupied?: boolean;
  room_type_codes?: string[];
  hotel_plan_codes?: string[];
  room_plan_codes?: string[];
  /** Shared query values carried from the landing address to the room search (utm_*, metasearch…). */
  tracking?: Record<string, string>;
}

export interface KidsTierRule {
  code: string;
  name: string;
}

/** What the facility setting allows (defaults before it arrives). */
export interface SearchRules {
  today: IsoDate;
  checkinOffsetDays: number;
  yesterdayBookable: boolean;
  reservablePeriodMonths: number;
  maxGuestsPerRoom: number;
  kidsAccepted: boolean;
  kidsType: KidsType;
  /** Tiers children are counted in (the companion tier A is not one of them). */
  kidsTiers: KidsTierRule[];
  sharedBedType: 'none' | 'per_adult' | 'per_room';
  maxChildrenPerAdult?: number;
  roomLimit: number;
  defaultAdults: number;
  defaultOrder: SortOrder;
  promoCodeEnabled: boolean;
  couponActive: boolean;
  planSearchEnabled: boolean;
  /** Which search kinds the facility offers: its search_type setting. */
  undatedAllowed: boolean;
  datedAllowed: boolean;
  dayUseActive: boolean;
  /** Companion tiers switched on by the program's additional_tiers_attributes. */
  adultCompanion: boolean;
  kidTierACompanion: boolean;
}

export interface CompanionTiers {
  adultCompanion: boolean;
  kidTierACompanion: boolean;
}

export function searchRules(setting?: FacilitySetting, now = new Date(), companions?: CompanionTiers): SearchRules {
  const defaults = setting?.default_search_setting;
  const kids = setting?.kids_setting;
  const searchType = setting?.search_type ?? 'dated';
  return {
    today: today(now),
    checkinOffsetDays: defaults?.checkin_date_offset ?? DEFAULT_CHECKIN_OFFSET_DAYS,
    yesterdayBookable: defaults?.yesterday_bookable ?? false,
    reservablePeriodMonths: setting?.reservable_period_months ?? 12,
    maxGuestsPerRoom: setting?.max_guests_per_room ?? DEFAULT_MAX_GUESTS_PER_ROOM,
    kidsAccepted: kids?.accept_type !== 'not_accept',
    kidsType: (kids?.kids_type as KidsType | undefined) ?? 'tiers',
    kidsTiers: (setting?.kids_tiers ?? []).filter((tier) => tier.code !== COMPANION_TIER_CODE),
    sharedBedType: (kids?.shared_bed_type as SearchRules['sharedBedType'] | undefined) ?? 'none',
    maxChildrenPerAdult: kids?.max_children_per_adult ?? undefined,
    roomLimit: setting?.multi_rooms_search_enabled ? Math.max(1, setting.multi_rooms_search_limit) : 1,
    defaultAdults: defaults?.adults ?? DEFAULT_ADULTS,
    defaultOrder: defaults?.sort_order ?? DEFAULT_ORDER,
    promoCodeEnabled: setting?.promo_code_enabled ?? false,
    couponActive: setting?.coupon_active ?? false,
    planSearchEnabled: setting?.plan_search_enabled ?? true,
    undatedAllowed: searchType === 'undated' || searchType === 'both',
    datedAllowed: searchType !== 'undated',
    dayUseActive: setting?.day_use_search_active ?? false,
    adultCompanion: companions?.adultCompanion ?? false,
    kidTierACompanion: companions?.kidTierACompanion ?? false,
  };
}

export function defaultCriteria(rules: SearchRules): SearchCriteria {
  const checkin = addDays(rules.today, rules.checkinOffsetDays);
  return {
    search_type: rules.datedAllowed ? 'dated' : 'undated',
    checkin,
    checkout: addDays(checkin, 1),
    nights: 1,
    is_day_use: false,
    rooms: [{ adults: Math.min(rules.defaultAdults, rules.maxGuestsPerRoom), children: 0 }],
    type: 'room',
    order: rules.defaultOrder,
    mode: 'brr',
  };
}

/** The nights of the stay: the night count of an undated search, else the dates' (0 for day use). */
export function nightsOf(criteria: SearchCriteria): number {
  if (criteria.search_type === 'undated') return criteria.nights;
  return criteria.is_day_use ? 0 : nightsBetween(criteria.checkin, criteria.checkout);
}

/** Guests over all rooms (companions count as adults or children). */
export function guestTotals(criteria: SearchCriteria): { adults: number; children: number; rooms: number } {
  let adults = 0;
  let children = 0;
  for (const room of criteria.rooms) {
    adults += room.adults + (room.adult_companion ?? 0);
    children += room.children + (room.kid_tier_A_companion ?? 0);
  }
  return { adults, children, rooms: criteria.rooms.length };
}

export const criteriaCookieName = (code: string) => `bw_search_${code}`;

/** The criteria saved for this hotel within the hour (saveCriteria in remember.ts writes them). */
export function restoreCriteria(code: string): SearchCriteria | undefined {
  try {
    const raw = readCookie(criteriaCookieName(code));
    const value = raw ? (JSON.parse(raw) as SearchCriteria) : undefined;
    // A cookie from an older version (or edited by hand) without rooms is not restored.
    return value && Array.isArray(value.rooms) && value.rooms.length ? value : undefined;
  } catch {
    return undefined;
  }
}
