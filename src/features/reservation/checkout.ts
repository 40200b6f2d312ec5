// The checkout (design section 3: one store per concern): what the guest detail step hands to the payment step,
// and the guest detail draft kept in session storage so nothing typed is lost on reload or a language change.
import { batch, signal } from '@preact/signals';
import { readStored, removeStored, writeStored } from '../../lib/storage';
import type { ExtraOrder } from './extras';
import type { Answer } from './questions';
import type { PriceChange } from './reprice';
import type { SelectedRoom } from './selection';
import type { GuestDetail } from './validation';

export const PAYMENT_PATH = '/reservation/payment';
export const GUEST_DETAIL_PATH = '/reservation/guest-detail';

/** The validated guest detail (no card: the payment step asks for it). */
export type CheckoutGuestDetail = GuestDetail & { booking_for_someone_else: boolean };
export const guestDetail = signal<CheckoutGuestDetail | undefined>(undefined);
export const answers = signal<Answer[]>([]);
export const attachmentIds = signal<string[]>([]);
export const extrasOrder = signal<ExtraOrder[]>([]);
/** The stay the booking is for, as the guest detail step was opened with it. */
export const checkoutStay = signal<{ checkin?: string; checkout?: string }>({});
/** The rooms' price before and after the coupon of the guest detail step, when it moved (the payment step says so). */
export const priceChange = signal<PriceChange | undefined>(undefined);

export interface CheckoutData {
  guestDetail: CheckoutGuestDetail;
  answers: Answer[];
  attachmentIds: string[];
  extrasOrder: ExtraOrder[];
  stay: { checkin?: string; checkout?: string };
}

export function completeGuestDetail(data: CheckoutData): void {
  batch(() => {
    guestDetail.value = data.guestDetail;
    answers.value = data.answers;
    attachmentIds.value = data.attachmentIds;
    extrasOrder.value = data.extrasOrder;
    checkoutStay.value = data.stay;
  });
}

/** Where the payment step lives (its page is another route's chunk); every way there goes through here. */
export function paymentUrl(code: string | undefined, stay: { checkin?: string; checkout?: string } = {}): string {
  const query = new URLSearchParams();
  if (code) query.set('code', code);
  if (stay.checkin) query.set('checkin', stay.checkin);
  if (stay.checkout) query.set('checkout', stay.checkout);
  const search = query.toString();
  return search ? `${PAYMENT_PATH}?${search}` : PAYMENT_PATH;
}

/** Goes to the payment step with the router's `route` (history or hash mode alike). */
export function goToPayment(route: (url: string) => void, code: string | undefined): void {
  route(paymentUrl(code, checkoutStay.peek()));
}

// ---- the draft: everything typed on the guest detail step, per hotel, for this tab only.

/** What the form holds as typed. */
export interface GuestDetailDraft {
  detail: Record<string, string | boolean | undefined>;
  /** Each room's guest as typed when the booker books for someone else (else the rooms' guests are the booker). */
  roomGuests?: ({ first_name?: string; last_name?: string; first_name_kana?: string; last_name_kana?: string } | undefined)[];
  /** Booking for oneself with several rooms: the rooms another guest stays in (they ask for that guest's names). */
  ownRoomGuests?: (boolean | undefined)[];
  /** Answers by question id: free text, or per room times and people counts. */
  answers: Record<string, { text?: string; rooms?: { checkin_time?: string; checkout_time?: string; men_count?: number; women_count?: number }[] }>;
  /** Files already uploaded. */
  attachments: { id: string | number; filename: string; size: number }[];
  /** Quantities by extra id and date (`id|YYYY-MM-DD`, or `id|` for a generic extra). */
  extras: Record<string, number>;
  /** The rooms chosen, so a reload of this page still knows them. */
  rooms: SelectedRoom[];
  /** The coupon the rooms are priced with (the search's, or one this step applied); undefined: the search's. */
  appliedCoupon?: string;
  /** Some answers came from the guest's last booking here (the page says so). */
  prefilled?: boolean;
}

export const draftKey = (code: string) => `bw_guest_detail:${code}`;

export function readGuestDetailDraft(code: string): GuestDetailDraft | undefined {
  const stored = readStored<GuestDetailDraft>(draftKey(code), 'session');
  return stored && typeof stored === 'object' && stored.detail ? stored : undefined;
}

export function writeGuestDetailDraft(code: string, draft: GuestDetailDraft): void {
  writeStored(draftKey(code), draft, 'session');
}

/** After booking: the draft and the checkout are forgotten (the payment step calls this once the booking is made). */
export function clearGuestDetail(code?: string): void {
  if (code) removeStored(draftKey(code), 'session');
  else {
    try {
      for (let i = sessionStorage.length - 1; i >= 0; i--) {
        const key = sessionStorage.key(i);
        if (key?.startsWith('bw_guest_detail:')) sessionStorage.removeItem(key);
      }
    } catch {
      /* storage refused: nothing was kept */
    }
  }
  batch(() => {
    guestDetail.value = undefined;
    answers.value = [];
    attachmentIds.value = [];
    extrasOrder.value = [];
    checkoutStay.value = {};
    priceChange.value = undefined;
  });
}
