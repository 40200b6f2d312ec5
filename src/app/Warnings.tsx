import { useState } from 'preact/hooks';
import { Text } from 'preact-i18n';
import { globalError, type Message } from './state';

function Warning({ message, onDismiss }: { message: Message; onDismiss: () => void }) {
  return (
    <div class="bw-warning" role="alert">
      <p>
        <Text id={message.key} fields={message.fields} />
      </p>
      <button type="button" class="bw-warning__close" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
        <span class="bw-visually-hidden">
          <Text id="shell.dismiss" />
        </span>
      </button>
    </div>
  );
}

/** The dismissible warning for the global error. */
export function GlobalWarning() {
  const message = globalError.value;
  if (!message) return null;
  return <Warning message={message} onDismiss={() => (globalError.value = undefined)} />;
}

/** What the shell needs of the browser; without it the guest is told to update. */
export function isBrowserObsolete(win: Window = window): boolean {
  const w = win as unknown as Record<string, unknown> & { CSS?: { supports?: (p: string, v: string) => boolean }; Intl?: typeof Intl };
  return !(
    typeof w.IntersectionObserver === 'function' &&
    typeof w.ResizeObserver === 'function' &&
    typeof w.Intl?.DateTimeFormat === 'function' &&
    typeof w.CSS?.supports === 'function' &&
    w.CSS.supports('inset', '0')
  );
}

export function BrowserWarning() {
  const [open, setOpen] = useState(() => isBrowserObsolete());
  if (!open) return null;
  return <Warning message={{ key: 'shell.browser_obsolete' }} onDismiss={() => setOpen(false)} />;
}
