// Saved browsing state (spec sections 4 and 9): "expires after 10 minutes and is removed on load".
// The results page saves the view, the scroll position and the selection when the guest leaves it,
// and puts them back when the guest comes back to the same search within the 10 minutes.
import { useEffect, useRef, useState } from 'preact/hooks';
import { SAVED_BROWSING_STATE_MINUTES } from '../../lib/constants';
import { readExpiring, removeStored, writeExpiring } from '../../lib/storage';
import { keepSelectionFor, restoreSelection, selectedRooms, type SelectedRoom } from '../reservation';
import type { ResultType } from '../search/criteria';
import { browsingStateKey } from './index';

export interface BrowsingState {
  /** The search (stay and guests, not the view or sort) the state belongs to. */
  search: string;
  type: ResultType;
  scrollY: number;
  selection: SelectedRoom[];
}

export const BROWSING_STATE_TTL_MS = SAVED_BROWSING_STATE_MINUTES * 60_000;
export { browsingStateKey };

export function saveBrowsingState(code: string, state: BrowsingState, now = Date.now()): void {
  writeExpiring(browsingStateKey(code), state, BROWSING_STATE_TTL_MS, now);
}

/** Reads and removes the saved state; only a state of this very search, not expired, comes back. */
export function takeBrowsingState(code: string, search: string, now = Date.now()): BrowsingState | undefined {
  const state = readExpiring<BrowsingState>(browsingStateKey(code), now);
  removeStored(browsingStateKey(code));
  return state?.search === search ? state : undefined;
}

export interface BrowsingPage {
  code: string;
  search: string;
  type: ResultType;
  /** The results are on screen (the scroll position can be put back). */
  shown: boolean;
  /** The address names the view: it wins over the saved one. */
  typeInAddress: boolean;
  showType(type: ResultType): void;
}

/** Keeps the selection with its search, and saves and restores the page's browsing state. */
export function useBrowsingState(page: BrowsingPage): void {
  const latest = useRef(page);
  latest.current = page;
  const [saved] = useState(() => takeBrowsingState(page.code, page.search));
  const scrolled = useRef(false);

  useEffect(() => keepSelectionFor(page.search), [page.search]);

  useEffect(() => {
    if (!saved) return;
    if (!selectedRooms.peek().length) restoreSelection(saved.selection);
    if (!page.typeInAddress && saved.type !== page.type) page.showType(saved.type);
  }, []);

  useEffect(() => {
    if (!saved || !page.shown || scrolled.current) return;
    scrolled.current = true;
    scrollTo(0, saved.scrollY);
  }, [page.shown]);

  useEffect(() => {
    const save = () => {
      const { code, search, type } = latest.current;
      saveBrowsingState(code, { search, type, scrollY: scrollY, selection: selectedRooms.peek() });
    };
    const onVisibility = () => document.visibilityState === 'hidden' && save();
    addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving for another page of the widget is leaving too.
      save();
    };
  }, []);
}
