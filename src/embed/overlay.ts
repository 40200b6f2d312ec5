// The full widget in an accessible modal iframe over the hotel's page (data-open="overlay"): full screen on a
// phone, a large panel over a dimmed page on a desktop, with one close control. The widget's own header
// holds it once the widget has started; until then (a slow or failed load) the overlay shows its own.
import type { WidgetEvent } from './types';

export interface OverlayOptions {
  closeLabel: string;
  onClose(): void;
  /** Messages the widget frame posts (`booking:completed`…), forwarded as events. */
  onMessage(type: WidgetEvent, detail: unknown): void;
  /** Where focus returns when the overlay closes. */
  returnFocus: HTMLElement;
}

const STYLE = `
.bw-overlay{position:fixed;inset:0;z-index:2147483646;display:flex;align-items:center;justify-content:center;background:rgba(15,20,25,.6)}
.bw-overlay__panel{position:relative;width:min(1200px,calc(100% - 48px));height:calc(100% - 48px);border-radius:12px;overflow:hidden;background:#fff;box-shadow:0 12px 48px rgba(0,0,0,.35)}
.bw-overlay__frame{display:block;width:100%;height:100%;border:0;background:#fff}
.bw-overlay__close{position:absolute;top:10px;right:10px;min-width:44px;min-height:44px;border:0;border-radius:50%;background:#fff;color:#1c1f23;font:24px/1 system-ui,sans-serif;cursor:pointer;box-shadow:0 1px 4px rgba(0,0,0,.3)}
.bw-overlay__close:focus-visible{outline:3px solid #4c9ffe;outline-offset:2px}
.bw-overlay[data-ready] .bw-overlay__close{display:none}
@media (max-width:992px){.bw-overlay__panel{width:100%;height:100%;border-radius:0;box-shadow:none}}
`;

export function openOverlay(url: string, options: OverlayOptions): () => void {
  const origin = new URL(url).origin;
  const host = document.createElement('booking-overlay');
  host.setAttribute('style', 'all:initial!important;display:block!important');
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = `<style>${STYLE}</style>
<div class="bw-overlay" role="dialog" aria-modal="true">
  <span tabindex="0" data-trap="start"></span>
  <div class="bw-overlay__panel">
    <iframe class="bw-overlay__frame"></iframe>
    <button type="button" class="bw-overlay__close"><span aria-hidden="true">×</span></button>
  </div>
  <span tabindex="0" data-trap="end"></span>
</div>`;
  const dialog = shadow.querySelector<HTMLElement>('.bw-overlay')!;
  const close = shadow.querySelector<HTMLButtonElement>('.bw-overlay__close')!;
  const frame = shadow.querySelector<HTMLIFrameElement>('iframe')!;
  dialog.setAttribute('aria-label', options.closeLabel);
  close.setAttribute('aria-label', options.closeLabel);
  frame.title = options.closeLabel;
  frame.src = url;
  let ready = false;

  // Body scroll lock: the hotel's page stays where it was.
  const root = document.documentElement;
  const previousOverflow = root.style.overflow;
  root.style.overflow = 'hidden';

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    // The widget decides: it asks before discarding a half-filled form.
    if (ready) frame.contentWindow?.postMessage({ type: 'booking:escape' }, origin);
    else dismiss();
  };
  // Focus trap: tabbing out of either end wraps to the other (the frame's own stops lie between).
  shadow.querySelector('[data-trap=start]')!.addEventListener('focus', () => (ready ? frame : close).focus());
  shadow.querySelector('[data-trap=end]')!.addEventListener('focus', () => frame.focus());
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data as { type?: string; [key: string]: unknown } | null;
    if (!data || typeof data.type !== 'string' || !data.type.startsWith('booking:')) return;
    if (data.type === 'booking:close') dismiss();
    else if (data.type === 'booking:frame-ready') {
      // The widget's header now has the close button: one control, and focus goes into the widget.
      const hadFocus = shadow.activeElement === close;
      ready = true;
      dialog.setAttribute('data-ready', '');
      if (hadFocus) frame.focus();
    } else options.onMessage(data.type.slice('booking:'.length) as WidgetEvent, data);
  };

  function dismiss(): void {
    document.removeEventListener('keydown', onKey, true);
    window.removeEventListener('message', onMessage);
    host.remove();
    root.style.overflow = previousOverflow;
    options.returnFocus.shadowRoot?.querySelector<HTMLElement>('[type=submit]')?.focus();
    options.onClose();
  }

  close.addEventListener('click', dismiss);
  document.addEventListener('keydown', onKey, true);
  window.addEventListener('message', onMessage);
  document.body.append(host);
  close.focus();
  return dismiss;
}
