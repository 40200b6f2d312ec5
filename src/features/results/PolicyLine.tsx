// The cancellation terms in one line (offers, beside the checkout total), and a button opening the whole policy in
// a modal dialog that keeps the guest's place (its code loads when the guest points at or focuses the button).
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Text } from 'preact-i18n';
import { currentLocale, languageTag, namespacesReady, t, useNamespaces } from '../../i18n';
import type { IsoDate } from '../../lib/dates';
import { facilitySetting, hotelCode } from '../facility';
import { formatDay } from '../search/format';
import type { PolicyDialogProps } from './PolicyDialog';
import { policyOf } from './policyStore';
import { hotelNow, hotelTimeZone } from '../../lib/hotelTime';
import { policySummary, type PolicySummary } from './policySummary';
import './policy.css';

let dialogModule: Promise<ComponentType<PolicyDialogProps>> | undefined;
const loadDialog = () => (dialogModule ??= import('./PolicyDialog').then((m) => m.PolicyDialog));

/** The results catalogue (the checkout steps do not load it themselves). */
function useResultsCatalogue(): boolean {
  const [, setFailed] = useState(false);
  useEffect(() => void useNamespaces(['results']).catch(() => setFailed(true)), []);
  return namespacesReady(['results']);
}

const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

function summaryText(summary: PolicySummary, tag: string): string {
  const base = 'results.cancellation.summary.';
  switch (summary.key) {
    case 'free_until': {
      const date = formatDay(summary.date, tag, SHORT_DAY);
      return summary.time ? t(`${base}free_until`, { date, time: summary.time }) : t(`${base}free_until_day`, { date });
    }
    case 'free_until_relative':
      return t(`${base}free_until_relative`, { days: summary.days }, summary.days);
    case 'fee_now':
      return t(`${base}fee_now`, { percent: summary.percent });
    default:
      return t(`${base}non_refundable`);
  }
}

/** "Free cancellation until Mon, 14 Dec 18:00" and a button opening the whole policy; nothing when the plan has none. */
export function PolicyLine({ roomPlanCode, checkin, name }: { roomPlanCode: string; checkin?: IsoDate; name: string }) {
  const ready = useResultsCatalogue();
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<PolicyDialogProps> | undefined>();
  const code = hotelCode.value ?? '';
  const locale = currentLocale.value;
  const state = code ? policyOf(code, locale, roomPlanCode) : ({ status: 'loaded', policy: undefined } as const);
  if (!ready || state.status === 'loading') return null;
  if (state.status === 'error') {
    return (
      <div class="bw-policy-line bw-policy-line--unknown" data-testid="bw-policy-line">
        <Text id="results.cancellation.summary.unavailable" />
      </div>
    );
  }
  const policy = state.policy;
  if (!policy) return null;
  const tag = languageTag(locale);
  const summary = policySummary(policy, checkin, hotelNow(hotelTimeZone(facilitySetting.value)));
  const free = summary.key === 'free_until' || summary.key === 'free_until_relative';
  return (
    <div class={`bw-policy-line${free ? ' bw-policy-line--free' : ''}`} data-testid="bw-policy-line">
      <span class="bw-policy-line__text">{summaryText(summary, tag)}</span>{' '}
      <button
        type="button"
        class="bw-policy-line__open"
        aria-haspopup="dialog"
        aria-label={t('results.cancellation.open_named', { name })}
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
        onClick={() =>
          loadDialog().then(
            (component) => {
              setDialog(() => component);
              setOpen(true);
            },
            // Its code could not load: the policy page has the same lines.
            () => undefined,
          )
        }
      >
        <Text id="results.cancellation.open" />
      </button>
      {open && Dialog && <Dialog policy={policy} checkin={checkin} name={name} onClose={() => setOpen(false)} />}
    </div>
  );
}
