// The cancellation policies of the offers on screen, fetched together: every PolicyLine asks for its room plan in
// the same render, and one GET cancellation_policies?room_plan_codes[]=… answers them all (a plan asked later, after
// a sort or a view change, is fetched with the others asked in that render).
import { signal } from '@preact/signals';
import { fetchCancellationPolicies, type CancellationPolicy } from './cancellationPolicyApi';

export type PolicyState = { status: 'loading' } | { status: 'loaded'; policy: CancellationPolicy | undefined } | { status: 'error' };

const states = signal<ReadonlyMap<string, PolicyState>>(new Map());
const waiting = new Map<string, Set<string>>();
/** Keys asked for and not answered yet. */
const pending = new Set<string>();
let scheduled = false;

const keyOf = (hotel: string, locale: string, roomPlanCode: string) => `${hotel}|${locale}|${roomPlanCode}`;

function settle(entries: [string, PolicyState][]): void {
  const next = new Map(states.peek());
  for (const [key, state] of entries) {
    next.set(key, state);
    pending.delete(key);
  }
  states.value = next;
}

function flush(): void {
  scheduled = false;
  const batches = [...waiting];
  waiting.clear();
  for (const [batch, codes] of batches) {
    const [hotel, locale] = batch.split('|') as [string, string];
    const wanted = [...codes];
    fetchCancellationPolicies(hotel, { roomPlanCodes: wanted }).then(
      (policies) => settle(wanted.map((code) => [keyOf(hotel, locale, code), { status: 'loaded', policy: policies.find((p) => p.room_plan_codes.includes(code)) }])),
      () => settle(wanted.map((code) => [keyOf(hotel, locale, code), { status: 'error' }])),
    );
  }
}

/** The policy of one room plan: asked for once, with every other plan asked for in the same render. */
export function policyOf(hotel: string, locale: string, roomPlanCode: string): PolicyState {
  const key = keyOf(hotel, locale, roomPlanCode);
  const known = states.value.get(key);
  if (known) return known;
  if (pending.has(key)) return { status: 'loading' };
  pending.add(key);
  const batch = `${hotel}|${locale}`;
  if (!waiting.has(batch)) waiting.set(batch, new Set());
  waiting.get(batch)!.add(roomPlanCode);
  if (!scheduled) {
    scheduled = true;
    // After this render: the other offers add their plans first.
    setTimeout(flush, 0);
  }
  return { status: 'loading' };
}

/** Forgets what was fetched (tests; a failed load is asked again on the next page). */
export function resetPolicies(): void {
  states.value = new Map();
  waiting.clear();
  pending.clear();
}
