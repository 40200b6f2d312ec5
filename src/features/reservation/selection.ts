// Selected rooms (spec sections 3 and 4): "a count per room, plan and guest combination; cleared or
// decremented with a floor of 0". Update mode, applying-after-coupon and the stored checkout step live here too.
import { batch, computed, effect, signal } from '@preact/signals';
import { readStored, writeStored } from '../../lib/storage';

/** The spec's Selected room; `paymentMethods` is kept to enforce "rooms in one booking must share a payment method". */
export interface SelectedRoom {
  roomTypeCode: string;
  roomPlanCode: string;
  numberOfAdults: number;
  numberOfChildren: number;
  quantity: number;
  type: 'rooms' | 'plan';
  /** Price of one room for the whole stay, and its tax. */
  salePrice: number;
  tax: number;
  promotionID?: string;
  /** Names as the results showed them, for the booking step's summary (in the language of that search). */
  roomTypeName?: string;
  roomPlanName?: string;
  couponCode?: string;
  /** What the coupon or promotion takes off one room's price (already out of `salePrice`). */
  discount?: number;
  /** The search it was chosen in, as the room search names it: a re-pricing searches the same way. */
  search?: { mode?: string; is_day_use?: boolean; promo_code?: string };
  /** The hotel plan the room plan belongs to (additional questions may be asked for some plans only). */
  hotelPlanCode?: string;
  paymentMethods: string[];
  /** The kids details and companions of the searched room this booking room is for. */
  guests?: { kids_tiers?: { code: string; children: number; meal_and_bed?: string }[]; kids_ages?: number[]; adult_companion?: number; kid_tier_A_companion?: number };
  /** The searched room (0-based) this choice books: one choice per searched room, quantity 1 (see `choose`). */
  searchedRoom?: number;
}

export type SelectableRoom = Omit<SelectedRoom, 'quantity'>;

/** How many more of a room may be chosen: the hotel's rooms of that type, and the rooms searched for. */
export interface SelectionLimits {
  /** room_count of the room type in the search result. */
  roomCount: number;
  /** The number of rooms the guest searched for. */
  searchedRooms: number;
}

export type SelectionRefusal = { key: 'errors.payment_method_mismatch' } | { key: 'limit' };

export const CHECKOUT_STEP_KEY = 'bw_checkout_step';

/** One entry per combination, in the order first chosen. */
export const selectedRooms = signal<SelectedRoom[]>([]);
export const updateMode = signal(false);
export const applyingAfterCoupon = signal(false);
export const checkoutStep = signal<number>(readStored<number>(CHECKOUT_STEP_KEY, 'session') ?? 0);
/** The last refused add, for the guest to read; cleared by the next change. */
export const selectionRefusal = signal<SelectionRefusal | undefined>(undefined);

export const selectedCount = computed(() => selectedRooms.value.reduce((sum, room) => sum + room.quantity, 0));
/** What the rooms cost (`salePrice`), their included tax, or their saving (`discount`), times each room's quantity. */
export function roomsSum(rooms: readonly SelectedRoom[], of: 'salePrice' | 'tax' | 'discount'): number {
  return rooms.reduce((sum, room) => sum + (room[of] ?? 0) * room.quantity, 0);
}
export const selectedTotal = computed(() => roomsSum(selectedRooms.value, 'salePrice'));
export const selectedTax = computed(() => roomsSum(selectedRooms.value, 'tax'));
/** The coupon's or promotion's saving, already out of `selectedTotal`. */
export const selectedDiscount = computed(() => roomsSum(selectedRooms.value, 'discount'));

export function selectionKey(room: Pick<SelectedRoom, 'roomTypeCode' | 'roomPlanCode' | 'numberOfAdults' | 'numberOfChildren'>): string {
  return [room.roomTypeCode, room.roomPlanCode, room.numberOfAdults, room.numberOfChildren].join('|');
}

export function quantityOf(room: Parameters<typeof selectionKey>[0]): number {
  const key = selectionKey(room);
  return selectedRooms.value.find((r) => selectionKey(r) === key)?.quantity ?? 0;
}

/** The payment methods every selected room accepts; undefined when nothing constrains them. */
function commonPaymentMethods(rooms: SelectedRoom[]): string[] | undefined {
  // An offer that names no payment methods (an older server) does not constrain the others.
  return rooms
    .filter((room) => room.paymentMethods.length)
    .reduce<string[] | undefined>((common, room) => (common ? common.filter((m) => room.paymentMethods.includes(m)) : [...room.paymentMethods]), undefined);
}

/** Why one more of `room` cannot be chosen, or undefined when it can. */
export function refusalFor(room: SelectableRoom, limits: SelectionLimits, rooms = selectedRooms.value): SelectionRefusal | undefined {
  const ofType = rooms.filter((r) => r.roomTypeCode === room.roomTypeCode).reduce((sum, r) => sum + r.quantity, 0);
  const all = rooms.reduce((sum, r) => sum + r.quantity, 0);
  if (ofType >= limits.roomCount || all >= limits.searchedRooms) return { key: 'limit' };
  const common = commonPaymentMethods(rooms);
  if (common && room.paymentMethods.length && !room.paymentMethods.some((m) => common.includes(m))) return { key: 'errors.payment_method_mismatch' };
  return undefined;
}

/** Adds one room of this combination; refused past the limits or without a payment method in common. */
export function add(room: SelectableRoom, limits: SelectionLimits): SelectionRefusal | undefined {
  const refusal = refusalFor(room, limits);
  if (refusal) {
    selectionRefusal.value = refusal;
    return refusal;
  }
  const key = selectionKey(room);
  const rooms = selectedRooms.value;
  const index = rooms.findIndex((r) => selectionKey(r) === key);
  batch(() => {
    selectedRooms.value = index < 0 ? [...rooms, { ...room, quantity: 1 }] : rooms.map((r, i) => (i === index ? { ...r, quantity: r.quantity + 1 } : r));
    selectionRefusal.value = undefined;
  });
  return undefined;
}

/** One fewer of this combination, never below 0; at 0 the combination is gone. */
export function decrement(room: Parameters<typeof selectionKey>[0]): void {
  const key = selectionKey(room);
  batch(() => {
    selectedRooms.value = selectedRooms.value.flatMap((r) => (selectionKey(r) !== key ? [r] : r.quantity > 1 ? [{ ...r, quantity: r.quantity - 1 }] : []));
    selectionRefusal.value = undefined;
  });
}

export function clear(): void {
  batch(() => {
    selectedRooms.value = [];
    selectionRefusal.value = undefined;
  });
}

/** Puts back a saved selection (saved browsing state). */
export function restoreSelection(rooms: SelectedRoom[]): void {
  selectedRooms.value = rooms.filter((r) => r.quantity > 0);
}

// Choosing per searched room (issue 10): a search for several rooms is booked by choosing one offer for each searched
// room in turn ("Room 1 of 2: 2 adults, 1 child", then room 2), each at that room's own price. A one-room search has
// one choice, and choosing another offer replaces it.

/** The choice booking the searched room `index`, if any. */
export function choiceFor(index: number, rooms: readonly SelectedRoom[] = selectedRooms.value): SelectedRoom | undefined {
  return rooms.find((room) => (room.searchedRoom ?? 0) === index && room.quantity > 0);
}

/** The searched rooms (0-based) that have no choice yet. */
export function roomsWithoutChoice(searchedRooms: number, rooms: readonly SelectedRoom[] = selectedRooms.value): number[] {
  return Array.from({ length: Math.max(1, searchedRooms) }, (_, i) => i).filter((i) => !choiceFor(i, rooms));
}

/** Book is open only when every searched room has its choice. */
export function everyRoomChosen(searchedRooms: number, rooms: readonly SelectedRoom[] = selectedRooms.value): boolean {
  return roomsWithoutChoice(searchedRooms, rooms).length === 0;
}

/** Why `room` cannot be the choice for searched room `index` (the other rooms' choices stay), or undefined when it can. */
export function choiceRefusal(room: SelectableRoom, roomCount: number, index: number, rooms: readonly SelectedRoom[] = selectedRooms.value): SelectionRefusal | undefined {
  const others = rooms.filter((r) => (r.searchedRoom ?? 0) !== index);
  const ofType = others.filter((r) => r.roomTypeCode === room.roomTypeCode).reduce((sum, r) => sum + r.quantity, 0);
  if (ofType >= roomCount) return { key: 'limit' };
  const common = commonPaymentMethods(others);
  if (common && room.paymentMethods.length && !room.paymentMethods.some((m) => common.includes(m))) return { key: 'errors.payment_method_mismatch' };
  return undefined;
}

/**
 * Makes `room` the choice for searched room `index`, replacing that room's earlier choice (with one room searched:
 * replacing the selection). Refused when the hotel has no more of the room type, or without a payment method in
 * common with the other rooms' choices; the selection is then unchanged and the refusal kept for the guest to read.
 */
export function choose(room: SelectableRoom, roomCount: number, index = 0): SelectionRefusal | undefined {
  const refusal = choiceRefusal(room, roomCount, index);
  if (refusal) {
    selectionRefusal.value = refusal;
    return refusal;
  }
  const others = selectedRooms.value.filter((r) => (r.searchedRoom ?? 0) !== index);
  batch(() => {
    selectedRooms.value = [...others, { ...room, searchedRoom: index, quantity: 1 }].sort((a, b) => (a.searchedRoom ?? 0) - (b.searchedRoom ?? 0));
    selectionRefusal.value = undefined;
  });
  return undefined;
}

/** Takes back the choice for searched room `index`. */
export function unchoose(index: number): void {
  batch(() => {
    selectedRooms.value = selectedRooms.value.filter((r) => (r.searchedRoom ?? 0) !== index);
    selectionRefusal.value = undefined;
  });
}

/**
 * The guest takes searched room `index` out of the search: the other rooms keep their choices, renumbered, under the
 * new search `search` (their prices are their own rooms' prices, which do not depend on the room taken out).
 */
export function removeSearchedRoom(index: number, search: string): void {
  const kept = selectedRooms.value
    .filter((r) => (r.searchedRoom ?? 0) !== index)
    .map((r) => ((r.searchedRoom ?? 0) > index ? { ...r, searchedRoom: (r.searchedRoom ?? 0) - 1 } : r));
  batch(() => {
    selectedRooms.value = kept;
    selectionRefusal.value = undefined;
  });
  selectionSearch = search;
}

let selectionSearch: string | undefined;
/** The selection belongs to one search: a new search (dates, guests) clears it; the same search keeps it. */
export function keepSelectionFor(search: string): void {
  if (selectionSearch !== undefined && selectionSearch !== search) clear();
  selectionSearch = search;
}

export function setUpdateMode(on: boolean): void {
  updateMode.value = on;
}

// "Update mode and applying-after-coupon flags exist (the latter cleared when update mode ends)."
let wasUpdating = updateMode.peek();
effect(() => {
  const updating = updateMode.value;
  if (wasUpdating && !updating) applyingAfterCoupon.value = false;
  wasUpdating = updating;
});

/** "The checkout step counter is stored" (session storage: one tab's booking). */
export function setCheckoutStep(step: number): void {
  checkoutStep.value = Math.max(0, Math.floor(step));
  writeStored(CHECKOUT_STEP_KEY, checkoutStep.value, 'session');
}
