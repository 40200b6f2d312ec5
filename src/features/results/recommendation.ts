// Room recommender (GET hotels/{code}/rooms/recommendation): a few picks for the searched stay, each with why.
import { array, defaulted, integer, number, string, type, type Infer } from 'superstruct';
import { api } from '../../api';
import { FALLBACK_CURRENCY } from '../../lib/constants';
import type { SearchCriteria } from '../search/criteria';
import { searchPayload } from './api';

export const RECOMMENDATION_REASONS = ['best_price', 'most_space', 'breakfast_included'] as const;
/** The recommender shows at most this many picks. */
export const MAX_PICKS = 3;

export const Recommendation = type({
  room_type_code: string(),
  room_type_name: string(),
  room_plan_code: string(),
  room_plan_name: string(),
  hotel_plan_code: defaulted(string(), ''),
  photos: defaulted(array(string()), []),
  total_price: number(),
  tax: defaulted(number(), 0),
  currency: defaulted(string(), FALLBACK_CURRENCY),
  // A reason this widget does not know yet is shown without a badge, not refused.
  reason: defaulted(string(), ''),
  room_count: defaulted(integer(), 0),
});
export type Recommendation = Infer<typeof Recommendation>;

const RecommendationResponse = type({ data: type({ recommendations: array(Recommendation) }) });

export async function fetchRecommendations(code: string, criteria: SearchCriteria, signal?: AbortSignal): Promise<Recommendation[]> {
  const body = await api().get(`hotels/${encodeURIComponent(code)}/rooms/recommendation`, {
    params: searchPayload(criteria),
    schema: RecommendationResponse,
    signal,
  });
  return body.data.recommendations.slice(0, MAX_PICKS);
}
