// The rules that bound a search (spec sections 3 and 5): dates within the reservable period, guests
// within the facility's limits, kids by its kids mode, companions, undated and day-use searches.
// Loaded after the search bar's first paint (criteria.ts holds what the first paint needs).
import { addDays, addMonths, isIsoDate, nightsBetween, type IsoDate } from '../../lib/dates';
import {
  defaultCriteria,
  type KidsExtra,
  type KidsTierCount,
  type SearchMode,
  type RoomGuests,
  type SearchCriteria,
  type SearchRules,
} from './criteria';
import { TRACKING_KEYS } from './query';
import type { SortOrder } from '../facility/schemas';

export const SORT_ORDERS: SortOrder[] = ['recommended', 'price_low_to_high', 'price_high_to_low'];
export const SEARCH_MODES: SearchMode[] = ['brr', 'member', 'all', 'secret', 'voucher'];
export const KIDS_EXTRAS: KidsExtra[] = ['none', 'bedding', 'meal', 'meal_and_bedding'];

const MAX_NIGHTS = 30;
const MAX_CHILD_AGE = 17;

/** The first day a stay may start: today, or yesterday when the facility allows late-night bookings. */
export function firstBookableDay(rules: SearchRules): IsoDate {
  return rules.yesterdayBookable ? addDays(rules.today, -1) : rules.today;
}

/** "Reservation period limited to reservable_period_months months from today." */
export function lastBookableDay(rules: SearchRules): IsoDate {
  return addMonths(rules.today, rules.reservablePeriodMonths);
}

export function isBookableDay(day: IsoDate, rules: SearchRules): boolean {
  return day >= firstBookableDay(rules) && day <= lastBookableDay(rules);
}

/**
 * "Shared-bed kids apply when accepted, kids_type is share_bed and shared_bed_type is per_adult or
 * per_room": that many children sleep in the adults' beds and do not count toward max guests.
 */
export function sharedBedKids(room: Pick<RoomGuests, 'adults' | 'children'>, rules: SearchRules): number {
  if (!rules.kidsAccepted || rules.kidsType !== 'share_bed') return 0;
  if (rules.sharedBedType === 'per_adult') return Math.min(room.children, room.adults);
  if (rules.sharedBedType === 'per_room') return Math.min(room.children, 1);
  return 0;
}

/** Guests a room holds against max_guests_per_room: adults, children and companions, less shared-bed kids. */
export function roomOccupancy(room: RoomGuests, rules: SearchRules): number {
  return room.adults + room.children + (room.adult_companion ?? 0) + (room.kid_tier_A_companion ?? 0) - sharedBedKids(room, rules);
}

/** The most children a room may take with `adults` adults ("children: maximum number per adult"). */
export function maxChildren(adults: number, rules: SearchRules, companions = 0): number {
  if (!rules.kidsAccepted) return 0;
  const sharedBed = rules.kidsType === 'share_bed' ? (rules.sharedBedType === 'per_adult' ? adults : rules.sharedBedType === 'per_room' ? 1 : 0) : 0;
  const byRoom = rules.maxGuestsPerRoom - adults - companions + sharedBed;
  const byAdult = rules.maxChildrenPerAdult == null ? byRoom : adults * rules.maxChildrenPerAdult;
  return Math.max(0, Math.min(byRoom, byAdult));
}

const clamp = (value: unknown, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(Number(value)) || min));

function sameGuests(a: RoomGuests, b: RoomGuests): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** "Undated search not allowed if rooms differ in guest counts." */
export function roomsDiffer(rooms: RoomGuests[]): boolean {
  return rooms.some((room) => !sameGuests(room, rooms[0]!));
}

/** One room within the rules: kids as the facility counts them (tiers or ages), companions only where offered. */
export function roomWithinRules(input: Partial<RoomGuests>, rules: SearchRules): RoomGuests {
  const adultCompanion = rules.adultCompanion ? clamp(input.adult_companion, 0, rules.maxGuestsPerRoom) : 0;
  const adults = clamp(input.adults, 1, Math.max(1, rules.maxGuestsPerRoom - adultCompanion));
  const kidCompanion = rules.kidTierACompanion && rules.kidsAccepted ? clamp(input.kid_tier_A_companion, 0, rules.maxGuestsPerRoom) : 0;
  const limit = maxChildren(adults, rules, adultCompanion + kidCompanion);
  const room: RoomGuests = { adults, children: 0 };

  if (rules.kidsType === 'ages') {
    const ages = (input.kids_ages ?? Array<number>(clamp(input.children, 0, limit)).fill(0)).slice(0, limit);
    room.kids_ages = ages.map((age) => clamp(age, 0, MAX_CHILD_AGE));
    room.children = ages.length;
  } else if (rules.kidsTiers.length && rules.kidsAccepted) {
    const known = new Map(rules.kidsTiers.map((tier) => [tier.code, tier]));
    let left = limit;
    const tiers: KidsTierCount[] = [];
    // Children given without tiers (an old link) go to the first tier.
    const given = input.kids_tiers ?? (input.children ? [{ code: rules.kidsTiers[0]!.code, children: input.children }] : []);
    for (const tier of given) {
      if (!known.has(tier.code)) continue;
      const children = clamp(tier.children, 0, left);
      left -= children;
      const entry: KidsTierCount = { code: tier.code, children };
      if (rules.kidsType === 'tiers_with_meal_and_bed_as_extras') entry.meal_and_bed = KIDS_EXTRAS.includes(tier.meal_and_bed!) ? tier.meal_and_bed : 'none';
      if (children) tiers.push(entry);
    }
    room.children = tiers.reduce((sum, tier) => sum + tier.children, 0);
    if (tiers.length) room.kids_tiers = tiers;
  } else {
    room.children = clamp(input.children, 0, limit);
  }
  if (adultCompanion) room.adult_companion = adultCompanion;
  if (kidCompanion) room.kid_tier_A_companion = kidCompanion;
  return room;
}

const codes = (list: unknown) => (Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string' && c !== '') : undefined);

/** Brings any criteria (restored, from a query, typed) within the facility's rules. */
export function withinRules(criteria: Partial<SearchCriteria>, rules: SearchRules): SearchCriteria {
  const fallback = defaultCriteria(rules);
  const rooms = (criteria.rooms?.length ? criteria.rooms : fallback.rooms).slice(0, rules.roomLimit).map((room) => roomWithinRules(room, rules));
  let searchType = criteria.search_type === 'undated' && rules.undatedAllowed ? 'undated' : rules.datedAllowed ? 'dated' : 'undated';
  // "Undated search not allowed if rooms differ in guest counts."
  if (searchType === 'undated' && roomsDiffer(rooms) && rules.datedAllowed) searchType = 'dated';
  const dayUse = Boolean(criteria.is_day_use) && rules.dayUseActive && searchType === 'dated';

  // A past check-in moves to the first bookable day. One beyond the reservable period is kept: the
  // pickers never offer it, and a link that names it gets the server's answer (1903, with the months).
  let checkin = criteria.checkin ?? fallback.checkin;
  if (!isIsoDate(checkin) || checkin < firstBookableDay(rules)) checkin = fallback.checkin;
  let checkout = criteria.checkout ?? '';
  if (dayUse) checkout = checkin;
  else if (!isIsoDate(checkout) || checkout <= checkin || nightsBetween(checkin, checkout) > MAX_NIGHTS) {
    checkout = addDays(checkin, 1);
  }

  const result: SearchCriteria = {
    search_type: searchType as SearchCriteria['search_type'],
    checkin,
    checkout,
    nights: clamp(criteria.nights, 1, MAX_NIGHTS),
    is_day_use: dayUse,
    rooms,
    type: criteria.type === 'plan' && rules.planSearchEnabled ? 'plan' : 'room',
    order: SORT_ORDERS.includes(criteria.order!) ? criteria.order! : rules.defaultOrder,
    mode: SEARCH_MODES.includes(criteria.mode!) ? criteria.mode! : 'brr',
  };
  // A secret-mode code travels as the promo code; the voucher page takes none.
  const promo = criteria.promo_code?.trim();
  if (promo && (rules.promoCodeEnabled || result.mode === 'secret')) result.promo_code = promo;
  const coupon = criteria.coupon_code?.trim();
  if (coupon && rules.couponActive) result.coupon_code = coupon;
  if (criteria.is_including_occupied) result.is_including_occupied = true;
  for (const key of ['room_search_filters', 'room_type_codes', 'hotel_plan_codes', 'room_plan_codes'] as const) {
    const list = codes(criteria[key]);
    if (list?.length) result[key] = list;
  }
  const tracking = Object.entries(criteria.tracking ?? {}).filter(([key, value]) => (TRACKING_KEYS as readonly string[]).includes(key) && typeof value === 'string');
  if (tracking.length) result.tracking = Object.fromEntries(tracking);
  return result;
}

/** The 'kids search condition changed' warning: the facility counts children otherwise than the search did. */
export function kidsConditionChanged(before: Partial<SearchCriteria>, after: SearchCriteria): boolean {
  const tiers = (room: RoomGuests) => JSON.stringify((room.kids_tiers ?? []).map((tier) => [tier.code, tier.children]));
  return (before.rooms ?? []).some((room, index) => {
    const now = after.rooms[index];
    if (!now) return room.children > 0;
    if (room.children !== now.children) return true;
    if (room.kids_ages && !now.kids_ages) return true;
    return Boolean(room.kids_tiers) && tiers(room) !== tiers(now);
  });
}
