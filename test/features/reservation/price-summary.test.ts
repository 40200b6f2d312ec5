import { describe, expect, it } from 'vitest';
import { reservationInput, selectionInput, summarize } from '../../../src/features/reservation/priceSummary';
import type { SelectedRoom } from '../../../src/features/reservation/selection';
import { Reservation } from '../../../src/features/reservation/bookingApi';
import { create } from 'superstruct';
import { reservation } from './after-checkout-fixtures';

const room = (overrides: Partial<SelectedRoom> = {}): SelectedRoom => ({
  roomTypeCode: 'TWN',
  roomPlanCode: 'TWN-RO',
  roomTypeName: 'Twin',
  roomPlanName: 'Room only',
  numberOfAdults: 2,
  numberOfChildren: 0,
  quantity: 1,
  type: 'rooms',
  salePrice: 30000,
  tax: 2727,
  paymentMethods: ['on_site', 'credit_card'],
  ...overrides,
});

describe('the one price summary', () => {
  it('hides zero rows: a plain stay is its room rate and the total with the tax it includes', () => {
    const model = summarize(selectionInput([room()], 2, {}));
    expect(model.rows).toEqual([{ key: 'room_rate', amount: 30000 }]);
    expect(model.total).toBe(30000);
    expect(model.tax).toBe(2727);
    // Two nights: ¥30,000 may be ¥14,000 + ¥16,000, so ¥15,000 a night is an average, never stated as each night's rate.
    expect(model.rooms[0]).toMatchObject({ name: 'Twin', plan: 'Room only', adults: 2, perNight: 15000, exact: false });
    expect(summarize(selectionInput([room()], 1, {})).rooms[0]).toMatchObject({ perNight: 30000, exact: true });
    // No payment method chosen and methods that differ in what they charge now: no split yet.
    expect(model.payNow).toBeUndefined();
  });

  it('discounts, extras and points are signed rows; the total adds them up', () => {
    const model = summarize(selectionInput([room({ salePrice: 27000, discount: 3000, tax: 2454 })], 2, { extras: 5000, points: 1000 }));
    expect(model.rows).toEqual([
      { key: 'room_rate', amount: 30000 },
      { key: 'discount', amount: -3000 },
      { key: 'extras', amount: 5000 },
      { key: 'points', amount: -1000 },
    ]);
    expect(model.total).toBe(31000);
    // The hotel's tax is that of the price before points, at the rooms' own rate (10 %): floor(32000 × 10 / 110).
    expect(model.tax).toBe(2909);
  });

  it('splits what is paid now and at the hotel by the payment method: a deposit, a card, at the hotel', () => {
    const input = selectionInput([room(), room({ roomTypeCode: 'STE', salePrice: 45001, quantity: 1 })], 1, {});
    expect(summarize({ ...input, depositPercent: 30 })).toMatchObject({ total: 75001, payNow: 22500, payAtHotel: 52501 });
    expect(summarize({ ...input, depositPercent: 100 })).toMatchObject({ payNow: 75001, payAtHotel: 0 });
    expect(summarize({ ...input, depositPercent: 0 })).toMatchObject({ payNow: 0, payAtHotel: 75001 });
  });

  it('one line per booked room, with an average rate per night when the nights differ in price', () => {
    const model = summarize(selectionInput([room({ quantity: 2, salePrice: 30001 })], 3, {}));
    expect(model.rooms).toHaveLength(2);
    expect(model.rooms[0]).toMatchObject({ amount: 30001, perNight: 10000, exact: false });
  });

  it('the confirmation reads the stored breakdown: its rows, its total, what was paid and what is left', () => {
    const stored = create(reservation({ price: { room_rate: 60000, extras: 2000, service_fee: 0, tax: 5636, accommodation_tax: 0, discount: 0, point_discount: 0, subtotal: 62000, total: 62000, deposit_percentage: 30, remaining_amount: 43400 } }), Reservation);
    const model = summarize(reservationInput(stored, 2));
    expect(model.rows).toEqual([
      { key: 'room_rate', amount: 60000 },
      { key: 'extras', amount: 2000 },
    ]);
    expect(model).toMatchObject({ total: 62000, tax: 5636, payNow: 18600, payAtHotel: 43400 });
  });
});
