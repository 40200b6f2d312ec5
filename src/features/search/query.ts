// The search as the address carries it (spec section 2: "after a search … result with the search
// form as query"; "some query names are obfuscated in the URL").
import type { RoomGuests, SearchCriteria } from './criteria';

/** The spec's shared query values and criteria fields that are carried as they are. */
export const TRACKING_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'medium',
  'source',
  'email_id',
  'search_id',
  'metasearch_source',
  'price_displayed_total',
  'google_site',
  'google_promo_code',
  'currency',
  'parentUrl',
] as const;

/** Rooms alike with no kids details travel as adults/children/room_count; others as JSON. */
function simpleRooms(rooms: RoomGuests[]): boolean {
  const [first] = rooms;
  return rooms.every((room) => Object.keys(room).length === 2 && room.adults === first!.adults && room.children === first!.children);
}

/**
 * Query names in the address. Codes that guests should not read or edit by accident travel under
 * short names ("some query names are obfuscated in the URL"); this table is the one place they are named.
 */
export const QUERY_NAMES = {
  search_type: 'st',
  nights: 'n',
  is_day_use: 'du',
  mode: 'sm',
  promo_code: 'pc',
  coupon_code: 'cc',
  room_search_filters: 'rf',
  is_including_occupied: 'io',
  room_type_codes: 'rtc',
  hotel_plan_codes: 'hpc',
  room_plan_codes: 'rpc',
} as const;

/** The search form as query values (spec section 2: after a search, results get the form as query). */
export function criteriaToQuery(criteria: SearchCriteria, code: string): string {
  const query = new URLSearchParams({ code });
  if (criteria.search_type === 'undated') {
    query.set(QUERY_NAMES.search_type, 'undated');
    query.set(QUERY_NAMES.nights, String(criteria.nights));
  } else {
    query.set('checkin', criteria.checkin);
    query.set('checkout', criteria.checkout);
  }
  if (criteria.is_day_use) query.set(QUERY_NAMES.is_day_use, '1');
  if (simpleRooms(criteria.rooms)) {
    query.set('adults', String(criteria.rooms[0]!.adults));
    query.set('children', String(criteria.rooms[0]!.children));
    query.set('room_count', String(criteria.rooms.length));
  } else {
    query.set('rooms', JSON.stringify(criteria.rooms));
  }
  query.set('type', criteria.type);
  query.set('order', criteria.order);
  if (criteria.mode !== 'brr') query.set(QUERY_NAMES.mode, criteria.mode);
  if (criteria.promo_code) query.set(QUERY_NAMES.promo_code, criteria.promo_code);
  if (criteria.coupon_code) query.set(QUERY_NAMES.coupon_code, criteria.coupon_code);
  if (criteria.is_including_occupied) query.set(QUERY_NAMES.is_including_occupied, '1');
  for (const key of ['room_search_filters', 'room_type_codes', 'hotel_plan_codes', 'room_plan_codes'] as const) {
    if (criteria[key]?.length) query.set(QUERY_NAMES[key], criteria[key]!.join(','));
  }
  for (const [key, value] of Object.entries(criteria.tracking ?? {})) query.set(key, value);
  return query.toString();
}

/** Every query name the criteria use (other query values, such as utm_*, are carried untouched). */
export const CRITERIA_QUERY_KEYS: string[] = [
  ...['code', 'checkin', 'checkout', 'adults', 'children', 'room_count', 'rooms', 'type', 'order', 'promo_code'],
  ...['room_type_code', 'room_type_codes', 'hotel_plan_code', 'hotel_plan_codes', 'room_plan_code', 'room_plan_codes'],
  ...Object.values(QUERY_NAMES),
  ...TRACKING_KEYS,
];

export function hasSearchQuery(query: URLSearchParams): boolean {
  return (query.has('checkin') && query.has('checkout')) || query.get(QUERY_NAMES.search_type) === 'undated';
}


/**
 * No search has more rooms than this, whatever a link says: the rooms are built before the hotel's
 * own limit applies (withinRules), and a link with room_count=999999999 must not build that many.
 */
export const LINK_MAX_ROOMS = 99;

function parseRooms(raw: string | null): RoomGuests[] | undefined {
  if (!raw) return undefined;
  try {
    const rooms = JSON.parse(raw) as unknown;
    return Array.isArray(rooms) && rooms.every((room) => room && typeof room === 'object') ? (rooms.slice(0, LINK_MAX_ROOMS) as RoomGuests[]) : undefined;
  } catch {
    return undefined;
  }
}

function webAddress(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Criteria named in a query; whatever it lacks comes from `base`. Bring them within the rules afterwards. */
export function criteriaFromQuery(query: URLSearchParams, base: SearchCriteria): SearchCriteria {
  const get = (name: string) => query.get(name);
  // A list under its short name, or under the spec's own names (room_type_code, room_type_codes…)
  // that partner links and metasearch deep links use.
  const list = (name: string, ...plain: string[]) => {
    const values = [get(name), ...plain.flatMap((p) => [...query.getAll(p), ...query.getAll(`${p}[]`)])].filter(Boolean) as string[];
    return values.length ? values.flatMap((v) => v.split(',')).filter(Boolean) : undefined;
  };
  const number = (name: string, fallback: number) => (query.has(name) ? Number(get(name)) : fallback);
  const tracking: Record<string, string> = { ...base.tracking };
  for (const key of TRACKING_KEYS) if (query.has(key)) tracking[key] = get(key)!;
  // parentUrl names the hotel page the guest came from; it is carried to the room search, never
  // navigated to, and only as a web address (not javascript:, data: or a malformed string).
  if (tracking.parentUrl !== undefined && !webAddress(tracking.parentUrl)) {
    console.warn(`[BookingWidget] parentUrl ignored: ${JSON.stringify(tracking.parentUrl.slice(0, 200))} is not an http(s) address`);
    delete tracking.parentUrl;
  }
  let rooms = parseRooms(get('rooms'));
  if (!rooms && (query.has('adults') || query.has('children') || query.has('room_count'))) {
    const first = base.rooms[0]!;
    const room = { adults: number('adults', first.adults), children: number('children', first.children) };
    const count = Math.min(LINK_MAX_ROOMS, Math.max(1, Math.trunc(number('room_count', base.rooms.length)) || 1));
    rooms = Array.from({ length: count }, () => ({ ...room }));
  }
  return {
    ...base,
    search_type: get(QUERY_NAMES.search_type) === 'undated' ? 'undated' : query.has('checkin') ? 'dated' : base.search_type,
    checkin: get('checkin') ?? base.checkin,
    checkout: get('checkout') ?? base.checkout,
    nights: number(QUERY_NAMES.nights, base.nights),
    is_day_use: query.has(QUERY_NAMES.is_day_use) ? get(QUERY_NAMES.is_day_use) === '1' : base.is_day_use,
    rooms: rooms ?? base.rooms,
    type: (get('type') as SearchCriteria['type'] | null) ?? base.type,
    order: (get('order') as SearchCriteria['order'] | null) ?? base.order,
    mode: (get(QUERY_NAMES.mode) as SearchCriteria['mode'] | null) ?? base.mode,
    promo_code: get(QUERY_NAMES.promo_code) ?? get('promo_code') ?? base.promo_code,
    coupon_code: get(QUERY_NAMES.coupon_code) ?? base.coupon_code,
    is_including_occupied: query.has(QUERY_NAMES.is_including_occupied) ? get(QUERY_NAMES.is_including_occupied) === '1' : base.is_including_occupied,
    room_search_filters: list(QUERY_NAMES.room_search_filters) ?? base.room_search_filters,
    room_type_codes: list(QUERY_NAMES.room_type_codes, 'room_type_code', 'room_type_codes') ?? base.room_type_codes,
    hotel_plan_codes: list(QUERY_NAMES.hotel_plan_codes, 'hotel_plan_code', 'hotel_plan_codes') ?? base.hotel_plan_codes,
    room_plan_codes: list(QUERY_NAMES.room_plan_codes, 'room_plan_code', 'room_plan_codes') ?? base.room_plan_codes,
    ...(Object.keys(tracking).length ? { tracking } : {}),
  };
}
