import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { LocationProvider } from 'preact-iso';

export type RouterMode = 'history' | 'hash';
let mode: RouterMode = 'history';

export function setRouterMode(value: RouterMode): void {
  mode = value;
}

/** The in-app address (path and query) for either router mode. */
export function currentUrl(): string {
  if (mode === 'hash') return location.hash.slice(1) || '/';
  return location.pathname + location.search;
}

/** The href of an in-app address: `/#/path` in hash mode, the path itself in history mode. */
export function hrefFor(url: string): string {
  return mode === 'hash' ? `${location.pathname}${location.search}#${url}` : url;
}

/** Navigation from outside components (request policy handlers, start-up). */
export function navigate(url: string, replace = false): void {
  if (mode === 'hash') {
    if (replace) location.replace(`${location.pathname}${location.search}#${url}`);
    else location.hash = url;
    return;
  }
  history[replace ? 'replaceState' : 'pushState'](null, '', url);
  // preact-iso's LocationProvider re-reads the address on popstate.
  dispatchEvent(new PopStateEvent('popstate'));
}

/** preact-iso's location context, driven by the hash: `/#/booking/result?code=x`. */
export function HashLocationProvider({ children }: { children?: ComponentChildren }) {
  const [url, setUrl] = useState(currentUrl);
  useEffect(() => {
    const onChange = () => setUrl(currentUrl());
    addEventListener('hashchange', onChange);
    return () => removeEventListener('hashchange', onChange);
  }, []);
  const value = useMemo(() => {
    const parsed = new URL(url, location.origin);
    return {
      url,
      path: parsed.pathname.replace(/\/+$/g, '') || '/',
      query: Object.fromEntries(parsed.searchParams),
      route: (to: string, replace?: boolean) => navigate(to, replace),
      back: () => history.back(),
      forward: () => history.forward(),
    };
  }, [url]);
  return <LocationProvider.ctx.Provider value={value}>{children}</LocationProvider.ctx.Provider>;
}

export function RouterLocationProvider({ children }: { children?: ComponentChildren }) {
  return mode === 'hash' ? <HashLocationProvider>{children}</HashLocationProvider> : <LocationProvider>{children}</LocationProvider>;
}

/** A full page load at an in-app address (start-up runs again). */
export function reloadAt(url: string): void {
  if (mode === 'hash') {
    location.hash = url;
    location.reload();
  } else {
    location.assign(url);
  }
}
