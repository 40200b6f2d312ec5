// "On every new page, focus moves to its main heading": a screen reader announces the new page and the
// next Tab starts from its top. Not on the first load: a guest who has not navigated keeps the browser's start.
import { useEffect, useRef } from 'preact/hooks';

let guestActed = false;
if (typeof window !== 'undefined') {
  const acted = () => (guestActed = true);
  addEventListener('pointerdown', acted, { capture: true, once: true });
  addEventListener('keydown', acted, { capture: true, once: true });
}

/** For tests: start again as a fresh load. */
export function resetPageFocus(acted = false): void {
  guestActed = acted;
}

const headingOf = (main: HTMLElement) => main.querySelector<HTMLElement>('h1');

/**
 * Focuses the page's h1 once the new page shows it (lazy routes show the previous page until theirs has
 * loaded, so the heading that was there when the guest left is not the one). Gives up if the guest has
 * already put focus somewhere in the new page, or after `patienceMs`.
 */
export function focusHeadingWhenShown(main: HTMLElement, stale: Element | null, patienceMs = 15_000): () => void {
  const start = document.activeElement;
  const attempt = (): boolean => {
    const heading = headingOf(main);
    if (!heading || heading === stale || !heading.isConnected) return false;
    const active = document.activeElement;
    const movedOn = active && active !== start && active !== document.body && active !== main && main.contains(active);
    if (!movedOn) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
    return true;
  };
  if (attempt()) return () => undefined;
  const observer = new MutationObserver(() => attempt() && stop());
  const timer = setTimeout(() => stop(), patienceMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/** Moves focus to the heading of each new page (a change of path), once the guest has navigated. */
export function usePageFocus(path: string, ready: boolean): void {
  const seen = useRef({ path, stale: null as Element | null });
  // Read during render, before this commit changes the page: the heading of the page being left.
  if (seen.current.path !== path) {
    const main = document.getElementById('bw-main');
    seen.current = { path, stale: main ? headingOf(main) : null };
  }
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A redirect of the first load ('/' → the results) is not a page the guest went to.
    if (!guestActed || !ready) return;
    const main = document.getElementById('bw-main');
    return main ? focusHeadingWhenShown(main, seen.current.stale) : undefined;
  }, [path]);
}
