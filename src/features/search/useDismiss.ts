import { useLayoutEffect, useRef, type MutableRef } from 'preact/hooks';

/**
 * Closes a popover when the guest leaves it: focus moves out of its field (tabbing away), or a
 * pointer goes down outside it. The field's own button toggles it, so it counts as inside.
 * `close` is called without moving focus: the guest already put it somewhere.
 */
export function useDismiss(panel: MutableRef<HTMLElement | null>, close: () => void, active = true): void {
  const latest = useRef(close);
  latest.current = close;
  // At once on mount (not after paint): focus may leave before the browser paints.
  useLayoutEffect(() => {
    const element = panel.current;
    const field = element?.parentElement;
    if (!element || !field || !active) return;
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (to instanceof Node && !field.contains(to)) latest.current();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!event.composedPath().includes(field)) latest.current();
    };
    element.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [active]);
}
