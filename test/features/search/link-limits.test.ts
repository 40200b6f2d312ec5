import { describe, expect, it } from 'vitest';
import { defaultCriteria, searchRules, type SearchRules } from '../../../src/features/search/criteria';
import { linkOutOfLimits } from '../../../src/features/search/linkLimits';
import { criteriaFromQuery, LINK_MAX_ROOMS } from '../../../src/features/search/query';
import { withinRules } from '../../../src/features/search/rules';

const NOW = new Date('2026-11-23T03:00:00Z');
const rules: SearchRules = { ...searchRules(undefined, NOW), roomLimit: 3, maxGuestsPerRoom: 20 };
const query = (search: string) => new URLSearchParams(search);

describe('crafted links: the client checks the limits of the links it reads', () => {
  it('room_count=999999999 builds at most a bounded list of rooms, at once, then the hotel limit applies', () => {
    const started = performance.now();
    const read = criteriaFromQuery(query('checkin=2026-12-01&checkout=2026-12-02&adults=2&room_count=999999999'), defaultCriteria(rules));
    expect(read.rooms.length).toBe(LINK_MAX_ROOMS);
    expect(withinRules(read, rules).rooms).toHaveLength(3);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it.each([
    'room_count=999999999',
    'room_count=4',
    'room_count=0',
    'room_count=1e9',
    'adults=1e9',
    'adults=21',
    'adults=0',
    'adults=2.5',
    'children=-1',
    'children=abc',
    'st=undated&n=1e6',
    'st=undated&n=31',
    'st=undated&n=0',
    'checkin=2026-12-01&checkout=2027-02-01',
    'checkin=not-a-date&checkout=2026-12-02',
    'rooms=[{"adults":1e9,"children":0}]',
    'rooms=[{"adults":2,"children":1,"kids_ages":[99]}]',
    `rooms=${JSON.stringify(Array.from({ length: 4 }, () => ({ adults: 1, children: 0 })))}`,
    'rooms=not-json',
  ])('%s is out of limits: the guest is told the search was changed', (search) => {
    expect(linkOutOfLimits(query(`code=sakura-tokyo&${search}`), rules)).toBe(true);
  });

  it.each([
    'checkin=2026-12-01&checkout=2026-12-03&adults=2&children=1&room_count=3',
    'st=undated&n=30',
    'rooms=[{"adults":2,"children":1,"kids_ages":[7]},{"adults":1,"children":0}]',
    'checkin=2026-12-01&checkout=2026-12-31',
    'utm_source=partner',
  ])('%s is within limits: no message', (search) => {
    expect(linkOutOfLimits(query(`code=sakura-tokyo&${search}`), rules)).toBe(false);
  });
});

it('the undated query names it checks are the ones query.ts writes', async () => {
  const { QUERY_NAMES } = await import('../../../src/features/search/query');
  const { UNDATED_QUERY } = await import('../../../src/features/search/linkLimits');
  expect(UNDATED_QUERY).toEqual({ search_type: QUERY_NAMES.search_type, nights: QUERY_NAMES.nights });
});

it('the hotel limits it checks are the ones searchRules reads from the facility setting', async () => {
  const { hotelLimits } = await import('../../../src/features/search/linkLimits');
  const { create } = await import('superstruct');
  const { FacilitySetting } = await import('../../../src/features/facility/schemas');
  for (const extra of [{}, { multi_rooms_search_enabled: true, multi_rooms_search_limit: 3, max_guests_per_room: 4 }, { multi_rooms_search_enabled: false, multi_rooms_search_limit: 5 }]) {
    const setting = create({ hotel_id: 1, hotel_code: 'x', hotel_name: 'X', ...extra }, FacilitySetting);
    const { roomLimit, maxGuestsPerRoom } = searchRules(setting, NOW);
    expect(hotelLimits(setting)).toEqual({ roomLimit, maxGuestsPerRoom });
  }
});
