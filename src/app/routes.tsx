import type { AnyComponent } from 'preact';
import { lazy } from 'preact-iso';
import { exec } from 'preact-iso/router';
import { loadCancellationPolicyPage, loadFacilitiesPage, loadRecommenderPage, loadResultsPage } from '../features/results';
import { loadGuestDetailPage } from '../features/reservation/pages';
import { loadPaymentPage, loadThreeDsReturnPage } from '../features/reservation/paymentPages';
import { loadConfirmationPage, loadFailPage, loadPaymentLinkPage } from '../features/reservation/afterCheckoutPages';
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
const ConfirmationPage = lazyRoute(loadConfirmationPage);
const FailPage = lazyRoute(loadFailPage);
/** The payment page and its display page show the same state until the card form arrives: one chunk. */
const PaymentLinkPage = lazyRoute(loadPaymentLinkPage);
/** Outside the main layout (spec section 2): no header or footer; the chatbot stays hidden. */
const PAYMENT_META: RouteMeta = { title: 'payment', headless: true, hideChatbot: true, hideLanguageSelector: true };
const GuestDetailPage = lazyRoute(loadGuestDetailPage);
const PaymentPage = lazyRoute(loadPaymentPage);
const ThreeDsReturnPage = lazyRoute(loadThreeDsReturnPage);

export const routes: RouteEntry[] = [
  { path: '/', component: () => <Redirect to="/booking/result" />, meta: {} },
  { path: '/booking/result', component: ResultsPage, meta: { title: 'search_results' } },
  { path: '/booking/recommender', component: RecommenderPage, meta: { title: 'recommender' } },
  { path: '/facilities', component: FacilitiesPage, meta: { title: 'facilities' } },
  { path: '/cancellation-policy', component: CancellationPolicyPage, meta: { title: 'cancellation_policy' } },
  { path: '/reservation/guest-detail', component: GuestDetailPage, meta: { title: 'guest_detail', hideLanguageSelector: true } },
  { path: '/reservation/payment', component: PaymentPage, meta: { title: 'payment_method', hideLanguageSelector: true } },
  { path: '/reservation/3ds-return', component: ThreeDsReturnPage, meta: { title: 'payment_method', hideLanguageSelector: true } },
  { path: '/reservation/confirmation/:confirmationNumber', component: ConfirmationPage, meta: { title: 'completed', hideChatbot: true } },
  { path: '/reservation/fail', component: FailPage, meta: { title: 'booking_failed' } },
  { path: '/payments/:paymentNumber', component: PaymentLinkPage, meta: PAYMENT_META },
  { path: '/payments/:paymentNumber/display', component: PaymentLinkPage, meta: PAYMENT_META },
  { path: '/503', component: ServiceUnavailable, meta: { title: 'service_unavailable', hideLanguageSelector: true } },
];

export const NOT_FOUND_META: RouteMeta = { title: 'not_found' };

export function metaFor(path: string): RouteMeta {
  return routes.find((route) => exec(path, route.path))?.meta ?? NOT_FOUND_META;
}
