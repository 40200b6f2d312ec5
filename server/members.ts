// Member accounts of membership programs: sign-in with email and password, bearer access tokens (30 days), the member
// JSON of user/me and whoami, and the program's point rules.
import crypto from 'node:crypto';
import { withBusyRetry, type Db } from './db.ts';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { HttpError, simpleError } from './errors.ts';
import type { HotelRow } from './hotels.ts';
import { legacyPasswordHash } from './seed.ts';

export const ACCESS_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface MemberRow {
  id: number;
  program_id: number;
  rank_id: number | null;
  membership_id: string;
  email: string;
  /** Legacy hex sha256 ('' once upgraded). */
  password_sha256: string;
  /** argon2id PHC string; null on rows from before migration 005 until the next sign-in. */
  password_hash: string | null;
  failed_sign_ins: number;
  locked_until: number | null;
  first_name: string;
  last_name: string;
  first_name_kana: string | null;
  last_name_kana: string | null;
  points: number;
  future_points: number;
  created_at: number;
}

export interface PointRules {
  enabled: boolean;
  step: number;
  minimumSpend: number;
}

export const signedOut = () => simpleError(401, 'You have already signed out');
export const loginFailed = () => simpleError(401, 'Login failed.');

export function findMember(db: Db, id: number): MemberRow | undefined {
  return db.prepare(`SELECT * FROM members WHERE id = ?`).get(id) as MemberRow | undefined;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const m = /^\s*Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m ? m[1]! : null;
}

/** The member of a valid, unexpired access token, or undefined. */
export function memberByToken(db: Db, token: string | null, now: Date): MemberRow | undefined {
  if (!token || token.length > 200) return undefined;
  return db.prepare(`SELECT m.* FROM member_access_tokens t JOIN members m ON m.id = t.member_id WHERE t.token = ? AND t.expires_at > ?`)
    .get(token, now.getTime()) as MemberRow | undefined;
}

/** The signed-in member of an Authorization header, or 401 `You have already signed out`. */
export function requireMember(db: Db, authorization: string | undefined, now: Date): MemberRow {
  const member = memberByToken(db, bearerToken(authorization), now);
  if (!member) throw signedOut();
  return member;
}

/** The member of an Authorization header when they belong to the hotel's membership program, else undefined. */
export function hotelMember(db: Db, hotel: HotelRow, authorization: string | undefined, now: Date): MemberRow | undefined {
  const member = memberByToken(db, bearerToken(authorization), now);
  return member && hotel.membership_program_id !== null && member.program_id === hotel.membership_program_id ? member : undefined;
}

export function pointRules(db: Db, programId: number): PointRules {
  const row = db.prepare(`SELECT point_program_enabled, point_step, point_minimum_spend FROM membership_programs WHERE id = ?`).get(programId) as
    | { point_program_enabled: number; point_step: number; point_minimum_spend: number }
    | undefined;
  return row
    ? { enabled: row.point_program_enabled === 1, step: row.point_step, minimumSpend: row.point_minimum_spend }
    : { enabled: false, step: 1, minimumSpend: 0 };
}

/** `{ id, membership_id, program_id, rank_id, name, first_name, last_name, point_program_enabled }` */
export function memberJson(db: Db, m: MemberRow) {
  return {
    id: m.id,
    membership_id: m.membership_id,
    program_id: m.program_id,
    rank_id: m.rank_id,
    name: `${m.first_name} ${m.last_name}`,
    first_name: m.first_name,
    last_name: m.last_name,
    point_program_enabled: pointRules(db, m.program_id).enabled,
  };
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

// ---------------------------------------------------------------- sign-in protection

/** Wrong passwords in a row that lock an account. */
export const LOCK_AFTER_FAILURES = 5;
/** How long a locked account stays locked. */
export const LOCK_DURATION_MS = 15 * 60 * 1000;
/** Sign-in attempts per account (email) and per client (IP + client session) in RATE_WINDOW_MS. */
export const RATE_LIMIT_PER_ACCOUNT = 10;
export const RATE_LIMIT_PER_CLIENT = 10;
export const RATE_WINDOW_MS = 60 * 1000;

/** 423 shape 1 with code 1301 (spec: account locked) and when the lock ends. */
export function accountLocked(lockedUntil: number, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((lockedUntil - now.getTime()) / 1000));
  return new HttpError(423, {
    errors: [{
      code: 1301,
      details: { base: ['This account is locked after too many failed sign-ins. Try again later.'] },
      locked_until: new Date(lockedUntil).toISOString(),
    }],
  }, { 'Retry-After': String(seconds) });
}

/** Sliding-window counters of sign-in attempts, in memory (one sandbox process). */
export class SignInLimiter {
  private readonly hits = new Map<string, number[]>();

  /** Seconds until `key` may try again, or 0 when it is under `max` attempts in the window. */
  wait(key: string, max: number, now: Date): number {
    const at = now.getTime();
    const list = (this.hits.get(key) ?? []).filter((t) => t > at - RATE_WINDOW_MS);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    if (list.length < max) return 0;
    return Math.max(1, Math.ceil((list[0]! + RATE_WINDOW_MS - at) / 1000));
  }

  record(key: string, now: Date): void {
    const list = this.hits.get(key) ?? [];
    list.push(now.getTime());
    this.hits.set(key, list);
    if (this.hits.size > 10_000) this.hits.delete(this.hits.keys().next().value!); // bounded memory
  }
}

/** Verifies a dummy hash for unknown emails, so an unknown account takes as long as a wrong password. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$ngikWPjBaPxsMWkivz2zQg$M+RBk6gi/umoZe7jlyK0MG/FRo3FFji86GkukgvuqHA';

async function passwordMatches(db: Db, member: MemberRow | undefined, password: string): Promise<boolean> {
  if (!member) {
    await argon2Verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  if (member.password_hash) return argon2Verify(member.password_hash, password).catch(() => false);
  // A row from before argon2id: check the old sha256 once, then store an argon2id hash in its place.
  if (!member.password_sha256 || !sameHash(member.password_sha256, legacyPasswordHash(password))) return false;
  const upgraded = await argon2Hash(password); // @node-rs/argon2 default: argon2id, m=19456 KiB, t=2, p=1
  db.prepare(`UPDATE members SET password_hash = ?, password_sha256 = '' WHERE id = ?`).run(upgraded, member.id);
  return true;
}

export interface SignInClient {
  /** The caller: IP address and client session. */
  clientKey: string;
  limiter: SignInLimiter;
}

/**
 * Signs a member of the hotel's membership program in: a new access token valid for 30 days. Per client (IP + client
 * session) and per account (email) at most 10 attempts a minute → 429 with Retry-After. A locked account → 423 code 1301
 * (even with the right password) until the lock ends. 5 wrong passwords in a row lock it for 15 minutes. Unknown email,
 * wrong password, a member of another program or a hotel without a program → 401 `Login failed.`.
 * Passwords are argon2id (verified off the event loop by @node-rs/argon2).
 */
export async function signIn(db: Db, hotel: HotelRow, email: string, password: string, now: Date, client: SignInClient): Promise<{ access_token: string; member: MemberRow }> {
  const accountKey = `account:${email.trim().toLowerCase()}`;
  const clientKey = `client:${client.clientKey}`;
  const wait = Math.max(client.limiter.wait(clientKey, RATE_LIMIT_PER_CLIENT, now), client.limiter.wait(accountKey, RATE_LIMIT_PER_ACCOUNT, now));
  if (wait > 0) throw new HttpError(429, { error: 'Too many sign-in attempts. Try again later.' }, { 'Retry-After': String(wait) });
  client.limiter.record(clientKey, now);
  client.limiter.record(accountKey, now);

  const find = () => db.prepare(`SELECT * FROM members WHERE email = ? COLLATE NOCASE`).get(email.trim()) as MemberRow | undefined;
  const member = find();
  const at = now.getTime();
  if (member?.locked_until && member.locked_until > at) throw accountLocked(member.locked_until, now);
  const ok = await passwordMatches(db, member, password);
  if (!member) throw loginFailed();
  if (!ok) {
    // Count the failure in one immediate transaction (read-then-write); an expired lock starts a fresh count.
    const lockedUntil = await withBusyRetry(() => db.transaction(() => {
      const row = findMember(db, member.id)!;
      const fresh = row.locked_until !== null && row.locked_until <= at;
      const failures = (fresh ? 0 : row.failed_sign_ins) + 1;
      const lock = failures >= LOCK_AFTER_FAILURES ? at + LOCK_DURATION_MS : fresh ? null : row.locked_until;
      db.prepare(`UPDATE members SET failed_sign_ins = ?, locked_until = ? WHERE id = ?`).run(failures >= LOCK_AFTER_FAILURES ? 0 : failures, lock, member.id);
      return lock;
    }).immediate());
    if (lockedUntil && lockedUntil > at) throw accountLocked(lockedUntil, now);
    throw loginFailed();
  }
  if (hotel.membership_program_id === null || member.program_id !== hotel.membership_program_id) throw loginFailed();
  const token = crypto.randomBytes(32).toString('base64url');
  await withBusyRetry(() => db.transaction(() => {
    db.prepare(`UPDATE members SET failed_sign_ins = 0, locked_until = NULL WHERE id = ?`).run(member.id);
    db.prepare(`DELETE FROM member_access_tokens WHERE member_id = ? AND expires_at <= ?`).run(member.id, at);
    db.prepare(`INSERT INTO member_access_tokens (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)`).run(token, member.id, at, at + ACCESS_TOKEN_TTL_MS);
  }).immediate());
  return { access_token: token, member: find()! };
}

/**
 * Sign-out: deletes the access token, or with `all` every access token of its member (every device). Returns the
 * number of tokens deleted, or null when the token was missing, unknown or expired.
 */
export function signOut(db: Db, token: string | null, now: Date, all = false): number | null {
  if (!token) return null;
  return db.transaction(() => {
    const member = memberByToken(db, token, now);
    if (!member) return null;
    return all
      ? db.prepare(`DELETE FROM member_access_tokens WHERE member_id = ?`).run(member.id).changes
      : db.prepare(`DELETE FROM member_access_tokens WHERE token = ?`).run(token).changes;
  }).immediate();
}
