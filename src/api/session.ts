import { removeCookie, writeCookie, type CookieScope } from '../lib/cookies';
import { readCookie } from '../lib/readCookie';
import { CLIENT_SESSION_DAYS } from '../lib/constants';

export const CLIENT_SESSION_COOKIE = 'bw_client_session';

/**
 * Where the client session lives: a cookie of 0.75 days, with a copy in memory
 * so a browser that refuses cookies still works for the life of the page.
 */
export function createSessionStore(scope: () => CookieScope) {
  let memory: string | undefined;
  return {
    get(): string | undefined {
      return memory ?? readCookie(CLIENT_SESSION_COOKIE);
    },
    set(value: string): void {
      memory = value;
      writeCookie(CLIENT_SESSION_COOKIE, value, CLIENT_SESSION_DAYS, scope());
    },
    clear(): void {
      memory = undefined;
      removeCookie(CLIENT_SESSION_COOKIE, scope());
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
