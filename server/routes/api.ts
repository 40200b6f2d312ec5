// The widget API (mounted under API_BASE_PATH, default /api/v1). Every route needs a valid X-Client-Session.
import { guestDetailFields } from '../guestFields';
import { Hono } from 'hono';
import type { Deps } from '../deps.ts';
import { bracketQuery, clientAddress, readJson, requestLocale } from '../deps.ts';
import { withBusyRetry } from '../db.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { isHexColour } from '../security.ts';
import { addDays } from '../dates.ts';
import { availability, lowestPrices } from '../calendar.ts';
import { HttpError, simpleError, validationError } from '../errors.ts';
import {
  brandHotels, cancellationPolicies, catalogue, companionSetting, hotelProgram, kidsTiers, policyRoomPlanCodes, requireHotel,
  type CancellationPolicyRow, type HotelRow,
} from '../hotels.ts';
import { LOCALES, pick, type Locale } from '../i18n.ts';
import {
  checkCodes, formatRecommendations, formatSearch, hotelToday, parseBool, parseRooms, parseSearch, runSearch, type SearchParams,
} from '../search.ts';
import { requireSession } from '../sessions.ts';
import { bearerToken, hotelMember, loginFailed, memberJson, pointRules, requireMember, signedOut, signIn, signOut } from '../members.ts';
import { reservationRoutes } from './reservations.ts';
import { stringList, type QueryObject } from '../query.ts';
import { WEBSITE_CSS } from '../seed-data.ts';

const SIGN_IN_LABELS: Record<Locale, string> = {
  ja: '会員ログイン',
  en: 'Member sign in',
  ko: '회원 로그인',
  zh_Hans: '会员登录',
  zh_Hant: '會員登入',
};

export function facilitySetting(hotel: HotelRow, tiers: ReturnType<typeof kidsTiers>, locale: Locale, origin: string) {
  const bool = (n: number) => n === 1;
  return {
    hotel_id: hotel.id,
    hotel_code: hotel.code,
    hotel_name: pick(hotel.name_i18n, locale)!,
    hotel_brand_id: hotel.brand_id,
    brand_code: hotel.brand_code,
    currency: hotel.currency,
    locale: hotel.locale,
    timezone: hotel.timezone,
    /** The hotel's IANA time zone: every date rule (today, yesterday bookable, reservable period, offsets) counts days there. */
    time_zone: hotel.timezone,
    booking_widget_type: hotel.booking_widget_type,
    header_mode: hotel.header_mode,
    logo_url: hotel.has_logo ? `${origin}/sandbox-assets/logos/${hotel.code}.svg` : null,
    website_header_html: hotel.website_header_html,
    website_footer_html: hotel.website_footer_html,
    website_css: WEBSITE_CSS[hotel.code] ?? null,
    // Only #rrggbb ever leaves the settings (the widget writes them into CSS); anything else is null (widget default).
    button_colour: isHexColour(hotel.button_colour) ? hotel.button_colour : null,
    header_colour: isHexColour(hotel.header_colour) ? hotel.header_colour : null,
    max_guests_per_room: hotel.max_guests_per_room,
    kids_setting: {
      kids_type: hotel.kids_type,
      accept_type: hotel.kids_accept_type,
      shared_bed_type: hotel.shared_bed_type,
      max_children_per_adult: hotel.max_children_per_adult,
    },
    kids_tiers: tiers.map((t) => ({ code: t.code, name: pick(t.name_i18n, locale)!, age_from: t.age_from, age_to: t.age_to })),
    search_type: hotel.search_type,
    plan_search_enabled: bool(hotel.plan_search_enabled),
    day_use_search_active: bool(hotel.day_use_search_active),
    multi_rooms_search_enabled: bool(hotel.multi_rooms_search_enabled),
    multi_rooms_search_limit: hotel.multi_rooms_search_limit,
    coupon_active: bool(hotel.coupon_active),
    promo_code_enabled: bool(hotel.promo_code_enabled),
    default_search_setting: {
      yesterday_bookable: bool(hotel.yesterday_bookable),
      available_rooms_only: bool(hotel.available_rooms_only),
      checkin_date_offset: hotel.checkin_date_offset,
      adults: hotel.default_adults,
      sort_order: hotel.default_sort_order,
    },
    room_search_filters: JSON.parse(hotel.room_search_filters) as string[],
    kanji_name_required: bool(hotel.kanji_name_required),
    guest_detail_fields: guestDetailFields(hotel.code),
    brand_custom_auth_token_name: null,
    facility_sign_in_enabled: bool(hotel.facility_sign_in_enabled),
    data_layers: [],
    standalone_settings: {},
    realtime_messaging_auth_key: null,
    reservable_period_months: hotel.reservable_period_months,
    calendar_prices_enabled: bool(hotel.calendar_prices_enabled),
    first_party_cookie_setting: {
      status: hotel.first_party_cookie_status ?? 'disabled',
      domain_name: hotel.first_party_cookie_domain ?? null,
    },
  };
}

export function apiRoutes(deps: Deps): Hono {
  const { db, now, origin } = deps;
  const api = new Hono();
  const session = requireSession(db, now);

  api.get('/hotels/:code/settings/booking_widget', session, (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    return c.json({ data: facilitySetting(hotel, kidsTiers(db, hotel.id), requestLocale(c), origin) });
  });

  api.get('/hotels/:code/settings/sign_in_button', session, (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    return c.json({
      data: {
        is_active: hotel.sign_in_is_active === 1,
        allow_signup: hotel.sign_in_allow_signup === 1,
        organization_login_widget_enabled: hotel.organization_login_enabled === 1,
        translations_attributes: LOCALES.map((locale) => ({ locale, label: SIGN_IN_LABELS[locale] })),
        privacy_url: hotel.privacy_url,
        term_of_use_url: hotel.term_of_use_url,
        sns_auth_settings_attributes: [],
      },
    });
  });

  // The member of a valid bearer token who belongs to the hotel's program; anyone else is signed out here.
  api.get('/hotels/:code/session/whoami', session, (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    const member = hotelMember(db, hotel, c.req.header('Authorization'), now());
    return c.json({ data: { member: member ? memberJson(db, member) : null, organization: null } });
  });

  api.get('/user/me', session, (c) => {
    const member = requireMember(db, c.req.header('Authorization'), now());
    return c.json({ data: memberJson(db, member) });
  });

  api.post('/hotels/:code/memberships/sign_in', session, async (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    const body = await readJson(c);
    const o = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    if (!o || typeof o.email !== 'string' || !o.email.trim() || typeof o.password !== 'string' || !o.password) {
      throw validationError('email and password are required.');
    }
    if (o.email.length > TEXT_LIMITS.email || o.password.length > TEXT_LIMITS.password) throw loginFailed();
    const clientKey = `${clientAddress(c)}|${c.req.header('X-Client-Session')?.trim() ?? ''}`;
    const out = await signIn(db, hotel, o.email, o.password, now(), { clientKey, limiter: deps.signInLimiter });
    return c.json({ data: { access_token: out.access_token, member: memberJson(db, out.member) } }, 201);
  });

  // Sign-out of this token; `{"all": true}` (or `?all=true`) ends every session of the member on every device.
  api.post('/hotels/:code/memberships/sign_out', session, async (c) => {
    requireHotel(db, c.req.param('code'));
    const body = await readJson(c);
    const rawAll = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).all : undefined;
    if (rawAll !== undefined && typeof rawAll !== 'boolean') throw validationError('all must be true or false.');
    const all = rawAll === true || c.req.query('all') === 'true';
    const token = bearerToken(c.req.header('Authorization'));
    if ((await withBusyRetry(() => signOut(db, token, now(), all))) === null) throw signedOut();
    return c.body(null, 204);
  });

  api.get('/hotels/:code/memberships/point', session, (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    const member = hotelMember(db, hotel, c.req.header('Authorization'), now());
    if (!member) throw signedOut();
    const rules = pointRules(db, member.program_id);
    return c.json({
      data: {
        total_point: member.points, future_point: member.future_points, program_enabled: rules.enabled, point_step: rules.step,
        minimum_spend: rules.minimumSpend,
      },
    });
  });

  /**
   * Validates and runs a room search (shared by rooms and rooms/recommendation). A bearer token of a member of the
   * hotel's program shows member-only plans as bookable (`requires_sign_in: false`); any other token searches signed out.
   */
  const search = (code: string, query: QueryObject, authorization: string | undefined) => {
    const hotel = requireHotel(db, code);
    const cat = catalogue(db, hotel.id);
    const at = now();
    const params = parseSearch(query, hotel, cat.tiers, at, { companions: companionSetting(db, hotel) });
    const coupon = checkCodes(db, hotel, cat, params, at);
    const opts = { memberSignedIn: !!hotelMember(db, hotel, authorization, at), coupon };
    return { hotel, cat, params, opts, outcome: runSearch(db, hotel, cat, params, at, opts) };
  };

  api.get('/hotels/:code/rooms', session, (c) => {
    const { hotel, cat, params, opts, outcome } = search(c.req.param('code'), bracketQuery(c), c.req.header('Authorization'));
    return c.json({ data: formatSearch(hotel, cat, params, outcome, requestLocale(c), origin, opts) });
  });

  // The date picker's calendar: per date, bookable or sold out, and the lowest price where the hotel shows it.
  api.get('/hotels/:code/rooms/availability', session, (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    return c.json({ data: availability(db, hotel, bracketQuery(c), now()) });
  });

  api.get('/hotels/:code/rooms/price', session, (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    return c.json({ data: lowestPrices(db, hotel, bracketQuery(c), now()) });
  });

  api.get('/hotels/:code/rooms/recommendation', session, (c) => {
    const { hotel, outcome } = search(c.req.param('code'), bracketQuery(c), c.req.header('Authorization'));
    return c.json({ data: formatRecommendations(hotel, outcome, requestLocale(c), origin) });
  });

  const policyJson = (p: CancellationPolicyRow, roomPlanCodes: string[], locale: Locale) => ({
    id: p.id,
    name: pick(p.name_i18n, locale)!,
    room_plan_codes: roomPlanCodes,
    cancel_before_at: p.cancel_before_at,
    time: p.time,
    cancellation_policy_parts: JSON.parse(p.parts) as Array<{ days_before: number; percentage_of_cost: number }>,
    same_day_percentage_of_cost: p.same_day_percentage_of_cost,
    no_show_percentage_of_cost: p.no_show_percentage_of_cost,
    special_rate: p.special_rate === 1,
  });

  api.get('/hotels/:code/cancellation_policies', session, (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    const wanted = stringList(bracketQuery(c).room_plan_codes, 'room_plan_codes');
    const codes = policyRoomPlanCodes(db, hotel.id);
    const locale = requestLocale(c);
    const list = cancellationPolicies(db, hotel.id).flatMap((p) => {
      const all = codes.get(p.id) ?? [];
      if (!wanted.length) return [policyJson(p, all, locale)];
      const hit = all.filter((code) => wanted.includes(code));
      return hit.length ? [policyJson(p, hit, locale)] : [];
    });
    return c.json({ data: { cancellation_policies: list } });
  });

  api.get('/hotels/:code/cancellation_policies/:id', session, (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    const id = c.req.param('id');
    const policy = /^\d{1,9}$/.test(id) ? cancellationPolicies(db, hotel.id).find((p) => p.id === Number(id)) : undefined;
    if (!policy) throw simpleError(404, 'Cancellation policy not found');
    return c.json({ data: policyJson(policy, policyRoomPlanCodes(db, hotel.id).get(policy.id) ?? [], requestLocale(c)) });
  });

  api.get('/hotels/:code/memberships/program', session, (c) => {
    const hotel = requireHotel(db, c.req.param('code'));
    const found = hotelProgram(db, hotel);
    if (!found) throw simpleError(404, 'Membership program not found');
    const locale = requestLocale(c);
    return c.json({
      data: {
        id: found.program.id,
        name: pick(found.program.name_i18n, locale)!,
        update_member_profile_enabled: found.program.update_member_profile_enabled === 1,
        additional_tiers_attributes: found.tiers.map((t) => ({
          code: t.code,
          is_active: t.is_active === 1,
          translations: JSON.parse(t.translations_i18n) as Record<string, string>,
        })),
      },
    });
  });

  api.get('/hotel_brands/:brand/hotels', session, (c) => {
    const brand = db.prepare(`SELECT id, code, name_i18n FROM brands WHERE code = ?`).get(c.req.param('brand')) as
      | { id: number; code: string; name_i18n: string }
      | undefined;
    if (!brand) throw simpleError(404, 'Brand not found');
    const locale = requestLocale(c);
    const query = bracketQuery(c);
    const codes = stringList(query.hotel_codes, 'hotel_codes');
    const withPrice = parseBool(query.is_including_lowest_price, 'is_including_lowest_price', false);
    const hotels = brandHotels(db, brand.id).filter((h) => !codes.length || codes.includes(h.code));
    const at = now();
    const hasRooms = query.rooms !== undefined;
    let searchRooms: Array<{ checkin_date: string; checkout_date: string; adults: number; children: number; kids_age_range: [number, number] }>;
    const kidsAgeRange = (h: HotelRow | undefined): [number, number] => {
      if (!h) return [0, 12];
      const tiers = kidsTiers(db, h.id);
      return tiers.length ? [Math.min(...tiers.map((t) => t.age_from)), Math.max(...tiers.map((t) => t.age_to))] : [0, 12];
    };
    const reference = hotels[0] ?? brandHotels(db, brand.id)[0];
    if (hasRooms && reference) {
      // Validate against the first listed hotel's settings (brand hotels share them); reservable period per hotel below.
      const parsed = parseRooms(query, { ...reference, reservable_period_months: 1200, kids_accept_type: 'accept' }, kidsTiers(db, reference.id), at, false,
        { companions: companionSetting(db, reference) });
      searchRooms = parsed.rooms.map((r) => ({ checkin_date: parsed.checkin, checkout_date: parsed.checkout, adults: r.adults, children: r.children, kids_age_range: kidsAgeRange(reference) }));
    } else {
      const today = reference ? hotelToday(reference, at) : new Date(at).toISOString().slice(0, 10);
      const checkin = addDays(today, reference?.checkin_date_offset ?? 0);
      searchRooms = [{ checkin_date: checkin, checkout_date: addDays(checkin, 1), adults: reference?.default_adults ?? 2, children: 0, kids_age_range: kidsAgeRange(reference) }];
    }
    const list = hotels.map((h) => {
      let lowest: number | null = null;
      if (withPrice && hasRooms) {
        try {
          const cat = catalogue(db, h.id);
          const params = parseSearch(query, h, cat.tiers, at, { companions: companionSetting(db, h) });
          const p: SearchParams = { ...params, type: 'room', order: 'price_low_to_high', searchNextAvailable: false, hotelPlanCodes: [], roomPlanCodes: [], roomTypeCodes: [] };
          const outcome = runSearch(db, h, cat, p, at);
          lowest = outcome.rooms.length ? Math.min(...outcome.rooms.map((r) => r.plans[0]!.totalPrice)) : null;
        } catch (e) {
          if (!(e instanceof HttpError)) throw e;
          lowest = null; // e.g. beyond this hotel's reservable period
        }
      }
      return {
        hotel_id: h.id,
        hotel_code: h.code,
        name: pick(h.name_i18n, locale)!,
        address: pick(h.address_i18n, locale)!,
        photo: `${origin}/sandbox-assets/hotels/${h.code}.svg`,
        currency: h.currency,
        lowest_price: lowest,
      };
    });
    return c.json({
      data: {
        brand_code: brand.code,
        brand_name: pick(brand.name_i18n, locale)!,
        hotels: list,
        search_params: { rooms: searchRooms },
      },
    });
  });

  api.route('/', reservationRoutes(deps));

  return api;
}
