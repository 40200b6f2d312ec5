import { useEffect, useRef } from 'preact/hooks';
import type { HotelHtmlOptions } from '../lib/html';

interface HotelHtmlProps extends HotelHtmlOptions {
  html: string;
  class: string;
}

/**
 * The hotel's header or footer HTML in a shadow root of its own. The sanitizer is loaded only
 * when a hotel has custom HTML; hotels without it never download it.
 */
export function HotelHtml({ html, class: className, ...options }: HotelHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const key = JSON.stringify([html, options]);
  useEffect(() => {
    const host = ref.current!;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    let current = true;
    import('../lib/html')
      .then(({ renderHotelHtml }) => current && renderHotelHtml(root, html, options))
      .catch((error: unknown) => console.warn('[BookingWidget] the hotel header or footer could not be shown', error));
    return () => {
      current = false;
    };
  }, [key]);
  return <div ref={ref} class={className} />;
}
