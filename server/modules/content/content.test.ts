import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole } from '../../../shared/auth/staff-roles';
import * as articlesCalls from '../../../shared/calls/articles';
import * as contentCalls from '../../../shared/calls/content';
import * as roomsCalls from '../../../shared/calls/rooms';
import * as servicesCalls from '../../../shared/calls/services';
import type { ApiCall } from '../../../shared/calls/define';
import { LoginType } from '../../../shared/constants';
import { CONTENT_MSG, CONTENT_RECOVERY_DAYS, ContentState, type ContentKind } from '../../../shared/contracts/content-admin';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import { articles, auditLog, rooms, techCategories, trainCategories, trainItems, uploads } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { runContentPublishing } from './publishing.job';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let now = new Date('2026-05-10T02:00:00Z');
let editor: string;
let techFirst: number;
let techSecond: number;
let trainCat: number;

const call = <C extends ApiCall>(c: C, body: unknown = {}, token = editor) => t.call(c, body, token);
const ok = async <C extends ApiCall>(c: C, body: unknown) => {
  const res = await call(c, body);
  expect([res.body.code, res.body.msg]).toEqual([Code.OK, expect.any(String)]);
  return res.body;
};
const draft = async (kind: ContentKind, fields: Record<string, unknown>) =>
  (await ok(contentCalls.contentSave, { kind, ...fields })).data.id as number;
const publish = (kind: ContentKind, id: number, publish_at?: string) =>
  ok(contentCalls.contentPublish, { kind, id, ...(publish_at ? { publish_at } : {}) });
const audits = async (kind: ContentKind, id: number) =>
  await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, `content.${kind}`), eq(auditLog.objectId, String(id))))
    .orderBy(auditLog.id);
const titles = (body: { data: { title?: string; name?: string }[] }) => body.data.map((d) => d.name ?? d.title);
/** A public list's titles (each kind's rows carry a name or a title). */
const publicList = async (list: ApiCall, body: Record<string, unknown> = {}) =>
  titles((await t.call(list, { page_size: 50, ...body })).body as Parameters<typeof titles>[0]);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  editor = (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] })).token;
  const db = t.database.db;
  techFirst = (await db.insert(techCategories).values({ name: '检验检测', parentId: 0 }).returning())[0]!.id;
  techSecond = (await db.insert(techCategories).values({ name: '材料检测', parentId: techFirst }).returning())[0]!.id;
  trainCat = (await db.insert(trainCategories).values({ name: '政策宣讲' }).returning())[0]!.id;
});
afterAll(() => t.close());

describe('content_save and the life of an item', () => {
  it('news: a draft is not public; publishing shows it first with the real time; unpublish and delete take it away; restore brings a draft', async () => {
    const id = await draft('news', {
      title: '园区举办秋季招聘会',
      source: '园区办公室',
      summary: '摘要',
      content: '<p style="position: absolute">正文</p>',
    });
    const [r] = await t.database.db.select().from(articles).where(eq(articles.id, id));
    expect(r).toMatchObject({ status: ContentState.DRAFT, type: 2, source: '园区办公室' });
    expect(r!.content).toBe('<p>正文</p>');
    expect(await publicList(articlesCalls.articleList, { type: 2 })).not.toContain('园区举办秋季招聘会');

    now = new Date(now.getTime() + HOUR);
    await publish('news', id);
    const [p] = await t.database.db.select().from(articles).where(eq(articles.id, id));
    expect(p!.releaseTime.toISOString()).toBe(now.toISOString());
    expect((await publicList(articlesCalls.articleList, { type: 2 }))[0]).toBe('园区举办秋季招聘会');
    const detail = await t.call(articlesCalls.articleDetail, { id });
    expect(detail.body.data).toMatchObject({ title: '园区举办秋季招聘会' });
    // Not an announcement: the notice (announcement) kind does not see it.
    expect((await call(contentCalls.contentDetail, { kind: 'notice', id })).body).toMatchObject({
      code: Code.FAIL,
      msg: CONTENT_MSG.notFound,
    });

    await ok(contentCalls.contentUnpublish, { kind: 'news', id });
    expect(await publicList(articlesCalls.articleList, { type: 2 })).not.toContain('园区举办秋季招聘会');
    await ok(contentCalls.contentDelete, { kind: 'news', id });
    const trash = await call(contentCalls.contentTrash, { kind: 'news' });
    expect(trash.body.data[0]).toMatchObject({ id, state: ContentState.DELETED, state_name: '已删除' });
    expect((await call(contentCalls.contentList, { kind: 'news' })).body.data.map((d: { id: number }) => d.id)).not.toContain(id);
    await ok(contentCalls.contentRestore, { kind: 'news', id });
    expect((await call(contentCalls.contentDetail, { kind: 'news', id })).body.data).toMatchObject({
      state: ContentState.DRAFT,
      fields: { title: '园区举办秋季招聘会' },
    });

    const actions = (await audits('news', id)).map((a) => a.action);
    expect(actions).toEqual(['content.create', 'content.publish', 'content.unpublish', 'content.delete', 'content.restore']);
    const [create] = await audits('news', id);
    expect(create!.detail).toMatchObject({ before: null, after: { title: '园区举办秋季招聘会', status: ContentState.DRAFT } });
  });

  it('an edit changes the public page at once and never republishes or moves the publish time', async () => {
    const id = await draft('notice', { title: '关于停电的通知', source: '物业' });
    await publish('notice', id);
    const published = (await t.database.db.select().from(articles).where(eq(articles.id, id)))[0]!.releaseTime;
    expect((await t.call(articlesCalls.articleDetail, { id })).body.data.title).toBe('关于停电的通知');
    now = new Date(now.getTime() + HOUR);
    await ok(contentCalls.contentSave, { kind: 'notice', id, title: '关于计划停电的通知', source: '物业' });
    expect((await t.call(articlesCalls.articleDetail, { id })).body.data.title).toBe('关于计划停电的通知');
    const after = (await t.database.db.select().from(articles).where(eq(articles.id, id)))[0]!;
    expect([after.status, after.releaseTime.toISOString()]).toEqual([ContentState.PUBLISHED, published.toISOString()]);
    const [, , update] = await audits('notice', id);
    expect(update!.detail).toMatchObject({ before: { title: '关于停电的通知' }, after: { title: '关于计划停电的通知' } });
  });

  it('every service kind and rooms: created, published and shown on their public list', async () => {
    const cases: [ContentKind, Record<string, unknown>, ApiCall, Record<string, unknown>][] = [
      ['tech', { name: '材料成分检测', first_id: techFirst, second_id: techSecond, company: '检测中心' }, servicesCalls.techList, {}],
      ['startup', { name: '商标注册代理', type: 2, title: '快速注册', company: '知产公司' }, servicesCalls.startupList, { type: 2 }],
      ['finance', { name: '天使投资对接', summary: '对接投资', domain: '股权融资' }, servicesCalls.financeList, {}],
      [
        'train',
        { name: '高企申报宣讲会', cat_id: trainCat, active_time: '2026-06-01 14:30', address: '一号楼报告厅' },
        servicesCalls.trainList,
        {},
      ],
      [
        'room',
        { title: '创业大厦 A-301', number: 'A-301', position: '3 楼', area: '120.50', work: 12, monthly_rent: '3600.5', occupancy: 0 },
        roomsCalls.roomList,
        {},
      ],
    ];
    for (const [kind, fields, list, filter] of cases) {
      const id = await draft(kind, fields);
      const name = String(fields.name ?? fields.title);
      expect(await publicList(list, filter)).not.toContain(name);
      await publish(kind, id);
      expect(await publicList(list, filter)).toContain(name);
      const detail = (await call(contentCalls.contentDetail, { kind, id })).body.data;
      expect(detail).toMatchObject({ kind, title: name, state: ContentState.PUBLISHED });
      expect(detail.release_time).not.toBe('');
      if (kind === 'tech') expect(detail.subtitle).toBe('检验检测 / 材料检测');
      if (kind === 'room') {
        expect(detail.fields).toMatchObject({ area: '120.50', monthly_rent: '3600.50', occupancy: 0 });
        const [r] = await t.database.db.select().from(rooms).where(eq(rooms.id, id));
        expect(r!.monthlyRent).toBe(360_050);
      }
      if (kind === 'train') {
        const [r] = await t.database.db.select().from(trainItems).where(eq(trainItems.id, id));
        expect(r!.activeTime.toISOString()).toBe('2026-06-01T06:30:00.000Z');
      }
    }
  });

  it('takes a cover and body images only from staff site images (attached) or the demo pictures', async () => {
    const db = t.database.db;
    const path = (c: string) => `public/2026/05/${c.repeat(32)}.jpg`;
    const url = (c: string) => `/uploads/2026/05/${c.repeat(32)}.jpg`;
    const [cover, inBody, company] = await db
      .insert(uploads)
      .values([
        { ownerId: null, kind: 'site_image', path: path('1'), bytes: 10, attached: false },
        { ownerId: null, kind: 'site_image', path: path('2'), bytes: 10, attached: false },
        { ownerId: null, kind: 'intro', path: path('3'), bytes: 10, attached: false },
      ])
      .returning();
    const id = await draft('news', {
      title: '带图的新闻',
      image: url('1'),
      content: `<p>图</p><img src="${url('2')}"><img src="/demo/news/news-1.svg">`,
    });
    const attached = await db
      .select()
      .from(uploads)
      .where(inArray(uploads.id, [cover!.id, inBody!.id, company!.id]))
      .orderBy(uploads.id);
    expect(attached.map((u) => u.attached)).toEqual([true, true, false]);
    for (const [fields, msg] of [
      [{ image: url('3') }, CONTENT_MSG.image],
      [{ image: '/api/admin/content_list' }, CONTENT_MSG.image],
      [{ content: `<img src="${url('3')}">` }, CONTENT_MSG.badImage],
      [{ content: `<img src="${url('9')}">` }, CONTENT_MSG.badImage],
    ] as const) {
      const res = await call(contentCalls.contentSave, { kind: 'news', id, title: '改了', ...fields });
      expect([res.body.code, res.body.msg]).toEqual([Code.FAIL, msg]);
    }
    // Saving again with the images it already has is fine.
    await ok(contentCalls.contentSave, {
      kind: 'news',
      id,
      title: '带图的新闻（改）',
      image: url('1'),
      content: `<img src="${url('2')}">`,
    });
    expect((await db.select().from(articles).where(eq(articles.id, id)))[0]!.title).toBe('带图的新闻（改）');
  });

  it('refuses bad input with the exact message and changes nothing', async () => {
    const id = await draft('room', { title: '原房源', number: 'B-101', area: 50, occupancy: 0 });
    const before = (await t.database.db.select().from(rooms).where(eq(rooms.id, id)))[0];
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'room', id, title: '  ', number: 'B-101', area: 50, occupancy: 0 }, CONTENT_MSG.titleRequired],
      [{ kind: 'room', id, title: '新', number: '', area: 50, occupancy: 0 }, CONTENT_MSG.numberRequired],
      [{ kind: 'room', id, title: '新', number: 'B-101', area: -1, occupancy: 0 }, CONTENT_MSG.area],
      [{ kind: 'room', id, title: '新', number: 'B-101', area: '1.234', occupancy: 0 }, CONTENT_MSG.area],
      [{ kind: 'room', id, title: '新', number: 'B-101', area: 50, occupancy: 3 }, CONTENT_MSG.occupancy],
      [{ kind: 'room', id, title: '新', number: 'B-101', area: 50, occupancy: 0, monthly_rent: 'abc' }, CONTENT_MSG.rent],
      [{ kind: 'room', id, title: '新', number: 'B-101', area: 50, occupancy: 0, image: 'https://evil.example/x.jpg' }, CONTENT_MSG.image],
      [
        { kind: 'room', id, title: '新', number: 'B-101', area: 50, occupancy: 0, content: '<img src="https://evil.example/x.png">' },
        CONTENT_MSG.badImage,
      ],
      [
        { kind: 'room', id, title: '新', number: 'B-101', area: 50, occupancy: 0, content: '<p>正文<script>alert(1)</script></p>' },
        CONTENT_MSG.script,
      ],
      [
        { kind: 'room', id, title: '新', number: 'B-101', area: 50, occupancy: 0, content: '<img src="/demo/x.jpg" onerror="alert(1)">' },
        CONTENT_MSG.script,
      ],
      [{ kind: 'news', title: '新', source: '园区', content: '<a href="javascript:alert(1)">链接</a>' }, CONTENT_MSG.script],
      [{ kind: 'room', id, title: 'x'.repeat(201), number: 'B-101', area: 50, occupancy: 0 }, CONTENT_MSG.tooLong('标题', 200)],
      [{ kind: 'nothing', id, title: '新' }, CONTENT_MSG.kind],
      [{ kind: 'tech', name: '新', first_id: techSecond }, CONTENT_MSG.categoryMissing],
      [{ kind: 'tech', name: '新', first_id: techFirst, second_id: 99999 }, CONTENT_MSG.categoryMissing],
      [{ kind: 'train', name: '新', cat_id: trainCat }, CONTENT_MSG.activeTime],
      [{ kind: 'train', name: '新', cat_id: 99999, active_time: '2026-06-01 10:00' }, CONTENT_MSG.categoryMissing],
      [{ kind: 'startup', name: '新', type: 9 }, CONTENT_MSG.startupType],
    ];
    const count = async () => (await t.database.db.select().from(auditLog)).length;
    const audited = await count();
    for (const [body, msg] of cases) {
      const res = await call(contentCalls.contentSave, body);
      expect([res.status, res.body.code, res.body.msg], JSON.stringify(body)).toEqual([200, Code.FAIL, msg]);
    }
    expect((await t.database.db.select().from(rooms).where(eq(rooms.id, id)))[0]).toEqual(before);
    expect(await count()).toBe(audited);
  });

  it('refuses a publish time in the past, schedules a future one, and the job publishes it when due', async () => {
    const id = await draft('notice', { title: '定时发布的通知' });
    const past = await call(contentCalls.contentPublish, { kind: 'notice', id, publish_at: new Date(now.getTime() - DAY).toISOString() });
    expect(past.body).toMatchObject({ code: Code.FAIL, msg: CONTENT_MSG.publishAtPast });
    expect((await call(contentCalls.contentDetail, { kind: 'notice', id })).body.data.state).toBe(ContentState.DRAFT);

    const at = new Date(now.getTime() + 2 * HOUR);
    const res = await publish('notice', id, at.toISOString());
    expect(res.msg).toMatch(/^已定时发布/);
    expect(await publicList(articlesCalls.articleList, { type: 1 })).not.toContain('定时发布的通知');
    expect(await runContentPublishing(t.app, now)).toMatchObject({ published: 0 });

    now = new Date(at.getTime() + 30_000);
    expect(await runContentPublishing(t.app, now)).toMatchObject({ published: 1 });
    expect((await publicList(articlesCalls.articleList, { type: 1 }))[0]).toBe('定时发布的通知');
    const [r] = await t.database.db.select().from(articles).where(eq(articles.id, id));
    expect([r!.status, r!.releaseTime.toISOString(), r!.publishAt]).toEqual([ContentState.PUBLISHED, now.toISOString(), null]);
    const actions = (await audits('notice', id)).map((a) => [a.action, a.actorId]);
    expect(actions.at(-1)).toEqual(['content.publish_due', null]);
    // Published already: publishing again is refused.
    expect((await call(contentCalls.contentPublish, { kind: 'notice', id })).body).toMatchObject({
      code: Code.FAIL,
      msg: CONTENT_MSG.alreadyPublished,
    });
  });

  it('restores within the recovery period only, and the job purges deleted items after it', async () => {
    const id = await draft('finance', { name: '即将清除的服务' });
    await ok(contentCalls.contentDelete, { kind: 'finance', id });
    expect((await call(contentCalls.contentDelete, { kind: 'finance', id })).body.msg).toBe(CONTENT_MSG.deleted);
    expect((await call(contentCalls.contentSave, { kind: 'finance', id, name: '改名' })).body.msg).toBe(CONTENT_MSG.deleted);
    expect((await call(contentCalls.contentPublish, { kind: 'finance', id })).body.msg).toBe(CONTENT_MSG.deleted);
    now = new Date(now.getTime() + (CONTENT_RECOVERY_DAYS + 1) * DAY);
    expect((await call(contentCalls.contentRestore, { kind: 'finance', id })).body).toMatchObject({
      code: Code.FAIL,
      msg: CONTENT_MSG.recoveryExpired,
    });
    expect((await call(contentCalls.contentTrash, { kind: 'finance' })).body.data.map((d: { id: number }) => d.id)).not.toContain(id);
    const r = await runContentPublishing(t.app, now);
    expect(r.purged).toBeGreaterThanOrEqual(1);
    expect((await call(contentCalls.contentDetail, { kind: 'finance', id })).body.msg).toBe(CONTENT_MSG.notFound);
    expect((await audits('finance', id)).at(-1)).toMatchObject({ action: 'content.purge', actorId: null });
  });

  it('lists by state and keyword; offers the categories', async () => {
    const a = await draft('startup', { name: '代理记账服务', type: 1 });
    const b = await draft('startup', { name: '代理报税服务', type: 1 });
    await publish('startup', b);
    const drafts = (await call(contentCalls.contentList, { kind: 'startup', state: ContentState.DRAFT })).body.data.map(
      (d: { id: number }) => d.id,
    );
    expect(drafts).toContain(a);
    expect(drafts).not.toContain(b);
    const found = (await call(contentCalls.contentList, { kind: 'startup', keyword: '报税' })).body;
    expect(found.data.map((d: { id: number }) => d.id)).toEqual([b]);
    expect(found.count).toBe(1);
    const options = (await call(contentCalls.contentOptions)).body.data;
    expect(options.tech1).toContainEqual({ value: techFirst, label: '检验检测' });
    expect(options.tech2).toContainEqual({ value: techSecond, label: '材料检测', parent: techFirst });
    expect(options.train).toContainEqual({ value: trainCat, label: '政策宣讲' });
    expect((await call(contentCalls.contentList, { kind: 'startup', state: 4 })).body).toMatchObject({
      code: Code.FAIL,
      msg: CONTENT_MSG.state,
    });
  });

  it('refuses other roles and company users, changing nothing', async () => {
    const id = await draft('news', { title: '别人改不了' });
    const others = [
      (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS] })).token,
      (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.AUDITOR] })).token,
      (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.SYSTEM] })).token,
      (await signIn(t)).token,
    ];
    for (const token of others) {
      for (const c of [contentCalls.contentSave, contentCalls.contentPublish, contentCalls.contentDelete, contentCalls.contentDetail]) {
        const res = await call(c, { kind: 'news', id, title: '改了' }, token);
        expect([res.status, res.body.code, res.body.msg]).toEqual([200, 0, MSG.forbidden]);
      }
    }
    const [r] = await t.database.db
      .select()
      .from(articles)
      .where(inArray(articles.id, [id]));
    expect([r!.title, r!.status]).toEqual(['别人改不了', ContentState.DRAFT]);
  });
});
