// Closing the framed widget (overlay, chatbot): Escape, the header's close button, or Escape on the hotel's
// page. On a checkout form the guest has typed in, it asks first, in the guest's language.
import { signal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { Text } from 'preact-i18n';
import { closeFrame, isFramed, onParentMessage } from './frame';

/** The checkout forms: what the guest types there is lost when the frame closes. */
const FORM_PATHS = ['/reservation/guest-detail', '/reservation/payment'];

const asking = signal(false);
let typed = false;
let onForm = false;

/** Closes the frame at once, or asks first when the guest has typed into a checkout form on this page. */
export function requestClose(): void {
  if (onForm && typed) asking.value = true;
  else closeFrame();
}

/** Tracks typing per page and closes the frame on Escape (that nothing inside used) or on the parent's word. */
export function useCloseRequests(): void {
  const { path } = useLocation();
  useEffect(() => {
    typed = false;
    onForm = FORM_PATHS.includes(path.replace(/\/+$/, ''));
  }, [path]);
  useEffect(() => {
    if (!isFramed()) return;
    const onInput = () => (typed = true);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !asking.value) requestClose();
    };
    addEventListener('input', onInput, true);
    addEventListener('keydown', onKey);
    const stop = onParentMessage('booking:escape', () => !asking.value && requestClose());
    return () => {
      removeEventListener('input', onInput, true);
      removeEventListener('keydown', onKey);
      stop();
    };
  }, []);
}

/** "Close the booking? What you have entered will be lost." A modal dialog; Escape or "Continue" keeps the form. */
export function LeaveDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = asking.value;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);
  const keep = () => (asking.value = false);
  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      class="bw-leave"
      role="alertdialog"
      aria-labelledby="bw-leave-title"
      aria-describedby="bw-leave-body"
      onCancel={(event) => {
        event.preventDefault();
        keep();
      }}
    >
      <h2 id="bw-leave-title" class="bw-leave__title">
        <Text id="shell.discard.title" />
      </h2>
      <p id="bw-leave-body">
        <Text id="shell.discard.body" />
      </p>
      <div class="bw-leave__actions">
        {/* The safe choice first, and focused: an accidental Enter keeps what was typed. */}
        <button type="button" class="bw-button" autoFocus onClick={keep}>
          <Text id="shell.discard.keep" />
        </button>
        <button
          type="button"
          class="bw-button bw-button--secondary"
          onClick={() => {
            asking.value = false;
            closeFrame();
          }}
        >
          <Text id="shell.discard.leave" />
        </button>
      </div>
    </dialog>
  );
}
