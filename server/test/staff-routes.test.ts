import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, StaffRole, type StaffRoleValue } from '../../shared/auth/staff-roles';
import * as articlesCalls from '../../shared/calls/articles';
import { LoginType } from '../../shared/constants';
import { SITE_MSG } from '../../shared/contracts/site-admin';
import { MSG } from '../../shared/messages';
import { sessions, uploads } from '../db/schema/index';
import { describedCalls } from '../lib/call';
import { buildCompany, buildFee, buildLease, buildRoom } from './billing-factories';
import { createTestApp, signIn, type TestApp } from './harness';
import { jpegWithExif, multipart } from './multipart';
import { writeWorkbook } from './sheets';

/**
 * Issue 13, "every staff call checks the role, with a test for each role × call", for the routes that are not
 * defineCall calls (staff-roles.test.ts holds those): the Excel and CSV exports, the uploads and the file downloads a
 * staff role opens. Each is made by one account of each role, by a personal user and by a visitor; only the roles
 * named here succeed. The list is checked against the server's registered routes, so a new route outside defineCall
 * cannot be left out: it must be put here (staff only) or in NOT_STAFF_ONLY (with the reason).
 */

type Who = StaffRoleValue | 'personal' | 'visitor';
type Fixture = { leaseId: number; feeId: number; draftFile: number; sensitiveFile: number; jpeg: Buffer; importId: number; sheet: Buffer };
type Route = {
  /** Who may: every other role, the personal user and the visitor are refused. */
  roles: readonly StaffRoleValue[];
  send: (t: TestApp, token: string | undefined, f: Fixture) => Promise<LightMyRequestResponse>;
  ok: (res: LightMyRequestResponse) => boolean;
  /** How a signed-in account without the role is refused (a visitor: `visitor`, else the same). */
  refused: (res: LightMyRequestResponse) => boolean;
  visitor?: (res: LightMyRequestResponse) => boolean;
  /** The route stores an upload: a refused request must store none. */
  stores?: boolean;
};

const OPS = [StaffRole.OPERATIONS] as const;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

const get = (url: string) => (t: TestApp, token: string | undefined) =>
  t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });
const envelope = (res: LightMyRequestResponse) => {
  try {
    return res.json() as { code?: number; msg?: string };
  } catch {
    return {};
  }
};
const xlsx = (res: LightMyRequestResponse) => res.statusCode === 200 && String(res.headers['content-type']).includes('spreadsheetml');
/** A refusal as every call's (docs/ARCHITECTURE.md "Refusals"): HTTP 200, code 0, the message. */
const refusedWith = (msg: string) => (res: LightMyRequestResponse) =>
  res.statusCode === 200 && envelope(res).code === 0 && envelope(res).msg === msg;
const forbidden = refusedWith(MSG.forbidden);
const signInFirst = (res: LightMyRequestResponse) => envelope(res).code === 50008;
const excel = (url: string): Route => ({ roles: OPS, send: get(url), ok: xlsx, refused: forbidden, visitor: signInFirst });

const ROUTES: Record<string, Route> = {
  'GET /api/admin/warn_export': excel('/api/admin/warn_export?kind=1'),
  'GET /api/admin/apply_export': excel('/api/admin/apply_export'),
  'GET /api/admin/company_export': excel('/api/admin/company_export'),
  'GET /api/admin/lease_export': excel('/api/admin/lease_export'),
  'GET /api/admin/fee_export': excel('/api/admin/fee_export'),
  'GET /api/admin/payment_export': {
    ...excel(''),
    send: (t, token, f) => get(`/api/admin/payment_export?type=1&id=${f.leaseId}`)(t, token),
  },
  'GET /api/admin/park_payment_export': excel('/api/admin/park_payment_export'),
  'GET /api/admin/audit_export': {
    roles: [StaffRole.AUDITOR],
    send: get('/api/admin/audit_export'),
    ok: (res) => res.statusCode === 200 && String(res.headers['content-type']).startsWith('text/csv'),
    refused: forbidden,
    visitor: signInFirst,
  },
  'POST /api/admin/policy_file_upload': {
    roles: [StaffRole.CONTENT],
    send: (t, token) => {
      const { payload, headers } = multipart({}, { filename: '申报指南.pdf', contentType: 'application/pdf', data: PDF });
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/policy_file_upload',
        payload,
        headers: { ...headers, ...(token ? { token } : {}) },
      });
    },
    ok: (res) => envelope(res).code === 1,
    refused: forbidden,
    visitor: signInFirst,
    stores: true,
  },
  // The image upload is open to every signed-in user for their own kinds; its staff kind, 网站图片, is not.
  'POST /api/common/upload': {
    roles: [StaffRole.CONTENT, StaffRole.SYSTEM, StaffRole.OPERATIONS],
    send: (t, token, f) => {
      const { payload, headers } = multipart({ name: 'site_image' }, { filename: 'banner.jpg', contentType: 'image/jpeg', data: f.jpeg });
      return t.app.inject({ method: 'POST', url: '/api/common/upload', payload, headers: { ...headers, ...(token ? { token } : {}) } });
    },
    ok: (res) => envelope(res).code === 1,
    refused: refusedWith(SITE_MSG.uploadRole),
    visitor: signInFirst,
    stores: true,
  },
  'GET /api/admin/import_template': excel('/api/admin/import_template?kind=rooms'),
  'GET /api/admin/import_report': { ...excel(''), send: (t, token, f) => get(`/api/admin/import_report?id=${f.importId}`)(t, token) },
  // The import's dry run keeps the file and its report (an `imports` row), never an upload.
  'POST /api/admin/import_check': {
    roles: OPS,
    send: (t, token, f) => {
      const { payload, headers } = multipart(
        { kind: 'rooms' },
        { filename: '房间.xlsx', contentType: 'application/octet-stream', data: f.sheet },
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/import_check',
        payload,
        headers: { ...headers, ...(token ? { token } : {}) },
      });
    },
    ok: (res) => envelope(res).code === 1,
    refused: forbidden,
    visitor: signInFirst,
  },
  // An attachment of a draft policy: the content editor previews it; to anyone else it does not exist (not 无权访问).
  'GET /files/policy/:id': {
    roles: [StaffRole.CONTENT],
    send: (t, token, f) => get(`/files/policy/${f.draftFile}`)(t, token),
    ok: (res) => res.statusCode === 200 && res.headers['content-type'] === 'application/pdf' && res.rawPayload.equals(PDF),
    refused: refusedWith('文件不存在'),
  },
  // A company's sensitive file (an ID photo): its owner (another personal user here) and park operations.
  'GET /files/:id': {
    roles: OPS,
    send: (t, token, f) => get(`/files/${f.sensitiveFile}`)(t, token),
    ok: (res) => res.statusCode === 200 && String(res.headers['content-type']).includes('image/jpeg'),
    refused: refusedWith('无权查看该文件'),
    visitor: signInFirst,
  },
};

/** Registered routes outside defineCall that no staff role is needed for, each with why. */
const NOT_STAFF_ONLY: Record<string, string> = {
  'GET /healthz': 'the health check',
  'GET /api/openapi.json': 'the API document (public)',
  'GET /api/docs': 'the API document’s page',
  'GET /api/docs/init.js': 'the API document’s page',
  'GET /api/docs/assets/*': 'the API document’s page (its scripts and styles)',
  'GET /m/wechat/authorize': 'the phone’s WeChat sign-in hand-over',
  'GET /m/wechat/callback': 'the phone’s WeChat sign-in hand-over',
  'GET /uploads/*': 'public images (logos, site images)',
  'GET /robots.txt': 'for search engines',
  'GET /sitemap.xml': 'for search engines',
  'GET /sitemap-:name': 'for search engines',
  'GET *': 'the pages (React Router; the back office’s pages call the API above)',
};

/**
 * Every (method, path) the server registered, read from Fastify's route trees (printRoutes: each line a segment that
 * continues its parent line's path; a node without methods only joins its children). The radix tree leaves out the
 * pages' catch-all *, which the commonPrefix: false printout has on its first level (whose deeper levels are not
 * whole paths: only its first level is read). HEAD twins of GET routes are left out.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const out = new Set<string>();
  for (const [tree, levels] of [
    [app.printRoutes(), Infinity],
    [app.printRoutes({ commonPrefix: false }), 1],
  ] as const) {
    const paths: string[] = [];
    for (const line of tree.split('\n')) {
      const m = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!m) continue;
      const depth = m[1]!.length / 4;
      if (depth >= levels) continue;
      paths.length = depth;
      const path = (depth ? paths[depth - 1]! : '') + m[2]!;
      paths[depth] = path;
      for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) out.add(`${method} ${path}`);
    }
  }
  return [...out].sort();
}

describe('staff roles × routes outside defineCall', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRoleValue, string>;
  let personal: string;
  const fixture = {} as Fixture;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of STAFF_ROLES) tokens[role] = (await signIn(t, { type: LoginType.ADMIN, roles: [role] })).token;
    personal = (await signIn(t)).token;
    const db = t.database.db;
    const company = await buildCompany(db, { name: '矩阵科技有限公司', status: 1 });
    fixture.leaseId = (
      await buildLease(db, company.id, await buildRoom(db, { number: 'M座-0101' }), { paidUntil: '2026-06-30', contractNumber: 'HT-M-1' })
    ).id;
    fixture.feeId = (await buildFee(db, company.id, { paidUntil: '2026-06-30' })).id;
    // A draft policy's attachment, uploaded by a content editor.
    const { payload, headers } = multipart({}, { filename: '草稿附件.pdf', contentType: 'application/pdf', data: PDF });
    const up = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/policy_file_upload',
        payload,
        headers: { ...headers, token: tokens[StaffRole.CONTENT] },
      })
    ).json();
    fixture.draftFile = up.data.id;
    const saved = await t.call(
      articlesCalls.policySave,
      { title: '矩阵草稿政策', category: 1, files: [{ file_name: '草稿附件.pdf', file_href: up.data.file_href }] },
      tokens[StaffRole.CONTENT],
    );
    expect(saved.body.code).toBe(1);
    // A company's ID photo, stored encrypted as the upload call stores it.
    fixture.jpeg = await jpegWithExif(120, 80);
    const owner = await signIn(t);
    const path = 'private/2025/01/dddddddddddddddddddddddddddddddd.jpg';
    await t.app.storage.put(path, t.app.box.seal(fixture.jpeg));
    const [row] = await db
      .insert(uploads)
      .values({
        ownerId: owner.user.id,
        kind: 'befor_pic',
        path,
        sensitive: true,
        encrypted: true,
        bytes: fixture.jpeg.length,
        attached: true,
      })
      .returning();
    fixture.sensitiveFile = row!.id;
    // A workbook of one room, checked once by park operations (its report is the import_report route's file).
    fixture.sheet = await writeWorkbook({
      房间: [
        ['房间号', '面积(㎡)'],
        ['矩阵-0101', 10],
      ],
    });
    const checked = await ROUTES['POST /api/admin/import_check']!.send(t, tokens[StaffRole.OPERATIONS], fixture);
    fixture.importId = envelope(checked).code === 1 ? (checked.json() as { data: { id: number } }).data.id : 0;
    expect(fixture.importId).toBeGreaterThan(0);
    expect((await get(`/files/${row!.id}`)(t, owner.token)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('lists every route outside defineCall: the staff-only ones here, the rest with the reason they are not', () => {
    const calls = new Set(describedCalls().map((c) => `POST ${c.path}`));
    const outside = registeredRoutes(t.app).filter((r) => !calls.has(r));
    expect(outside.length).toBeGreaterThan(10);
    expect(outside).toEqual([...Object.keys(ROUTES), ...Object.keys(NOT_STAFF_ONLY)].sort());
    // Whatever is under /api/admin/ is staff-only.
    expect(outside.filter((r) => r.includes(' /api/admin/') && !(r in ROUTES))).toEqual([]);
  });

  it('lets only the named roles through, and refuses every other role, a personal user and a visitor, storing nothing', async () => {
    const wrong: string[] = [];
    const countUploads = async () => (await t.database.db.select({ id: uploads.id }).from(uploads)).length;
    for (const [name, route] of Object.entries(ROUTES)) {
      const who: Who[] = [...STAFF_ROLES, 'personal', 'visitor'];
      for (const w of who) {
        const token = w === 'visitor' ? undefined : w === 'personal' ? personal : tokens[w];
        const allowed = w !== 'personal' && w !== 'visitor' && route.roles.includes(w);
        const before = route.stores ? await countUploads() : 0;
        const res = await route.send(t, token, fixture);
        const answer = `${res.statusCode} ${res.body.slice(0, 80)}`;
        if (allowed) {
          if (!route.ok(res)) wrong.push(`${name} ${w} should pass → ${answer}`);
          continue;
        }
        const refused = w === 'visitor' && route.visitor ? route.visitor(res) : route.refused(res);
        if (!refused) wrong.push(`${name} ${w} should be refused → ${answer}`);
        if (route.stores && (await countUploads()) !== before) wrong.push(`${name} ${w} stored an upload while refused`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a sensitive file and a draft attachment to a restricted staff session, and serves them once it is lifted', async () => {
    const staff = await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS, StaffRole.CONTENT] });
    const restrict = (restriction: 'password' | 'totp' | null) =>
      t.database.db.update(sessions).set({ restriction }).where(eq(sessions.userId, staff.user.id));
    const files = [`/files/${fixture.sensitiveFile}`, `/files/policy/${fixture.draftFile}`];
    for (const [restriction, msg] of [
      ['password', MSG.passwordChangeRequired],
      ['totp', MSG.totpEnrolRequired],
    ] as const) {
      await restrict(restriction);
      for (const url of files) {
        const res = await get(url)(t, staff.token);
        expect([url, res.statusCode, envelope(res).code, envelope(res).msg]).toEqual([url, 200, 0, msg]);
        expect(res.headers['cache-control']).toContain('no-store');
      }
    }
    await restrict(null);
    for (const url of files) expect([url, (await get(url)(t, staff.token)).statusCode]).toEqual([url, 200]);
  });
});
