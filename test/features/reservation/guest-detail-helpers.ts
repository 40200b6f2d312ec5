// The guest detail page booted in the real shell against the fake sandbox, with rooms already chosen.
import { act, screen, waitFor } from '@testing-library/preact';
import { expect, vi } from 'vitest';
import { json, type Answer, type createFakeServer } from '../../api/fake-server';
import { bootShell, SETTINGS } from '../../app/boot';
import { CHECKIN, CHECKOUT } from '../results/helpers';
import { click, type } from './form';

export const TWN = {
  roomTypeCode: 'TWN', roomPlanCode: 'TWN-RO', roomTypeName: 'Room TWN', roomPlanName: 'Room only', numberOfAdults: 2, numberOfChildren: 0,
  quantity: 1, type: 'rooms' as const, salePrice: 30900, tax: 2809, paymentMethods: ['on_site', 'credit_card'],
};

export const guestDetailUrl = (code = 'sakura-tokyo') => `/reservation/guest-detail?code=${code}&checkin=${CHECKIN}&checkout=${CHECKOUT}`;

export const CAKE = { id: 103, name: 'Anniversary cake', unit: 'cake', extra_type: 'generic', min_quantity: 1, max_quantity: 2, prices: [{ date: null, price: 3500, price_with_tax: 3850 }], booking_available_dates: [] };
export const BREAKFAST = { id: 101, name: 'Breakfast buffet', unit: 'person', extra_type: 'dated', min_quantity: 1, max_quantity: 8, prices: [{ date: CHECKIN, price: 2000, price_with_tax: 2200 }], booking_available_dates: [CHECKIN] };
export const FREE_Q = { id: 14, question: 'Anything we should know?', question_type: 'free', answer_type: 'text', labels: ['all_users'], settings: { max_length: 255 } };
export const CHECKIN_Q = { id: 11, title: 'What time do you expect to arrive?', question_type: 'checkin', answer_type: 'time', labels: ['all_users'], settings: { from: '15:00', to: '16:00', step_minutes: 30 } };
export const MEMBERS_Q = { id: 15, title: 'Members: which pillow?', question_type: 'free', labels: ['rank_all'] };

export interface Scripted {
  extras?: Answer;
  questions?: Answer;
  brandQuestions?: Answer;
}

export async function bootGuestDetail(options: { settings?: Record<string, unknown>; scripted?: Scripted; prepare?: (server: ReturnType<typeof createFakeServer>) => void; select?: boolean } = {}) {
  const reservation = await import('../../../src/features/reservation');
  const { scripted = {} } = options;
  if (options.select !== false) reservation.restoreSelection([TWN]);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  return bootShell({
    url: guestDetailUrl(),
    settings: options.settings ?? SETTINGS,
    prepare: (server) => {
      for (let i = 0; i < 3; i++) {
        server.answerOnce('/extras', scripted.extras ?? json(200, { data: { extras: [CAKE, BREAKFAST] } }));
        server.answerOnce('/hotels/sakura-tokyo/additional_questions', scripted.questions ?? json(200, { data: { additional_questions: [FREE_Q, CHECKIN_Q, MEMBERS_Q] } }));
        server.answerOnce('/hotel_brands/aurora/additional_questions', scripted.brandQuestions ?? json(200, { data: { additional_questions: [] } }));
      }
      options.prepare?.(server);
    },
  });
}

/** The page has started, with the hotel's questions and extras arrived. */
export async function ready(booted: Awaited<ReturnType<typeof bootGuestDetail>>) {
  await act(() => booted.started);
  await screen.findByRole('heading', { name: 'Guest details', level: 1 });
  await waitFor(() => expect(document.querySelector('.bw-gd [role="status"]')).toBeNull());
  return booted;
}

/** Everything the page requires, valid: name, email twice, terms. */
export async function fillValid() {
  await type(/^First name/, 'Hanako');
  await type(/^Last name/, 'Sato');
  await type(/^Email/, 'hanako@example.com');
  await type(/^Confirm email/, 'hanako@example.com');
  await click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions.' }));
}
