import { computed, signal } from '@preact/signals';
import { readStored, removeStored, writeStored } from '../../lib/storage';
import type { LoginWidget, Member, Organization, Program } from './schemas';

export const loginWidget = signal<LoginWidget | undefined>(undefined);
export const member = signal<Member | null>(null);
export const organization = signal<Organization | null>(null);

/** The signed-in member's program ("member sign-in … sets up program and companion info"). */
export const program = signal<Program | null>(null);

/** Companion tiers the program switches on (adult_companion, kid_tier_A_companion). */
export const companionTiers = computed(() => {
  const active = new Set((program.value?.additional_tiers_attributes ?? []).filter((tier) => tier.is_active).map((tier) => tier.code));
  return { adultCompanion: active.has('adult_companion'), kidTierACompanion: active.has('kid_tier_A_companion') };
});

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
  program.value = null;
}
