import { useEffect } from 'preact/hooks';
import { useLocation } from 'preact-iso';

/** Replaces the address with `to`, keeping the current query (and so the facility code). */
export function Redirect({ to }: { to: string }) {
  const { url, route } = useLocation();
  useEffect(() => {
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    route(to + query, true);
  }, [to, url, route]);
  return null;
}
