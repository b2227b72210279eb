import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRoleValue } from '../../shared/auth/staff-roles';
import { LoginType } from '../../shared/constants';
// This test holds the web's staff menu and pages against the server's calls, so it reads both sides on purpose.
// eslint-disable-next-line import-x/no-restricted-paths
import routes from '../../web/app/routes';
// eslint-disable-next-line import-x/no-restricted-paths
import { SYSTEM_MENU } from '../../web/config/menu';
import { describedCalls } from '../lib/call';
import { createTestApp, signIn, type TestApp } from './harness';
import { pageCallReferences, ROOT, type CallReference } from './page-calls';
import { pageFiles, refused, runLoader, type Loader, type RouteEntry } from './page-loaders';

/**
 * Issue 28: "who may do what lives in each module's policy, shared with the staff menu, with a test that every menu
 * item's roles equal the roles of its page's calls". For each item of the back office's menu:
 * - its page's calls are read from the code (page-calls.ts: everything the route module can reach that names a call,
 *   a download or an upload path of shared/calls/), and their roles from the running server: a defineCall's `roles`
 *   as registered, a route outside defineCall (the exports, the policy file upload) by asking it as each role;
 * - the item's roles must be exactly the roles of those calls together: nobody who may act on the page misses the
 *   item, and nobody is shown an item whose page lets them do nothing (a page of several roles, 站点管理 or 后台账号,
 *   gives each role its part, so it is the union, not the intersection);
 * - and everyone shown the item may make every call its loader makes: the loader is run as one account of each of the
 *   item's roles, and no call it asks may be refused. Those calls must also be among the ones read from the code, which
 *   checks the reading against what a page really asks.
 * Calls open to every signed-in user (userinfo, the image upload) or to every staff account restrict nobody and are
 * left out of the union; a page whose calls are all such is for every staff account ('any').
 */

const expand = (roles: readonly StaffRoleValue[] | 'any'): StaffRoleValue[] => [...(roles === 'any' ? STAFF_ROLES : roles)].sort();

/** What a page can reach in shared/calls/: a call (POST, enveloped), a download (GET) or an upload path (POST). */
type Reached = { ref: string; path: string; method: 'GET' | 'POST' };

async function resolveReferences(refs: readonly CallReference[]): Promise<Reached[]> {
  const reached: Reached[] = [];
  for (const r of refs) {
    // define.ts holds the machinery (call(), checkAnswer, API_PREFIX), no call of its own.
    if (r.module === 'define') continue;
    const mod = (await import(path.join(ROOT, 'shared/calls', `${r.module}.ts`))) as Record<string, unknown>;
    const value = mod[r.name];
    const ref = `${r.module}.${r.name}`;
    if (typeof value === 'string' && value.startsWith('/api/')) reached.push({ ref, path: value, method: 'POST' });
    else if (value && typeof value === 'object' && 'path' in value && typeof value.path === 'string') {
      reached.push({ ref, path: value.path, method: 'body' in value && 'result' in value ? 'POST' : 'GET' });
    }
  }
  return reached;
}

describe('the staff menu × the roles of its pages’ calls', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRoleValue, string>;
  const pages = pageFiles(routes as RouteEntry[]);
  const itemFile = (p: string) => {
    const file = pages.get(p);
    if (!file) throw new Error(`${p}: no page in web/app/routes.ts`);
    return path.join(ROOT, 'web/app', file);
  };
  let references: Map<string, CallReference[]>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of STAFF_ROLES) tokens[role] = (await signIn(t, { type: LoginType.ADMIN, roles: [role] })).token;
    references = pageCallReferences(SYSTEM_MENU.map((m) => itemFile(m.path)));
  }, 120_000);
  afterAll(() => t.close());

  /** The roles a route outside defineCall lets past, asked as one account of each role. */
  async function probe(r: Reached): Promise<StaffRoleValue[]> {
    const allowed: StaffRoleValue[] = [];
    for (const role of STAFF_ROLES) {
      const res = await t.app.inject({
        method: r.method,
        url: r.path,
        headers: { token: tokens[role] },
        ...(r.method === 'POST' ? { payload: {} } : {}),
      });
      if (res.statusCode === 404) throw new Error(`${r.ref} (${r.method} ${r.path}): no such route`);
      let msg: unknown;
      try {
        msg = (res.json() as { msg?: unknown }).msg;
      } catch {
        msg = undefined;
      }
      if (!refused(res.statusCode, msg)) allowed.push(role);
    }
    return allowed;
  }

  it('gives every item exactly the roles of the calls its page makes', async () => {
    const served = new Map(describedCalls().map((c) => [c.path, c]));
    const mismatches: string[] = [];
    for (const item of SYSTEM_MENU) {
      const reached = await resolveReferences(references.get(itemFile(item.path)) ?? []);
      expect(reached.length, `${item.key}: no call found on its page (the reading of the code is broken)`).toBeGreaterThan(0);
      const restricting: { ref: string; roles: StaffRoleValue[] }[] = [];
      for (const r of reached) {
        // A declared call outside defineCall (the multipart image upload) is asked like the downloads.
        const described = r.method === 'POST' ? served.get(r.path) : undefined;
        const roles = described ? (described.access === 'admin' ? expand(described.roles ?? []) : [...STAFF_ROLES]) : await probe(r);
        if (roles.length < STAFF_ROLES.length) restricting.push({ ref: r.ref, roles });
      }
      const union = restricting.length ? [...new Set(restricting.flatMap((c) => c.roles))].sort() : expand('any');
      const shown = expand(item.roles ?? []);
      if (shown.join() !== union.join()) {
        const calls = restricting.map((c) => `${c.ref} [${c.roles.join(', ')}]`).join('; ');
        mismatches.push(`${item.key}: menu [${shown.join(', ')}], its page's calls [${union.join(', ')}]: ${calls}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("lets everyone shown an item make every call its page's loader makes", async () => {
    const problems: string[] = [];
    for (const item of SYSTEM_MENU) {
      const file = itemFile(item.path);
      const page = (await import(file)) as { loader?: Loader };
      if (!page.loader) throw new Error(`${item.key}: its page has no loader`);
      const known = new Set((await resolveReferences(references.get(file) ?? [])).map((r) => r.path));
      for (const role of expand(item.roles ?? [])) {
        const asked = await runLoader(t, page.loader, item.path, tokens[role]);
        if (!asked.length) problems.push(`${item.key} as ${role}: its loader asked nothing`);
        for (const a of asked) {
          if (refused(a.answer.status, a.answer.body.msg)) problems.push(`${item.key} as ${role}: ${a.path} refused`);
          if (!known.has(a.path)) problems.push(`${item.key}: its loader asked ${a.path}, not found in its code`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
