import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { Text } from 'preact-i18n';
import { currentLocale, languageTag, t } from '../../../i18n';
import { facilitySetting, hotelCode } from '../../facility';
import { type SearchCriteria } from '../../search/criteria';
import { hotelSearchRules } from '../../search/hotelRules';
import { criteriaToQuery } from '../../search/query';
import { formatDay } from '../../search/format';
import { PageSkeleton, Skeleton } from '../Feedback';
import { Price, RoomsLeft } from '../Offer';
import { Photo } from '../Photo';
import { initialCriteria, searchUrl } from '../query';
import { fetchRecommendations, RECOMMENDATION_REASONS, type Recommendation } from '../recommendation';
import { useLoaded, usePageNamespaces } from '../useLoaded';
import '../results.css';
import '../pages.css';

/** An in-app link the router follows in either router mode. */
function RouteLink({ href, class: className, children }: { href: string; class: string; children: ComponentChildren }) {
  const { route } = useLocation();
  return (
    <a
      class={className}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        route(href);
      }}
    >
      {children}
    </a>
  );
}

function Pick({ pick, resultsFor }: { pick: Recommendation; resultsFor(roomTypeCode: string): string }) {
  const titleId = `bw-pick-${pick.room_type_code}-${pick.room_plan_code}`;
  const reason = (RECOMMENDATION_REASONS as readonly string[]).includes(pick.reason) ? pick.reason : undefined;
  return (
    <article class="bw-card bw-pick" aria-labelledby={titleId}>
      <Photo src={pick.photos[0]} alt={pick.room_type_name} />
      <div class="bw-card__body">
        {reason && (
          <p class="bw-tags">
            <span class="bw-tag bw-tag--reason">
              <Text id={`results.recommender.reason.${reason}`} />
            </span>
          </p>
        )}
        <h2 id={titleId} class="bw-card__title">
          {pick.room_type_name}
        </h2>
        <p class="bw-card__text">{pick.room_plan_name}</p>
        {pick.room_count > 0 && <RoomsLeft count={pick.room_count} />}
        <div class="bw-pick__footer">
          <Price amount={pick.total_price} tax={pick.tax} taxIncluded currency={pick.currency} />
          <RouteLink class="bw-button bw-pick__link" href={resultsFor(pick.room_type_code)}>
            <Text id="results.recommender.see_room" fields={{ name: pick.room_type_name }} />
          </RouteLink>
        </div>
      </div>
    </article>
  );
}

function Recommender({ code }: { code: string }) {
  const { url } = useLocation();
  const queryString = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const setting = facilitySetting.value;
  const criteria = useMemo(() => initialCriteria(code, new URLSearchParams(queryString), hotelSearchRules(setting)), [code, queryString, setting]);
  const tag = languageTag(currentLocale.value);
  // Names come in the request's language: a language change asks again.
  const state = useLoaded(`${currentLocale.value}|${criteriaToQuery(criteria, code)}`, (signal) => fetchRecommendations(code, criteria, signal));
  const resultsFor = (roomTypeCode?: string) => {
    const next: SearchCriteria = { ...criteria, room_type_codes: roomTypeCode ? [roomTypeCode] : undefined };
    return searchUrl('/booking/result', next, code, queryString);
  };

  let body;
  if (state.status === 'error') {
    body = (
      <p class="bw-alert" role="alert">
        <Text id={state.error.key} fields={state.error.fields} />
      </p>
    );
  } else if (state.status === 'loading') body = <Skeleton />;
  else if (!state.data.length) {
    body = (
      <p class="bw-empty">
        <Text id="results.recommender.empty" />
      </p>
    );
  } else {
    body = (
      <ul class="bw-picks">
        {state.data.map((pick) => (
          <li key={`${pick.room_type_code}-${pick.room_plan_code}`}>
            <Pick pick={pick} resultsFor={resultsFor} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div class="bw-results">
      <h1 class="bw-results__title">
        <Text id="results.recommender.title" />
      </h1>
      {criteria.search_type === 'dated' && (
        <p class="bw-card__text">
          <Text id="results.recommender.stay" fields={{ checkin: formatDay(criteria.checkin, tag), checkout: formatDay(criteria.checkout, tag) }} />
        </p>
      )}
      <p class="bw-visually-hidden" role="status">
        {state.status === 'loading' && <Text id="results.recommender.loading" />}
      </p>
      <section class="bw-results__list" aria-busy={state.status === 'loading'} aria-label={t('results.recommender.title')}>
        {body}
      </section>
      <p>
        <RouteLink class="bw-link" href={resultsFor()}>
          <Text id="results.recommender.all_rooms" />
        </RouteLink>
      </p>
    </div>
  );
}

/** /booking/recommender: up to three rooms picked for the searched stay, each with why. */
export default function RecommenderPage() {
  const catalogues = usePageNamespaces(['results']);
  const code = hotelCode.value;
  if (catalogues !== 'ready' || !code) return <PageSkeleton failed={catalogues === 'failed'} />;
  return <Recommender code={code} />;
}
