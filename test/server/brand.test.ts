// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ORIGIN, roomsQuery, setup } from './helpers.ts';

describe('GET hotel_brands/{brand}/hotels', () => {
  it('lists the brand facilities without prices when no dates are given', async () => {
    const { json } = await setup();
    const { status, body } = await json('/api/v1/hotel_brands/aurora/hotels');
    expect(status).toBe(200);
    expect(body.data.brand_code).toBe('aurora');
    expect(body.data.brand_name).toBe('Aurora Hotels');
    expect(body.data.hotels.map((h: any) => h.hotel_code)).toEqual(['aurora-shinjuku', 'aurora-namba', 'aurora-gion']);
    for (const h of body.data.hotels) {
      expect(Object.keys(h).sort()).toEqual(['address', 'currency', 'hotel_code', 'hotel_id', 'lowest_price', 'name', 'photo']);
      expect(h.lowest_price).toBeNull();
      expect(h.currency).toBe('JPY');
      expect(h.photo).toBe(`${ORIGIN}/sandbox-assets/hotels/${h.hotel_code}.svg`);
    }
    expect(body.data.search_params.rooms).toEqual([{ checkin_date: '2026-03-02', checkout_date: '2026-03-03', adults: 2, children: 0, kids_age_range: [0, 11] }]);
  });

  it('computes lowest prices with the room search logic', async () => {
    const { json } = await setup();
    const q = roomsQuery('2026-03-16', '2026-03-18', [{ adults: 2 }]);
    const body = (await json(`/api/v1/hotel_brands/aurora/hotels?is_including_lowest_price=true&${q}`)).body;
    for (const h of body.data.hotels) {
      const search = (await json(`/api/v1/hotels/${h.hotel_code}/rooms?${q}`)).body.data.rooms;
      const min = Math.min(...search.flatMap((r: any) => r.room_plans.map((p: any) => p.total_price)));
      expect(h.lowest_price).toBe(min);
    }
    expect(body.data.search_params.rooms[0]).toMatchObject({ checkin_date: '2026-03-16', checkout_date: '2026-03-18', adults: 2, children: 0 });
  });

  it('gives null lowest prices on a sold-out date or without is_including_lowest_price', async () => {
    const { json } = await setup();
    const soldOut = (await json(`/api/v1/hotel_brands/aurora/hotels?is_including_lowest_price=true&${roomsQuery('2026-03-12', '2026-03-13', [{ adults: 2 }])}`)).body;
    expect(soldOut.data.hotels.map((h: any) => h.lowest_price)).toEqual([null, null, null]);
    const noFlag = (await json(`/api/v1/hotel_brands/aurora/hotels?${roomsQuery('2026-03-16', '2026-03-17', [{ adults: 2 }])}`)).body;
    expect(noFlag.data.hotels.map((h: any) => h.lowest_price)).toEqual([null, null, null]);
    const beyond = (await json(`/api/v1/hotel_brands/aurora/hotels?is_including_lowest_price=true&${roomsQuery('2027-06-01', '2027-06-02', [{ adults: 2 }])}`));
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.hotels.map((h: any) => h.lowest_price)).toEqual([null, null, null]);
  });

  it('filters by hotel_codes[] and localizes names', async () => {
    const { json } = await setup();
    const body = (await json('/api/v1/hotel_brands/aurora/hotels?hotel_codes[]=aurora-gion&hotel_codes[]=aurora-namba', { 'X-Locale': 'ja' })).body;
    expect(body.data.brand_name).toBe('オーロラホテルズ');
    expect(body.data.hotels.map((h: any) => h.name)).toEqual(['オーロラホテルなんば', 'オーロラホテル祇園']);
  });

  it('unknown brand → 404; bad input → 422; no session → 403', async () => {
    const { app, json } = await setup();
    expect(await json('/api/v1/hotel_brands/nope/hotels')).toEqual({ status: 404, body: { error: 'Brand not found' } });
    const bad = await json(`/api/v1/hotel_brands/aurora/hotels?${roomsQuery('2026-03-16', '2026-03-15', [{ adults: 2 }])}`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].details.base[0]).toBe('Checkout date must be after check-in date.');
    expect((await json('/api/v1/hotel_brands/aurora/hotels?is_including_lowest_price=perhaps')).status).toBe(422);
    expect((await app.request('/api/v1/hotel_brands/aurora/hotels')).status).toBe(403);
  });
});
