// Additional questions of spec section 3: the answers sent with a booking, and which brand questions a guest sees.
import { array, integer, nullable, number, optional, string, type, union, type Infer } from 'superstruct';

/** One room's answer: arrival and departure times, and who stays (people_per_room). */
export const RoomAnswer = type({
  reservation_hotel_room_id: optional(nullable(union([integer(), string()]))),
  checkin_time: optional(nullable(string())),
  checkout_time: optional(nullable(string())),
  adults: optional(nullable(integer())),
  men_count: optional(nullable(integer())),
  women_count: optional(nullable(integer())),
});
export type RoomAnswer = Infer<typeof RoomAnswer>;

/** A file the guest attaches; a browser File fits (name, size in bytes). */
export const Attachment = type({ name: string(), size: number() });
export type Attachment = Infer<typeof Attachment>;

export const Answer = type({
  question_id: union([integer(), string()]),
  text: optional(nullable(string())),
  rooms: optional(array(RoomAnswer)),
  attachments: optional(array(Attachment)),
});
export type Answer = Infer<typeof Answer>;

/** "People counts are dropped if men plus women does not equal adults." */
export function answerPayload(answer: Answer): Answer {
  if (!answer.rooms) return answer;
  const rooms = answer.rooms.map((room) => {
    if (room.men_count == null && room.women_count == null) return room;
    if ((room.men_count ?? 0) + (room.women_count ?? 0) === room.adults) return room;
    const { men_count: _men, women_count: _women, ...kept } = room;
    return kept;
  });
  return { ...answer, rooms };
}

type Id = number | string;

/** Who is looking: a signed-in member (program and rank) and a signed-in organization, either or both. */
export interface QuestionAudience {
  member?: { program_id?: Id | null; rank_id?: Id | null } | null;
  organization?: { id: Id } | null;
}

/**
 * "Brand question visibility by label filter: all_users, membership_program_{id}, membership_rank_{id} or
 * rank_all, membership_organization_{id} or organization_all." A question shows when any label lets the
 * guest in; one with no labels is not filtered.
 */
export function questionVisible(labels: readonly string[], { member, organization }: QuestionAudience): boolean {
  if (!labels.length) return true;
  const same = (id: Id | null | undefined, label: string, prefix: string) => id != null && label === `${prefix}${id}`;
  return labels.some(
    (label) =>
      label === 'all_users' ||
      (member != null && (label === 'rank_all' || same(member.program_id, label, 'membership_program_') || same(member.rank_id, label, 'membership_rank_'))) ||
      (organization != null && (label === 'organization_all' || same(organization.id, label, 'membership_organization_'))),
  );
}

/**
 * A question listing hotel plans is asked only when a chosen room is of one of them. A room whose hotel plan is not
 * known (a selection kept from an older version) does not hide it: better asked once too often than missed.
 */
export function questionForRooms(hotelPlanCodes: readonly string[] | null | undefined, rooms: readonly { hotelPlanCode?: string }[]): boolean {
  if (!hotelPlanCodes?.length) return true;
  return rooms.some((room) => room.hotelPlanCode === undefined || hotelPlanCodes.includes(room.hotelPlanCode));
}

// ---- earlier answers: "Answers prefill from earlier answers."

/** A room's answer as the form keeps it. */
export type RoomAnswerDraft = { checkin_time?: string; checkout_time?: string; men_count?: number; women_count?: number };

/** Kept per hotel on this device after a booking: arrival and departure times and people counts, never free text. */
interface EarlierAnswers {
  savedAt: number;
  answers: Record<string, RoomAnswerDraft[]>;
}

/** Earlier answers older than this are not offered again. */
export const EARLIER_ANSWERS_DAYS = 180;
export const earlierAnswersKey = (code: string) => `bw_earlier_answers:${code}`;

/**
 * Remembers the answers a booking was made with. Free text is left out: it is about one stay and may hold personal
 * details, which this device should not keep after the booking.
 */
export function rememberAnswers(code: string, answers: readonly Answer[], write: (key: string, value: EarlierAnswers) => void, now = Date.now()): void {
  const kept: Record<string, RoomAnswerDraft[]> = {};
  for (const answer of answers) {
    const rooms = answer.rooms?.map((room) => {
      const out: RoomAnswerDraft = {};
      if (room.checkin_time) out.checkin_time = room.checkin_time;
      if (room.checkout_time) out.checkout_time = room.checkout_time;
      if (room.men_count != null && room.women_count != null) Object.assign(out, { men_count: room.men_count, women_count: room.women_count });
      return out;
    });
    if (rooms?.some((room) => Object.keys(room).length)) kept[String(answer.question_id)] = rooms;
  }
  if (Object.keys(kept).length) write(earlierAnswersKey(code), { savedAt: now, answers: kept });
}

/** A question as prefilling needs it: its type and, for a time question, the times it offers. */
export interface PrefillQuestion {
  id: number | string;
  question_type: string;
  times?: readonly string[];
}

/**
 * The earlier answers as the guest detail form's answers to `questions`, for `adults` (one entry per room booked now):
 * a time only if the question still offers it (one answered for the first room also fills rooms added since); people
 * counts only where they still add up to the room's adults (they would be dropped otherwise); free text never. A
 * question with nothing that fits gets no entry.
 */
export function prefillAnswers(stored: EarlierAnswers | undefined, adults: readonly number[], questions: readonly PrefillQuestion[], now = Date.now()): Record<string, { rooms: RoomAnswerDraft[] }> {
  if (!stored || typeof stored !== 'object' || !stored.answers || now - stored.savedAt > EARLIER_ANSWERS_DAYS * 86_400_000) return {};
  const out: Record<string, { rooms: RoomAnswerDraft[] }> = {};
  for (const question of questions) {
    const earlier = stored.answers[String(question.id)];
    if (!Array.isArray(earlier) || !earlier.length) continue;
    const rooms = adults.map((count, index): RoomAnswerDraft => {
      const same = earlier[index];
      if (question.question_type === 'people_per_room') {
        const fits = same && same.men_count != null && same.women_count != null && same.men_count + same.women_count === count;
        return fits ? { men_count: same.men_count, women_count: same.women_count } : {};
      }
      if (question.question_type !== 'checkin' && question.question_type !== 'checkout') return {};
      const field = question.question_type === 'checkin' ? 'checkin_time' : 'checkout_time';
      const time = same?.[field] ?? earlier[0]![field];
      return time && question.times?.includes(time) ? { [field]: time } : {};
    });
    if (rooms.some((room) => Object.keys(room).length)) out[String(question.id)] = { rooms };
  }
  return out;
}

export type { EarlierAnswers };

/** A question as the guest detail step asks it. */
export interface AskedQuestion {
  id: number | string;
  question_type: string;
  required?: boolean | null;
  hotel_plan_codes?: readonly string[] | null;
  labels: readonly string[];
}

/** The answers to the questions shown, as typed (free text, or per room booked: times and people counts). */
export function answersFor(questions: readonly AskedQuestion[], typed: Record<string, { text?: string; rooms?: RoomAnswerDraft[] } | undefined>, rooms: readonly { adults: number }[]): Answer[] {
  return questions.map((question) => {
    const answer = typed[String(question.id)];
    if (question.question_type === 'free') return { question_id: question.id, text: answer?.text ?? null };
    return {
      question_id: question.id,
      rooms: rooms.map((unit, i) => {
        const room = answer?.rooms?.[i] ?? {};
        if (question.question_type === 'people_per_room') return { adults: unit.adults, men_count: room.men_count ?? null, women_count: room.women_count ?? null };
        return question.question_type === 'checkin' ? { checkin_time: room.checkin_time ?? null } : { checkout_time: room.checkout_time ?? null };
      }),
    };
  });
}

/** Required questions left blank, by the path of their field (`answers.0.text`, `answers.1.rooms`). */
export function blankRequiredAnswers(questions: readonly AskedQuestion[], answers: readonly Answer[]): string[] {
  return questions.flatMap((question, index) => {
    if (!question.required) return [];
    const answer = answers[index]!;
    if (question.question_type === 'free') return answer.text?.trim() ? [] : [`answers.${index}.text`];
    const blank = answer.rooms?.some((room) => (question.question_type === 'people_per_room' ? room.men_count == null || room.women_count == null : !(room.checkin_time ?? room.checkout_time)));
    return blank ? [`answers.${index}.rooms`] : [];
  });
}

/**
 * The guest's one requests box: a hotel's free question to every guest on every plan already is one, so the form's
 * own notes box is left out when the hotel has such a question (unless the hotel requires notes).
 */
export function generalFreeQuestion(questions: readonly AskedQuestion[]): AskedQuestion | undefined {
  return questions.find((q) => q.question_type === 'free' && !q.hotel_plan_codes?.length && q.labels.includes('all_users'));
}
