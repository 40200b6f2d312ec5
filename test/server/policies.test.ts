// @vitest-environment node
// Cancellation policies, membership programs, and seed rows reaching an already-seeded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db.ts';
import { ensureSeedRows } from '../../server/seed.ts';
import { NOW, setup } from './helpers.ts';

const HOTELS = ['sakura-tokyo', 'hangang-seoul', 'taipei-lotus', 'aurora-shinjuku', 'aurora-namba', 'aurora-gion'];

describe('GET hotels/{code}/cancellation_policies', () => {
  it('lists flexible, standard and non-refundable policies with localized names', async () => {
    const { json } = await setup();
    const { status, body } = await json('/api/v1/hotels/sakura-tokyo/cancellation_policies', { 'X-Locale': 'en' });
    expect(status).toBe(200);
    const list = body.data.cancellation_policies;
    expect(list.map((p: any) => p.name)).toEqual(['Flexible: free until the day before', 'Standard', 'Non-refundable special rate']);
    const standard = list[1];
    expect(standard).toEqual({
      id: standard.id, name: 'Standard', room_plan_codes: standard.room_plan_codes, cancel_before_at: 15, time: '15:00',
      cancellation_policy_parts: [{ days_before: 7, percentage_of_cost: 0 }, { days_before: 3, percentage_of_cost: 30 }, { days_before: 1, percentage_of_cost: 50 }],
      same_day_percentage_of_cost: 80, no_show_percentage_of_cost: 100, special_rate: false,
    });
    expect(standard.room_plan_codes).toContain('STD-RO');
    expect(list[2]).toMatchObject({ special_rate: true, same_day_percentage_of_cost: 100, no_show_percentage_of_cost: 100, time: null });
    expect(list[2].cancellation_policy_parts.every((p: any) => p.percentage_of_cost === 100)).toBe(true);
    const ja = (await json('/api/v1/hotels/sakura-tokyo/cancellation_policies', { 'X-Locale': 'ja' })).body.data.cancellation_policies;
    expect(ja[1].name).toBe('スタンダード');
    for (const p of list) {
      expect(Number.isInteger(p.cancel_before_at)).toBe(true);
      expect(p.cancel_before_at).toBeGreaterThanOrEqual(0);
      expect(p.cancel_before_at).toBeLessThanOrEqual(23);
    }
  });

  it('assigns every room plan of every hotel one policy (member-only, secret and voucher too)', async () => {
    const { json, db } = await setup();
    for (const hotel of HOTELS) {
      const list = (await json(`/api/v1/hotels/${hotel}/cancellation_policies`)).body.data.cancellation_policies;
      expect(list.length, hotel).toBeGreaterThanOrEqual(3);
      const listed = list.flatMap((p: any) => p.room_plan_codes).sort();
      const all = (db.prepare(`SELECT rp.code FROM room_plans rp JOIN plans p ON p.id = rp.plan_id JOIN hotels h ON h.id = p.hotel_id
        WHERE h.code = ? ORDER BY rp.code`).all(hotel) as Array<{ code: string }>).map((r) => r.code).sort();
      expect(listed, hotel).toEqual(all);
    }
    const sakura = (await json('/api/v1/hotels/sakura-tokyo/cancellation_policies')).body.data.cancellation_policies;
    const of = (code: string) => sakura.find((p: any) => p.room_plan_codes.includes(code));
    expect(of('STD-MEM').cancel_before_at).toBe(18);
    expect(of('STD-SEC').special_rate).toBe(true);
    expect(of('STD-VCH').special_rate).toBe(true);
  });

  it('filters by room_plan_codes[]; unknown room plan codes give an empty array', async () => {
    const { json } = await setup();
    const one = (await json('/api/v1/hotels/sakura-tokyo/cancellation_policies?room_plan_codes[]=STD-RO&room_plan_codes[]=TWN-MEM')).body.data.cancellation_policies;
    expect(one.map((p: any) => p.room_plan_codes)).toEqual([['TWN-MEM'], ['STD-RO']]);
    const none = await json('/api/v1/hotels/sakura-tokyo/cancellation_policies?room_plan_codes[]=NOPE-RO');
    expect(none).toEqual({ status: 200, body: { data: { cancellation_policies: [] } } });
  });

  it('GET …/cancellation_policies/{id} → the policy, or 404 shape 3', async () => {
    const { json } = await setup();
    const list = (await json('/api/v1/hotels/hangang-seoul/cancellation_policies')).body.data.cancellation_policies;
    const { status, body } = await json(`/api/v1/hotels/hangang-seoul/cancellation_policies/${list[0].id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual(list[0]);
    const sakuraIds = (await json('/api/v1/hotels/sakura-tokyo/cancellation_policies')).body.data.cancellation_policies.map((p: any) => p.id);
    const notFound = { status: 404, body: { error: 'Cancellation policy not found' } };
    expect(await json(`/api/v1/hotels/hangang-seoul/cancellation_policies/${sakuraIds[0]}`)).toEqual(notFound); // another hotel's
    expect(await json('/api/v1/hotels/hangang-seoul/cancellation_policies/99999')).toEqual(notFound);
    expect(await json('/api/v1/hotels/hangang-seoul/cancellation_policies/abc')).toEqual(notFound);
    expect(await json('/api/v1/hotels/nowhere/cancellation_policies')).toEqual({ status: 404, body: { error: 'Hotel not found' } });
  });
});

describe('GET hotels/{code}/memberships/program', () => {
  it('gives the program with its companion tiers (sakura-tokyo, aurora hotels); others 404', async () => {
    const { json } = await setup();
    const { status, body } = await json('/api/v1/hotels/sakura-tokyo/memberships/program', { 'X-Locale': 'en' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Sakura Members', update_member_profile_enabled: false });
    expect(Number.isInteger(body.data.id)).toBe(true);
    expect(body.data.additional_tiers_attributes.map((t: any) => [t.code, t.is_active])).toEqual([['adult_companion', true], ['kid_tier_A_companion', true]]);
    expect(body.data.additional_tiers_attributes[0].translations).toMatchObject({ en: 'Adult companion', ja: '同伴者（大人）' });
    expect(Object.keys(body.data.additional_tiers_attributes[1].translations).sort()).toEqual(['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant']);
    const aurora = await Promise.all(['aurora-shinjuku', 'aurora-namba', 'aurora-gion'].map(async (h) => (await json(`/api/v1/hotels/${h}/memberships/program`)).body.data));
    expect(new Set(aurora.map((p) => p.id)).size).toBe(1);
    expect(aurora[0].name).toBe('Aurora Rewards');
    for (const h of ['hangang-seoul', 'taipei-lotus']) {
      expect(await json(`/api/v1/hotels/${h}/memberships/program`)).toEqual({ status: 404, body: { error: 'Membership program not found' } });
    }
  });
});

describe('seed rows on an existing database', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it('an existing database gets the new seed rows on the next start, once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-seed-'));
    dirs.push(dir);
    const file = path.join(dir, 'sandbox.db');
    const snapshot = (db: ReturnType<typeof openDb>) => ({
      plans: db.prepare(`SELECT h.code AS hotel, p.code, p.is_secret, p.is_voucher FROM plans p JOIN hotels h ON h.id = p.hotel_id ORDER BY 1, 2`).all(),
      roomPlans: db.prepare(`SELECT h.code AS hotel, rp.code, cp.code AS policy FROM room_plans rp JOIN plans p ON p.id = rp.plan_id JOIN hotels h ON h.id = p.hotel_id
        LEFT JOIN cancellation_policies cp ON cp.id = rp.cancellation_policy_id ORDER BY 1, 2`).all(),
      policies: db.prepare(`SELECT hotel_id, code FROM cancellation_policies ORDER BY 1, 2`).all(),
      coupons: db.prepare(`SELECT hotel_id, code FROM coupons ORDER BY 1, 2`).all(),
      programs: db.prepare(`SELECT h.code, h.secret_code, mp.code AS program FROM hotels h LEFT JOIN membership_programs mp ON mp.id = h.membership_program_id ORDER BY h.id`).all(),
      tiers: db.prepare(`SELECT program_id, code FROM membership_program_tiers ORDER BY 1, 2`).all(),
      members: db.prepare(`SELECT m.id, m.email, m.points, mp.code AS program, mp.point_step, mr.code AS rank FROM members m
        JOIN membership_programs mp ON mp.id = m.program_id LEFT JOIN membership_ranks mr ON mr.id = m.rank_id ORDER BY m.id`).all(),
    });
    const db1 = openDb(file, { now: () => NOW });
    const fresh = snapshot(db1);
    // Make it look like a database seeded before these rows existed (previous start's data/sandbox.db).
    db1.exec(`
      UPDATE room_plans SET cancellation_policy_id = NULL;
      DELETE FROM room_plans WHERE plan_id IN (SELECT id FROM plans WHERE code IN ('SEC', 'VCH'));
      DELETE FROM plans WHERE code IN ('SEC', 'VCH');
      DELETE FROM cancellation_policies;
      DELETE FROM coupons;
      UPDATE hotels SET secret_code = NULL, membership_program_id = NULL;
      DELETE FROM membership_program_tiers;
      DELETE FROM member_access_tokens;
      DELETE FROM members;
      DELETE FROM membership_ranks;
      DELETE FROM membership_programs;
      INSERT INTO client_sessions (token, application_key, created_at, expires_at) VALUES ('keep-me', 'demo-app-key', 0, 9e15);`);
    expect((db1.prepare(`SELECT COUNT(*) AS n FROM coupons`).get() as { n: number }).n).toBe(0);
    db1.close();
    const db2 = openDb(file, { now: () => NOW });
    expect(snapshot(db2)).toEqual(fresh);
    expect((db2.prepare(`SELECT COUNT(*) AS n FROM client_sessions WHERE token = 'keep-me'`).get() as { n: number }).n).toBe(1);
    expect(ensureSeedRows(db2)).toBe(0); // idempotent: nothing left to add
    db2.close();
    const db3 = openDb(file, { now: () => NOW });
    expect(snapshot(db3)).toEqual(fresh);
    db3.close();
  });
});
