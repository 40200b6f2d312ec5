// Calls of the booking step (spec section 7): extras, additional questions and file attachments.
import { array, boolean, defaulted, enums, integer, nullable, number, optional, string, type, union, type Infer } from 'superstruct';
import { api } from '../../api';
import type { UploadProgress } from '../../api/upload';
import { Extra } from './extras';

const ExtrasResponse = type({ data: type({ extras: defaulted(array(Extra), []) }) });

/** GET hotels/{code}/extras, for the stay's nights when known. */
/**
 * GET hotels/{code}/extras for the stay; with the booking's hotel plans, an extra that is a meal every one of them
 * includes (a breakfast add-on with a breakfast plan) is left out by the hotel.
 */
export async function fetchExtras(code: string, stay: { checkin?: string; checkout?: string }, signal?: AbortSignal, planCodes: readonly string[] = []): Promise<Extra[]> {
  const params: Record<string, string> = stay.checkin && stay.checkout ? { checkin_date: stay.checkin, checkout_date: stay.checkout } : {};
  const plans = [...new Set(planCodes)].sort();
  if (plans.length) params.hotel_plan_codes = plans.join(',');
  const res = await api().get(`hotels/${encodeURIComponent(code)}/extras`, { params, schema: ExtrasResponse, signal });
  return res.data.extras;
}

export const QUESTION_TYPES = ['checkin', 'checkout', 'people_per_room', 'free'] as const;

/** A question's own settings: the time window of checkin/checkout answers, a free answer's length. */
const QuestionSettings = type({
  from: optional(nullable(string())),
  to: optional(nullable(string())),
  step_minutes: optional(nullable(number())),
  max_length: optional(nullable(number())),
});

/** An additional question (spec section 3). Tolerant: servers differ on the title's name and optional parts. */
export const AdditionalQuestion = type({
  id: union([integer(), string()]),
  question_type: defaulted(enums(QUESTION_TYPES), 'free'),
  answer_type: defaulted(nullable(string()), null),
  labels: defaulted(array(string()), []),
  title: defaulted(nullable(string()), null),
  question: defaulted(nullable(string()), null),
  required: defaulted(nullable(boolean()), false),
  settings: defaulted(nullable(QuestionSettings), null),
  hotel_plan_codes: defaulted(nullable(array(string())), null),
});
export type AdditionalQuestion = Infer<typeof AdditionalQuestion>;

const QuestionsResponse = type({ data: type({ additional_questions: defaulted(array(AdditionalQuestion), []) }) });

/** GET hotels/{code}/additional_questions or hotel_brands/{brand}/additional_questions. */
export async function fetchQuestions(owner: { hotel: string } | { brand: string }, signal?: AbortSignal): Promise<AdditionalQuestion[]> {
  const path = 'hotel' in owner ? `hotels/${encodeURIComponent(owner.hotel)}` : `hotel_brands/${encodeURIComponent(owner.brand)}`;
  const res = await api().get(`${path}/additional_questions`, { schema: QuestionsResponse, signal });
  return res.data.additional_questions;
}

export const UploadedAttachment = type({ id: union([string(), integer()]), filename: string(), size: number() });
export type UploadedAttachment = Infer<typeof UploadedAttachment>;
const UploadResponse = type({ data: UploadedAttachment });

/** POST hotels/{code}/file_attachments (multipart, field "file"), reporting the upload's progress. */
export async function uploadAttachment(code: string, file: File, onProgress: UploadProgress, signal?: AbortSignal): Promise<UploadedAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await api().post(`hotels/${encodeURIComponent(code)}/file_attachments`, form, { schema: UploadResponse, signal, onUploadProgress: onProgress });
  return res.data;
}
