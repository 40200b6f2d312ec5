// Which searched room the guest is choosing for (a search for several rooms is booked one room at a time), and where
// focus goes after a choice. UI state of the results page; the choices themselves are the reservation's selection.
import { signal } from '@preact/signals';
import { t } from '../../i18n';
import { roomsWithoutChoice } from '../reservation';
import type { RoomGuests } from '../search/criteria';

/** The searched room (0-based) the offers are priced and chosen for. */
export const activeRoom = signal(0);

export const ROOM_STEPS_TITLE_ID = 'bw-room-steps-title';
export const SUMMARY_ID = 'bw-summary';
export const BOOK_BUTTON_ID = 'bw-summary-book';

/** The active room, within the searched rooms. */
export function currentRoom(searchedRooms: number): number {
  return Math.min(Math.max(0, activeRoom.value), Math.max(0, searchedRooms - 1));
}

/** Starts a search's choosing at its first room without a choice. */
export function startChoosing(searchedRooms: number): void {
  activeRoom.value = roomsWithoutChoice(searchedRooms)[0] ?? 0;
}

/** One searched room's guests as the guest typed them: "2 adults, 1 child". */
export function guestsOf(room: Pick<RoomGuests, 'adults' | 'children'> | undefined): string {
  if (!room) return '';
  return [
    t('searchbar.adults_count', { count: room.adults }, room.adults),
    room.children ? t('searchbar.children_count', { count: room.children }, room.children) : '',
  ]
    .filter(Boolean)
    .join(t('searchbar.separator'));
}

/** What a price covers: "2 rooms · 2 nights" (day use: "1 room · day use"). */
export function covers(rooms: number, nights: number | undefined): string {
  const counted = t('results.covers.rooms', { count: rooms }, rooms);
  if (nights === 0) return t('results.covers.joined', { rooms: counted, nights: t('results.covers.day_use') });
  if (nights && nights > 0) return t('results.covers.joined', { rooms: counted, nights: t('results.covers.nights', { count: nights }, nights) });
  return counted;
}

/** Focuses an element of the widget by id, after the render the last change causes (the widget may sit in a shadow root). */
export function focusLater(from: EventTarget | null, id: string): void {
  const root = (from instanceof Node ? from.getRootNode() : document) as Document | ShadowRoot;
  setTimeout(() => (root.getElementById?.(id) ?? document.getElementById(id))?.focus());
}

/**
 * After a choice: on to the next room without a choice (focus on the room steps), or, every room chosen, focus on
 * the selection summary with Book.
 */
export function afterChoice(from: EventTarget | null, searchedRooms: number): void {
  const missing = roomsWithoutChoice(searchedRooms);
  if (searchedRooms > 1 && missing.length) {
    activeRoom.value = missing[0]!;
    focusLater(from, ROOM_STEPS_TITLE_ID);
  } else focusLater(from, SUMMARY_ID);
}
