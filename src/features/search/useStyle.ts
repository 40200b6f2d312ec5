import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

/**
 * Puts a lazily loaded component's CSS where it renders: into its shadow root on a hotel's page,
 * or the document head in the full widget. Once per root; before the first paint.
 */
export function useStyle(ref: RefObject<Element>, id: string, css: string): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    const target = root instanceof ShadowRoot ? root : document.head;
    if (target.querySelector(`style[data-bw-style="${id}"]`)) return;
    const style = document.createElement('style');
    style.dataset.bwStyle = id;
    style.textContent = css;
    target.append(style);
  }, []);
}
