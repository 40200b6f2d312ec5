// A link to the results page (from a partner, metasearch, or crafted by hand) may ask for more than
// any search allows: 999999999 rooms, a billion adults, a million nights. The page brings such a
// search within the hotel's rules (withinRules) and tells the guest it did, instead of hanging.
// Loaded lazily by start-up, so it imports neither query.ts nor rules.ts: sharing them would split
// them out of the route chunks that use them (bigger routes, lost compression context).
import { DEFAULT_MAX_GUESTS_PER_ROOM, MAX_CHILD_AGE_YEARS as MAX_CHILD_AGE, MAX_NIGHTS_PER_SEARCH as MAX_NIGHTS } from '../../lib/constants';
import { isIsoDate, nightsBetween } from '../../lib/dates';
import type { FacilitySetting } from '../facility/schemas';
import type { RoomGuests, SearchRules } from './criteria';

type Limits = Pick<SearchRules, 'roomLimit' | 'maxGuestsPerRoom'>;

/** QUERY_NAMES.search_type and .nights (query.ts; a test keeps them equal). */
export const UNDATED_QUERY = { search_type: 'st', nights: 'n' } as const;

function parseRooms(raw: string | null): RoomGuests[] | undefined {
  try {
    const rooms = JSON.parse(raw ?? '') as unknown;
    return Array.isArray(rooms) && rooms.every((room) => room && typeof room === 'object') ? (rooms as RoomGuests[]) : undefined;
  } catch {
    return undefined;
  }
}

const within = (value: unknown, min: number, max: number) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

function roomWithinLimits(room: RoomGuests, rules: Limits): boolean {
  const ages = room.kids_ages;
  return (
    within(room.adults, 1, rules.maxGuestsPerRoom) &&
    (room.children === undefined || within(room.children, 0, rules.maxGuestsPerRoom)) &&
    (ages === undefined || (Array.isArray(ages) && ages.length <= rules.maxGuestsPerRoom && ages.every((age) => within(age, 0, MAX_CHILD_AGE))))
  );
}

/** True when the link asks for rooms, guests, kids' ages or nights beyond what the hotel's search allows. */
export function linkOutOfLimits(query: URLSearchParams, rules: Limits): boolean {
  const number = (name: string, min: number, max: number) => query.has(name) && !within(Number(query.get(name)), min, max);
  if (number('room_count', 1, rules.roomLimit) || number('adults', 1, rules.maxGuestsPerRoom) || number('children', 0, rules.maxGuestsPerRoom)) return true;
  if (query.get(UNDATED_QUERY.search_type) === 'undated' && number(UNDATED_QUERY.nights, 1, MAX_NIGHTS)) return true;
  if (query.has('rooms')) {
    const rooms = parseRooms(query.get('rooms'));
    if (!rooms || rooms.length > rules.roomLimit || !rooms.every((room) => roomWithinLimits(room, rules))) return true;
  }
  const checkin = query.get('checkin');
  const checkout = query.get('checkout');
  if (checkin !== null && !isIsoDate(checkin)) return true;
  if (checkout !== null && !isIsoDate(checkout)) return true;
  return Boolean(checkin && checkout && nightsBetween(checkin, checkout) > MAX_NIGHTS);
}

/** The facility's limits as searchRules (criteria.ts) reads them; a test keeps the two equal. */
export function hotelLimits(setting: FacilitySetting): Limits {
  return {
    roomLimit: setting.multi_rooms_search_enabled ? Math.max(1, setting.multi_rooms_search_limit) : 1,
    maxGuestsPerRoom: setting.max_guests_per_room ?? DEFAULT_MAX_GUESTS_PER_ROOM,
  };
}
