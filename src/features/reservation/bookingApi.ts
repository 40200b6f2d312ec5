// Reading a booking after checkout: the reservation (GET hotels/{code}/reservations/{number}) and a payment link
// (GET hotels/{code}/payment_transactions/{number}). `type()` ignores fields we do not read; defaults keep a leaner
// server answer usable.
import { array, defaulted, enums, integer, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { api } from '../../api';

const Amount = defaulted(number(), 0);
const OptionalText = defaulted(nullable(string()), null);

export const RESERVATION_STATUSES = ['done', 'pending_3ds', 'cancelled', 'failed'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const PriceBreakdown = type({
  room_rate: Amount,
  extras: Amount,
  service_fee: Amount,
  tax: Amount,
  accommodation_tax: Amount,
  discount: Amount,
  point_discount: Amount,
  subtotal: Amount,
  total: Amount,
  /** "Deposit is a percentage." 0 when the whole stay is paid at once. */
  deposit_percentage: Amount,
  remaining_amount: Amount,
});
export type PriceBreakdown = Infer<typeof PriceBreakdown>;

export const ReservedRoom = type({
  room_type_code: string(),
  room_type_name: optional(nullable(string())),
  room_plan_code: string(),
  room_plan_name: optional(nullable(string())),
  adults: defaulted(integer(), 0),
  children: defaulted(integer(), 0),
  price: optional(nullable(number())),
  total_price: optional(nullable(number())),
  discount: optional(nullable(number())),
});
export type ReservedRoom = Infer<typeof ReservedRoom>;

export const Reservation = type({
  confirmation_number: string(),
  status: enums(RESERVATION_STATUSES),
  hotel_code: string(),
  checkin_date: string(),
  checkout_date: string(),
  currency: OptionalText,
  rooms: defaulted(array(ReservedRoom), []),
  price: PriceBreakdown,
  guest: defaulted(type({ first_name: defaulted(string(), ''), last_name: defaulted(string(), ''), email: OptionalText }), {}),
  payment_method: OptionalText,
  email: OptionalText,
  created_at: OptionalText,
});
export type Reservation = Infer<typeof Reservation>;
const ReservationResponse = type({ data: type({ reservation: Reservation }) });

/** Who may read it: the guest's email, or the bypass token the booking call returned. */
export type ReservationAccess = { email?: string; bypass_token?: string };

export async function fetchReservation(code: string, confirmationNumber: string, access: ReservationAccess, signal?: AbortSignal): Promise<Reservation> {
  const params = access.bypass_token ? { bypass_token: access.bypass_token } : { email: access.email };
  const path = `hotels/${encodeURIComponent(code)}/reservations/${encodeURIComponent(confirmationNumber)}`;
  const body = await api().get(path, { params, schema: ReservationResponse, signal });
  return body.data.reservation;
}

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'completed', 'refunded', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PaymentTransaction = type({
  number: string(),
  amount: number(),
  currency: OptionalText,
  subject: OptionalText,
  status: enums(PAYMENT_STATUSES),
  paid_at: OptionalText,
  refunded_at: OptionalText,
  expires_at: OptionalText,
});
export type PaymentTransaction = Infer<typeof PaymentTransaction>;
const PaymentTransactionResponse = type({ data: PaymentTransaction });

export async function fetchPaymentTransaction(code: string, paymentNumber: string, signal?: AbortSignal): Promise<PaymentTransaction> {
  const path = `hotels/${encodeURIComponent(code)}/payment_transactions/${encodeURIComponent(paymentNumber)}`;
  const body = await api().get(path, { schema: PaymentTransactionResponse, signal });
  return body.data;
}

/**
 * POST hotels/{code}/payment_transactions/{number}/pay with the provider's card token (pending or failed links; no
 * 3D Secure). Only the token is sent: the card itself never reaches our API.
 */
export async function payPaymentTransaction(code: string, paymentNumber: string, cardToken: string, signal?: AbortSignal): Promise<PaymentTransaction> {
  const path = `hotels/${encodeURIComponent(code)}/payment_transactions/${encodeURIComponent(paymentNumber)}/pay`;
  const body = await api().post(path, { card_token: cardToken }, { schema: PaymentTransactionResponse, signal });
  return body.data;
}
