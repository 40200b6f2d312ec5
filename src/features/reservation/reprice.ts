// A coupon typed on the guest detail step changes what the chosen rooms cost. Before the guest pays, each chosen
// room is priced again through the room search (the same call the results made) with that coupon, so the payment
// step shows the price the booking will be charged, and "the price became cheaper / more expensive" when it moved.
import { array, defaulted, nullable, number, string, type } from 'superstruct';
import { api } from '../../api';
import { roomsSum, type SelectedRoom } from './selection';

const PricedPlan = type({
  room_plan_code: string(),
  total_price: number(),
  tax: defaulted(number(), 0),
  discount: defaulted(number(), 0),
  coupon: defaulted(nullable(type({ code: string() })), null),
});
const RepriceResponse = type({
  data: type({ rooms: defaulted(array(type({ room_type_code: string(), room_plans: defaulted(array(PricedPlan), []) })), []) }),
});

export interface PriceChange {
  before: number;
  after: number;
}

type Stay = { checkin?: string; checkout?: string };

/** One room of these guests, for the stay, limited to the room's plan: the search prices exactly this room. */
function searchParams(room: SelectedRoom, stay: Stay, coupon: string | undefined) {
  return {
    rooms: [{ checkin_date: stay.checkin, checkout_date: stay.checkout, adults: room.numberOfAdults, children: room.numberOfChildren, ...room.guests }],
    type: 'room',
    room_type_codes: [room.roomTypeCode],
    room_plan_codes: [room.roomPlanCode],
    // The room is not held yet: a price is wanted even when the last one is being booked elsewhere (the booking re-checks).
    is_including_occupied: true,
    ...room.search,
    ...(room.promotionID ? { promo_code: room.promotionID } : {}),
    ...(coupon ? { coupon_code: coupon } : {}),
  };
}

/**
 * The chosen rooms priced with `coupon` (none: without one). A coupon the hotel refuses throws the search's ApiError
 * (1500 with its reason: invalid, expired, limit reached, max nights). A room the search no longer offers keeps its
 * price: the booking itself will say why it cannot be booked.
 */
export async function repriceWithCoupon(code: string, stay: Stay, rooms: readonly SelectedRoom[], coupon: string | undefined, signal?: AbortSignal): Promise<{ rooms: SelectedRoom[]; change?: PriceChange }> {
  const path = `hotels/${encodeURIComponent(code)}/rooms`;
  // Rooms of one plan for the same guests cost the same: one search each.
  const keyOf = (room: SelectedRoom) => JSON.stringify([room.roomTypeCode, room.roomPlanCode, room.numberOfAdults, room.numberOfChildren, room.guests ?? null, room.promotionID ?? null]);
  const searches = new Map<string, Promise<(typeof PricedPlan)['TYPE'] | undefined>>();
  for (const room of rooms) {
    const key = keyOf(room);
    if (searches.has(key)) continue;
    searches.set(
      key,
      api()
        .get(path, { params: searchParams(room, stay, coupon), schema: RepriceResponse, signal })
        .then((body) => body.data.rooms.find((r) => r.room_type_code === room.roomTypeCode)?.room_plans.find((p) => p.room_plan_code === room.roomPlanCode)),
    );
  }
  const priced = new Map(await Promise.all([...searches].map(async ([key, found]) => [key, await found] as const)));
  const repriced = rooms.map((room): SelectedRoom => {
    const plan = priced.get(keyOf(room));
    if (!plan) return room;
    const { discount: _discount, couponCode: _coupon, ...rest } = room;
    return { ...rest, salePrice: plan.total_price, tax: plan.tax, ...(plan.discount ? { discount: plan.discount } : {}), ...(plan.coupon ? { couponCode: plan.coupon.code } : {}) };
  });
  const before = roomsSum(rooms, 'salePrice');
  const after = roomsSum(repriced, 'salePrice');
  return { rooms: repriced, ...(before !== after ? { change: { before, after } } : {}) };
}
