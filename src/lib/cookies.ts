// Writing cookies: a few lines of our own rather than js-cookie, whose attribute loop (`for…in`)
// picks up whatever a hotel page's scripts add to Object.prototype and then throws, losing the
// client session and the remembered search on that page. Values are read back by readCookie.ts.

export interface CookieScope {
  /** The brand's first-party cookie domain, when its first_party_cookie_setting is enabled. */
  domain?: string;
}

const DAY_MS = 864e5;

function setCookie(name: string, value: string, expires: Date, scope: CookieScope): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', `expires=${expires.toUTCString()}`, 'SameSite=Lax'];
  if (scope.domain) parts.push(`domain=${scope.domain}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

/** Writes a cookie that lives `days` days (fractions allowed: the client session lives 0.75). */
export function writeCookie(name: string, value: string, days: number, scope: CookieScope = {}): void {
  setCookie(name, value, new Date(Date.now() + days * DAY_MS), scope);
}

export function removeCookie(name: string, scope: CookieScope = {}): void {
  setCookie(name, '', new Date(0), scope);
}
