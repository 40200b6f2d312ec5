import { array, boolean, coerce, defaulted, enums, integer, nullable, number, optional, pattern, string, Struct, type, unknown, type Infer } from 'superstruct';
import { DEFAULT_ADULTS, DEFAULT_CHECKIN_OFFSET_DAYS, DEFAULT_MAX_GUESTS_PER_ROOM, DEFAULT_ORDER, FALLBACK_CURRENCY } from '../../lib/constants';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * A facility colour is written into CSS, so only `#rrggbb` is taken; anything else falls back to the
 * widget's default, with a hint for the hotel's web team.
 */
export const FacilityColour = coerce(nullable(pattern(string(), HEX_COLOUR)), unknown(), (value) => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && HEX_COLOUR.test(value)) return value;
  console.warn(`[BookingWidget] facility colour ${JSON.stringify(value)} ignored: colours must be #rrggbb (hotel setup); the default is used`);
  return null;
});

/**
 * superstruct's `record()` walks its object with `for…in`, inherited keys included: on a hotel page
 * whose scripts add keys to Object.prototype, the bar's settings failed to validate. This one reads
 * own keys only.
 */
function ownRecord<V>(Value: Struct<V, unknown>): Struct<Record<string, V>, null> {
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  return new Struct<Record<string, V>, null>({
    type: 'record',
    schema: null,
    *entries(value) {
      if (isRecord(value)) for (const key of Object.keys(value)) yield [key, value[key], Value];
    },
    validator: (value) => isRecord(value) || `Expected an object, but received: ${typeof value}`,
    coercer: (value) => (isRecord(value) ? Object.fromEntries(Object.keys(value).map((key) => [key, value[key]])) : value),
  });
}

export const SortOrder = enums(['recommended', 'price_low_to_high', 'price_high_to_low']);
export type SortOrder = Infer<typeof SortOrder>;

export const KidsTier = type({
  code: string(),
  name: string(),
  age_from: optional(nullable(number())),
  age_to: optional(nullable(number())),
});

export const KidsSetting = type({
  kids_type: defaulted(string(), 'tiers'),
  accept_type: defaulted(string(), 'accept'),
  shared_bed_type: defaulted(string(), 'none'),
  max_children_per_adult: optional(nullable(integer())),
});

export const DefaultSearchSetting = type({
  yesterday_bookable: defaulted(boolean(), false),
  available_rooms_only: defaulted(boolean(), false),
  checkin_date_offset: defaulted(integer(), DEFAULT_CHECKIN_OFFSET_DAYS),
  adults: defaulted(integer(), DEFAULT_ADULTS),
  sort_order: defaulted(SortOrder, DEFAULT_ORDER),
});

/** GET hotels/{code}/settings/booking_widget — the facility setting of spec section 3. */
export const FacilitySetting = type({
  hotel_id: integer(),
  hotel_code: string(),
  hotel_name: string(),
  hotel_brand_id: defaulted(nullable(integer()), null),
  brand_code: defaulted(nullable(string()), null),
  brand_name: optional(nullable(string())),
  currency: defaulted(string(), FALLBACK_CURRENCY),
  locale: defaulted(nullable(string()), null),
  timezone: optional(nullable(string())),
  /** The hotel's IANA time zone: every date rule counts days there (src/lib/hotelTime.ts). */
  time_zone: optional(nullable(string())),
  booking_widget_type: defaulted(string(), 'hotel'),
  header_mode: defaulted(enums(['logo', 'name', 'custom']), 'name'),
  logo_url: defaulted(nullable(string()), null),
  website_header_html: defaulted(nullable(string()), null),
  website_footer_html: defaulted(nullable(string()), null),
  website_css: defaulted(nullable(string()), null),
  button_colour: FacilityColour,
  header_colour: FacilityColour,
  max_guests_per_room: defaulted(integer(), DEFAULT_MAX_GUESTS_PER_ROOM),
  kids_setting: defaulted(KidsSetting, {}),
  kids_tiers: defaulted(array(KidsTier), []),
  search_type: defaulted(string(), 'dated'),
  plan_search_enabled: defaulted(boolean(), true),
  day_use_search_active: defaulted(boolean(), false),
  multi_rooms_search_enabled: defaulted(boolean(), false),
  multi_rooms_search_limit: defaulted(integer(), 1),
  coupon_active: defaulted(boolean(), false),
  promo_code_enabled: defaulted(boolean(), false),
  default_search_setting: defaulted(DefaultSearchSetting, {}),
  room_search_filters: defaulted(array(string()), []),
  kanji_name_required: defaulted(boolean(), false),
  /** Guest detail fields: do_not_ask, optional or required (spec section 3, field presence setting). */
  guest_detail_fields: defaulted(ownRecord(enums(['do_not_ask', 'optional', 'required'])), {}),
  brand_custom_auth_token_name: defaulted(nullable(string()), null),
  facility_sign_in_enabled: defaulted(boolean(), true),
  reservable_period_months: defaulted(integer(), 12),
  /** The date picker shows the lowest price per date (rooms/price). */
  calendar_prices_enabled: defaulted(boolean(), false),
  first_party_cookie_setting: defaulted(
    type({ status: defaulted(string(), 'disabled'), domain_name: defaulted(nullable(string()), null) }),
    {},
  ),
});
export type FacilitySetting = Infer<typeof FacilitySetting>;

export const FacilitySettingResponse = type({ data: FacilitySetting });
