import { afterEach, describe, expect, it } from 'vitest';
import { bookingCompleted, completedBookingUrl } from '../../../src/features/reservation/afterBooking';
import { takeConfirmationAccess } from '../../../src/features/reservation/confirmationAccess';
import { add, clear, selectedRooms } from '../../../src/features/reservation/selection';

const room = { roomTypeCode: 'STD', roomPlanCode: 'RO', numberOfAdults: 2, numberOfChildren: 0, type: 'rooms' as const, salePrice: 10000, tax: 909, paymentMethods: [] };

describe('after a booking', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    clear();
  });

  it('the credentials leave the address and are kept for this tab; a reload finds them', () => {
    const first = takeConfirmationAccess('R1', '/reservation/confirmation/R1?email=a%40b.jp&bypass_token=tok&code=sakura-tokyo&locale=ja');
    expect(first).toEqual({ access: { email: 'a@b.jp', bypass_token: 'tok' }, cleanUrl: '/reservation/confirmation/R1?code=sakura-tokyo&locale=ja' });
    expect(takeConfirmationAccess('R1', '/reservation/confirmation/R1?code=sakura-tokyo')).toEqual({ access: { email: 'a@b.jp', bypass_token: 'tok' } });
    // Another booking's confirmation is not opened with them.
    expect(takeConfirmationAccess('R2', '/reservation/confirmation/R2?code=sakura-tokyo')).toEqual({ access: {} });
  });

  it('clears the selection and the saved results state, and the checkout steps lead to the confirmation', () => {
    add(room, { roomCount: 5, searchedRooms: 1 });
    localStorage.setItem('bw_browsing_sakura-tokyo', JSON.stringify({ value: { selection: [room] }, expiresAt: Date.now() + 60_000 }));
    expect(completedBookingUrl('sakura-tokyo')).toBeUndefined();
    bookingCompleted('sakura-tokyo', 'R1');
    expect(selectedRooms.value).toEqual([]);
    expect(localStorage.getItem('bw_browsing_sakura-tokyo')).toBeNull();
    expect(completedBookingUrl('sakura-tokyo')).toBe('/reservation/confirmation/R1?code=sakura-tokyo');
    // Rooms chosen again: a new booking, not the old confirmation.
    add(room, { roomCount: 5, searchedRooms: 1 });
    expect(completedBookingUrl('sakura-tokyo')).toBeUndefined();
  });
});
