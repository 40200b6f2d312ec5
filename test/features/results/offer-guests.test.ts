import { describe, expect, it } from 'vitest';
import { selectableOffer } from '../../../src/features/results/Offer';
import { bookingBody } from '../../../src/features/reservation/booking';

const plan = {
  room_plan_code: 'STD-BB',
  total_price: 20000,
  tax: 1818,
  payment_methods: ['on_site'],
  // The server adds up all searched rooms here.
  matched_search_criteria: { adults_count: 3, children_count: 1, adults_with_companion: 0, children_with_kid_tier_A_companion: 0 },
  coupon: null,
};
const rooms = [
  { adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1 }] },
  { adults: 1, children: 0 },
];
const context = { searchedRooms: 2, adults: 2, children: 1, rooms };

describe('a chosen room books the guests of the searched room it is for', () => {
  it('the first room chosen takes the first searched room, kids tiers included', () => {
    const offer = selectableOffer('rooms', 'STD', plan as never, context, {}, 0);
    expect(offer).toMatchObject({ numberOfAdults: 2, numberOfChildren: 1, guests: { kids_tiers: [{ code: 'B', children: 1 }] } });
  });

  it('the second room chosen takes the second searched room, not the total of all rooms', () => {
    const offer = selectableOffer('rooms', 'STD', plan as never, context, {}, 1);
    expect(offer).toMatchObject({ numberOfAdults: 1, numberOfChildren: 0 });
    expect(offer.guests).toBeUndefined();
  });

  it('each chosen room costs its own searched room’s price, not the offer’s total for all rooms', () => {
    const priced = { ...plan, discount: 2000, room_prices: [{ total_price: 12600, tax: 1145, discount: 1400 }, { total_price: 7400, tax: 672, discount: 600 }] };
    expect(selectableOffer('rooms', 'STD', priced as never, context, {}, 0)).toMatchObject({ salePrice: 12600, tax: 1145, discount: 1400 });
    expect(selectableOffer('rooms', 'STD', priced as never, context, {}, 1)).toMatchObject({ salePrice: 7400, tax: 672, discount: 600 });
  });

  it('a server without room prices: each room takes an even share of the total', () => {
    expect(selectableOffer('rooms', 'STD', plan as never, context, {}, 0)).toMatchObject({ salePrice: 10000, tax: 909 });
    expect(selectableOffer('rooms', 'STD', plan as never, { ...context, searchedRooms: 1, rooms: [rooms[0]!] }, {}, 0)).toMatchObject({ salePrice: 20000, tax: 1818 });
  });

  it('the booking sends each room with its kids tiers', () => {
    const room = { ...selectableOffer('rooms', 'STD', plan as never, context, {}, 0), quantity: 1 };
    const body = bookingBody({
      stay: { checkin: '2030-01-01', checkout: '2030-01-02' },
      rooms: [room],
      guest: { first_name: 'Aiko', last_name: 'Sato', email: 'a@example.com', email_confirmation: 'a@example.com', booking_for_someone_else: false } as never,
      paymentMethod: 'on_site',
      answers: [],
      attachmentIds: [],
      extras: [],
      locale: 'en',
      returnUrl: 'http://x/reservation/3ds-return',
    });
    expect(body.rooms[0]).toMatchObject({ adults: 2, children: 1, kids_tiers: [{ code: 'B', children: 1 }] });
  });
});
