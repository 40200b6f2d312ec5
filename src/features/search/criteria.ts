// The search criteria of spec section 3 and the rules that bound them. Kept free of UI and of
// heavy dependencies: the search bar on hotel homepages ships this file.
import { readCookie } from '../../lib/readCookie';
import { DEFAULT_ADULTS, DEFAULT_CHECKIN_OFFSET_DAYS, DEFAULT_MAX_GUESTS_PER_ROOM, DEFAULT_ORDER } from '../../lib/constants';
import { addDays, addMonths, isIsoDate, nightsBetween, today, type IsoDate } from '../../lib/dates';
import type { FacilitySetting, SortOrder } from '../facility/schemas';

export type ResultType = 'room' | 'plan';
export const SORT_ORDERS: SortOrder[] = ['recommended', 'price_low_to_high', 'price_high_to_low'];

export interface SearchCriteria {
  checkin: IsoDate;
  checkout: IsoDate;
  /** Adults and children per room; room_count rooms alike. */
  adults: number;
  children: number;
  room_count: number;
  type: ResultType;
  order: SortOrder;
  promo_code?: string;
}

/** What the facility setting allows (defaults before it arrives). */
export interface SearchRules {
  today: IsoDate;
  checkinOffsetDays: number;
  yesterdayBookable: boolean;
  reservablePeriodMonths: number;
  maxGuestsPerRoom: number;
  kidsAccepted: boolean;
  maxChildrenPerAdult?: number;
  roomLimit: number;
  defaultAdults: number;
  defaultOrder: SortOrder;
  promoCodeEnabled: boolean;
  planSearchEnabled: boolean;
}

export function searchRules(setting?: FacilitySetting, now = new Date()): SearchRules {
  const defaults = setting?.default_search_setting;
  const kids = setting?.kids_setting;
  return {
    today: today(now),
    checkinOffsetDays: defaults?.checkin_date_offset ?? DEFAULT_CHECKIN_OFFSET_DAYS,
    yesterdayBookable: defaults?.yesterday_bookable ?? false,
    reservablePeriodMonths: setting?.reservable_period_months ?? 12,
    maxGuestsPerRoom: setting?.max_guests_per_room ?? DEFAULT_MAX_GUESTS_PER_ROOM,
    kidsAccepted: kids?.accept_type !== 'not_accept',
    maxChildrenPerAdult: kids?.max_children_per_adult ?? undefined,
    roomLimit: setting?.multi_rooms_search_enabled ? Math.max(1, setting.multi_rooms_search_limit) : 1,
    defaultAdults: defaults?.adults ?? DEFAULT_ADULTS,
    defaultOrder: defaults?.sort_order ?? DEFAULT_ORDER,
    promoCodeEnabled: setting?.promo_code_enabled ?? false,
    planSearchEnabled: setting?.plan_search_enabled ?? true,
  };
}

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

export function defaultCriteria(rules: SearchRules): SearchCriteria {
  const checkin = addDays(rules.today, rules.checkinOffsetDays);
  return {
    checkin,
    checkout: addDays(checkin, 1),
    adults: Math.min(rules.defaultAdults, rules.maxGuestsPerRoom),
    children: 0,
    room_count: 1,
    type: 'room',
    order: rules.defaultOrder,
  };
}

/** The most children a room may take with `adults` adults. */
export function maxChildren(adults: number, rules: SearchRules): number {
  if (!rules.kidsAccepted) return 0;
  const byRoom = rules.maxGuestsPerRoom - adults;
  return Math.max(0, rules.maxChildrenPerAdult == null ? byRoom : Math.min(byRoom, adults * rules.maxChildrenPerAdult));
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(value) || min));

/** Brings any criteria (restored, from a query, typed) within the facility's rules. */
export function withinRules(criteria: SearchCriteria, rules: SearchRules): SearchCriteria {
  const fallback = defaultCriteria(rules);
  let { checkin, checkout } = criteria;
  if (!isIsoDate(checkin) || !isBookableDay(checkin, rules)) checkin = fallback.checkin;
  if (!isIsoDate(checkout) || checkout <= checkin || nightsBetween(checkin, checkout) > 30 || checkout > addDays(lastBookableDay(rules), 1)) {
    checkout = addDays(checkin, 1);
  }
  const adults = clamp(criteria.adults, 1, rules.maxGuestsPerRoom);
  return {
    ...criteria,
    checkin,
    checkout,
    adults,
    children: clamp(criteria.children, 0, maxChildren(adults, rules)),
    room_count: clamp(criteria.room_count, 1, rules.roomLimit),
    type: criteria.type === 'plan' && rules.planSearchEnabled ? 'plan' : 'room',
    order: SORT_ORDERS.includes(criteria.order) ? criteria.order : rules.defaultOrder,
    promo_code: rules.promoCodeEnabled ? criteria.promo_code?.trim() || undefined : undefined,
  };
}

/** The search form as query values (spec section 2: after a search, results get the form as query). */
export function criteriaToQuery(criteria: SearchCriteria, code: string): string {
  const query = new URLSearchParams({
    code,
    checkin: criteria.checkin,
    checkout: criteria.checkout,
    adults: String(criteria.adults),
    children: String(criteria.children),
    room_count: String(criteria.room_count),
    type: criteria.type,
    order: criteria.order,
  });
  if (criteria.promo_code) query.set('promo_code', criteria.promo_code);
  return query.toString();
}

/** Criteria named in a query; whatever it lacks comes from `base`. */
export function criteriaFromQuery(query: URLSearchParams, base: SearchCriteria): SearchCriteria {
  const number = (name: string, fallback: number) => (query.has(name) ? Number(query.get(name)) : fallback);
  return {
    checkin: query.get('checkin') ?? base.checkin,
    checkout: query.get('checkout') ?? base.checkout,
    adults: number('adults', base.adults),
    children: number('children', base.children),
    room_count: number('room_count', base.room_count),
    type: (query.get('type') as ResultType | null) ?? base.type,
    order: (query.get('order') as SortOrder | null) ?? base.order,
    promo_code: query.get('promo_code') ?? base.promo_code,
  };
}

export function hasSearchQuery(query: URLSearchParams): boolean {
  return query.has('checkin') && query.has('checkout');
}

export const criteriaCookieName = (code: string) => `bw_search_${code}`;

/** The criteria saved for this hotel within the hour (saveCriteria in remember.ts writes them). */
export function restoreCriteria(code: string): SearchCriteria | undefined {
  try {
    const raw = readCookie(criteriaCookieName(code));
    return raw ? (JSON.parse(raw) as SearchCriteria) : undefined;
  } catch {
    return undefined;
  }
}
