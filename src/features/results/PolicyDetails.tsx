import { Text } from 'preact-i18n';
import { currentLocale, languageTag } from '../../i18n';
import type { IsoDate } from '../../lib/dates';
import { formatDay } from '../search/format';
import { policyLines } from './cancellationPolicy';
import type { CancellationPolicy } from './cancellationPolicyApi';

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };

export function NoPolicyData() {
  return (
    <p class="bw-empty">
      <Text id="results.cancellation.no_data" />
    </p>
  );
}

/** Every line of one policy, each with the day it starts when the check-in date is known (page and dialog). */
export function PolicyDetails({ policy, checkin, heading = 'h2' }: { policy: CancellationPolicy; checkin?: IsoDate; heading?: 'h2' | 'h3' }) {
  const lines = policyLines(policy, checkin);
  const tag = languageTag(currentLocale.value);
  const titleId = `bw-policy-${policy.id}`;
  const Heading = heading;
  return (
    <section class="bw-policy" aria-labelledby={policy.name ? titleId : undefined}>
      {policy.name && (
        <Heading id={titleId} class="bw-card__title">
          {policy.name}
        </Heading>
      )}
      {lines.length ? (
        <ul class="bw-policy__lines">
          {lines.map((line) => (
            <li key={line.key + (line.plural ?? '')}>
              <Text id={`results.cancellation.line.${line.key}`} fields={line.fields} plural={line.plural} />
              {line.date && (
                <time class="bw-policy__date" dateTime={line.date}>
                  {formatDay(line.date, tag, LONG_DAY)}
                </time>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <NoPolicyData />
      )}
    </section>
  );
}
