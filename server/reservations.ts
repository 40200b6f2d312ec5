// Reservations: validating a booking request, holding inventory and pricing in one transaction (with the room search's
// own pricing code), idempotent replays, 3D Secure state changes, the 15-minute 3DS timeout, lookup and cancellation.
import { guestDetailFields } from './guestFields';
import crypto from 'node:crypto';
import type { Db } from './db.ts';
import { addDays, daysBetween, eachDate } from './dates.ts';
import { cardValidUntil, checkCardAmount, requireCardToken, type CardToken } from './cards.ts';
import { HttpError, simpleError, validationError, type ErrorBody } from './errors.ts';
import { parseJsonText, TEXT_LIMITS } from './limits.ts';
import { MAX_ATTACHMENTS, validateAnswers, validateExtras, type Answer, type ExtraItem } from './extras.ts';
import {
  cancellationPolicies, catalogue, companionSetting, loadInventory, type Catalogue, type HotelRow, type PlanRow, type RoomPlanRow, type RoomTypeRow,
} from './hotels.ts';
import { pick, resolveLocale, type Locale } from './i18n.ts';
import { hotelMember, pointRules, signedOut, type MemberRow } from './members.ts';
import type { QueryObject, QueryValue } from './query.ts';
import {
  checkCodes, evaluate, hotelToday, includedTax, parseRooms, type PricedPlan, type RoomQuery, type SearchParams,
} from './search.ts';

export const PAYMENT_METHODS = [
  'on_site', 'credit_card', 'on_site_credit_card_required', 'deferred_payment', 'credit_card_full', 'credit_card_deposit', 'bank_transfer',
  'twd_credit_card', 'twd_credit_card_deposit',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Payment methods that need a card token. */
export const CARD_METHODS: ReadonlySet<string> = new Set([
  'credit_card', 'credit_card_full', 'credit_card_deposit', 'twd_credit_card', 'twd_credit_card_deposit', 'on_site_credit_card_required',
]);
/** Card methods that charge online (on_site_credit_card_required only guarantees the booking). */
const ONLINE_CARD_METHODS: ReadonlySet<string> = new Set(['credit_card', 'credit_card_full', 'credit_card_deposit', 'twd_credit_card', 'twd_credit_card_deposit']);
/** Share of the total paid online. */
export const DEPOSIT_PERCENT: Record<PaymentMethod, number> = {
  on_site: 0, on_site_credit_card_required: 0, deferred_payment: 0, bank_transfer: 0,
  credit_card: 100, credit_card_full: 100, twd_credit_card: 100, credit_card_deposit: 30, twd_credit_card_deposit: 30,
};

export const THREE_DS_TTL_MS = 15 * 60 * 1000;
export const THREE_DS_MAX_ATTEMPTS = 3;
export const THREE_DS_MAX_OPENS = 5;
export const THREE_DS_PASSWORD = 'password';

export type ReservationStatus = 'done' | 'pending_3ds' | 'failed' | 'cancelled';

export interface ReservationRow {
  id: number;
  hotel_id: number;
  confirmation_number: string;
  bypass_token: string;
  status: ReservationStatus;
  checkin_date: string;
  checkout_date: string;
  is_day_use: number;
  email: string;
  guest: string;
  payment_method: PaymentMethod;
  price: string;
  currency: string;
  coupon_id: number | null;
  card: string | null;
  answers: string;
  locale: Locale;
  client_session: string;
  error_code: number | null;
  three_ds_id: string | null;
  three_ds_return_url: string | null;
  three_ds_expires_at: number | null;
  three_ds_attempts: number;
  three_ds_opens: number;
  cancellation: string | null;
  created_at: number;
  updated_at: number;
  cancelled_at: number | null;
  /** The signed-in member who booked (member of the hotel's program), or null for a guest booking. */
  member_id: number | null;
  /** Points spent on the booking (= price.point_discount); given back when the booking fails or is cancelled. */
  spent_points: number;
}

export interface PriceBreakdown {
  room_rate: number;
  extras: number;
  service_fee: number;
  tax: number;
  accommodation_tax: number;
  discount: number;
  point_discount: number;
  subtotal: number;
  total: number;
  deposit_percentage: number;
  deposit_amount: number;
  remaining_amount: number;
}

export const soldOut = (): HttpError =>
  new HttpError(409, { errors: [{ code: 1000, title: 'sold_out', details: { base: ['The room is no longer available for these dates.'] } }] });

// ---------------------------------------------------------------- input helpers

type Obj = Record<string, unknown>;

function asObject(v: unknown, name: string): Obj {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw validationError(`${name} must be an object.`);
  return v as Obj;
}

function optText(o: Obj, key: string, label: string, max: number = TEXT_LIMITS.name): string | null {
  const v = o[key];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string') throw validationError(`${label} must be text.`);
  const s = v.trim();
  if ([...s].length > max) throw validationError(`${label} can be at most ${max} characters.`);
  return s || null;
}

function reqText(o: Obj, key: string, label: string, max: number = TEXT_LIMITS.name): string {
  const s = optText(o, key, label, max);
  if (!s) throw validationError(`${label} can't be blank.`);
  return s;
}

/** A JSON number or numeric string as the string the search parser expects. */
function q(v: unknown): QueryValue | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' && x ? toQuery(x as Obj) : String(x)));
  if (typeof v === 'object') return toQuery(v as Obj);
  return undefined;
}

function toQuery(o: Obj): QueryObject {
  const out = Object.create(null) as QueryObject;
  for (const [k, v] of Object.entries(o)) {
    const x = q(v);
    if (x !== undefined) out[k] = x;
  }
  return out;
}

const EMAIL_RE = /^[^\s@"<>()[\],;:]+@[^\s@"<>()[\],;:]+\.[^\s@"<>()[\],;:]{2,}$/;
const PHONE_RE = /^\+?\d{6,20}$/;
const ROMAN_RE = /^[A-Za-z][A-Za-z .'-]*$/;
const KANA_RE = /^[\u3041-\u309F\u30A0-\u30FF\u31F0-\u31FF\uFF66-\uFF9F ー・\u3000]+$/u;

export interface GuestName {
  first_name: string;
  last_name: string;
  first_name_kana: string | null;
  last_name_kana: string | null;
}

function guestName(o: Obj, label: string, locale: Locale, hotel: HotelRow): GuestName {
  const first = optText(o, 'first_name', `${label} first name`);
  const last = optText(o, 'last_name', `${label} last name`);
  if (!first || !last) throw validationError(`${label} first and last name can't be blank.`);
  const firstKana = optText(o, 'first_name_kana', `${label} first name (kana)`);
  const lastKana = optText(o, 'last_name_kana', `${label} last name (kana)`);
  if (locale === 'ja') {
    if (hotel.kanji_name_required && (!firstKana || !lastKana)) throw validationError(`${label} name in kana can't be blank.`);
    if ((firstKana && !KANA_RE.test(firstKana)) || (lastKana && !KANA_RE.test(lastKana))) {
      throw validationError(`${label} name in kana must be written in hiragana or katakana.`);
    }
  } else if (!ROMAN_RE.test(first) || !ROMAN_RE.test(last)) {
    throw validationError(`${label} name must be written in roman letters.`);
  }
  return { first_name: first, last_name: last, first_name_kana: firstKana, last_name_kana: lastKana };
}

export interface MainGuest extends GuestName {
  email: string;
  phone: string;
  booking_for_someone_else: boolean;
  notes: string | null;
}

function mainGuest(raw: unknown, locale: Locale, hotel: HotelRow): MainGuest {
  const o = asObject(raw, 'guest');
  const name = guestName(o, 'Guest', locale, hotel);
  const email = reqText(o, 'email', 'Email', TEXT_LIMITS.email);
  if (!EMAIL_RE.test(email)) throw validationError('Email must be valid.');
  const confirmation = optText(o, 'email_confirmation', 'Confirmation email', TEXT_LIMITS.email);
  if (confirmation !== null && confirmation.toLowerCase() !== email.toLowerCase()) throw validationError('The confirmation email must match the email.');
  // The phone number's presence is the facility's field setting (optional by default); when given,
  // "Phone: digits and + only".
  const phone = optText(o, 'phone', 'Phone number', TEXT_LIMITS.phone) ?? '';
  if (!phone && guestDetailFields(hotel.code).phone === 'required') throw validationError("Phone number can't be blank.");
  if (phone && !PHONE_RE.test(phone)) throw validationError('Phone number may contain only digits and +.');
  const someoneElse = o.booking_for_someone_else;
  if (someoneElse !== undefined && someoneElse !== null && typeof someoneElse !== 'boolean') throw validationError('booking_for_someone_else must be true or false.');
  return { ...name, email, phone, booking_for_someone_else: someoneElse === true, notes: optText(o, 'notes', 'Notes', TEXT_LIMITS.notes) };
}

// ---------------------------------------------------------------- booking

export interface BookingContext {
  db: Db;
  now: Date;
  origin: string;
  hotel: HotelRow;
  clientSession: string;
  /** The request's Authorization header (`Bearer <member access token>`), if any. */
  authorization?: string;
  /** Whether a 3D Secure return address may be used (widget origin or a trusted hotel site); default: the widget origin only. */
  isAllowedReturn?: (url: string) => boolean;
}

interface RoomLine {
  index: number;
  rt: RoomTypeRow;
  rp: RoomPlanRow;
  plan: PlanRow;
  query: RoomQuery;
  guest: GuestName;
  priced: PricedPlan;
  raw: Obj;
}

function modeOf(plan: PlanRow): SearchParams['mode'] {
  if (plan.is_secret) return 'secret';
  if (plan.is_voucher) return 'voucher';
  return plan.member_only ? 'all' : 'brr';
}

function roomParams(base: { checkin: string; checkout: string; isDayUse: boolean; promoCode: string | null; couponCode: string | null }, room: RoomQuery,
  mode: SearchParams['mode'], rt: RoomTypeRow, rpCode: string): SearchParams {
  return {
    checkin: base.checkin, checkout: base.checkout, rooms: [room], type: 'room', order: 'price_low_to_high', mode, isDayUse: base.isDayUse,
    searchNextAvailable: false, includingOccupied: true, availableRoomsOnly: false, roomTypeCodes: [rt.code], hotelPlanCodes: [],
    roomPlanCodes: [rpCode], promoCode: base.promoCode, couponCode: base.couponCode, filters: [], undated: false,
    nights: Math.max(1, daysBetween(base.checkin, base.checkout)),
  };
}

/** The nights a stay occupies (day use: the check-in date). */
export function stayNights(checkin: string, checkout: string, isDayUse: boolean): string[] {
  return isDayUse ? [checkin] : eachDate(checkin, checkout);
}

function randomDigits(n: number): string {
  let s = '';
  while (s.length < n) s += crypto.randomInt(0, 10);
  return s;
}

function parseReturnUrl(v: unknown, allowed: (url: string) => boolean): string | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string' || v.length > TEXT_LIMITS.returnUrl) throw validationError('three_d_secure_return_url must be an http(s) URL.');
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw validationError('three_d_secure_return_url must be an http(s) URL.');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw validationError('three_d_secure_return_url must be an http(s) URL.');
  if (u.username || u.password || !allowed(u.toString())) {
    throw validationError("three_d_secure_return_url must be on the widget's origin or the hotel's own website.");
  }
  return u.toString();
}

/** `spending_point`: absent or null = 0, else a whole number ≥ 0. */
function parseSpendingPoint(v: unknown): number {
  if (v === undefined || v === null) return 0;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) throw validationError('spending_point must be a whole number of 0 or more.');
  return v;
}

/**
 * Points rules of spec section 5, checked in this order: multiples of the program's step, at least its minimum spend,
 * not above the balance (code 2401 with currentPoint / spendPoint), not above the total price before points.
 */
function checkSpendingPoint(spend: number, member: MemberRow, rules: { step: number; minimumSpend: number }, totalBeforePoints: number, currency: string): void {
  if (spend === 0) return;
  if (spend % rules.step !== 0) throw validationError(`Points can only be spent in multiples of ${rules.step}.`);
  if (spend < rules.minimumSpend) throw validationError(`At least ${rules.minimumSpend} points must be spent at a time.`);
  if (spend > member.points) {
    throw validationError(`You have only ${member.points} points. Cannot spend ${spend} points.`, 2401, { currentPoint: member.points, spendPoint: spend });
  }
  if (spend > totalBeforePoints) {
    throw validationError(`You cannot spend more points than the total price (${totalBeforePoints} ${currency}).`);
  }
}

/**
 * Validates the booking request, re-checks and holds inventory, prices the stay with the room search's code and
 * inserts the reservation. Must run inside a transaction (see `createReservation`): any throw rolls everything back.
 * A bearer token of a member of the hotel's program books as that member (member-only plans, points); spending points
 * without one → 401.
 */
export function book(ctx: BookingContext, text: string): { status: number; body: unknown } {
  const { db, now, hotel } = ctx;
  const body = asObject(parseJsonText(text), 'The request body');
  const locale = resolveLocale(typeof body.locale === 'string' ? body.locale : undefined);
  const cat: Catalogue = catalogue(db, hotel.id);

  // The member (read inside this transaction, so the balance cannot change before the deduction) and the points.
  const member = hotelMember(db, hotel, ctx.authorization, now) ?? null;
  const spendingPoint = parseSpendingPoint(body.spending_point);
  if (spendingPoint > 0 && !member) throw signedOut();
  const rules = member ? pointRules(db, member.program_id) : null;
  if (spendingPoint > 0 && !rules?.enabled) throw validationError('Points cannot be used at this hotel.');

  // Rooms: room type and room plan exist and belong together; the plan can be booked.
  if (!Array.isArray(body.rooms) || body.rooms.length === 0) throw validationError('At least one room is required.');
  // At most the rooms a search of this hotel can ask for (spec: multi_rooms_search_limit; 1 without multi-room).
  const roomLimit = hotel.multi_rooms_search_enabled ? hotel.multi_rooms_search_limit : 1;
  if (body.rooms.length > roomLimit) {
    throw validationError(roomLimit === 1 ? 'This hotel accepts one room per booking.' : `At most ${roomLimit} rooms can be booked at once.`);
  }
  const promoCode = optText(body, 'promo_code', 'Promotion code');
  const couponCode = optText(body, 'coupon_code', 'Coupon code');
  const lines = (body.rooms as unknown[]).map((r, index) => {
    const o = asObject(r, `rooms[${index}]`);
    const rtCode = reqText(o, 'room_type_code', `rooms[${index}].room_type_code`);
    const rpCode = reqText(o, 'room_plan_code', `rooms[${index}].room_plan_code`);
    const rt = cat.roomTypes.find((x) => x.code === rtCode);
    if (!rt) throw validationError(`Unknown room type: ${rtCode}.`);
    const rp = cat.roomPlans.find((x) => x.code === rpCode);
    if (!rp) throw validationError(`Unknown room plan: ${rpCode}.`);
    if (rp.room_type_id !== rt.id) throw validationError(`Room plan ${rpCode} is not sold for room type ${rtCode}.`);
    const plan = cat.plans.find((p) => p.id === rp.plan_id)!;
    if (plan.member_only && !member) throw validationError(`The plan ${plan.code} is for signed-in members only.`);
    if (plan.is_secret && (promoCode ?? '').toLowerCase() !== (hotel.secret_code ?? '').toLowerCase()) {
      throw validationError(`The plan ${plan.code} needs the secret code (promo_code).`);
    }
    if (plan.promo_code && plan.promo_code.toLowerCase() !== (promoCode ?? '').toLowerCase()) {
      throw validationError(`The plan ${plan.code} needs its promotion code (promo_code).`);
    }
    return { index, o, rt, rp, plan };
  });
  const dayUse = lines.map((l) => !!l.plan.is_day_use);
  if (dayUse.some((d) => d !== dayUse[0])) throw validationError('Day-use plans cannot be booked together with overnight plans.');
  const isDayUse = dayUse[0]!;

  // Dates and guests, with the room search's rules (max guests, children per adult, tiers, ages, companions, 1903).
  const query: QueryObject = Object.create(null) as QueryObject;
  const roomsQuery = Object.create(null) as QueryObject;
  lines.forEach((l) => {
    const g = toQuery({
      checkin_date: body.checkin_date, checkout_date: body.checkout_date, adults: l.o.adults, children: l.o.children, kids_tiers: l.o.kids_tiers,
      kids_ages: l.o.kids_ages, adult_companion: l.o.adult_companion, kid_tier_A_companion: l.o.kid_tier_A_companion,
    });
    roomsQuery[String(l.index)] = g;
  });
  query.rooms = roomsQuery;
  if (typeof body.checkin_date !== 'string' || typeof body.checkout_date !== 'string') {
    throw validationError('checkin_date and checkout_date are required (YYYY-MM-DD).');
  }
  const parsed = parseRooms(query, hotel, cat.tiers, now, isDayUse, { companions: companionSetting(db, hotel) });
  const { checkin, checkout } = parsed;

  // Guest, payment method, codes.
  const guest = mainGuest(body.guest, locale, hotel);
  const booker = { first_name: guest.first_name, last_name: guest.last_name, first_name_kana: guest.first_name_kana, last_name_kana: guest.last_name_kana };
  const roomGuests = lines.map((l) => {
    if (l.o.guest === undefined || l.o.guest === null) return booker;
    const o = asObject(l.o.guest, `rooms[${l.index}].guest`);
    // A room guest named as the booker, without kana, is the booker: their kana are the booker's.
    const isBooker = o.first_name === guest.first_name && o.last_name === guest.last_name && !o.first_name_kana && !o.last_name_kana;
    return isBooker ? booker : guestName(o, `Room ${l.index + 1} guest`, locale, hotel);
  });
  const methodRaw = body.payment_method ?? lines[0]!.o.payment_method;
  if (typeof methodRaw !== 'string' || !(PAYMENT_METHODS as readonly string[]).includes(methodRaw)) {
    throw validationError(`payment_method must be one of ${PAYMENT_METHODS.join(', ')}.`);
  }
  const method = methodRaw as PaymentMethod;
  if (lines.some((l) => l.o.payment_method !== undefined && l.o.payment_method !== method)) {
    throw validationError('Rooms in one booking must share a payment method.');
  }
  for (const l of lines) {
    if (!(JSON.parse(l.plan.payment_methods) as string[]).includes(method)) {
      throw validationError(`The plan ${l.plan.code} cannot be paid with ${method}.`);
    }
  }
  const returnUrl = parseReturnUrl(body.three_d_secure_return_url, ctx.isAllowedReturn ?? ((url) => new URL(url).origin === ctx.origin));
  const base = { checkin, checkout, isDayUse, promoCode, couponCode };
  const codesMode: SearchParams['mode'] = lines.some((l) => l.plan.is_secret) ? 'secret' : 'brr';
  const coupon = checkCodes(db, hotel, cat, roomParams(base, parsed.rooms[0]!, codesMode, lines[0]!.rt, lines[0]!.rp.code), now);

  // Extras, answers, attachments.
  const today = hotelToday(hotel, now);
  const nights = stayNights(checkin, checkout, isDayUse);
  const extras: ExtraItem[] = validateExtras(db, body.extras, hotel, nights, today);
  const answers: Answer[] = validateAnswers(db, body.answers, hotel, parsed.rooms.map((r) => r.adults), lines.map((l) => l.plan.code));
  const attachmentIds = body.attachment_ids === undefined || body.attachment_ids === null ? [] : body.attachment_ids;
  if (!Array.isArray(attachmentIds) || attachmentIds.some((x) => typeof x !== 'string')) throw validationError('attachment_ids must be a list of ids.');
  if (attachmentIds.length > MAX_ATTACHMENTS) throw validationError(`At most ${MAX_ATTACHMENTS} files can be attached.`);
  if (new Set(attachmentIds).size !== attachmentIds.length) throw validationError('An attachment is listed twice.');
  for (const id of attachmentIds as string[]) {
    const a = db.prepare(`SELECT reservation_id FROM file_attachments WHERE id = ? AND hotel_id = ? AND client_session = ?`).get(id, hotel.id, ctx.clientSession) as
      | { reservation_id: number | null }
      | undefined;
    if (!a || a.reservation_id !== null) throw validationError(`The attachment ${id} cannot be used: upload it again.`, 1251);
  }

  // Prices: the room search's evaluate() per room, from the inventory read inside this transaction.
  const inventory = loadInventory(db, hotel.id, checkin, addDays(checkout, 1));
  const priced: RoomLine[] = lines.map((l, i) => {
    const room = parsed.rooms[i]!;
    const result = evaluate(hotel, cat, inventory, roomParams(base, room, modeOf(l.plan), l.rt, l.rp.code), checkin, checkout,
      { memberSignedIn: !!member, coupon });
    const pp = result[0]?.plans.find((p) => p.roomPlanCode === l.rp.code);
    if (!pp) throw validationError(`${pick(l.rt.name_i18n, 'en')} can hold at most ${l.rt.max_guests} guests.`);
    return { index: i, rt: l.rt, rp: l.rp, plan: l.plan, query: room, guest: roomGuests[i]!, priced: pp, raw: l.o };
  });
  const roomRate = priced.reduce((s, l) => s + l.priced.perNight.reduce((x, n) => x + n.price, 0), 0);
  const discount = priced.reduce((s, l) => s + l.priced.discount, 0);
  const extrasTotal = extras.reduce((s, e) => s + e.unitPriceWithTax * e.quantity, 0);
  const subtotal = roomRate - discount + extrasTotal;
  if (member && rules) checkSpendingPoint(spendingPoint, member, rules, subtotal, hotel.currency);
  // Points pay part of the price (1 point = 1 unit of the currency): the included tax stays that of the price before points.
  const total = subtotal - spendingPoint;
  const depositPercent = DEPOSIT_PERCENT[method];
  const depositAmount = Math.floor((total * depositPercent) / 100);
  const price: PriceBreakdown = {
    room_rate: roomRate, extras: extrasTotal, service_fee: 0, tax: includedTax(subtotal, hotel.tax_rate_percent), accommodation_tax: 0, discount,
    point_discount: spendingPoint, subtotal, total, deposit_percentage: depositPercent, deposit_amount: depositAmount, remaining_amount: total - depositAmount,
  };

  // Card rules.
  let card: CardToken | null = null;
  if (CARD_METHODS.has(method)) {
    card = requireCardToken(db, body.card_token, now);
    if (total === 0) throw validationError('A total of 0 cannot be paid by card. Choose another payment method or use fewer points.');
    if (cardValidUntil(card) < checkout) throw validationError('The card expires before check-out. Use another card.', 3005);
    if (ONLINE_CARD_METHODS.has(method)) checkCardAmount(card, total, hotel.currency);
  }

  // Inventory: every night, rooms of the same type counted together; then hold them (the conditional UPDATE re-checks).
  const need = new Map<number, number>();
  for (const l of priced) need.set(l.rt.id, (need.get(l.rt.id) ?? 0) + 1);
  for (const [rtId, n] of need) {
    for (const night of nights) if ((inventory.get(rtId)?.get(night)?.remaining ?? 0) < n) throw soldOut();
  }
  const hold = db.prepare(`UPDATE inventory SET remaining = remaining - ? WHERE room_type_id = ? AND date = ? AND remaining >= ?`);
  for (const [rtId, n] of need) {
    for (const night of nights) if (hold.run(n, rtId, night, n).changes !== 1) throw soldOut();
  }
  if (coupon && discount > 0) db.prepare(`UPDATE coupons SET used_count = used_count + 1 WHERE id = ?`).run(coupon.id);
  // Points: the conditional UPDATE re-checks the balance (this whole booking is one IMMEDIATE transaction).
  if (member && spendingPoint > 0
    && db.prepare(`UPDATE members SET points = points - ? WHERE id = ? AND points >= ?`).run(spendingPoint, member.id, spendingPoint).changes !== 1) {
    const current = findMemberPoints(db, member.id);
    throw validationError(`You have only ${current} points. Cannot spend ${spendingPoint} points.`, 2401, { currentPoint: current, spendPoint: spendingPoint });
  }

  // Insert.
  const threeDs = card?.three_ds === 1;
  let number = '';
  do number = `SB${randomDigits(10)}`;
  while (db.prepare(`SELECT 1 FROM reservations WHERE confirmation_number = ?`).get(number));
  const at = now.getTime();
  const threeDsId = threeDs ? `tds_${crypto.randomBytes(18).toString('base64url')}` : null;
  const status: ReservationStatus = threeDs ? 'pending_3ds' : 'done';
  const r = db.prepare(`INSERT INTO reservations (hotel_id, confirmation_number, bypass_token, status, checkin_date, checkout_date, is_day_use, email, guest,
    payment_method, price, currency, coupon_id, card, answers, locale, client_session, three_ds_id, three_ds_return_url, three_ds_expires_at, created_at, updated_at,
    member_id, spent_points)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    hotel.id, number, crypto.randomBytes(24).toString('base64url'), status, checkin, checkout, isDayUse ? 1 : 0, guest.email, JSON.stringify(guest), method,
    JSON.stringify(price), hotel.currency, coupon && discount > 0 ? coupon.id : null,
    card ? JSON.stringify({ brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year }) : null,
    JSON.stringify(answers), locale, ctx.clientSession, threeDsId, threeDs ? returnUrl : null, threeDs ? at + THREE_DS_TTL_MS : null, at, at,
    member?.id ?? null, spendingPoint,
  );
  const id = Number(r.lastInsertRowid);
  const insertRoom = db.prepare(`INSERT INTO reservation_rooms (reservation_id, position, room_type_id, room_plan_id, guests, guest, price) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const l of priced) {
    const g = l.query;
    insertRoom.run(id, l.index, l.rt.id, l.rp.id, JSON.stringify({
      adults: g.adults, children: g.children,
      kids_tiers: g.kidsTiers.map((k) => ({ code: k.code, children: k.children, meal_and_bed: k.mealAndBed })),
      kids_ages: g.kidsAges, adult_companion: g.adultCompanions, kid_tier_A_companion: g.kidCompanions,
    }), JSON.stringify(l.guest), JSON.stringify({
      total_price: l.priced.totalPrice, tax: l.priced.tax, discount: l.priced.discount, price_per_night: l.priced.perNight,
    }));
  }
  const insertExtra = db.prepare(`INSERT INTO reservation_extras (reservation_id, extra_id, delivered_at, quantity, unit_price, unit_price_with_tax) VALUES (?, ?, ?, ?, ?, ?)`);
  for (const e of extras) insertExtra.run(id, e.extra.id, e.date, e.quantity, e.unitPrice, e.unitPriceWithTax);
  for (const a of attachmentIds as string[]) db.prepare(`UPDATE file_attachments SET reservation_id = ? WHERE id = ?`).run(id, a);

  const row = findById(db, id)!;
  const next = threeDs
    ? { type: '3ds' as const, url: threeDsUrl(ctx.origin, row), expires_at: new Date(row.three_ds_expires_at!).toISOString() }
    : null;
  return { status: 201, body: { data: { reservation: reservationJson(db, row), next } } };
}

export function threeDsUrl(origin: string, row: ReservationRow): string {
  const base = `${origin}/sandbox-pay/3ds/${row.three_ds_id}`;
  return row.three_ds_return_url ? `${base}?return_url=${encodeURIComponent(row.three_ds_return_url)}` : base;
}

function findMemberPoints(db: Db, id: number): number {
  return (db.prepare(`SELECT points FROM members WHERE id = ?`).get(id) as { points: number } | undefined)?.points ?? 0;
}

export interface CreateRequest {
  idempotencyKey: string;
  text: string;
}

/**
 * Creates a reservation once per (client session, Idempotency-Key): one IMMEDIATE transaction reads the key, books in a
 * savepoint (a failure rolls back every hold) and stores the outcome — 201 or error — under the key. A repeat gets the
 * stored status and body (`replayed: true`); the same key with a different body gets 422. A 401 (points without a
 * signed-in member) is not stored, so the guest can sign in again and retry with the same key.
 */
export function createReservation(ctx: BookingContext, req: CreateRequest): { status: number; body: unknown; replayed: boolean } {
  const { db, now } = ctx;
  const fingerprint = crypto.createHash('sha256').update(`${ctx.hotel.code}\n${req.text}`).digest('hex');
  return db.transaction(() => {
    sweepExpired3ds(db, now);
    const prev = db.prepare(`SELECT fingerprint, status, body FROM idempotency_keys WHERE client_session = ? AND key = ?`).get(ctx.clientSession, req.idempotencyKey) as
      | { fingerprint: string; status: number; body: string }
      | undefined;
    if (prev) {
      if (prev.fingerprint !== fingerprint) {
        return { status: 422, body: validationError('This Idempotency-Key was already used for a different request.').body, replayed: false };
      }
      return { status: prev.status, body: JSON.parse(prev.body) as unknown, replayed: true };
    }
    let out: { status: number; body: unknown };
    try {
      out = db.transaction(() => book(ctx, req.text))();
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      out = { status: e.status, body: e.body as ErrorBody };
    }
    if (out.status !== 401) {
      db.prepare(`INSERT INTO idempotency_keys (client_session, key, fingerprint, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)`)
        .run(ctx.clientSession, req.idempotencyKey, fingerprint, out.status, JSON.stringify(out.body), now.getTime());
    }
    return { ...out, replayed: false };
  }).immediate();
}

// ---------------------------------------------------------------- reading

export function findById(db: Db, id: number): ReservationRow | undefined {
  return db.prepare(`SELECT * FROM reservations WHERE id = ?`).get(id) as ReservationRow | undefined;
}

export function findByThreeDsId(db: Db, id: string): ReservationRow | undefined {
  return db.prepare(`SELECT * FROM reservations WHERE three_ds_id = ?`).get(id) as ReservationRow | undefined;
}

/** The reservation of `hotel` with that number whose email (case-insensitive) or bypass token matches, or 404. */
export function requireReservation(db: Db, hotel: HotelRow, number: string, email: string | undefined, bypassToken: string | undefined): ReservationRow {
  const row = db.prepare(`SELECT * FROM reservations WHERE hotel_id = ? AND confirmation_number = ?`).get(hotel.id, number) as ReservationRow | undefined;
  const ok = !!row && ((!!email && row.email.toLowerCase() === email.trim().toLowerCase()) || (!!bypassToken && row.bypass_token === bypassToken));
  if (!ok) throw simpleError(404, 'Reservation not found');
  return row!;
}

export function reservationJson(db: Db, row: ReservationRow) {
  const locale = row.locale;
  const hotel = db.prepare(`SELECT code FROM hotels WHERE id = ?`).get(row.hotel_id) as { code: string };
  const rooms = db.prepare(`SELECT rr.*, rt.code AS rt_code, rt.name_i18n AS rt_name, rp.code AS rp_code, rp.cancellation_policy_id, p.code AS plan_code,
    p.name_i18n AS plan_name FROM reservation_rooms rr JOIN room_types rt ON rt.id = rr.room_type_id JOIN room_plans rp ON rp.id = rr.room_plan_id
    JOIN plans p ON p.id = rp.plan_id WHERE rr.reservation_id = ? ORDER BY rr.position`).all(row.id) as Array<{
    guests: string; guest: string; price: string; rt_code: string; rt_name: string; rp_code: string; cancellation_policy_id: number | null;
    plan_code: string; plan_name: string;
  }>;
  const extras = db.prepare(`SELECT re.*, e.name_i18n, e.unit_i18n, e.extra_type FROM reservation_extras re JOIN extras e ON e.id = re.extra_id
    WHERE re.reservation_id = ? ORDER BY re.id`).all(row.id) as Array<{
    extra_id: number; delivered_at: string | null; quantity: number; unit_price: number; unit_price_with_tax: number; name_i18n: string; unit_i18n: string;
    extra_type: string;
  }>;
  const attachments = db.prepare(`SELECT id, filename, size FROM file_attachments WHERE reservation_id = ? ORDER BY created_at, id`).all(row.id);
  const coupon = row.coupon_id !== null
    ? (db.prepare(`SELECT code, name_i18n FROM coupons WHERE id = ?`).get(row.coupon_id) as { code: string; name_i18n: string } | undefined)
    : undefined;
  const card = row.card ? (JSON.parse(row.card) as { brand: string; last4: string }) : null;
  return {
    confirmation_number: row.confirmation_number,
    status: row.status,
    hotel_code: hotel.code,
    checkin_date: row.checkin_date,
    checkout_date: row.checkout_date,
    is_day_use: row.is_day_use === 1,
    currency: row.currency,
    rooms: rooms.map((r) => {
      const price = JSON.parse(r.price) as { total_price: number; tax: number; discount: number; price_per_night: Array<{ date: string; price: number }> };
      return {
        room_type_code: r.rt_code,
        room_type_name: pick(r.rt_name, locale),
        room_plan_code: r.rp_code,
        hotel_plan_code: r.plan_code,
        room_plan_name: pick(r.plan_name, locale),
        ...(JSON.parse(r.guests) as Record<string, unknown>),
        guest: JSON.parse(r.guest) as GuestName,
        ...price,
        cancellation_policy_id: r.cancellation_policy_id,
      };
    }),
    price: JSON.parse(row.price) as PriceBreakdown,
    guest: JSON.parse(row.guest) as MainGuest,
    payment_method: row.payment_method,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    coupon: coupon ? { code: coupon.code, name: pick(coupon.name_i18n, locale) } : null,
    extras: extras.map((e) => ({
      id: e.extra_id, name: pick(e.name_i18n, locale), unit: pick(e.unit_i18n, locale), extra_type: e.extra_type, delivered_at: e.delivered_at,
      quantity: e.quantity, price: e.unit_price * e.quantity, price_with_tax: e.unit_price_with_tax * e.quantity,
    })),
    answers: JSON.parse(row.answers) as Answer[],
    attachments,
    bypass_token: row.bypass_token,
    email: row.email,
    locale: row.locale,
    error_code: row.error_code,
    created_at: new Date(row.created_at).toISOString(),
    cancelled_at: row.cancelled_at !== null ? new Date(row.cancelled_at).toISOString() : null,
    cancellation: row.cancellation ? (JSON.parse(row.cancellation) as Record<string, unknown>) : null,
  };
}

// ---------------------------------------------------------------- state changes

/** Gives the points spent on a reservation back to its member. */
function refundPoints(db: Db, row: ReservationRow): void {
  if (row.member_id !== null && row.spent_points > 0) {
    db.prepare(`UPDATE members SET points = points + ? WHERE id = ?`).run(row.spent_points, row.member_id);
  }
}

/** Gives the rooms of a reservation back to inventory (capped at the night's total). */
function releaseInventory(db: Db, row: ReservationRow): void {
  const nights = stayNights(row.checkin_date, row.checkout_date, row.is_day_use === 1);
  const rooms = db.prepare(`SELECT room_type_id FROM reservation_rooms WHERE reservation_id = ?`).all(row.id) as Array<{ room_type_id: number }>;
  const release = db.prepare(`UPDATE inventory SET remaining = MIN(total, remaining + 1) WHERE room_type_id = ? AND date = ?`);
  for (const r of rooms) for (const night of nights) release.run(r.room_type_id, night);
}

/**
 * Moves a reservation from one of `from` to `to` in a transaction; leaving a holding state (done, pending_3ds) for
 * failed or cancelled gives the rooms and the spent points back (once: failed and cancelled are final).
 * Returns false when the reservation was no longer in `from`.
 */
export function transition(db: Db, id: number, from: ReservationStatus[], to: ReservationStatus, now: Date,
  extra: { errorCode?: number | null; cancellation?: Record<string, unknown> } = {}): boolean {
  return db.transaction(() => {
    const row = findById(db, id);
    if (!row || !from.includes(row.status)) return false;
    const at = now.getTime();
    db.prepare(`UPDATE reservations SET status = ?, error_code = ?, updated_at = ?, cancelled_at = ?, cancellation = COALESCE(?, cancellation) WHERE id = ?`).run(
      to, extra.errorCode ?? row.error_code, at, to === 'cancelled' ? at : row.cancelled_at, extra.cancellation ? JSON.stringify(extra.cancellation) : null, id,
    );
    if (to === 'failed' || to === 'cancelled') {
      releaseInventory(db, row);
      refundPoints(db, row);
    }
    return true;
  }).immediate(); // read-then-write: take the write lock first
}

/** Cancels every pending 3D Secure booking older than 15 minutes (error_code 3001), giving its rooms back. */
export function sweepExpired3ds(db: Db, now: Date): number {
  const stale = db.prepare(`SELECT id FROM reservations WHERE status = 'pending_3ds' AND three_ds_expires_at <= ?`).all(now.getTime()) as Array<{ id: number }>;
  let n = 0;
  for (const { id } of stale) if (transition(db, id, ['pending_3ds'], 'cancelled', now, { errorCode: 3001 })) n++;
  return n;
}

/** Percentage of the room price charged when cancelling `daysBefore` days before check-in under a policy. */
export function cancellationPercent(parts: Array<{ days_before: number; percentage_of_cost: number }>, sameDay: number, daysBefore: number): number {
  if (daysBefore <= 0) return sameDay;
  const hit = parts.filter((p) => p.days_before >= daysBefore).sort((a, b) => a.days_before - b.days_before)[0];
  return hit?.percentage_of_cost ?? 0;
}

/**
 * Cancels a confirmed reservation (PUT …/cancel): not on or after the day of stay (hotel time). Computes the
 * cancellation fee per room from its plan's cancellation policy and gives the rooms back, in one transaction.
 */
export function cancelReservation(db: Db, hotel: HotelRow, row: ReservationRow, rawBody: unknown, now: Date): ReservationRow {
  const body = rawBody === undefined ? {} : asObject(rawBody, 'The request body');
  const reason = optText(body, 'reason', 'Reason', TEXT_LIMITS.cancelReason);
  const details = optText(body, 'details', 'Details', TEXT_LIMITS.cancelDetails);
  const shown = body.cancellation_fee_displayed;
  if (shown !== undefined && shown !== null && (typeof shown !== 'number' || !Number.isFinite(shown) || shown < 0)) {
    throw validationError('cancellation_fee_displayed must be a non-negative number.');
  }
  if (row.status === 'cancelled') throw validationError('The reservation is already cancelled.');
  if (row.status !== 'done') throw validationError('Only confirmed reservations can be cancelled.');
  const today = hotelToday(hotel, now);
  if (today >= row.checkin_date) throw validationError('Online cancellation is not possible on the day of stay.');
  const daysBefore = daysBetween(today, row.checkin_date);
  const policies = new Map(cancellationPolicies(db, hotel.id).map((p) => [p.id, p]));
  const rooms = db.prepare(`SELECT rr.price, rp.cancellation_policy_id FROM reservation_rooms rr JOIN room_plans rp ON rp.id = rr.room_plan_id
    WHERE rr.reservation_id = ? ORDER BY rr.position`).all(row.id) as Array<{ price: string; cancellation_policy_id: number | null }>;
  const perRoom = rooms.map((r) => {
    const total = (JSON.parse(r.price) as { total_price: number }).total_price;
    const p = r.cancellation_policy_id !== null ? policies.get(r.cancellation_policy_id) : undefined;
    const pct = p ? cancellationPercent(JSON.parse(p.parts) as Array<{ days_before: number; percentage_of_cost: number }>, p.same_day_percentage_of_cost, daysBefore) : 0;
    return { percentage: pct, fee: Math.floor((total * pct) / 100) };
  });
  const cancellation = {
    reason, details, cancellation_fee_displayed: shown ?? null,
    cancellation_fee: perRoom.reduce((s, r) => s + r.fee, 0), rooms: perRoom,
  };
  if (!transition(db, row.id, ['done'], 'cancelled', now, { cancellation })) throw validationError('Only confirmed reservations can be cancelled.');
  return findById(db, row.id)!;
}
