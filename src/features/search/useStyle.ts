import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { adoptStyle } from '../../lib/adoptStyle';

const adopted = new WeakMap<Node, Set<string>>();

/**
 * Puts a lazily loaded component's CSS where it renders: into its shadow root on a hotel's page,
 * or the document in the full widget, as a constructable stylesheet. Once per root; before the first paint.
 */
export function useStyle(ref: RefObject<Element>, id: string, css: string): void {
  useLayoutEffect(() => {
    const node = ref.current?.getRootNode();
    const root = node instanceof ShadowRoot ? node : document;
    const ids = adopted.get(root) ?? new Set<string>();
    if (ids.has(id)) return;
    adopted.set(root, ids.add(id));
    adoptStyle(root, css);
  }, []);
}
