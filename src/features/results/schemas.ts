// Shapes of the room search (GET hotels/{code}/rooms) and the brand hotel list (GET hotel_brands/{brand}/hotels).
// `type()` ignores fields we do not read; defaults keep an older or leaner server response usable.
import { array, boolean, defaulted, integer, literal, nullable, number, optional, string, type, union, type Infer } from 'superstruct';
import { FALLBACK_CURRENCY } from '../../lib/constants';

const Photos = defaulted(array(string()), []);
const OptionalText = defaulted(nullable(string()), null);

export const MatchedSearchCriteria = type({
  adults_count: integer(),
  children_count: integer(),
  adults_with_companion: defaulted(integer(), 0),
  children_with_kid_tier_A_companion: defaulted(integer(), 0),
});

/** Pricing fields shared by a plan of a room and a room of a plan. */
const Priced = {
  total_price: number(),
  tax: defaulted(number(), 0),
  tax_included: defaulted(boolean(), true),
  payment_methods: defaulted(array(string()), []),
  matched_search_criteria: optional(MatchedSearchCriteria),
  cancellation_policy_id: defaulted(nullable(integer()), null),
  /** Members-only rate: the guest must sign in before booking it. */
  requires_sign_in: defaulted(boolean(), false),
  discount: defaulted(number(), 0),
  coupon: defaulted(nullable(type({ code: string(), name: string() })), null),
  /** Each searched room's own price, in search order; total_price is theirs together. */
  room_prices: defaulted(array(type({ total_price: number(), tax: defaulted(number(), 0), discount: defaulted(number(), 0) })), []),
};

export const RoomPlan = type({
  room_plan_code: string(),
  hotel_plan_code: string(),
  room_plan_name: string(),
  plan_description: OptionalText,
  member_only: defaulted(boolean(), false),
  meal: defaulted(string(), 'none'),
  price_per_night: defaulted(array(type({ date: string(), price: number() })), []),
  ...Priced,
});
export type RoomPlan = Infer<typeof RoomPlan>;

export const Room = type({
  room_type_code: string(),
  room_type_name: string(),
  description: OptionalText,
  photos: Photos,
  room_count: integer(),
  max_guests: integer(),
  size_sqm: defaulted(nullable(number()), null),
  room_plans: array(RoomPlan),
});
export type Room = Infer<typeof Room>;

export const PlanRoom = type({
  room_type_code: string(),
  room_type_name: string(),
  photos: Photos,
  room_count: integer(),
  max_guests: integer(),
  room_plan_code: string(),
  ...Priced,
});
export type PlanRoom = Infer<typeof PlanRoom>;

export const Plan = type({
  hotel_plan_code: string(),
  plan_name: string(),
  plan_description: OptionalText,
  member_only: defaulted(boolean(), false),
  meal: defaulted(string(), 'none'),
  booking_start_date: defaulted(nullable(string()), null),
  lowest_price: number(),
  rooms: array(PlanRoom),
});
export type Plan = Infer<typeof Plan>;

const NextAvailableDate = defaulted(nullable(string()), null);

export const RoomsResult = type({
  type: literal('room'),
  currency: defaulted(string(), FALLBACK_CURRENCY),
  rooms: array(Room),
  next_available_date: NextAvailableDate,
});
export type RoomsResult = Infer<typeof RoomsResult>;

export const PlansResult = type({
  type: literal('plan'),
  currency: defaulted(string(), FALLBACK_CURRENCY),
  plans: array(Plan),
  next_available_date: NextAvailableDate,
});
export type PlansResult = Infer<typeof PlansResult>;

export const SearchResult = union([RoomsResult, PlansResult]);
export type SearchResult = Infer<typeof SearchResult>;
export const SearchResponse = type({ data: SearchResult });

export const BrandHotel = type({
  hotel_id: integer(),
  hotel_code: string(),
  name: string(),
  address: OptionalText,
  photo: OptionalText,
  currency: defaulted(string(), FALLBACK_CURRENCY),
  /** The lowest price for the searched stay; null when nothing is available. */
  lowest_price: defaulted(nullable(number()), null),
});
export type BrandHotel = Infer<typeof BrandHotel>;

export const BrandHotels = type({
  brand_code: string(),
  brand_name: OptionalText,
  hotels: array(BrandHotel),
});
export type BrandHotels = Infer<typeof BrandHotels>;
export const BrandHotelsResponse = type({ data: BrandHotels });
