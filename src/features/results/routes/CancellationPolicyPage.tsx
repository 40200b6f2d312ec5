import { useLocation } from 'preact-iso';
import { Text } from 'preact-i18n';
import { currentLocale } from '../../../i18n';
import { isIsoDate, type IsoDate } from '../../../lib/dates';
import { hotelCode } from '../../facility';
import { fetchCancellationPolicies, type PolicyQuery } from '../cancellationPolicyApi';
import { NoPolicyData, PolicyDetails } from '../PolicyDetails';
import { PageSkeleton } from '../Feedback';
import { useLoaded, usePageNamespaces } from '../useLoaded';
import '../results.css';
import '../pages.css';

/** `cancellation_policy_id`, else `room_plan_code` and/or `room_plan_codes` (comma-separated). */
export function policyQuery(query: Record<string, string | undefined>): PolicyQuery | undefined {
  const id = Number(query.cancellation_policy_id);
  if (query.cancellation_policy_id && Number.isInteger(id) && id > 0) return { id };
  const codes = [query.room_plan_code ?? '', ...(query.room_plan_codes ?? '').split(',')].map((c) => c.trim()).filter(Boolean);
  return codes.length ? { roomPlanCodes: [...new Set(codes)] } : undefined;
}

function Policies({ code, query, checkin }: { code: string; query: PolicyQuery; checkin?: IsoDate }) {
  const key = `${currentLocale.value}|${code}|${JSON.stringify(query)}`;
  const state = useLoaded(key, (signal) => fetchCancellationPolicies(code, query, signal));
  if (state.status === 'loading') {
    return (
      <p class="bw-visually-hidden" role="status">
        <Text id="results.cancellation.loading" />
      </p>
    );
  }
  // "Cancellation policy failure shows the error title, and no policy or plan code gives a no-data text."
  if (state.status === 'error') {
    return (
      <div class="bw-alert" role="alert">
        <p class="bw-alert__title">
          <Text id={state.error.key} fields={state.error.fields} />
        </p>
      </div>
    );
  }
  if (!state.data.length) return <NoPolicyData />;
  return (
    <>
      {state.data.map((policy) => (
        <PolicyDetails key={policy.id} policy={policy} checkin={checkin} />
      ))}
    </>
  );
}

/** /cancellation-policy?code=…&room_plan_code(s)=…|cancellation_policy_id=…[&checkin=…]: what cancelling costs, and when. */
export default function CancellationPolicyPage() {
  const catalogues = usePageNamespaces(['results']);
  const { query } = useLocation();
  const code = query.code || hotelCode.value;
  if (catalogues !== 'ready') return <PageSkeleton failed={catalogues === 'failed'} />;
  const wanted = policyQuery(query);
  const checkin = isIsoDate(query.checkin) ? query.checkin : undefined;
  return (
    <div class="bw-results bw-policies">
      <h1 class="bw-results__title">
        <Text id="results.cancellation.title" />
      </h1>
      {code && wanted ? <Policies code={code} query={wanted} checkin={checkin} /> : <NoPolicyData />}
    </div>
  );
}
