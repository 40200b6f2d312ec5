// Extras (add-ons sold with a stay), additional questions and file attachments: reading, formatting, and validating
// what a reservation request says about them.
import type { Db } from './db.ts';
import { addDays, daysBetween, eachDate, isIsoDate, weekday } from './dates.ts';
import { validationError } from './errors.ts';
import { LIST_LIMITS, TEXT_LIMITS } from './limits.ts';
import type { HotelRow } from './hotels.ts';
import { pick, type Locale } from './i18n.ts';

export interface ExtraRow {
  id: number;
  hotel_id: number;
  code: string;
  name_i18n: string;
  unit_i18n: string;
  extra_type: 'generic' | 'dated';
  min_quantity: number;
  max_quantity: number;
  price: number;
  weekend_price: number | null;
  deadline_days: number;
  purchase_limit: number | null;
  daily_stock: number | null;
  is_active: number;
  meal: 'breakfast' | 'dinner' | null;
}

/** The meals a plan's `meal` includes. */
const PLAN_MEALS: Record<string, readonly string[]> = { none: [], breakfast: ['breakfast'], half_board: ['breakfast', 'dinner'] };

/** An extra that is a meal every one of these plans already includes (no breakfast add-on on a breakfast plan). */
export function includedInPlans(db: Db, e: ExtraRow, hotelId: number, planCodes: string[]): boolean {
  if (!e.meal || !planCodes.length) return false;
  const meals = planCodes.map((code) => (db.prepare(`SELECT meal FROM plans WHERE hotel_id = ? AND code = ?`).get(hotelId, code) as { meal: string } | undefined)?.meal);
  return meals.every((meal) => meal !== undefined && (PLAN_MEALS[meal] ?? []).includes(e.meal!));
}

export function hotelExtras(db: Db, hotelId: number, activeOnly: boolean): ExtraRow[] {
  return db.prepare(`SELECT * FROM extras WHERE hotel_id = ? ${activeOnly ? 'AND is_active = 1' : ''} ORDER BY position, id`).all(hotelId) as ExtraRow[];
}

/** Price before tax of a dated extra on `date` (Friday and Saturday: the weekend price). */
export function extraUnitPrice(e: ExtraRow, date: string | null): number {
  if (e.extra_type === 'dated' && date && e.weekend_price !== null && (weekday(date) === 5 || weekday(date) === 6)) return e.weekend_price;
  return e.price;
}

export function withTax(price: number, ratePercent: number): number {
  return Math.round((price * (100 + ratePercent)) / 100);
}

/** Units of a dated extra already booked on `date` by reservations that hold their booking (done, pending_3ds). */
export function extraBooked(db: Db, extraId: number, date: string): number {
  return (db.prepare(`SELECT COALESCE(SUM(re.quantity), 0) AS n FROM reservation_extras re JOIN reservations r ON r.id = re.reservation_id
    WHERE re.extra_id = ? AND re.delivered_at = ? AND r.status IN ('done', 'pending_3ds')`).get(extraId, date) as { n: number }).n;
}

function bookable(db: Db, e: ExtraRow, date: string, today: string): boolean {
  if (daysBetween(today, date) < e.deadline_days) return false;
  if (e.daily_stock !== null && extraBooked(db, e.id, date) >= e.daily_stock) return false;
  return true;
}

export function extraJson(db: Db, e: ExtraRow, hotel: HotelRow, locale: Locale, dates: string[], today: string) {
  const price = (date: string | null) => {
    const p = extraUnitPrice(e, date);
    return { date, price: p, price_with_tax: withTax(p, hotel.tax_rate_percent) };
  };
  const dated = e.extra_type === 'dated';
  return {
    id: e.id,
    name: pick(e.name_i18n, locale)!,
    unit: pick(e.unit_i18n, locale)!,
    extra_type: e.extra_type,
    meal: e.meal ?? null,
    min_quantity: e.min_quantity,
    max_quantity: e.max_quantity,
    purchase_limit: e.purchase_limit,
    booking_deadline_days: e.deadline_days,
    prices: dated ? dates.map(price) : [price(null)],
    booking_available_dates: dated ? dates.filter((d) => bookable(db, e, d, today)) : [],
  };
}

/** Nights an extras list covers: [checkin, checkout) (day use: the check-in date), default today … today + 29. */
export function extraDates(checkin: string | undefined, checkout: string | undefined, today: string): string[] {
  if (!checkin && !checkout) return eachDate(today, addDays(today, 30));
  if (!checkin || !checkout || !isIsoDate(checkin) || !isIsoDate(checkout)) {
    throw validationError('Give both checkin_date and checkout_date in YYYY-MM-DD format.');
  }
  const n = daysBetween(checkin, checkout);
  if (n < 0 || n > 30) throw validationError('Checkout date must be on or after check-in date, at most 30 nights.');
  return n === 0 ? [checkin] : eachDate(checkin, checkout);
}

export interface ExtraItem {
  extra: ExtraRow;
  date: string | null;
  quantity: number;
  unitPrice: number;
  unitPriceWithTax: number;
}

const extraError = (code: number, message: string) => validationError(message, code);

/**
 * Validates `extras` of a reservation request against the hotel's extras and the stay's nights.
 * Codes: 1100 unknown id, 1101 booking deadline passed, 1102 quantity outside min…max, 1103 total price differs from
 * the `price` sent, 1104 purchase limit per reservation exceeded, 1105 not enough left on that date, 1106 no longer sold.
 */
export function validateExtras(db: Db, raw: unknown, hotel: HotelRow, nights: string[], today: string): ExtraItem[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw validationError('extras must be a list.');
  if (raw.length > LIST_LIMITS.extras) throw validationError(`At most ${LIST_LIMITS.extras} extras can be added.`);
  const all = new Map(hotelExtras(db, hotel.id, false).map((e) => [e.id, e]));
  const items: ExtraItem[] = [];
  for (const entry of raw) {
    const o = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const id = typeof o.id === 'string' && /^\d+$/.test(o.id) ? Number(o.id) : o.id;
    const extra = typeof id === 'number' ? all.get(id) : undefined;
    if (!extra) throw extraError(1100, `The extra ${String(o.id ?? '')} is not valid.`);
    const name = pick(extra.name_i18n, 'en')!;
    if (!extra.is_active) throw extraError(1106, `${name} is no longer sold.`);
    const quantity = o.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < extra.min_quantity || quantity > extra.max_quantity) {
      throw extraError(1102, `The quantity of ${name} must be from ${extra.min_quantity} to ${extra.max_quantity}.`);
    }
    let date: string | null = null;
    if (extra.extra_type === 'dated') {
      const d = typeof o.delivered_at === 'string' ? o.delivered_at.slice(0, 10) : '';
      if (!isIsoDate(d) || !nights.includes(d)) throw validationError(`${name} needs delivered_at: a night of the stay (YYYY-MM-DD).`);
      if (daysBetween(today, d) < extra.deadline_days) throw extraError(1101, `The booking deadline of ${name} for ${d} has passed.`);
      date = d;
    }
    const unitPrice = extraUnitPrice(extra, date);
    const unitPriceWithTax = withTax(unitPrice, hotel.tax_rate_percent);
    if (o.price !== undefined && o.price !== null && o.price !== unitPriceWithTax * quantity) {
      throw extraError(1103, `The total price of ${name} is ${unitPriceWithTax * quantity}, not ${String(o.price)}.`);
    }
    items.push({ extra, date, quantity, unitPrice, unitPriceWithTax });
  }
  const perExtra = new Map<number, number>();
  const perDate = new Map<string, number>();
  for (const it of items) {
    perExtra.set(it.extra.id, (perExtra.get(it.extra.id) ?? 0) + it.quantity);
    if (it.date) perDate.set(`${it.extra.id}|${it.date}`, (perDate.get(`${it.extra.id}|${it.date}`) ?? 0) + it.quantity);
  }
  for (const [id, n] of perExtra) {
    const e = all.get(id)!;
    if (e.purchase_limit !== null && n > e.purchase_limit) {
      throw extraError(1104, `At most ${e.purchase_limit} ${pick(e.name_i18n, 'en')} can be bought per reservation.`);
    }
  }
  for (const [k, n] of perDate) {
    const [id, date] = k.split('|') as [string, string];
    const e = all.get(Number(id))!;
    if (e.daily_stock === null) continue;
    const left = Math.max(0, e.daily_stock - extraBooked(db, e.id, date));
    if (n > left) throw extraError(1105, `Only ${left} ${pick(e.name_i18n, 'en')} left for ${date}.`);
  }
  return items;
}

// ---------------------------------------------------------------- additional questions

export interface QuestionRow {
  id: number;
  hotel_id: number | null;
  brand_id: number | null;
  question_type: 'checkin' | 'checkout' | 'people_per_room' | 'free';
  answer_type: string;
  question_i18n: string;
  labels: string;
  settings: string;
  hotel_plan_codes: string;
  required: number;
}

export function hotelQuestions(db: Db, hotelId: number): QuestionRow[] {
  return db.prepare(`SELECT * FROM additional_questions WHERE hotel_id = ? ORDER BY position, id`).all(hotelId) as QuestionRow[];
}

export function brandQuestions(db: Db, brandId: number): QuestionRow[] {
  return db.prepare(`SELECT * FROM additional_questions WHERE brand_id = ? ORDER BY position, id`).all(brandId) as QuestionRow[];
}

export function questionJson(q: QuestionRow, locale: Locale) {
  return {
    id: q.id,
    question: pick(q.question_i18n, locale)!,
    question_type: q.question_type,
    answer_type: q.answer_type,
    labels: JSON.parse(q.labels) as string[],
    settings: JSON.parse(q.settings) as Record<string, unknown>,
    hotel_plan_codes: JSON.parse(q.hotel_plan_codes) as string[],
    required: q.required === 1,
    remote_attachments_urls: [] as string[],
    ownable_type: q.brand_id !== null ? 'HotelBrand' : 'Hotel',
  };
}

/** Keeps questions with a label among `labels` (all when `labels` is empty). */
export function filterByLabels(list: QuestionRow[], labels: string[]): QuestionRow[] {
  if (!labels.length) return list;
  return list.filter((q) => (JSON.parse(q.labels) as string[]).some((l) => labels.includes(l)));
}

export const MAX_ANSWER_LENGTH = TEXT_LIMITS.answer;
const TIME_RE = /^([01]\d|2[0-4]):([0-5]\d)$/;

export interface RoomAnswer {
  room_index: number;
  checkin_time: string | null;
  checkout_time: string | null;
  adults: number | null;
  men_count: number | null;
  women_count: number | null;
}

export interface Answer {
  additional_question_id: number;
  question_type: string;
  text: string | null;
  rooms: RoomAnswer[];
}

/**
 * Validates `answers` against the hotel's (and its brand's) questions: free text at most 255 characters; check-in and
 * checkout times HH:MM inside the question's from…to; people counts are dropped when men + women ≠ the room's adults.
 */
export function validateAnswers(db: Db, raw: unknown, hotel: HotelRow, roomAdults: number[], planCodes: string[]): Answer[] {
  const questions = [...hotelQuestions(db, hotel.id), ...(hotel.brand_id !== null ? brandQuestions(db, hotel.brand_id) : [])];
  const list = raw === undefined || raw === null ? [] : raw;
  if (!Array.isArray(list)) throw validationError('answers must be a list.');
  // One answer per question at most, one entry per booked room at most in each answer.
  if (list.length > questions.length) throw validationError(`At most ${questions.length} answers can be sent (one per question).`);
  const out: Answer[] = [];
  for (const entry of list) {
    const o = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const id = Number(o.additional_question_id ?? o.id);
    const q = questions.find((x) => x.id === id);
    if (!q) throw validationError(`Unknown additional question: ${String(o.additional_question_id ?? o.id ?? '')}.`);
    if (out.some((a) => a.additional_question_id === id)) throw validationError(`Question ${id} is answered twice.`);
    const settings = JSON.parse(q.settings) as { from?: string; to?: string };
    let text: string | null = null;
    if (o.text !== undefined && o.text !== null) {
      if (typeof o.text !== 'string') throw validationError('Answers must be text.');
      if ([...o.text].length > MAX_ANSWER_LENGTH) throw validationError(`Answers can be at most ${MAX_ANSWER_LENGTH} characters.`);
      text = o.text;
    }
    const roomsRaw = Array.isArray(o.rooms) ? (o.rooms as unknown[]) : [];
    if (roomsRaw.length > roomAdults.length) throw validationError('An answer has more room entries than the booking has rooms.');
    const seenRooms = new Set<number>();
    const rooms: RoomAnswer[] = roomsRaw.map((r, i) => {
      const ro = (r && typeof r === 'object' ? r : {}) as Record<string, unknown>;
      const index = typeof ro.room_index === 'number' ? ro.room_index : i;
      if (!Number.isInteger(index) || index < 0 || index >= roomAdults.length) throw validationError('An answer names a room the booking does not have.');
      if (seenRooms.has(index)) throw validationError('An answer names the same room twice.');
      seenRooms.add(index);
      const time = (v: unknown, label: string): string | null => {
        if (v === undefined || v === null || v === '') return null;
        if (typeof v !== 'string' || !TIME_RE.exec(v)) throw validationError(`${label} must be a time as HH:MM.`);
        if ((settings.from && v < settings.from) || (settings.to && v > settings.to)) {
          throw validationError(`${label} must be between ${settings.from ?? '00:00'} and ${settings.to ?? '24:00'}.`);
        }
        return v;
      };
      const count = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 99 ? v : null);
      let men = count(ro.men_count);
      let women = count(ro.women_count);
      const adults = roomAdults[index]!;
      if (men !== null || women !== null) {
        if ((men ?? 0) + (women ?? 0) !== adults) {
          men = null; // dropped when men + women does not equal adults (spec section 3)
          women = null;
        }
      }
      return {
        room_index: index,
        checkin_time: q.question_type === 'checkin' ? time(ro.checkin_time, 'Check-in time') : null,
        checkout_time: q.question_type === 'checkout' ? time(ro.checkout_time, 'Checkout time') : null,
        adults: q.question_type === 'people_per_room' ? adults : null,
        men_count: q.question_type === 'people_per_room' ? men : null,
        women_count: q.question_type === 'people_per_room' ? women : null,
      };
    });
    out.push({ additional_question_id: id, question_type: q.question_type, text, rooms });
  }
  for (const q of questions) {
    const plans = JSON.parse(q.hotel_plan_codes) as string[];
    const applies = !plans.length || plans.some((p) => planCodes.includes(p));
    if (q.required && applies && !out.some((a) => a.additional_question_id === q.id)) {
      throw validationError(`Required fields can't be blank: question ${q.id}.`);
    }
  }
  return out;
}

// ---------------------------------------------------------------- file attachments

export { MAX_ATTACHMENT_BYTES } from './limits.ts';
export const MAX_ATTACHMENTS = LIST_LIMITS.attachments;
