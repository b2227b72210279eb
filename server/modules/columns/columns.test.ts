import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginType } from '../../../shared/constants';
import { COLUMN_FRESHNESS_DEFAULTS, COLUMN_FRESHNESS_KEY, COLUMNS_MSG } from '../../../shared/contracts/columns';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import {
  articles,
  auditLog,
  financeItems,
  policies,
  rooms,
  siteSettings,
  startupItems,
  techItems,
  trainItems,
} from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { columnState } from './columns.service';
import * as columnsCalls from '../../../shared/calls/columns';
import * as siteCalls from '../../../shared/calls/site';

const DAY = 86_400_000;
const now = new Date('2026-05-10T02:00:00Z');
const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);

let t: TestApp;
const tokens = {} as Record<'content' | 'system' | 'auditor' | 'operations' | 'security', string>;

const overview = async (token = tokens.content) => {
  const res = await t.call(columnsCalls.columnsOverview, {}, token);
  expect(res.body.code).toBe(Code.OK);
  return Object.fromEntries(res.body.data.map((c) => [c.key, c]));
};
const stored = async () => (await t.database.db.select().from(siteSettings).where(eq(siteSettings.key, COLUMN_FRESHNESS_KEY)))[0]?.value;
const audits = async () => t.database.db.select().from(auditLog).where(eq(auditLog.action, 'columns.limits')).orderBy(auditLog.id);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  for (const role of ['content', 'system', 'auditor', 'operations', 'security'] as const) {
    tokens[role] = (await signIn(t, { type: LoginType.ADMIN, roles: [role] })).token;
  }
  const db = t.database.db;
  // Policies: newest published 100 days ago (a newer draft and an unpublished one do not count).
  await db.insert(policies).values([
    { category: 1, title: '已发布政策', releaseTime: ago(100), quarter: 1, status: 1 },
    { category: 1, title: '旧政策', releaseTime: ago(300), quarter: 1, status: 1 },
    { category: 1, title: '草稿', releaseTime: ago(1), quarter: 2, status: 2 },
    { category: 1, title: '已下线', releaseTime: ago(2), quarter: 2, status: 0 },
  ]);
  // Announcements 150 days ago (due soon: more than 144 of 180), news 20 days ago (overdue: more than 14).
  await db.insert(articles).values([
    { type: 1, title: '通知', releaseTime: ago(150), status: 1 },
    { type: 2, title: '新闻', releaseTime: ago(20), status: 1 },
    { type: 2, title: '新闻草稿', releaseTime: ago(0), status: 2 },
  ]);
  // Services, training and rooms: the newest updated_at of a published row.
  await db.insert(techItems).values([
    { firstId: 1, name: '技术', status: 1, createdAt: ago(40), updatedAt: ago(5) },
    { firstId: 1, name: '技术下线', status: 0, createdAt: ago(1), updatedAt: ago(1) },
  ]);
  await db.insert(startupItems).values({ type: 1, name: '创业', status: 1, createdAt: ago(9), updatedAt: ago(9) });
  await db.insert(financeItems).values({ name: '孵化', status: 1, createdAt: ago(400), updatedAt: ago(400) });
  await db.insert(trainItems).values({ catId: 1, name: '培训', activeTime: ago(-10), status: 1, createdAt: ago(3), updatedAt: ago(3) });
  // rooms: nothing published.
  await db.insert(rooms).values({ title: '房源', number: 'A-101', status: 2, createdAt: ago(1), updatedAt: ago(1) });
});
afterAll(() => t.close());

describe('columnState', () => {
  it('is fine, due soon within the last 20 % of the limit, overdue past it or with nothing published, unchecked at 0', () => {
    expect([0, 11, 12, 14, 15].map((d) => columnState(d, 14))).toEqual(['ok', 'ok', 'due_soon', 'due_soon', 'overdue']);
    expect([144, 145, 180, 181].map((d) => columnState(d, 180))).toEqual(['ok', 'due_soon', 'due_soon', 'overdue']);
    expect(columnState(null, 14)).toBe('overdue');
    expect(columnState(null, 0)).toBe('unchecked');
    expect(columnState(9999, 0)).toBe('unchecked');
  });
});

describe('columns_overview', () => {
  it("reads each column's last published update against the default limits, with a fixed clock", async () => {
    const c = await overview();
    expect(Object.keys(c)).toEqual(['policies', 'notices', 'news', 'tech', 'startup', 'finance', 'train', 'rooms']);
    expect(c.policies).toMatchObject({
      name: '政策资讯',
      basis: '最新发布时间',
      days_since: 100,
      limit_days: 180,
      default_days: 180,
      state: 'ok',
      state_name: '正常',
    });
    expect(c.policies!.last_update).toBe('2026-01-30 10:00');
    expect(c.notices).toMatchObject({ name: '通知公告', days_since: 150, limit_days: 180, state: 'due_soon', state_name: '即将超期' });
    expect(c.news).toMatchObject({ name: '新闻动态', days_since: 20, limit_days: 14, state: 'overdue', state_name: '已超期' });
    expect(c.tech).toMatchObject({
      name: '科技服务',
      basis: '最近更新时间',
      days_since: 5,
      limit_days: 0,
      state: 'unchecked',
      state_name: '不检查',
    });
    expect(c.startup).toMatchObject({ days_since: 9, state: 'unchecked' });
    expect(c.finance).toMatchObject({ days_since: 400, state: 'unchecked' });
    expect(c.train).toMatchObject({ days_since: 3, state: 'unchecked' });
    expect(c.rooms).toMatchObject({ last_update: '', days_since: null, limit_days: 0, state: 'unchecked' });
  });

  it('is open to content editors and system administrators only', async () => {
    expect((await t.call(columnsCalls.columnsOverview, {}, tokens.system)).body.code).toBe(Code.OK);
    for (const role of ['auditor', 'operations', 'security'] as const) {
      const res = await t.call(columnsCalls.columnsOverview, {}, tokens[role]);
      expect([res.status, res.body.code, res.body.msg]).toEqual([200, 0, MSG.forbidden]);
    }
  });
});

describe('columns_limits_save', () => {
  it("saves a system administrator's limits, audited before → after; the overview follows", async () => {
    const res = await t.call(columnsCalls.columnsLimitsSave, { limits: { news: 30, rooms: '7', tech: 3 } }, tokens.system);
    expect(res.body).toMatchObject({ code: Code.OK, msg: COLUMNS_MSG.saved });
    expect(res.body.data).toEqual({ ...COLUMN_FRESHNESS_DEFAULTS, news: 30, rooms: 7, tech: 3 });
    expect(await stored()).toEqual({ ...COLUMN_FRESHNESS_DEFAULTS, news: 30, rooms: 7, tech: 3 });
    const c = await overview();
    expect(c.news).toMatchObject({ limit_days: 30, default_days: 14, state: 'ok' });
    expect(c.tech).toMatchObject({ limit_days: 3, days_since: 5, state: 'overdue' });
    // Nothing published at all: overdue once checked.
    expect(c.rooms).toMatchObject({ limit_days: 7, days_since: null, state: 'overdue' });
    const [line] = await audits();
    expect(line).toMatchObject({ action: 'columns.limits', objectType: 'site_setting', objectId: COLUMN_FRESHNESS_KEY, success: true });
    expect(line!.detail).toEqual({
      before: { ...COLUMN_FRESHNESS_DEFAULTS },
      after: { ...COLUMN_FRESHNESS_DEFAULTS, news: 30, rooms: 7, tech: 3 },
    });

    // A second save changes only the columns given.
    await t.call(columnsCalls.columnsLimitsSave, { limits: { news: 0 } }, tokens.system);
    expect(await stored()).toEqual({ ...COLUMN_FRESHNESS_DEFAULTS, news: 0, rooms: 7, tech: 3 });
    expect((await overview()).news).toMatchObject({ limit_days: 0, state: 'unchecked' });
  });

  it('refuses bad limits with a Chinese message, changing nothing', async () => {
    const before = await stored();
    const lines = (await audits()).length;
    const cases: [unknown, string][] = [
      [{ limits: { news: -1 } }, COLUMNS_MSG.limit],
      [{ limits: { news: 3651 } }, COLUMNS_MSG.limit],
      [{ limits: { news: 1.5 } }, COLUMNS_MSG.limit],
      [{ limits: { news: 'abc' } }, COLUMNS_MSG.limit],
      [{ limits: { news: null } }, COLUMNS_MSG.limit],
      [{ limits: { blog: 3 } }, COLUMNS_MSG.unknownColumn],
      [{ limits: 'x' }, COLUMNS_MSG.limits],
      [{}, COLUMNS_MSG.limits],
    ];
    for (const [body, msg] of cases) {
      const res = await t.call(columnsCalls.columnsLimitsSave, body, tokens.system);
      expect([JSON.stringify(body), res.status, res.body.code, res.body.msg]).toEqual([JSON.stringify(body), 200, Code.FAIL, msg]);
    }
    expect(await stored()).toEqual(before);
    expect((await audits()).length).toBe(lines);
  });

  it('refuses content editors (who may read), auditors, operations and security, changing nothing', async () => {
    const before = await stored();
    for (const role of ['content', 'auditor', 'operations', 'security'] as const) {
      const res = await t.call(columnsCalls.columnsLimitsSave, { limits: { news: 1 } }, tokens[role]);
      expect([role, res.status, res.body.code, res.body.msg]).toEqual([role, 200, 0, MSG.forbidden]);
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps its key out of the public site config', async () => {
    const res = await t.call(siteCalls.config, {});
    expect(JSON.stringify(res.body)).not.toContain(COLUMN_FRESHNESS_KEY);
  });
});
