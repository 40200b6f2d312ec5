import { json } from '../../api/fake-server';

export const GUEST_EMAIL = 'hanako@example.com';

export function reservation(overrides: Record<string, unknown> = {}) {
  return {
    confirmation_number: 'SKR-20301210-0001',
    status: 'done',
    hotel_code: 'sakura-tokyo',
    checkin_date: '2030-12-10',
    checkout_date: '2030-12-12',
    currency: 'JPY',
    rooms: [
      { room_type_code: 'TWN', room_type_name: 'Twin room', room_plan_code: 'TWN-BB', room_plan_name: 'Breakfast included', adults: 2, children: 1, total_price: 40000 },
      { room_type_code: 'TWN', room_type_name: 'Twin room', room_plan_code: 'TWN-BB', room_plan_name: 'Breakfast included', adults: 1, children: 0, total_price: 30000 },
      { room_type_code: 'STE', room_plan_code: 'STE-RO', adults: 2, children: 0 },
    ],
    price: {
      room_rate: 100000,
      service_fee: 10000,
      tax: 11000,
      accommodation_tax: 600,
      discount: 5000,
      point_discount: 1200,
      subtotal: 115400,
      total: 115400,
      deposit_percentage: 30,
      remaining_amount: 80780,
    },
    guest: { first_name: 'Hanako', last_name: 'Yamada', email: GUEST_EMAIL },
    payment_method: 'credit_card_deposit',
    bypass_token: 'bypass-abc',
    email: GUEST_EMAIL,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

export const reservationAnswer = (overrides: Record<string, unknown> = {}) => json(200, { data: { reservation: reservation(overrides) } });

export function paymentLink(overrides: Record<string, unknown> = {}) {
  return {
    number: 'PL-SAKURA-PAID',
    amount: 25800,
    currency: 'JPY',
    subject: 'Room upgrade',
    status: 'paid',
    paid_at: '2030-12-01T03:00:00.000Z',
    refunded_at: null,
    expires_at: '2030-12-31T15:00:00.000Z',
    ...overrides,
  };
}

export const paymentAnswer = (overrides: Record<string, unknown> = {}) => json(200, { data: paymentLink(overrides) });
