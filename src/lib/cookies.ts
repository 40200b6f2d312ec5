import Cookies from 'js-cookie';

export interface CookieScope {
  /** The brand's first-party cookie domain, when its first_party_cookie_setting is enabled. */
  domain?: string;
}


/** Writes a cookie that lives `days` days (fractions allowed: the client session lives 0.75). */
export function writeCookie(name: string, value: string, days: number, scope: CookieScope = {}): void {
  Cookies.set(name, value, {
    expires: days,
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    ...(scope.domain ? { domain: scope.domain } : {}),
  });
}

export function removeCookie(name: string, scope: CookieScope = {}): void {
  Cookies.remove(name, scope.domain ? { domain: scope.domain } : {});
}
