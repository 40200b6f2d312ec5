// URL helpers: query strings in Rails bracket notation, the facility code on every route.

/** Anything JSON-like: scalars, arrays and plain objects (interfaces included). */
type QueryValue = unknown;

function flatten(prefix: string, value: QueryValue, out: [string, string][]): void {
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) {
    const scalar = value.every((v) => v === null || typeof v !== 'object');
    value.forEach((item, index) => flatten(scalar ? `${prefix}[]` : `${prefix}[${index}]`, item, out));
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value as object)) flatten(prefix ? `${prefix}[${key}]` : key, item, out);
  } else {
    out.push([prefix, String(value)]);
  }
}

/** `{ rooms: [{ adults: 2 }], codes: ['A'] }` → `rooms[0][adults]=2&codes[]=A`. */
export function toQueryString(params: Record<string, QueryValue>): string {
  const pairs: [string, string][] = [];
  flatten('', params, pairs);
  return pairs.map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`).join('&');
}

/** "A stray double slash before a question mark is fixed by redirect": `/booking//?x` → `/booking/?x`. */
export function fixStrayDoubleSlash(url: string): string | undefined {
  const fixed = url.replace(/\/{2,}\?/, '/?');
  return fixed === url ? undefined : fixed;
}

/** "The code query parameter is appended to every route that lacks it." */
export function withCode(url: string, code: string | undefined): string {
  if (!code) return url;
  const [pathAndQuery, hash = ''] = url.split('#', 2);
  const [path, query = ''] = pathAndQuery!.split('?', 2);
  const params = new URLSearchParams(query);
  if (params.has('code')) return url;
  params.set('code', code);
  return `${path}?${params.toString()}${hash ? `#${hash}` : ''}`;
}

export function queryOf(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

/**
 * An address taken from input (`urlBack`, `parentUrl`, a return address) that the widget may go to:
 * an absolute or root-relative http(s) address on one of the allowed origins (the widget's own and
 * the hotels' sites), as an absolute URL; undefined for anything else — another origin,
 * `javascript:`, `data:`, a malformed address — with a hint in the console for the hotel's web team.
 */
export function allowedAddress(value: string | null | undefined, allowedOrigins: readonly string[], name = 'address'): string | undefined {
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value, location.origin);
  } catch {
    url = undefined;
  }
  if (url && /^https?:$/.test(url.protocol) && (url.origin === location.origin || allowedOrigins.includes(url.origin))) return url.href;
  console.warn(`[BookingWidget] ${name} ignored: ${JSON.stringify(value.slice(0, 200))} is not an address on this site or an allowed hotel site`);
  return undefined;
}
