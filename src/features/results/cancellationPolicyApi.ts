// Cancellation policies of a hotel (GET hotels/{code}/cancellation_policies, by plan codes or by id).
import { array, boolean, defaulted, integer, nullable, number, string, type, type Infer } from 'superstruct';
import { api } from '../../api';

export const CancellationPolicyPart = type({ days_before: integer(), percentage_of_cost: number() });

export const CancellationPolicy = type({
  id: integer(),
  name: defaulted(string(), ''),
  room_plan_codes: defaulted(array(string()), []),
  /** "Free-cancellation cutoff is the hour in cancel_before_at, in local time." */
  cancel_before_at: defaulted(nullable(integer()), null),
  /** The time of day the charges start, when the hotel states one ("15:00"). */
  time: defaulted(nullable(string()), null),
  cancellation_policy_parts: defaulted(array(CancellationPolicyPart), []),
  same_day_percentage_of_cost: defaulted(nullable(number()), null),
  no_show_percentage_of_cost: defaulted(nullable(number()), null),
  special_rate: defaulted(boolean(), false),
});
export type CancellationPolicy = Infer<typeof CancellationPolicy>;

const PoliciesResponse = type({ data: type({ cancellation_policies: array(CancellationPolicy) }) });
const PolicyResponse = type({ data: CancellationPolicy });

/** What the address asks for: one policy by id, or the policies of some room plans. */
export type PolicyQuery = { id: number } | { roomPlanCodes: string[] };

export async function fetchCancellationPolicies(code: string, query: PolicyQuery, signal?: AbortSignal): Promise<CancellationPolicy[]> {
  const base = `hotels/${encodeURIComponent(code)}/cancellation_policies`;
  if ('id' in query) {
    const body = await api().get(`${base}/${query.id}`, { schema: PolicyResponse, signal });
    return [body.data];
  }
  const body = await api().get(base, { params: { room_plan_codes: query.roomPlanCodes }, schema: PoliciesResponse, signal });
  return body.data.cancellation_policies;
}
