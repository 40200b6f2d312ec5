import { computed, signal } from '@preact/signals';
import { readStored, removeStored, writeStored } from '../../lib/storage';
import type { LoginWidget, Member, Organization } from './schemas';

export const loginWidget = signal<LoginWidget | undefined>(undefined);
export const member = signal<Member | null>(null);
export const organization = signal<Organization | null>(null);

export const loginState = computed(() => {
  if (member.value && organization.value) return 'both';
  if (member.value) return 'member';
  if (organization.value) return 'corporate';
  return 'signed_out';
});

/** "The user token is kept in local storage per brand with extra data." */
interface StoredUserToken {
  token: string;
  savedAt: number;
}

const tokenKey = (scope: string) => `bw_user_token:${scope}`;

export function readUserToken(scope: string): string | undefined {
  return readStored<StoredUserToken>(tokenKey(scope))?.token;
}

export function saveUserToken(scope: string, token: string): void {
  writeStored(tokenKey(scope), { token, savedAt: Date.now() } satisfies StoredUserToken);
}

/** Local logout: forget the user and the stored token. */
export function logOutLocally(scope: string | undefined): void {
  if (scope) removeStored(tokenKey(scope));
  member.value = null;
  organization.value = null;
}
