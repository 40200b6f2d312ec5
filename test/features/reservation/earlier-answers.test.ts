import { describe, expect, it } from 'vitest';
import { EARLIER_ANSWERS_DAYS, earlierAnswersKey, prefillAnswers, questionForRooms, rememberAnswers, type EarlierAnswers } from '../../../src/features/reservation/questions';
import { formatPrice } from '../../../src/lib/money';

const NOW = Date.UTC(2026, 10, 23);
const ARRIVAL = { id: 11, question_type: 'checkin', times: ['15:00', '15:30', '16:00'] };
const PEOPLE = { id: 13, question_type: 'people_per_room' };
const QUESTIONS = [ARRIVAL, PEOPLE];

function remembered(answers: Parameters<typeof rememberAnswers>[1]) {
  const written: Record<string, EarlierAnswers> = {};
  rememberAnswers('sakura-tokyo', answers, (key, value) => (written[key] = value), NOW);
  return written[earlierAnswersKey('sakura-tokyo')];
}

describe('earlier answers (spec section 3: "Answers prefill from earlier answers")', () => {
  it('keep times and people counts per room, never free text', () => {
    const kept = remembered([
      { question_id: 14, text: 'My phone is 090-1234-5678' },
      { question_id: 11, rooms: [{ checkin_time: '15:30' }, { checkin_time: '18:00' }] },
      { question_id: 13, rooms: [{ adults: 2, men_count: 1, women_count: 1 }] },
    ]);
    expect(kept).toEqual({ savedAt: NOW, answers: { 11: [{ checkin_time: '15:30' }, { checkin_time: '18:00' }], 13: [{ men_count: 1, women_count: 1 }] } });
  });

  it('a booking with nothing to keep writes nothing', () => {
    expect(remembered([{ question_id: 14, text: 'Quiet room please' }])).toBeUndefined();
  });

  it('fill each room booked now: a time for the first room also fills rooms added since', () => {
    const stored = { savedAt: NOW, answers: { 11: [{ checkin_time: '15:30' }] } };
    expect(prefillAnswers(stored, [2, 1], QUESTIONS, NOW)).toEqual({ 11: { rooms: [{ checkin_time: '15:30' }, { checkin_time: '15:30' }] } });
  });

  it('people counts only where men and women still add up to the room’s adults', () => {
    const stored = { savedAt: NOW, answers: { 13: [{ men_count: 1, women_count: 1 }, { men_count: 2, women_count: 1 }] } };
    expect(prefillAnswers(stored, [2, 2], QUESTIONS, NOW)).toEqual({ 13: { rooms: [{ men_count: 1, women_count: 1 }, {}] } });
  });

  it('a time the question no longer offers, a question not asked now, and free text are not filled', () => {
    const stored = { savedAt: NOW, answers: { 11: [{ checkin_time: '22:00' }], 12: [{ checkout_time: '10:00' }] } };
    expect(prefillAnswers(stored, [2], [ARRIVAL, { id: 14, question_type: 'free' }], NOW)).toEqual({});
  });

  it(`are forgotten after ${EARLIER_ANSWERS_DAYS} days, and a damaged entry is ignored`, () => {
    const old = { savedAt: NOW - (EARLIER_ANSWERS_DAYS + 1) * 86_400_000, answers: { 11: [{ checkin_time: '15:30' }] } };
    expect(prefillAnswers(old, [2], QUESTIONS, NOW)).toEqual({});
    expect(prefillAnswers({ savedAt: NOW, answers: { 11: 'x' as never } }, [2], QUESTIONS, NOW)).toEqual({});
    expect(prefillAnswers(undefined, [2], QUESTIONS, NOW)).toEqual({});
  });
});

describe('questions for some hotel plans (hotel_plan_codes)', () => {
  it('a question naming no plans is asked for any room', () => {
    expect(questionForRooms(null, [{ hotelPlanCode: 'RO' }])).toBe(true);
    expect(questionForRooms([], [{ hotelPlanCode: 'RO' }])).toBe(true);
  });
  it('a question naming plans is asked when a chosen room is of one of them', () => {
    expect(questionForRooms(['HB'], [{ hotelPlanCode: 'RO' }])).toBe(false);
    expect(questionForRooms(['HB'], [{ hotelPlanCode: 'RO' }, { hotelPlanCode: 'HB' }])).toBe(true);
  });
  it('a room whose plan is not known does not hide it', () => {
    expect(questionForRooms(['HB'], [{}])).toBe(true);
  });
});

describe('formatPrice', () => {
  it('a saving reads with its minus sign before the currency', () => {
    expect(formatPrice(-3090, 'JPY', 'en')).toBe('−¥3,090');
    expect(formatPrice(3090, 'JPY', 'en')).toBe('¥3,090');
    expect(formatPrice(-1500, 'KRW', 'ko')).toBe('−₩1,500');
  });
});
