// Telling the hotel's page and its analytics that a booking is complete: once per confirmation number,
// so a reload of the confirmation page does not count the booking twice. Never personal data.
import { isFramed, postToParent } from '../../app/frame';
import { readStored, writeStored } from '../../lib/storage';
import type { Reservation } from './bookingApi';

/** What `booking:completed` carries (the event, the parent-frame message): numbers and codes only. */
export interface CompletedDetail {
  confirmation_number: string;
  hotel_code: string;
  total: number;
  currency: string;
}

const announcedKey = (confirmationNumber: string) => `bw_completed_${confirmationNumber}`;

/** The GA4 `purchase` event: one item per room type and plan, counted. */
export function purchaseEvent(reservation: Reservation, currency: string) {
  const items = new Map<string, { item_id: string; item_category: string; item_variant: string; quantity: number }>();
  for (const room of reservation.rooms) {
    const id = `${room.room_type_code}:${room.room_plan_code}`;
    const item = items.get(id) ?? { item_id: id, item_category: room.room_type_code, item_variant: room.room_plan_code, quantity: 0 };
    item.quantity += 1;
    items.set(id, item);
  }
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: reservation.confirmation_number,
      affiliation: reservation.hotel_code,
      value: reservation.price.total,
      tax: reservation.price.tax + reservation.price.accommodation_tax,
      currency,
      items: [...items.values()],
    },
  };
}

/** Dispatches `booking:completed`, tells a parent frame, and pushes `purchase` to an existing dataLayer: once. */
export function announceCompletion(reservation: Reservation, currency: string): boolean {
  const key = announcedKey(reservation.confirmation_number);
  if (readStored<boolean>(key, 'session')) return false;
  writeStored(key, true, 'session');
  const detail: CompletedDetail = {
    confirmation_number: reservation.confirmation_number,
    hotel_code: reservation.hotel_code,
    total: reservation.price.total,
    currency,
  };
  dispatchEvent(new CustomEvent('booking:completed', { detail }));
  if (isFramed()) postToParent({ type: 'booking:completed', ...detail });
  const layer = (window as unknown as { dataLayer?: unknown }).dataLayer;
  if (Array.isArray(layer)) layer.push(purchaseEvent(reservation, currency));
  return true;
}
