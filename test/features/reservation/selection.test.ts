import { afterEach, describe, expect, it } from 'vitest';
import {
  add,
  applyingAfterCoupon,
  checkoutStep,
  clear,
  decrement,
  keepSelectionFor,
  quantityOf,
  selectedCount,
  selectedRooms,
  selectedTotal,
  selectionRefusal,
  setCheckoutStep,
  setUpdateMode,
  updateMode,
  type SelectableRoom,
} from '../../../src/features/reservation';
import { CHECKOUT_STEP_KEY } from '../../../src/features/reservation/selection';

function offer(overrides: Partial<SelectableRoom> = {}): SelectableRoom {
  return { roomTypeCode: 'TWN', roomPlanCode: 'TWN-RO', numberOfAdults: 2, numberOfChildren: 0, type: 'rooms', salePrice: 30000, tax: 2700, paymentMethods: ['on_site', 'credit_card'], ...overrides };
}
const roomy = { roomCount: 10, searchedRooms: 10 };

afterEach(() => {
  clear();
  setUpdateMode(false);
  sessionStorage.clear();
});

describe('selected rooms (spec sections 3 and 4)', () => {
  it('a count per room, plan and guest combination', () => {
    add(offer(), roomy);
    add(offer(), roomy);
    add(offer({ numberOfAdults: 1 }), roomy);
    add(offer({ roomPlanCode: 'TWN-BB' }), roomy);
    expect(selectedRooms.value.map((r) => [r.roomPlanCode, r.numberOfAdults, r.quantity])).toEqual([
      ['TWN-RO', 2, 2],
      ['TWN-RO', 1, 1],
      ['TWN-BB', 2, 1],
    ]);
    expect(quantityOf(offer())).toBe(2);
    expect(selectedRooms.value[0]).toMatchObject({ roomTypeCode: 'TWN', numberOfChildren: 0, type: 'rooms', salePrice: 30000, tax: 2700 });
  });

  it('decremented with a floor of 0, removing the combination at 0', () => {
    add(offer(), roomy);
    add(offer(), roomy);
    decrement(offer());
    expect(quantityOf(offer())).toBe(1);
    decrement(offer());
    expect(selectedRooms.value).toEqual([]);
    decrement(offer());
    expect(quantityOf(offer())).toBe(0);
    expect(selectedRooms.value).toEqual([]);
  });

  it('cleared', () => {
    add(offer(), roomy);
    add(offer({ roomTypeCode: 'STE', roomPlanCode: 'STE-RO' }), roomy);
    clear();
    expect(selectedRooms.value).toEqual([]);
    expect(selectedCount.value).toBe(0);
  });

  it('a computed total and count', () => {
    add(offer(), roomy);
    add(offer(), roomy);
    add(offer({ roomTypeCode: 'STE', roomPlanCode: 'STE-RO', salePrice: 52000 }), roomy);
    expect(selectedCount.value).toBe(3);
    expect(selectedTotal.value).toBe(112000);
  });

  it("limited by the room's room_count and by the searched room count", () => {
    expect(add(offer(), { roomCount: 1, searchedRooms: 3 })).toBeUndefined();
    // Plans of one room type share its rooms.
    expect(add(offer({ roomPlanCode: 'TWN-BB' }), { roomCount: 1, searchedRooms: 3 })).toEqual({ key: 'limit' });
    expect(add(offer({ roomTypeCode: 'STE', roomPlanCode: 'STE-RO' }), { roomCount: 5, searchedRooms: 2 })).toBeUndefined();
    expect(add(offer({ roomTypeCode: 'DBL', roomPlanCode: 'DBL-RO' }), { roomCount: 5, searchedRooms: 2 })).toEqual({ key: 'limit' });
    expect(selectedCount.value).toBe(2);
  });

  it('rooms in one booking must share a payment method', () => {
    add(offer({ paymentMethods: ['on_site', 'credit_card'] }), roomy);
    add(offer({ roomTypeCode: 'STE', roomPlanCode: 'STE-CC', paymentMethods: ['credit_card'] }), roomy);
    // On site only: nothing in common with the card-only room already chosen.
    const refused = add(offer({ roomTypeCode: 'DBL', roomPlanCode: 'DBL-OS', paymentMethods: ['on_site'] }), roomy);
    expect(refused).toEqual({ key: 'errors.payment_method_mismatch' });
    expect(selectionRefusal.value).toEqual({ key: 'errors.payment_method_mismatch' });
    expect(selectedCount.value).toBe(2);
    // A room that can be paid by card is fine, and the message goes away.
    expect(add(offer({ roomTypeCode: 'DBL', roomPlanCode: 'DBL-CC', paymentMethods: ['credit_card', 'bank_transfer'] }), roomy)).toBeUndefined();
    expect(selectionRefusal.value).toBeUndefined();
  });

  it('a new search clears the selection; the same search keeps it', () => {
    keepSelectionFor('stay-a');
    add(offer(), roomy);
    keepSelectionFor('stay-a');
    expect(selectedCount.value).toBe(1);
    keepSelectionFor('stay-b');
    expect(selectedCount.value).toBe(0);
  });

  it('update mode and applying-after-coupon flags exist (the latter cleared when update mode ends)', () => {
    setUpdateMode(true);
    applyingAfterCoupon.value = true;
    expect(updateMode.value).toBe(true);
    setUpdateMode(true);
    expect(applyingAfterCoupon.value).toBe(true);
    setUpdateMode(false);
    expect(applyingAfterCoupon.value).toBe(false);
  });

  it('the checkout step counter is stored', () => {
    setCheckoutStep(2);
    expect(checkoutStep.value).toBe(2);
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_STEP_KEY)!)).toBe(2);
    setCheckoutStep(-1);
    expect(checkoutStep.value).toBe(0);
  });
});
