import { useEffect } from 'preact/hooks';
import { useLocation } from 'preact-iso';

/** Replaces the address with `to`, keeping the current query (and so the facility code) unless told not to. */
export function Redirect({ to, keepQuery = true }: { to: string; keepQuery?: boolean }) {
  const { url, route } = useLocation();
  useEffect(() => {
    const query = keepQuery && url.includes('?') ? url.slice(url.indexOf('?')) : '';
    route(to + query, true);
  }, [to, url, route]);
  return null;
}
