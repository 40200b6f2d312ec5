// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTROLS, ORIGIN, setup } from './helpers.ts';

const FIELDS = [
  'hotel_id', 'hotel_code', 'hotel_name', 'hotel_brand_id', 'brand_code', 'currency', 'locale', 'timezone', 'time_zone', 'booking_widget_type',
  'header_mode', 'logo_url', 'website_header_html', 'website_footer_html', 'website_css', 'button_colour', 'header_colour',
  'max_guests_per_room', 'kids_setting', 'kids_tiers', 'search_type', 'plan_search_enabled', 'day_use_search_active',
  'multi_rooms_search_enabled', 'multi_rooms_search_limit', 'coupon_active', 'promo_code_enabled', 'default_search_setting',
  'room_search_filters', 'kanji_name_required', 'guest_detail_fields', 'brand_custom_auth_token_name', 'facility_sign_in_enabled', 'data_layers',
  'standalone_settings', 'realtime_messaging_auth_key', 'reservable_period_months', 'calendar_prices_enabled', 'first_party_cookie_setting',
].sort();

const HOTEL_CODES = ['sakura-tokyo', 'hangang-seoul', 'taipei-lotus', 'aurora-shinjuku', 'aurora-namba', 'aurora-gion'];

describe('GET hotels/{code}/settings/booking_widget', () => {
  it.each(HOTEL_CODES)('%s has exactly the documented fields with the right types', async (code) => {
    const { json } = await setup();
    const { status, body } = await json(`/api/v1/hotels/${code}/settings/booking_widget`);
    expect(status).toBe(200);
    const s = body.data;
    expect(Object.keys(s).sort()).toEqual(FIELDS);
    expect(s.hotel_code).toBe(code);
    expect(Number.isInteger(s.hotel_id)).toBe(true);
    expect(['JPY', 'KRW', 'TWD']).toContain(s.currency);
    expect(s.button_colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(s.header_colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(Object.keys(s.kids_setting).sort()).toEqual(['accept_type', 'kids_type', 'max_children_per_adult', 'shared_bed_type']);
    expect(Object.keys(s.default_search_setting).sort()).toEqual(['adults', 'available_rooms_only', 'checkin_date_offset', 'sort_order', 'yesterday_bookable']);
    // Only taipei-lotus has its own CSS for its header and footer HTML (spec section 3, website_css).
    if (code === 'taipei-lotus') expect(s.website_css).toContain('.lotus-header');
    else expect(s.website_css).toBeNull();
    expect(s.data_layers).toEqual([]);
    expect(s.standalone_settings).toEqual({});
    expect(s.realtime_messaging_auth_key).toBeNull();
    expect(s.brand_custom_auth_token_name).toBeNull();
    expect(s.website_footer_html).toContain('<a href=');
    for (const tier of s.kids_tiers) expect(Object.keys(tier).sort()).toEqual(['age_from', 'age_to', 'code', 'name']);
    if (s.logo_url) expect(s.logo_url.startsWith(`${ORIGIN}/sandbox-assets/`)).toBe(true);
  });

  it('sakura-tokyo: Japanese hotel with companion tier A, multi-room 3, day use', async () => {
    const { json } = await setup();
    const s = (await json('/api/v1/hotels/sakura-tokyo/settings/booking_widget')).body.data;
    expect(s).toMatchObject({
      currency: 'JPY', locale: 'ja', timezone: 'Asia/Tokyo', booking_widget_type: 'hotel', header_mode: 'logo',
      hotel_brand_id: null, brand_code: null, button_colour: '#9c2f3c', header_colour: '#2b1d1f', max_guests_per_room: 4,
      kids_setting: { kids_type: 'tiers', accept_type: 'accept', shared_bed_type: 'none' },
      multi_rooms_search_enabled: true, multi_rooms_search_limit: 3, day_use_search_active: true, reservable_period_months: 12,
      default_search_setting: { yesterday_bookable: true, checkin_date_offset: 0, adults: 2, sort_order: 'price_low_to_high' },
      first_party_cookie_setting: { status: 'disabled', domain_name: null },
    });
    expect(s.kids_tiers.map((t: any) => t.code)).toEqual(['A', 'B', 'C']);
    expect(s.logo_url).toBe(`${ORIGIN}/sandbox-assets/logos/sakura-tokyo.svg`);
  });

  it('hangang-seoul: Korean hotel, ages, multi-room 2, offset 1, recommended', async () => {
    const { json } = await setup();
    const s = (await json('/api/v1/hotels/hangang-seoul/settings/booking_widget')).body.data;
    expect(s).toMatchObject({
      currency: 'KRW', locale: 'ko', header_mode: 'name', max_guests_per_room: 6, kids_setting: { kids_type: 'ages' },
      multi_rooms_search_limit: 2, day_use_search_active: false, reservable_period_months: 6,
      default_search_setting: { sort_order: 'recommended', adults: 1, checkin_date_offset: 1 },
    });
    expect(s.kids_tiers).toEqual([]);
  });

  it('taipei-lotus: TWD, custom header with placeholders, per-adult shared bed, single room', async () => {
    const { json } = await setup();
    const s = (await json('/api/v1/hotels/taipei-lotus/settings/booking_widget')).body.data;
    expect(s).toMatchObject({
      currency: 'TWD', locale: 'zh_Hant', header_mode: 'custom', multi_rooms_search_enabled: false, reservable_period_months: 13,
      kids_setting: { kids_type: 'tiers_with_meal_and_bed_as_extras', shared_bed_type: 'per_adult' },
    });
    expect(s.website_header_html).toContain('{{facility_name}}');
    expect(s.website_header_html).toContain('{{brand_name}}');
    expect(s.kids_tiers.map((t: any) => t.code)).not.toContain('A');
  });

  it('aurora facilities are brand widgets of the same brand', async () => {
    const { json } = await setup();
    const ids = new Set();
    for (const code of ['aurora-shinjuku', 'aurora-namba', 'aurora-gion']) {
      const s = (await json(`/api/v1/hotels/${code}/settings/booking_widget`)).body.data;
      expect(s.booking_widget_type).toBe('brand');
      expect(s.brand_code).toBe('aurora');
      expect(Number.isInteger(s.hotel_brand_id)).toBe(true);
      ids.add(s.hotel_brand_id);
    }
    expect(ids.size).toBe(1);
  });

  it('unknown hotel → 404 shape 3', async () => {
    const { json } = await setup();
    expect(await json('/api/v1/hotels/nowhere/settings/booking_widget')).toEqual({ status: 404, body: { error: 'Hotel not found' } });
    expect((await json('/api/v1/hotels/aurora/settings/booking_widget')).status).toBe(404);
  });

  it('localizes names by X-Locale, then ?locale=, falling back to English', async () => {
    const { json } = await setup();
    const name = async (headers: Record<string, string>, q = '') =>
      (await json(`/api/v1/hotels/sakura-tokyo/settings/booking_widget${q}`, headers)).body.data.hotel_name;
    expect(await name({ 'X-Locale': 'ja' })).toBe('ホテルさくら東京');
    expect(await name({ 'X-Locale': 'ko' })).toBe('호텔 사쿠라 도쿄');
    expect(await name({ 'X-Locale': 'zh_Hans' })).toBe('樱花东京酒店');
    expect(await name({ 'X-Locale': 'zh_Hant' })).toBe('櫻花東京飯店');
    expect(await name({}, '?locale=ja')).toBe('ホテルさくら東京');
    expect(await name({ 'X-Locale': 'en' }, '?locale=ja')).toBe('Hotel Sakura Tokyo');
    expect(await name({ 'X-Locale': 'fr' })).toBe('Hotel Sakura Tokyo');
    expect(await name({})).toBe('Hotel Sakura Tokyo');
    const tiers = (await json('/api/v1/hotels/sakura-tokyo/settings/booking_widget', { 'X-Locale': 'ja' })).body.data.kids_tiers;
    expect(tiers[1].name).toBe('小学生（食事・寝具あり）');
  });
});

describe('sign-in button, whoami, user/me', () => {
  it('sign_in_button lists labels in all five locales', async () => {
    const { json } = await setup();
    const { status, body } = await json('/api/v1/hotels/sakura-tokyo/settings/sign_in_button');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ is_active: true, allow_signup: true, organization_login_widget_enabled: true, sns_auth_settings_attributes: [] });
    expect(body.data.translations_attributes.map((t: any) => t.locale)).toEqual(['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant']);
    expect(body.data.translations_attributes[1]).toEqual({ locale: 'en', label: 'Member sign in' });
    expect(body.data.privacy_url).toMatch(/^https:\/\//);
    expect(body.data.term_of_use_url).toMatch(/^https:\/\//);
    expect((await json('/api/v1/hotels/nowhere/settings/sign_in_button')).status).toBe(404);
  });

  it('whoami is signed out', async () => {
    const { json } = await setup();
    expect(await json('/api/v1/hotels/sakura-tokyo/session/whoami')).toEqual({ status: 200, body: { data: { member: null, organization: null } } });
    expect((await json('/api/v1/hotels/nowhere/session/whoami')).status).toBe(404);
  });

  it('user/me → 401 with or without a bearer token', async () => {
    const { json } = await setup();
    const signedOut = { status: 401, body: { error: 'You have already signed out' } };
    expect(await json('/api/v1/user/me')).toEqual(signedOut);
    expect(await json('/api/v1/user/me', { Authorization: 'Bearer abc' })).toEqual(signedOut);
  });

  it('unknown API routes → 404 shape 3', async () => {
    const { app, json } = await setup();
    expect(await json('/api/v1/nope')).toEqual({ status: 404, body: { error: 'Not found' } });
    expect(await json('/api/v2/hotels/sakura-tokyo/rooms')).toEqual({ status: 404, body: { error: 'Not found' } });
    const res = await app.request('/api/v1/hotels/sakura-tokyo/settings/booking_widget', { method: 'DELETE' });
    expect(res.status).toBe(404);
  });
});

describe('CORS', () => {
  it('echoes a configured Origin with credentials on API and identity responses (never on /__sandbox)', async () => {
    const { app, get } = await setup();
    const origin = 'http://localhost:8788';
    for (const res of [
      await get('/api/v1/hotels/sakura-tokyo/settings/booking_widget', { Origin: origin }),
      await app.request('/api/v1/hotels/sakura-tokyo/settings/booking_widget', { headers: { Origin: origin } }),
      await app.request('/identity/v1/client_sessions', { method: 'POST', headers: { Origin: origin }, body: '{' }),
      await get('/api/v1/nope', { Origin: origin }),
    ]) {
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe(origin);
      expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    }
    const controls = await app.request('/__sandbox/faults', { headers: { Origin: origin, ...CONTROLS } });
    expect(controls.status).toBe(200);
    expect(controls.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('answers preflight with 204 and the allowed methods and headers', async () => {
    const { app } = await setup();
    const res = await app.request('/api/v1/hotels/sakura-tokyo/rooms', {
      method: 'OPTIONS',
      headers: { Origin: 'https://sakura-tokyo.example.com', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-client-session' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://sakura-tokyo.example.com');
    expect(res.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST, PUT, PATCH, DELETE, OPTIONS');
    const allowed = res.headers.get('Access-Control-Allow-Headers')!.split(', ');
    for (const h of ['Content-Type', 'Authorization', 'X-App-Version', 'X-Locale', 'X-Client-Session', 'X-Site-Controller', 'X-App-Type', 'X-Realtime-Messaging-Auth', 'Accept-Language', 'Idempotency-Key']) {
      expect(allowed).toContain(h);
    }
    expect((await app.request('/identity/v1/client_sessions', { method: 'OPTIONS', headers: { Origin: 'http://localhost:8788' } })).status).toBe(204);
    // Any other origin: no CORS at all.
    const foreign = await app.request('/identity/v1/client_sessions', { method: 'OPTIONS', headers: { Origin: 'http://a.test' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('guest detail field settings (spec section 3: do_not_ask, optional, required)', () => {
  it('each hotel names its guest detail fields; sakura-tokyo requires the phone and does not ask the address', async () => {
    const { app, session } = await setup();
    const res = await app.request('/api/v1/hotels/sakura-tokyo/settings/booking_widget', { headers: { 'X-Client-Session': session } });
    const body = (await res.json()) as { data: { guest_detail_fields: Record<string, string> } };
    expect(body.data.guest_detail_fields).toMatchObject({ phone: 'required', address: 'do_not_ask', postal_code: 'do_not_ask' });
  });
});
