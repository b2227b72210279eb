import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole } from '../../../shared/auth/staff-roles';
import * as articlesCalls from '../../../shared/calls/articles';
import type { ApiCall } from '../../../shared/calls/define';
import { LoginType } from '../../../shared/constants';
import { POLICY_FILE_MAX_BYTES, POLICY_MSG, POLICY_RECOVERY_DAYS, PolicyState } from '../../../shared/contracts/policies-admin';
import { Code } from '../../../shared/envelope';
import { auditLog, policies, policyTokenCounts, uploads } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { multipart } from '../../test/multipart';
import { runPolicyPublishing } from './policy-publishing.job';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let now = new Date('2026-05-10T02:00:00Z');
let editor: string;

const call = <C extends ApiCall>(c: C, body: unknown = {}) => t.call(c, body, editor);
const row = async (id: number) => (await t.database.db.select().from(policies).where(eq(policies.id, id)))[0]!;
const publicTitles = async (keyword?: string) =>
  ((await t.call(articlesCalls.serverList, keyword ? { keyword } : {})).body.data as { title: string }[]).map((d) => d.title);
const homeTitles = async () => {
  const tab = (await t.call(articlesCalls.homePolicy, {})).body.data[0] as {
    featured: { title: string } | null;
    list: { title: string }[];
  };
  return [tab.featured?.title, ...tab.list.map((x) => x.title)];
};
const tokenCount = async (token: string) =>
  (await t.database.db.select().from(policyTokenCounts).where(eq(policyTokenCounts.token, token))).reduce((n, r) => n + r.n, 0);
const audits = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(id)))
      .orderBy(asc(auditLog.id))
  ).filter((a) => a.objectType === 'policy');

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]);

async function uploadFile(filename: string, data: Buffer, token = editor) {
  const { payload, headers } = multipart({}, { filename, contentType: 'application/pdf', data });
  const res = await t.app.inject({ method: 'POST', url: articlesCalls.POLICY_FILE_UPLOAD_PATH, payload, headers: { ...headers, token } });
  return { status: res.statusCode, body: res.json() };
}

async function draft(title: string, extra: Record<string, unknown> = {}) {
  const res = await call(articlesCalls.policySave, {
    title,
    category: 1,
    summary: '摘要',
    small_title: '发文机关：区科技局',
    small_title1: '科发〔2026〕9号',
    source: '区科技局',
    content: '<p>正文</p>',
    ...extra,
  });
  expect(res.body).toMatchObject({ code: Code.OK, msg: '草稿已创建' });
  return res.body.data.id as number;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  editor = (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] })).token;
});
afterAll(() => t.close());

describe('policy_save', () => {
  it('creates a draft that is not public, with clean rich text, search tokens and an audit line', async () => {
    const file = (await uploadFile('申报表.pdf', PDF)).body.data.file_href as string;
    // An image the editor uploaded as a site image (not yet attached: the save attaches it).
    const [image] = await t.database.db
      .insert(uploads)
      .values({
        ownerId: null,
        kind: 'site_image',
        path: 'public/2026/05/abababababababababababababababab.jpg',
        bytes: 100,
        attached: false,
      })
      .returning();
    const id = await draft('浮光科技券草稿', {
      content: '<p style="position: fixed; color: #c00">正文<img src="/uploads/2026/05/abababababababababababababababab.jpg"></p>',
      files: [{ file_name: '申报表.pdf', file_href: file }],
    });
    const r = await row(id);
    expect(r.status).toBe(PolicyState.DRAFT);
    expect(r.content).not.toMatch(/position/);
    expect(r.content).toContain('<p style="color:#c00">正文');
    expect(r.content).toContain('<img src="/uploads/2026/05/abababababababababababababababab.jpg"');
    expect((await t.database.db.select().from(uploads).where(eq(uploads.id, image!.id)))[0]!.attached).toBe(true);
    expect(r.quarter).toBe(2);
    expect(r.files).toEqual([{ file_name: '申报表.pdf', file_href: file }]);
    expect(await publicTitles('浮光')).toEqual([]);
    expect(await tokenCount('浮光')).toBe(0);
    const detail = await call(articlesCalls.policyDetail, { id });
    expect(detail.body.data).toMatchObject({ title: '浮光科技券草稿', state: PolicyState.DRAFT, state_name: '草稿', release_time: '' });
    const [line] = await audits(id);
    expect(line).toMatchObject({ action: 'policy.create', success: true });
    expect(line!.detail as { before: unknown; after: { title: string } }).toMatchObject({
      before: null,
      after: { title: '浮光科技券草稿' },
    });
  });

  it('refuses an empty title, a bad category, a foreign image, script in the text and a foreign file with the exact message, changing nothing', async () => {
    const id = await draft('原标题不变');
    const before = await row(id);
    const cases: [Record<string, unknown>, string][] = [
      [{ id, title: '   ', category: 1 }, POLICY_MSG.titleRequired],
      [{ id, title: '', category: 1 }, POLICY_MSG.titleRequired],
      [{ id, category: 1 }, POLICY_MSG.titleRequired],
      [{ id, title: '新标题', category: 7 }, POLICY_MSG.category],
      [{ id, title: '新标题', category: 1, content: '<img src="https://evil.example/x.png">' }, POLICY_MSG.badImage],
      [
        { id, title: '新标题', category: 1, content: '<img src="/uploads/2026/05/cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd.jpg">' },
        POLICY_MSG.badImage,
      ],
      [{ id, title: '新标题', category: 1, content: '<img src="/api/index/logout">' }, POLICY_MSG.badImage],
      [{ id, title: '新标题', category: 1, content: '<p>正文<script>alert(1)</script></p>' }, POLICY_MSG.script],
      [{ id, title: '新标题', category: 1, content: '<p onclick="alert(1)">正文</p>' }, POLICY_MSG.script],
      [{ id, title: '新标题', category: 1, content: '<a href="javascript:alert(1)">链接</a>' }, POLICY_MSG.script],
      [{ id, title: '新标题', category: 1, content: '<iframe src="https://evil.example"></iframe>' }, POLICY_MSG.script],
      [{ id, title: '新标题', category: 1, files: [{ file_name: 'x.pdf', file_href: 'javascript:alert(1)' }] }, POLICY_MSG.badFile],
      [{ id, title: '新标题', category: 1, files: [{ file_name: 'x.pdf', file_href: '//evil.example/x.pdf' }] }, POLICY_MSG.badFile],
    ];
    for (const [body, msg] of cases) {
      const res = await call(articlesCalls.policySave, body);
      expect([res.status, res.body.code, res.body.msg]).toEqual([200, Code.FAIL, msg]);
    }
    expect(await row(id)).toEqual(before);
    expect((await audits(id)).map((a) => a.action)).toEqual(['policy.create']);
    const count = (await t.database.db.select().from(policies)).length;
    expect((await call(articlesCalls.policySave, { title: ' ', category: 1 })).body.msg).toBe(POLICY_MSG.titleRequired);
    expect(
      (await call(articlesCalls.policySave, { title: '新政策', category: 1, content: '<p>正文</p><svg onload="alert(1)"></svg>' })).body
        .msg,
    ).toBe(POLICY_MSG.script);
    expect((await t.database.db.select().from(policies)).length).toBe(count);
  });
});

describe('publish, unpublish, delete, restore', () => {
  it('publishes now: the real time, at the head of /information and the home tab at once, counted; unpublish removes it at once', async () => {
    // Fill the caches first, so a stale cache would show.
    expect(await publicTitles()).not.toContain('曜石人才新政');
    await homeTitles();
    const id = await draft('曜石人才新政');
    const res = await call(articlesCalls.policyPublish, { id });
    expect(res.body).toMatchObject({ code: Code.OK, msg: '已发布' });
    const r = await row(id);
    expect(r.status).toBe(PolicyState.PUBLISHED);
    expect(r.releaseTime.toISOString()).toBe(now.toISOString());
    expect((await publicTitles())[0]).toBe('曜石人才新政');
    expect((await homeTitles())[0]).toBe('曜石人才新政');
    expect(await publicTitles('曜石')).toEqual(['曜石人才新政']);
    expect(await tokenCount('曜石')).toBe(1);
    const pub = await t.call(articlesCalls.serverDetail, { id });
    expect(pub.body.data).toMatchObject({ title: '曜石人才新政', release_time: '2026-05-10 10:00' });
    expect((await call(articlesCalls.policyPublish, { id })).body.msg).toBe(POLICY_MSG.alreadyPublished);

    // A typo fix keeps it published with its publish time.
    now = new Date(now.getTime() + HOUR);
    await call(articlesCalls.policySave, { id, title: '曜石人才新政（修订）', category: 1 });
    expect(await row(id)).toMatchObject({ status: PolicyState.PUBLISHED, releaseTime: r.releaseTime });
    expect((await publicTitles())[0]).toBe('曜石人才新政（修订）');

    const off = await call(articlesCalls.policyUnpublish, { id });
    expect(off.body).toMatchObject({ code: Code.OK, msg: '已下线' });
    expect((await row(id)).status).toBe(PolicyState.UNPUBLISHED);
    expect(await publicTitles()).not.toContain('曜石人才新政（修订）');
    expect(await homeTitles()).not.toContain('曜石人才新政（修订）');
    expect(await tokenCount('曜石')).toBe(0);
    expect((await t.call(articlesCalls.serverDetail, { id })).body).toMatchObject({ code: Code.FAIL, msg: '内容不存在或已下线' });
    expect((await call(articlesCalls.policyUnpublish, { id })).body.msg).toBe(POLICY_MSG.notPublished);

    const lines = await audits(id);
    expect(lines.map((a) => a.action)).toEqual(['policy.create', 'policy.publish', 'policy.update', 'policy.unpublish']);
    const last = lines.at(-1)!.detail as { before: { status: number }; after: { status: number } };
    expect([last.before.status, last.after.status]).toEqual([PolicyState.PUBLISHED, PolicyState.UNPUBLISHED]);
  });

  it('refuses a publish time in the past (no backdating) and a malformed one, changing nothing', async () => {
    const id = await draft('倒签测试政策');
    const before = await row(id);
    const past = new Date(now.getTime() - DAY).toISOString();
    expect((await call(articlesCalls.policyPublish, { id, publish_at: past })).body).toMatchObject({
      code: Code.FAIL,
      msg: POLICY_MSG.publishAtPast,
    });
    expect((await call(articlesCalls.policyPublish, { id, publish_at: '2020-01-01 08:00' })).body.msg).toBe(POLICY_MSG.publishAtPast);
    expect((await call(articlesCalls.policyPublish, { id, publish_at: '明天' })).body.msg).toBe(POLICY_MSG.publishAtFormat);
    expect(await row(id)).toEqual(before);
    expect((await audits(id)).map((a) => a.action)).toEqual(['policy.create']);
  });

  it('schedules a future publish: hidden and uncounted until its time, then published by the job at the real time', async () => {
    const id = await draft('琥珀定时发布政策');
    await publicTitles();
    const at = new Date(now.getTime() + 2 * HOUR);
    // Park time, as the form sends it.
    const local = new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
    const res = await call(articlesCalls.policyPublish, { id, publish_at: local });
    expect(res.body).toMatchObject({ code: Code.OK, msg: `已定时发布：${local}` });
    expect(await row(id)).toMatchObject({ status: PolicyState.SCHEDULED, publishAt: at });
    expect((await call(articlesCalls.policyDetail, { id })).body.data).toMatchObject({
      state_name: '定时发布',
      publish_at: local,
      release_time: '',
    });

    now = new Date(at.getTime() - 60_000);
    expect(await runPolicyPublishing(t.app)).toMatchObject({ published: 0 });
    expect(await publicTitles()).not.toContain('琥珀定时发布政策');
    expect(await tokenCount('琥珀')).toBe(0);

    // Due, but the job has not run: still hidden (and now in the public cache without it).
    now = new Date(at.getTime() + 1_000);
    expect(await publicTitles()).not.toContain('琥珀定时发布政策');
    expect(await runPolicyPublishing(t.app)).toMatchObject({ published: 1 });
    const r = await row(id);
    expect(r).toMatchObject({ status: PolicyState.PUBLISHED, publishAt: null });
    expect(r.releaseTime.toISOString()).toBe(now.toISOString());
    expect((await publicTitles())[0]).toBe('琥珀定时发布政策');
    expect((await homeTitles())[0]).toBe('琥珀定时发布政策');
    expect(await tokenCount('琥珀')).toBe(1);
    const due = (await audits(id)).at(-1)!;
    expect(due).toMatchObject({ action: 'policy.publish_due', actorId: null });
  });

  it('cancels a schedule by unpublishing', async () => {
    const id = await draft('取消定时政策');
    await call(articlesCalls.policyPublish, { id, publish_at: new Date(now.getTime() + DAY).toISOString() });
    expect((await call(articlesCalls.policyUnpublish, { id })).body.code).toBe(Code.OK);
    expect(await row(id)).toMatchObject({ status: PolicyState.UNPUBLISHED, publishAt: null });
    now = new Date(now.getTime() + 2 * DAY);
    await runPolicyPublishing(t.app);
    expect((await row(id)).status).toBe(PolicyState.UNPUBLISHED);
  });

  it('deletes a published policy off the site into the trash, restores it as a draft, and not after 30 days', async () => {
    const id = await draft('珊瑚回收站政策');
    await call(articlesCalls.policyPublish, { id });
    expect((await publicTitles())[0]).toBe('珊瑚回收站政策');
    const del = await call(articlesCalls.policyDelete, { id });
    expect(del.body).toMatchObject({ code: Code.OK, msg: '已删除，30 天内可在回收站恢复' });
    expect(await row(id)).toMatchObject({ status: PolicyState.DELETED, deletedAt: now });
    expect(await publicTitles()).not.toContain('珊瑚回收站政策');
    expect(await tokenCount('珊瑚')).toBe(0);
    expect(((await call(articlesCalls.policyList, {})).body.data as { id: number }[]).map((x) => x.id)).not.toContain(id);
    const trash = await call(articlesCalls.policyTrash, {});
    expect(trash.body.data[0]).toMatchObject({ id, state_name: '已删除', restore_until: expect.any(String) });
    expect((await call(articlesCalls.policySave, { id, title: '改', category: 1 })).body.msg).toBe(POLICY_MSG.deleted);
    expect((await call(articlesCalls.policyPublish, { id })).body.msg).toBe(POLICY_MSG.deleted);

    const back = await call(articlesCalls.policyRestore, { id });
    expect(back.body).toMatchObject({ code: Code.OK, msg: '已恢复为草稿' });
    expect(await row(id)).toMatchObject({ status: PolicyState.DRAFT, deletedAt: null });
    expect(await publicTitles()).not.toContain('珊瑚回收站政策');
    expect((await call(articlesCalls.policyRestore, { id })).body.msg).toBe(POLICY_MSG.notDeleted);
    expect((await audits(id)).map((a) => a.action)).toEqual(['policy.create', 'policy.publish', 'policy.delete', 'policy.restore']);

    await call(articlesCalls.policyDelete, { id });
    now = new Date(now.getTime() + POLICY_RECOVERY_DAYS * DAY);
    expect((await call(articlesCalls.policyRestore, { id })).body.msg).toBe(POLICY_MSG.recoveryExpired);
    expect(((await call(articlesCalls.policyTrash, {})).body.data as { id: number }[]).map((x) => x.id)).not.toContain(id);
    expect(await runPolicyPublishing(t.app)).toMatchObject({ purged: expect.any(Number) });
    expect(await t.database.db.select().from(policies).where(eq(policies.id, id))).toEqual([]);
  });
});

/** Every file in upload storage (the test's directory), relative paths, sorted. */
async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(t.env.uploadsDir, { recursive: true, withFileTypes: true }))
      .filter((d) => d.isFile())
      .map((d) => path.relative(t.env.uploadsDir, path.join(d.parentPath, d.name)))
      .sort();
  } catch {
    return [];
  }
}

/**
 * A multipart upload of one PDF-looking file of `bytes` bytes, streamed in 1 MB chunks (never held whole), with its
 * Content-Length as a browser sends it; `sent()` says how many bytes the server read.
 */
function streamedUpload(filename: string, bytes: number) {
  const boundary = '----portalBigUpload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  let sent = 0;
  const body = Readable.from(
    (function* () {
      const first = Buffer.concat([head, PDF]);
      sent += first.length;
      yield first;
      for (let left = bytes - PDF.length; left > 0; left -= chunk.length) {
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
        sent += part.length;
        yield part;
      }
      sent += tail.length;
      yield tail;
    })(),
  );
  const length = head.length + bytes + tail.length;
  return {
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(length) },
    sent: () => sent,
  };
}

describe('attachments', () => {
  it('takes a PDF by content, refuses an .exe renamed .pdf and a 100 MB file changing nothing, and serves it publicly only while published', async () => {
    const policyFiles = async () => (await t.database.db.select().from(uploads).where(eq(uploads.kind, 'policy_file'))).length;
    const auditLines = async () => (await t.database.db.select({ id: auditLog.id }).from(auditLog)).length;
    // Taken before the refused uploads: neither may add an upload row, an audit line or a stored file.
    const count = await policyFiles();
    const lines = await auditLines();
    const files = await storedFiles();

    const exe = await uploadFile('通知.pdf', EXE);
    expect(exe.body).toMatchObject({ code: Code.FAIL, msg: POLICY_MSG.fileMismatch });

    const HUNDRED_MB = 100 * 1024 * 1024;
    const big = streamedUpload('大.pdf', HUNDRED_MB);
    const res = await t.app.inject({
      method: 'POST',
      url: articlesCalls.POLICY_FILE_UPLOAD_PATH,
      payload: big.body,
      headers: { ...big.headers, token: editor },
    });
    expect([res.statusCode, res.json()]).toMatchObject([200, { code: Code.FAIL, msg: POLICY_MSG.fileTooLarge }]);
    expect(POLICY_MSG.fileTooLarge).toBe('附件不能超过 20 MB');
    // The server read past the limit (a real oversized body, not a short one), and kept none of it.
    expect(big.sent()).toBeGreaterThan(POLICY_FILE_MAX_BYTES);

    expect(await policyFiles()).toBe(count);
    expect(await auditLines()).toBe(lines);
    expect(await storedFiles()).toEqual(files);

    const ok = await uploadFile('申报指南.pdf', PDF);
    expect(ok.body).toMatchObject({
      code: Code.OK,
      data: { file_name: '申报指南.pdf', file_href: expect.stringMatching(/^\/files\/policy\/\d+$/) },
    });
    expect(await policyFiles()).toBe(count + 1);
    expect((await storedFiles()).length).toBe(files.length + 1);
    const href = ok.body.data.file_href as string;
    const get = (token?: string) => t.app.inject({ method: 'GET', url: href, headers: token ? { token } : {} });
    // A draft's attachment does not exist for a visitor: refused as a call is (HTTP 200, code 0, never kept).
    const missing = { code: Code.FAIL, msg: '文件不存在', data: null };
    const refused = await get();
    expect([refused.statusCode, refused.json(), refused.headers['cache-control']]).toEqual([200, missing, 'private, no-store']);

    const id = await draft('附件政策', { files: [{ file_name: '申报指南.pdf', file_href: href }] });
    await call(articlesCalls.policyPublish, { id });
    const pub = await get();
    expect([pub.statusCode, pub.headers['content-type'], pub.rawPayload.equals(PDF)]).toEqual([200, 'application/pdf', true]);
    expect(pub.headers['content-disposition']).toContain(encodeURIComponent('申报指南.pdf'));
    const detail = await t.call(articlesCalls.serverDetail, { id });
    expect(detail.body.data.file_href).toEqual([{ file_name: '申报指南.pdf', file_href: `http://localhost:3000${href}` }]);

    await call(articlesCalls.policyUnpublish, { id });
    expect((await get()).json()).toEqual(missing);
    expect((await get(editor)).statusCode).toBe(200);

    // Another role cannot upload; an address that is not an attachment upload is refused on save.
    const ops = (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS] })).token;
    const uploadsBefore = await policyFiles();
    const stored = await storedFiles();
    expect((await uploadFile('a.pdf', PDF, ops)).body).toMatchObject({ code: Code.FAIL, msg: '无权访问' });
    expect([await policyFiles(), await storedFiles()]).toEqual([uploadsBefore, stored]);
    expect(
      (
        await call(articlesCalls.policySave, {
          id,
          title: '附件政策',
          category: 1,
          files: [{ file_name: 'x.pdf', file_href: '/files/policy/999999' }],
        })
      ).body.msg,
    ).toBe(POLICY_MSG.badFile);
  });
});

describe('policy_list', () => {
  it('lists every state but deleted, filtered by keyword, category and state, paged, with the total', async () => {
    const a = await draft('翡翠列表政策甲');
    const b = await draft('翡翠列表政策乙', { category: 3 });
    await call(articlesCalls.policyPublish, { id: b });
    const all = await call(articlesCalls.policyList, { keyword: '翡翠' });
    expect(all.body.count).toBe(2);
    expect(all.body.data.map((x: { id: number }) => x.id)).toEqual([b, a]);
    expect((await call(articlesCalls.policyList, { keyword: '翡翠', category: 3 })).body.data.map((x: { id: number }) => x.id)).toEqual([
      b,
    ]);
    expect(
      (await call(articlesCalls.policyList, { keyword: '翡翠', state: PolicyState.DRAFT })).body.data.map((x: { id: number }) => x.id),
    ).toEqual([a]);
    const paged = await call(articlesCalls.policyList, { keyword: '翡翠', start: 2, page_size: 1 });
    expect([paged.body.count, paged.body.data.map((x: { id: number }) => x.id)]).toEqual([2, [a]]);
    expect((await call(articlesCalls.policyList, { state: 4 })).body.msg).toBe(POLICY_MSG.state);
    expect((await call(articlesCalls.policyDetail, { id: 999999 })).body.msg).toBe(POLICY_MSG.notFound);
  });
});
