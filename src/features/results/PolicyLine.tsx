// The cancellation terms in one line (offers, beside the checkout total), and the whole policy in a modal dialog
// that keeps the guest's place: focus stays inside, Escape or Close shuts it, focus goes back to the opener.
import { useEffect, useRef, useState } from 'preact/hooks';
import { Text } from 'preact-i18n';
import { currentLocale, languageTag, t } from '../../i18n';
import type { IsoDate } from '../../lib/dates';
import { facilitySetting, hotelCode } from '../facility';
import { formatDay } from '../search/format';
import type { CancellationPolicy } from './cancellationPolicyApi';
import { PolicyDetails } from './PolicyDetails';
import { policyOf } from './policyStore';
import { hotelNow, hotelTimeZone, policySummary, type PolicySummary } from './policySummary';
import { usePageNamespaces } from './useLoaded';
import './policy.css';

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

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function PolicyDialog({ policy, checkin, name, onClose }: { policy: CancellationPolicy; checkin?: IsoDate; name: string; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The opener: focus returns to it when the dialog goes (shadow roots keep their own active element).
    const root = element.getRootNode() as Document | ShadowRoot;
    const opener = root.activeElement as HTMLElement | null;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLElement>('.bw-policy-dialog__close')?.focus();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      opener?.focus();
    };
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Tab and Shift+Tab go round the dialog's controls.
    const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const root = dialog.current?.getRootNode() as Document | ShadowRoot | undefined;
    const active = root?.activeElement;
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey ? active === first || !items.includes(active as HTMLElement) : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };
  const titleId = `bw-policy-dialog-${policy.id}`;
  return (
    <dialog
      ref={dialog}
      class="bw-policy-dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div class="bw-policy-dialog__body">
        <h2 id={titleId} class="bw-policy-dialog__title">
          <Text id="results.cancellation.open_named" fields={{ name }} />
        </h2>
        <PolicyDetails policy={policy} checkin={checkin} heading="h3" />
        <p class="bw-policy-dialog__note">
          <Text id="results.cancellation.hotel_time" />
        </p>
        <button type="button" class="bw-button bw-policy-dialog__close" onClick={onClose}>
          <Text id="results.cancellation.close" />
        </button>
      </div>
    </dialog>
  );
}

/** "Free cancellation until Mon, 14 Dec 18:00" and a button opening the whole policy; nothing when the plan has none. */
export function PolicyLine({ roomPlanCode, checkin, name }: { roomPlanCode: string; checkin?: IsoDate; name: string }) {
  const catalogues = usePageNamespaces(['results']);
  const [open, setOpen] = useState(false);
  const code = hotelCode.value ?? '';
  const locale = currentLocale.value;
  const state = code ? policyOf(code, locale, roomPlanCode) : ({ status: 'loaded', policy: undefined } as const);
  if (catalogues !== 'ready' || state.status === 'loading') return null;
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
      <button type="button" class="bw-policy-line__open" aria-haspopup="dialog" aria-label={t('results.cancellation.open_named', { name })} onClick={() => setOpen(true)}>
        <Text id="results.cancellation.open" />
      </button>
      {open && <PolicyDialog policy={policy} checkin={checkin} name={name} onClose={() => setOpen(false)} />}
    </div>
  );
}
