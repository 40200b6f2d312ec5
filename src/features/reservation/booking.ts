// The payment step's rules and call: which methods the rooms allow, the booking body, and POST hotels/{code}/reservations
// with the attempt's Idempotency-Key (bookingAttempt.ts, shared with the 3D Secure return page).
import { nullable, optional, string, type, type Infer } from 'superstruct';
import { api } from '../../api';
import { Reservation } from './bookingApi';
import type { CheckoutGuestDetail } from './checkout';
import type { ExtraOrder } from './extras';
import { PAYMENT_METHODS, type PaymentMethod } from './payment';
import type { Answer } from './questions';
import type { SelectedRoom } from './selection';

export { attemptKey, browser, confirmationUrl, endAttempt, rememberPendingBooking, resultsUrl, threeDsReturnUrl } from './bookingAttempt';

/** The methods every selected room's plan allows (spec section 3's nine, in its order); a room naming none does not constrain. */
export function commonPaymentMethods(rooms: readonly SelectedRoom[]): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => rooms.every((room) => !room.paymentMethods.length || room.paymentMethods.includes(method)));
}


// ---- the body (server/README.md, POST hotels/{code}/reservations)

export interface BookingInput {
  stay: { checkin?: string; checkout?: string };
  rooms: readonly SelectedRoom[];
  guest: CheckoutGuestDetail;
  paymentMethod: PaymentMethod;
  answers: readonly Answer[];
  attachmentIds: readonly string[];
  extras: readonly (ExtraOrder & { price?: number })[];
  cardToken?: string;
  /** Points the signed-in member spends on this booking (1 point = 1 unit of the currency). */
  spendingPoint?: number;
  locale: string;
  returnUrl: string;
}

const filled = (value: string | null | undefined) => (value && value.trim() ? value.trim() : undefined);

export function bookingBody(input: BookingInput) {
  const { guest } = input;
  let unit = 0;
  const rooms = input.rooms.flatMap((room) =>
    Array.from({ length: room.quantity }, () => {
      // A room with its own guest (someone else) names them; a room the booker stays in names no guest, and the
      // hotel takes the booker's names (with kana).
      const entry = guest.room_guests?.[unit];
      const named = entry && (filled(entry.first_name) || filled(entry.last_name)) ? entry : undefined;
      unit++;
      return {
        room_type_code: room.roomTypeCode,
        room_plan_code: room.roomPlanCode,
        adults: room.numberOfAdults,
        children: room.numberOfChildren,
        ...room.guests,
        payment_method: input.paymentMethod,
        ...(named
          ? {
              guest: {
                first_name: filled(named.first_name) ?? null,
                last_name: filled(named.last_name) ?? null,
                first_name_kana: filled(named.first_name_kana) ?? null,
                last_name_kana: filled(named.last_name_kana) ?? null,
              },
            }
          : {}),
      };
    }),
  );
  const coupon = filled(guest.coupon_code) ?? input.rooms.find((room) => room.couponCode)?.couponCode;
  const promo = input.rooms.find((room) => room.promotionID)?.promotionID;
  return {
    checkin_date: input.stay.checkin,
    checkout_date: input.stay.checkout,
    rooms,
    guest: {
      first_name: filled(guest.first_name),
      last_name: filled(guest.last_name),
      first_name_kana: filled(guest.first_name_kana) ?? null,
      last_name_kana: filled(guest.last_name_kana) ?? null,
      email: filled(guest.email),
      email_confirmation: filled(guest.email_confirmation),
      phone: filled(guest.phone),
      booking_for_someone_else: guest.booking_for_someone_else,
      notes: filled(guest.notes) ?? null,
    },
    payment_method: input.paymentMethod,
    ...(input.cardToken ? { card_token: input.cardToken } : {}),
    ...(input.spendingPoint ? { spending_point: input.spendingPoint } : {}),
    ...(coupon ? { coupon_code: coupon } : {}),
    ...(promo ? { promo_code: promo } : {}),
    extras: input.extras
      .filter((order) => order.quantity > 0)
      .map((order) => ({ id: order.extra_id, quantity: order.quantity, ...(order.delivered_at ? { delivered_at: order.delivered_at } : {}), ...(order.price !== undefined ? { price: order.price } : {}) })),
    answers: input.answers.map((answer) => ({
      additional_question_id: answer.question_id,
      ...(answer.text != null ? { text: answer.text } : {}),
      ...(answer.rooms
        ? {
            rooms: answer.rooms.map((room, index) => {
              const { adults: _adults, reservation_hotel_room_id: _id, ...times } = room;
              return { room_index: index, ...Object.fromEntries(Object.entries(times).filter(([, value]) => value != null)) };
            }),
          }
        : {}),
    })),
    attachment_ids: [...input.attachmentIds],
    locale: input.locale,
    three_d_secure_return_url: input.returnUrl,
  };
}
export type BookingBody = ReturnType<typeof bookingBody>;

const Next = type({ type: string(), url: string(), expires_at: optional(nullable(string())) });
const BookingResponse = type({
  data: type({ reservation: type({ ...Reservation.schema, bypass_token: optional(nullable(string())) }), next: optional(nullable(Next)) }),
});
export type BookingResult = Infer<typeof BookingResponse>['data'];

/** POST hotels/{code}/reservations through the request policy, with the attempt's Idempotency-Key. */
export async function createReservation(code: string, body: BookingBody, idempotencyKey: string, signal?: AbortSignal): Promise<BookingResult> {
  const res = await api().post(`hotels/${encodeURIComponent(code)}/reservations`, body, { headers: { 'Idempotency-Key': idempotencyKey }, schema: BookingResponse, signal });
  return res.data;
}
