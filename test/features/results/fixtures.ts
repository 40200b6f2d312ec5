// Recommendations and cancellation policies like the sandbox's, shared by the page tests and the catalogue check.
import { CHECKIN, CHECKOUT } from './helpers';

export function pick(code: string, reason: string, overrides: Record<string, unknown> = {}) {
  return {
    room_type_code: code,
    room_type_name: `Room ${code}`,
    room_plan_code: `${code}-RO`,
    room_plan_name: 'Room only',
    hotel_plan_code: 'RO',
    photos: [`http://api.test/sandbox-assets/rooms/${code}-1.svg`],
    total_price: 30900,
    tax: 2809,
    currency: 'JPY',
    reason,
    room_count: 4,
    ...overrides,
  };
}

export const recommenderUrl = (extra = '') => `/booking/recommender?code=sakura-tokyo&checkin=${CHECKIN}&checkout=${CHECKOUT}&adults=2&children=0&room_count=1${extra}`;

export const POLICY = {
  id: 5,
  name: 'Standard policy',
  room_plan_codes: ['TWN-RO'],
  cancel_before_at: 15,
  time: null,
  cancellation_policy_parts: [
    { days_before: 7, percentage_of_cost: 0 },
    { days_before: 3, percentage_of_cost: 30 },
    { days_before: 1, percentage_of_cost: 50 },
  ],
  same_day_percentage_of_cost: 80,
  no_show_percentage_of_cost: 100,
  special_rate: false,
};
