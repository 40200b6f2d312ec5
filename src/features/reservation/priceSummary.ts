// One computation of what a stay costs, for the one summary every step shows (guest details, payment,
// confirmation): each room's rate per night × nights, then the adjustments that are not zero, the total with the
// tax it includes, and what is paid now and at the hotel. The checkout steps feed it the chosen rooms; the
// confirmation feeds it the booking the hotel stored, so the three agree to the unit of the currency.
import type { PriceBreakdown, Reservation } from './bookingApi';
import { roomsSum, type SelectedRoom } from './selection';

export interface SummaryRoom {
  name: string;
  plan: string;
  roomPlanCode: string;
  adults: number;
  children: number;
  /** One room for the whole stay, before any discount (unknown when a stored booking does not say). */
  amount?: number;
}

export type SummaryRowKey = 'room_rate' | 'discount' | 'service_fee' | 'accommodation_tax' | 'tax_added' | 'extras' | 'points';

export interface SummaryInput {
  rooms: SummaryRoom[];
  nights: number;
  /** The room rate as the hotel states it (a stored booking); else the rooms' sum. */
  roomRate?: number;
  discount?: number;
  extras?: number;
  points?: number;
  serviceFee?: number;
  accommodationTax?: number;
  /** The tax the total includes. */
  tax: number;
  /** False when the hotel adds the tax to the prices (a stored booking whose total is the rows plus the tax). */
  taxIncluded?: boolean;
  /** Share of the total paid online; undefined when the guest has not chosen how to pay yet. */
  depositPercent?: number;
  /** What is left to pay at the hotel, when the hotel has said (a stored booking). */
  remaining?: number;
}

export interface PriceSummaryModel {
  rooms: (SummaryRoom & { perNight?: number; exact: boolean })[];
  nights: number;
  /** Rows that are not zero, signed as they count (savings negative). */
  rows: { key: SummaryRowKey; amount: number }[];
  total: number;
  tax: number;
  /** Paid online now, and at the hotel; undefined until the payment method is known. */
  payNow?: number;
  payAtHotel?: number;
}

export function summarize(input: SummaryInput): PriceSummaryModel {
  const nights = Math.max(1, input.nights);
  const rooms = input.rooms.map((room) => ({
    ...room,
    ...(room.amount !== undefined ? { perNight: Math.round(room.amount / nights) } : {}),
    // Nights may cost different amounts (¥9,600 + ¥10,100 is not "¥9,850 × 2 nights"): over one night the rate
    // per night is called an average, since the selection does not carry the price of each night.
    exact: room.amount !== undefined && nights === 1,
  }));
  const roomRate = input.roomRate ?? input.rooms.reduce((sum, room) => sum + (room.amount ?? 0), 0);
  const all: PriceSummaryModel['rows'] = [
    { key: 'room_rate', amount: roomRate },
    { key: 'discount', amount: -(input.discount ?? 0) },
    { key: 'service_fee', amount: input.serviceFee ?? 0 },
    { key: 'accommodation_tax', amount: input.accommodationTax ?? 0 },
    { key: 'tax_added', amount: input.taxIncluded === false ? input.tax : 0 },
    { key: 'extras', amount: input.extras ?? 0 },
    { key: 'points', amount: -(input.points ?? 0) },
  ];
  const total = all.reduce((sum, row) => sum + row.amount, 0);
  // The room rate is the first row even alone: the total reads as the sum of what is listed.
  const rows = all.filter((row) => row.amount !== 0 || row.key === 'room_rate');
  let payNow: number | undefined;
  let payAtHotel: number | undefined;
  if (input.remaining !== undefined) {
    payAtHotel = input.remaining;
    payNow = total - input.remaining;
  } else if (input.depositPercent !== undefined) {
    payNow = Math.floor((total * input.depositPercent) / 100);
    payAtHotel = total - payNow;
  }
  return { rooms, nights: input.nights, rows, total, tax: input.taxIncluded === false ? 0 : input.tax, ...(payNow !== undefined ? { payNow, payAtHotel } : {}) };
}

/** The tax included in a price at the rate the rooms' own prices and taxes show (rounded down, as the hotel does). */
export function includedTax(amount: number, rooms: readonly SelectedRoom[]): number {
  const price = roomsSum(rooms, 'salePrice');
  const tax = roomsSum(rooms, 'tax');
  if (!(price > tax && tax > 0)) return tax;
  const rate = Math.round((100 * tax) / (price - tax));
  return Math.floor((amount * rate) / (100 + rate));
}

/** The chosen rooms, one per booked room, priced before their saving. */
export function selectionInput(rooms: readonly SelectedRoom[], nights: number, adjustments: { extras?: number; points?: number; depositPercent?: number }): SummaryInput {
  const discount = roomsSum(rooms, 'discount');
  const extras = adjustments.extras ?? 0;
  return {
    rooms: rooms.flatMap((room) =>
      Array.from({ length: room.quantity }, () => ({
        name: room.roomTypeName ?? room.roomTypeCode,
        plan: room.roomPlanName ?? room.roomPlanCode,
        roomPlanCode: room.roomPlanCode,
        adults: room.numberOfAdults,
        children: room.numberOfChildren,
        amount: room.salePrice + (room.discount ?? 0),
      })),
    ),
    nights,
    discount,
    extras,
    points: adjustments.points ?? 0,
    // The hotel's tax is that of the price before points (rooms after their saving, with the extras).
    tax: includedTax(roomsSum(rooms, 'salePrice') + extras, rooms),
    depositPercent: adjustments.depositPercent,
  };
}

/** The booking as the hotel stored it. */
export function reservationInput(reservation: Reservation, nights: number): SummaryInput {
  const price: PriceBreakdown = reservation.price;
  const rows = price.room_rate - price.discount + price.service_fee + price.accommodation_tax + price.extras - price.point_discount;
  return {
    // A total that is the rows plus the tax: the tax was added, not included.
    taxIncluded: !(price.tax > 0 && rows !== price.total && rows + price.tax === price.total),
    rooms: reservation.rooms.map((room) => ({
      name: room.room_type_name || room.room_type_code,
      plan: room.room_plan_name || room.room_plan_code,
      roomPlanCode: room.room_plan_code,
      adults: room.adults,
      children: room.children,
      ...(room.total_price ?? room.price) != null ? { amount: (room.total_price ?? room.price)! + (room.discount ?? 0) } : {},
    })),
    nights,
    roomRate: price.room_rate,
    discount: price.discount,
    serviceFee: price.service_fee,
    accommodationTax: price.accommodation_tax,
    extras: price.extras,
    points: price.point_discount,
    tax: price.tax,
    remaining: price.remaining_amount,
  };
}
