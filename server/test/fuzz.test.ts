import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LoginType } from '../../shared/constants';
import { describedCalls, type Access, type CallDescription } from '../lib/call';
import { StaffRole } from '../../shared/auth/staff-roles';
import { createTestApp, signIn, type TestApp } from './harness';

/**
 * Hostile input to every call (issue 11): as a visitor, a personal user and an administrator, bodies with control
 * characters, NUL, lone surrogates, huge strings, odd numbers, arrays and objects where text is expected,
 * prototype keys and SQL-looking text. Whatever comes in, the answer is the envelope and never a 5xx.
 * Deterministic: a seeded generator picks the values, so a failure repeats.
 */

/** mulberry32: a small seeded PRNG (deterministic runs). */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE = 'x'.repeat(10_000);
const HOSTILE: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u000b\u001b[31m\u007f\u0085\u009f',
  '\ud800',
  'x\udfffy',
  '😀👨‍👩‍👧',
  HUGE,
  `${'科'.repeat(5000)}`,
  "' OR 1=1 --",
  '1; drop table users; --',
  '%00%27',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\\',
  ' ',
  '',
  -1,
  0,
  1.5,
  -0.000001,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  'NaN',
  'Infinity',
  '-1',
  '99999999999999999999999',
  '1e309',
  true,
  null,
  [],
  ['a', 1],
  {},
  { a: '\u0000' },
  JSON.parse('{"__proto__":{"admin":true}}'),
];
/** Values most often fatal to a database, tried in every field. */
const KILLERS: unknown[] = ['a\u0000b', '\ud800', HUGE, ['x']];
/** Names many calls read, sent to every call whatever its contract says. */
const COMMON_FIELDS = [
  'keyword',
  'title',
  'content',
  'name',
  'id',
  'sign',
  'type',
  'status',
  'start',
  'page_size',
  'user_id',
  'username',
  'password',
  'code',
  'mobile',
  'phone',
  'remark',
  'nickname',
  'ids',
  'url',
];
/** Candidates for a field's well-formed value, tried in order until the contract accepts one. */
const PLAUSIBLE: unknown[] = [
  1,
  'a',
  '1',
  '13800001111',
  'a@example.com',
  '2025-01-01',
  '1,2',
  true,
  'https://example.com/a.jpg',
  [1],
  2,
  0,
];
/** Raw bodies no JSON encoder would make. */
const RAW_BODIES = [
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},"keyword":"a"}',
  '{"keyword":"\\u0000","title":"\\ud800"}',
  '{"id":1e400,"start":-1e400}',
  `{"a":${'['.repeat(40)}${']'.repeat(40)}}`,
  '{"a":1,"a":"\\u0000"}',
];

/** The object shape behind a contract (through preprocess, pipes, defaults and optionals), or none. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = schema.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  for (const inner of [def.out, def.in, def.innerType, def.schema]) {
    if (inner && typeof inner === 'object' && 'def' in inner) {
      const found = shapeOf(inner as z.ZodType);
      if (found) return found;
    }
  }
  return null;
}

/** A body the contract accepts, as far as a few plausible values per field can get. */
function plausibleBody(call: CallDescription, fields: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const tried = new Map<string, number>();
  for (const f of fields) {
    body[f] = PLAUSIBLE[0];
    tried.set(f, 0);
  }
  for (let round = 0; round < PLAUSIBLE.length; round++) {
    const parsed = call.body.safeParse(body);
    if (parsed.success) break;
    const bad = new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')).filter((k) => tried.has(k)));
    if (!bad.size) break;
    for (const f of bad) {
      const next = tried.get(f)! + 1;
      if (next >= PLAUSIBLE.length) {
        delete body[f];
        tried.delete(f);
      } else {
        tried.set(f, next);
        body[f] = PLAUSIBLE[next];
      }
    }
  }
  return body;
}

/**
 * The bodies sent to one call: structural extremes, then one hostile field at a time over a plausible body. 'full'
 * for the first role the call serves, 'some' (one random hostile value a field) for its other roles, 'access' (one
 * body, refused at the access check) for roles it does not serve.
 */
function bodiesFor(call: CallDescription, random: () => number, level: 'full' | 'some' | 'access'): unknown[] {
  const own = Object.keys(shapeOf(call.body) ?? {});
  const fields = [...new Set([...own, ...COMMON_FIELDS])];
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const everywhere = (v: unknown) => Object.fromEntries(fields.map((f) => [f, v]));
  if (level === 'access') return [everywhere('a\u0000b')];
  const base = plausibleBody(call, own);
  if (level === 'some') return [everywhere('a\u0000b'), ...own.map((f) => ({ ...base, [f]: pick(HOSTILE) }))];
  const bodies: unknown[] = [{}, everywhere('a\u0000b'), everywhere(HUGE), Object.fromEntries(fields.map((f) => [f, pick(HOSTILE)]))];
  for (const f of own) {
    for (const v of KILLERS) bodies.push({ ...base, [f]: v });
    bodies.push({ ...base, [f]: pick(HOSTILE) });
  }
  const others = COMMON_FIELDS.filter((c) => !own.includes(c));
  bodies.push(
    { ...base, ...Object.fromEntries(others.map((f) => [f, pick(HOSTILE)])) },
    { ...base, ...Object.fromEntries(others.map((f) => [f, 'a\u0000b'])) },
  );
  return bodies;
}

type Role = 'visitor' | 'personal' | 'admin';
/** The roles a call serves, the first of them fuzzed hardest (see bodiesFor). */
const SERVED: Record<Access, Role[]> = {
  public: ['visitor', 'personal', 'admin'],
  'signed-in': ['personal', 'admin'],
  personal: ['personal'],
  admin: ['admin'],
};
/** A session answers this many requests before the next one is made (per-call limits count per session). */
const REQUESTS_PER_SESSION = 8;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('fuzzing every call', () => {
  it('answers hostile input with the envelope, never a 5xx, for every call and role', async () => {
    const calls = describedCalls();
    expect(calls.length).toBeGreaterThan(50);
    const random = prng(0x11);
    const failures: string[] = [];
    let sent = 0;
    const sessions: Record<Role, { token?: string; used: number }> = { visitor: { used: 0 }, personal: { used: 0 }, admin: { used: 0 } };
    const tokenFor = async (role: Role) => {
      if (role === 'visitor') return undefined;
      const s = sessions[role];
      if (!s.token || s.used >= REQUESTS_PER_SESSION) {
        s.token = (await signIn(t, { type: role === 'admin' ? LoginType.ADMIN : LoginType.PERSONAL })).token;
        s.used = 0;
      }
      s.used += 1;
      return s.token;
    };

    const send = async (label: string, role: Role, payload: string) => {
      sent += 1;
      const token = await tokenFor(role);
      const res = await t.app.inject({
        method: 'POST',
        url: label,
        payload,
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        // Per-address limits would otherwise refuse the later bodies before they reach the call.
        remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      });
      let envelope: { code?: unknown; msg?: unknown } | null = null;
      try {
        envelope = res.json();
      } catch {
        envelope = null;
      }
      const shaped = !!envelope && typeof envelope.code === 'number' && typeof envelope.msg === 'string';
      if (res.statusCode >= 500 || !shaped) {
        failures.push(`${res.statusCode} ${label} as ${role}: ${payload.slice(0, 160)} → ${res.body.slice(0, 160)}`);
      }
      // A session ended by the body itself (logout) is replaced for the next request.
      if (envelope && typeof envelope.code === 'number' && envelope.code >= 50000 && role !== 'visitor')
        sessions[role].used = REQUESTS_PER_SESSION;
    };

    for (const call of calls) {
      for (const role of ['visitor', 'personal', 'admin'] as const) {
        const served = SERVED[call.access];
        const level = role === served[0] ? 'full' : served.includes(role) ? 'some' : 'access';
        for (const body of bodiesFor(call, random, level)) await send(call.path, role, JSON.stringify(body));
        if (level === 'full') for (const raw of RAW_BODIES) await send(call.path, role, raw);
      }
    }
    console.log(`fuzz: ${sent} requests over ${calls.length} calls`);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(sent).toBeGreaterThan(calls.length * 10);
  }, 240_000);

  it('answers hostile query strings and paths of the GET routes without a 5xx', async () => {
    const admin = await signIn(t, { type: LoginType.ADMIN });
    const auditor = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.AUDITOR] });
    const values = [
      '%00',
      'a%00b',
      '%ED%A0%80',
      '%C2%85',
      encodeURIComponent(HUGE),
      "'%20OR%201%3D1%20--",
      '-1',
      '1e309',
      '%F0%9F%98%80',
      '..%2F..%2Fetc%2Fpasswd',
    ];
    const failures: string[] = [];
    for (const v of values) {
      for (const url of [
        `/api/admin/warn_export?kind=1&type=${v}&keyword=${v}`,
        `/api/admin/warn_export?kind=${v}`,
        `/api/admin/audit_export?person=${v}&action=${v}&object_type=${v}&object_id=${v}&from=${v}&to=${v}&result=${v}`,
        `/api/admin/apply_export?keyword=${v}`,
        `/api/admin/company_export?keyword=${v}`,
        `/api/admin/lease_export?status=${v}&keyword=${v}`,
        `/api/admin/payment_export?type=${v}&id=${v}`,
        `/api/admin/fee_export?status=${v}&keyword=${v}`,
        `/api/admin/park_payment_export?type=${v}&from=${v}&to=${v}`,
        `/m/wechat/callback?sign=${v}&code=${v}&state=${v}`,
        `/m/wechat/authorize?sign=${v}`,
        `/files/${v}`,
        `/files/policy/${v}`,
        `/uploads/${v}`,
      ]) {
        for (const token of [undefined, admin.token, auditor.token]) {
          const res = await t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });
          if (res.statusCode >= 500) failures.push(`${res.statusCode} GET ${url.slice(0, 120)} → ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 120_000);
});
