/**
 * Reads a cookie written by cookies.ts. Reading is a few lines, so the search bar's first paint does
 * without the writer (its own module, so bundlers leave it out of that chunk); writing
 * (expiry, domain, SameSite, encoding) is in cookies.ts.
 */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at) !== name) continue;
    try {
      return pair.slice(at + 1).replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

