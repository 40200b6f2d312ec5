// Public API of the results feature: what the router and start-up use. It stays light, since the
// app shell imports it: the store, the search rules and the pages load with the routes.

import { removeStored } from '../../lib/storage';

/** Route chunks, each loaded on first visit (or preloaded). */
export const loadResultsPage = () => import('./routes/ResultsPage');
export const loadFacilitiesPage = () => import('./routes/FacilitiesPage');
export const loadRecommenderPage = () => import('./routes/RecommenderPage');
export const loadCancellationPolicyPage = () => import('./routes/CancellationPolicyPage');

/** The results page's saved browsing state (view, scroll, selection) for a hotel. */
export const browsingStateKey = (code: string) => `bw_browsing_${code}`;

/** A booking is complete: coming back to the results does not bring its rooms back. */
export function forgetBrowsingState(code: string): void {
  removeStored(browsingStateKey(code));
}

const PRELOAD_PATHS = ['/', '/booking', '/booking/result'];
let preloader: Promise<typeof import('./preload')> | undefined;

/** Whether `url` is a page that shows results (root, booking, result). */
export function showsResults(url: string): boolean {
  const path = url.split('?', 1)[0] || '/';
  return PRELOAD_PATHS.includes(path.replace(/(.)\/+$/, '$1'));
}

/** Start-up calls this first thing: the search code then loads while the client session is obtained. */
export function warmResults(url: string): void {
  if (showsResults(url)) preloader ??= import('./preload');
}

/**
 * "Results are preloaded on root, booking and result pages when a session exists": on those paths,
 * starts the room search when the address names the stay (checkin and checkout). Returns whether
 * the path is one of them, so the caller can preload the results page too.
 */
export function preloadResults(code: string, url: string): boolean {
  if (!showsResults(url)) return false;
  void (preloader ??= import('./preload')).then(({ preloadSearch }) => preloadSearch(code, url.split('?', 2)[1] ?? ''));
  return true;
}
