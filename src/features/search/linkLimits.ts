// A link to the results page (from a partner, metasearch, or crafted by hand) may ask for more than
// any search allows: 999999999 rooms, a billion adults, a million nights. The page brings such a
// search within the hotel's rules (withinRules) and tells the guest it did, instead of hanging.
import { isIsoDate, nightsBetween } from '../../lib/dates';
import type { RoomGuests, SearchRules } from './criteria';
import { parseRooms, QUERY_NAMES } from './query';
import { MAX_CHILD_AGE, MAX_NIGHTS } from './rules';

const within = (value: unknown, min: number, max: number) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

function roomWithinLimits(room: RoomGuests, rules: SearchRules): boolean {
  const ages = room.kids_ages;
  return (
    within(room.adults, 1, rules.maxGuestsPerRoom) &&
    (room.children === undefined || within(room.children, 0, rules.maxGuestsPerRoom)) &&
    (ages === undefined || (Array.isArray(ages) && ages.length <= rules.maxGuestsPerRoom && ages.every((age) => within(age, 0, MAX_CHILD_AGE))))
  );
}

/** True when the link asks for rooms, guests, kids' ages or nights beyond what the hotel's search allows. */
export function linkOutOfLimits(query: URLSearchParams, rules: SearchRules): boolean {
  const number = (name: string, min: number, max: number) => query.has(name) && !within(Number(query.get(name)), min, max);
  if (number('room_count', 1, rules.roomLimit) || number('adults', 1, rules.maxGuestsPerRoom) || number('children', 0, rules.maxGuestsPerRoom)) return true;
  if (query.get(QUERY_NAMES.search_type) === 'undated' && number(QUERY_NAMES.nights, 1, MAX_NIGHTS)) return true;
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
