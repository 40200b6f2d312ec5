// The full widget in an accessible modal iframe over the hotel's page (data-open="overlay").
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
.bw-overlay{position:fixed;inset:0;z-index:2147483646;display:flex;flex-direction:column;background:rgba(15,20,25,.6)}
.bw-overlay__bar{display:flex;justify-content:flex-end;padding:8px}
.bw-overlay__close{min-width:44px;min-height:44px;border:0;border-radius:50%;background:#fff;color:#1c1f23;font:24px/1 system-ui,sans-serif;cursor:pointer}
.bw-overlay__close:focus-visible{outline:3px solid #4c9ffe;outline-offset:2px}
.bw-overlay__frame{flex:1;width:min(1200px,100%);margin:0 auto;border:0;border-radius:12px 12px 0 0;background:#fff}
@media (max-width:992px){.bw-overlay__bar{padding:4px}.bw-overlay__frame{border-radius:0}}
`;

export function openOverlay(url: string, options: OverlayOptions): () => void {
  const origin = new URL(url).origin;
  const host = document.createElement('booking-overlay');
  host.setAttribute('style', 'all:initial!important;display:block!important');
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = `<style>${STYLE}</style>
<div class="bw-overlay" role="dialog" aria-modal="true">
  <span tabindex="0" data-trap="start"></span>
  <div class="bw-overlay__bar"><button type="button" class="bw-overlay__close"><span aria-hidden="true">×</span></button></div>
  <iframe class="bw-overlay__frame"></iframe>
  <span tabindex="0" data-trap="end"></span>
</div>`;
  const dialog = shadow.querySelector<HTMLElement>('.bw-overlay')!;
  const close = shadow.querySelector<HTMLButtonElement>('.bw-overlay__close')!;
  const frame = shadow.querySelector<HTMLIFrameElement>('iframe')!;
  dialog.setAttribute('aria-label', options.closeLabel);
  close.setAttribute('aria-label', options.closeLabel);
  frame.title = options.closeLabel;
  frame.src = url;

  // Body scroll lock: the hotel's page stays where it was.
  const root = document.documentElement;
  const previousOverflow = root.style.overflow;
  root.style.overflow = 'hidden';

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dismiss();
    }
  };
  // Focus trap: tabbing out of either end wraps to the other (the frame's own stops lie between).
  shadow.querySelector('[data-trap=start]')!.addEventListener('focus', () => frame.focus());
  shadow.querySelector('[data-trap=end]')!.addEventListener('focus', () => close.focus());
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data as { type?: string; [key: string]: unknown } | null;
    if (!data || typeof data.type !== 'string' || !data.type.startsWith('booking:')) return;
    if (data.type === 'booking:close') dismiss();
    else options.onMessage(data.type.slice('booking:'.length) as WidgetEvent, data);
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
