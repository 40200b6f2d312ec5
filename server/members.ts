// Member accounts of membership programs: sign-in with email and password, bearer access tokens (30 days), the member
// JSON of user/me and whoami, and the program's point rules.
import crypto from 'node:crypto';
import type { Db } from './db.ts';
import { simpleError } from './errors.ts';
import type { HotelRow } from './hotels.ts';
import { passwordHash } from './seed.ts';

export const ACCESS_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface MemberRow {
  id: number;
  program_id: number;
  rank_id: number | null;
  membership_id: string;
  email: string;
  password_sha256: string;
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

/**
 * Signs a member of the hotel's membership program in: a new access token valid for 30 days. Unknown email, wrong
 * password, a member of another program or a hotel without a program → 401 `Login failed.`.
 */
export function signIn(db: Db, hotel: HotelRow, email: string, password: string, now: Date): { access_token: string; member: MemberRow } {
  const member = db.prepare(`SELECT * FROM members WHERE email = ? COLLATE NOCASE`).get(email.trim()) as MemberRow | undefined;
  const hash = passwordHash(password);
  if (!member || !sameHash(member.password_sha256, hash)) throw loginFailed();
  if (hotel.membership_program_id === null || member.program_id !== hotel.membership_program_id) throw loginFailed();
  const token = crypto.randomBytes(32).toString('base64url');
  const at = now.getTime();
  db.transaction(() => {
    db.prepare(`DELETE FROM member_access_tokens WHERE member_id = ? AND expires_at <= ?`).run(member.id, at);
    db.prepare(`INSERT INTO member_access_tokens (token, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)`).run(token, member.id, at, at + ACCESS_TOKEN_TTL_MS);
  })();
  return { access_token: token, member };
}

/** Deletes an access token (sign-out). Returns whether it existed and was valid. */
export function signOut(db: Db, token: string | null, now: Date): boolean {
  if (!token || !memberByToken(db, token, now)) return false;
  return db.transaction(() => db.prepare(`DELETE FROM member_access_tokens WHERE token = ?`).run(token).changes === 1)();
}
