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
