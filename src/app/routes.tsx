import type { AnyComponent } from 'preact';
import { lazy } from 'preact-iso';
import { exec } from 'preact-iso/router';
import { loadCancellationPolicyPage, loadFacilitiesPage, loadRecommenderPage, loadResultsPage } from '../features/results';
import { Redirect } from './Redirect';
import { RouteLoadError } from './RouteLoadError';

/** What a route may set (spec section 2). */
export interface RouteMeta {
  /** Key under shell.titles for the page title. */
  title?: string;
  hideLanguageSelector?: boolean;
  closeButtonOnly?: boolean;
  headless?: boolean;
  /** The global warning is not shown on this route. */
  ignoreError?: boolean;
  hideChatbot?: boolean;
}

export interface RouteEntry {
  path: string;
  component: AnyComponent;
  meta: RouteMeta;
}

/** A route group as its own chunk; a chunk that fails to load shows the connection message instead of hanging. */
export function lazyRoute(load: () => Promise<{ default: AnyComponent }>) {
  return lazy(() => load().catch(() => ({ default: RouteLoadError })));
}

// Every route group is its own lazy chunk; routes whose feature is not built yet are not registered.
const ServiceUnavailable = lazyRoute(() => import('./pages/ServiceUnavailable'));
/** Exported so start-up can preload it (spec section 4: results are preloaded). */
export const ResultsPage = lazyRoute(loadResultsPage);
const FacilitiesPage = lazyRoute(loadFacilitiesPage);
const RecommenderPage = lazyRoute(loadRecommenderPage);
const CancellationPolicyPage = lazyRoute(loadCancellationPolicyPage);

export const routes: RouteEntry[] = [
  { path: '/', component: () => <Redirect to="/booking/result" />, meta: {} },
  { path: '/booking/result', component: ResultsPage, meta: { title: 'search_results' } },
  { path: '/booking/recommender', component: RecommenderPage, meta: { title: 'recommender' } },
  { path: '/facilities', component: FacilitiesPage, meta: { title: 'facilities' } },
  { path: '/cancellation-policy', component: CancellationPolicyPage, meta: { title: 'cancellation_policy' } },
  { path: '/503', component: ServiceUnavailable, meta: { title: 'service_unavailable', hideLanguageSelector: true } },
];

export const NOT_FOUND_META: RouteMeta = { title: 'not_found' };

export function metaFor(path: string): RouteMeta {
  return routes.find((route) => exec(path, route.path))?.meta ?? NOT_FOUND_META;
}
