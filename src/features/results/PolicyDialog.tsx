// The whole cancellation policy in a modal dialog that keeps the guest's place: focus stays inside, Escape or Close
// shuts it, focus goes back to the opener.
import { useEffect, useRef } from 'preact/hooks';
import { Text } from 'preact-i18n';
import type { IsoDate } from '../../lib/dates';
import type { CancellationPolicy } from './cancellationPolicyApi';
import { PolicyDetails } from './PolicyDetails';

export interface PolicyDialogProps {
  policy: CancellationPolicy;
  checkin?: IsoDate;
  name: string;
  onClose(): void;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export function PolicyDialog({ policy, checkin, name, onClose }: PolicyDialogProps) {
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

