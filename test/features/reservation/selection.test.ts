import { afterEach, describe, expect, it } from 'vitest';
import {
  add,
  applyingAfterCoupon,
  checkoutStep,
  choiceFor,
  choose,
  clear,
  decrement,
  everyRoomChosen,
  keepSelectionFor,
  quantityOf,
  removeSearchedRoom,
  roomsWithoutChoice,
  selectedCount,
  selectedRooms,
  selectedTotal,
  selectionRefusal,
  setCheckoutStep,
  setUpdateMode,
  unchoose,
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

describe('choosing room by room (issue 10: a multi-room search books every searched room)', () => {
  it('one choice per searched room, each at its own guests and price, kept in the order of the searched rooms', () => {
    expect(choose(offer({ numberOfAdults: 2, salePrice: 20000 }), 5, 1)).toBeUndefined();
    expect(choose(offer({ roomTypeCode: 'STE', roomPlanCode: 'STE-RO', numberOfAdults: 2, numberOfChildren: 1, salePrice: 41000 }), 5, 0)).toBeUndefined();
    expect(selectedRooms.value.map((r) => [r.searchedRoom, r.roomTypeCode, r.quantity, r.numberOfChildren])).toEqual([
      [0, 'STE', 1, 1],
      [1, 'TWN', 1, 0],
    ]);
    expect(selectedTotal.value).toBe(61000);
    expect(choiceFor(0)?.roomTypeCode).toBe('STE');
  });

  it('the same offer for two rooms with the same guests is two rooms, not one', () => {
    choose(offer(), 5, 0);
    choose(offer(), 5, 1);
    expect(selectedCount.value).toBe(2);
    expect(selectedRooms.value.map((r) => r.searchedRoom)).toEqual([0, 1]);
  });

  it('choosing again for a room replaces that room\'s choice and leaves the others', () => {
    choose(offer(), 5, 0);
    choose(offer({ roomTypeCode: 'STE', roomPlanCode: 'STE-RO' }), 5, 1);
    choose(offer({ roomPlanCode: 'TWN-BB', salePrice: 34000 }), 5, 0);
    expect(selectedRooms.value.map((r) => [r.searchedRoom, r.roomPlanCode])).toEqual([
      [0, 'TWN-BB'],
      [1, 'STE-RO'],
    ]);
    expect(selectedCount.value).toBe(2);
  });

  it('with one room searched, Select on another offer replaces the choice', () => {
    choose(offer(), 5);
    expect(choose(offer({ roomTypeCode: 'STE', roomPlanCode: 'STE-RO', salePrice: 52000 }), 5)).toBeUndefined();
    expect(selectedRooms.value.map((r) => r.roomPlanCode)).toEqual(['STE-RO']);
    expect(selectedTotal.value).toBe(52000);
    expect(everyRoomChosen(1)).toBe(true);
  });

  it('Book opens only when every searched room has a choice', () => {
    expect(everyRoomChosen(2)).toBe(false);
    expect(roomsWithoutChoice(2)).toEqual([0, 1]);
    choose(offer(), 5, 0);
    expect(everyRoomChosen(2)).toBe(false);
    expect(roomsWithoutChoice(2)).toEqual([1]);
    choose(offer(), 5, 1);
    expect(everyRoomChosen(2)).toBe(true);
    unchoose(0);
    expect(roomsWithoutChoice(2)).toEqual([0]);
    expect(everyRoomChosen(1)).toBe(false);
  });

  it("limited by the room type's rooms left over the other rooms' choices; a replaced choice frees its room", () => {
    choose(offer(), 1, 0);
    expect(choose(offer({ roomPlanCode: 'TWN-BB' }), 1, 1)).toEqual({ key: 'limit' });
    expect(selectionRefusal.value).toEqual({ key: 'limit' });
    expect(choiceFor(1)).toBeUndefined();
    // The same room again for room 1 (another plan) is a change, not one more room.
    expect(choose(offer({ roomPlanCode: 'TWN-BB' }), 1, 0)).toBeUndefined();
    expect(selectionRefusal.value).toBeUndefined();
  });

  it('rooms in one booking must share a payment method; the refused choice changes nothing', () => {
    choose(offer({ roomTypeCode: 'STE', roomPlanCode: 'STE-CC', paymentMethods: ['credit_card'] }), 5, 0);
    expect(choose(offer({ roomTypeCode: 'DBL', roomPlanCode: 'DBL-OS', paymentMethods: ['on_site'] }), 5, 1)).toEqual({ key: 'errors.payment_method_mismatch' });
    expect(selectedRooms.value.map((r) => r.roomPlanCode)).toEqual(['STE-CC']);
    // With one room searched there is nothing to share with: the choice is replaced.
    expect(choose(offer({ roomTypeCode: 'DBL', roomPlanCode: 'DBL-OS', paymentMethods: ['on_site'] }), 5, 0)).toBeUndefined();
  });

  it('a room taken out of the search: the other rooms keep their choices, renumbered, under the new search', () => {
    keepSelectionFor('three-rooms');
    choose(offer({ roomPlanCode: 'A' }), 5, 0);
    choose(offer({ roomPlanCode: 'C' }), 5, 2);
    removeSearchedRoom(1, 'two-rooms');
    keepSelectionFor('two-rooms');
    expect(selectedRooms.value.map((r) => [r.searchedRoom, r.roomPlanCode])).toEqual([
      [0, 'A'],
      [1, 'C'],
    ]);
    expect(everyRoomChosen(2)).toBe(true);
  });
});
