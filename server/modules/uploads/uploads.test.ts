import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as uploadsCalls from '../../../shared/calls/uploads';
import { Code } from '../../../shared/envelope';
import { auditLog, uploads } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { jpegWithExif, multipart, png } from '../../test/multipart';
import { cleanJpeg, purgeAbandonedUploads, watermarkSvg, watermarkText } from './uploads.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends one multipart upload; a success whose data its declaration does not describe fails the test (as t.call does). */
async function upload(token: string | undefined, name: string, file?: { filename: string; contentType: string; data: Buffer }) {
  const { payload, headers } = multipart({ name }, file);
  const res = await t.app.inject({
    method: 'POST',
    url: uploadsCalls.upload.path,
    payload,
    headers: { ...headers, ...(token ? { token } : {}) },
  });
  const body = res.json();
  if (body.code === Code.OK) uploadsCalls.upload.result.parse(body.data);
  return body;
}

describe(uploadsCalls.upload.path, () => {
  it('needs a session', async () => {
    expect((await upload(undefined, 'shop_logo', { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegWithExif() })).code).toBe(
      50008,
    );
  });

  it('stores a JPEG without its EXIF metadata and answers url, fullurl, name', async () => {
    const { token } = await signIn(t);
    const res = await upload(token, 'shop_logo', { filename: 'logo.jpg', contentType: 'image/jpeg', data: await jpegWithExif() });
    expect(res).toMatchObject({
      code: 1,
      data: { name: 'shop_logo', file_name: 'logo.jpg', url: expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/) },
    });
    expect(res.data.fullurl).toBe(`http://localhost:3000${res.data.url}`);
    const served = await t.app.inject({ method: 'GET', url: res.data.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it('judges by content: a PNG named .jpg and text named .jpg are refused', async () => {
    const { token } = await signIn(t);
    expect((await upload(token, 'license', { filename: 'x.jpg', contentType: 'image/jpeg', data: await png() })).msg).toBe(
      '请上传 JPG 格式的图片',
    );
    expect(
      (await upload(token, 'license', { filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('hello world, not an image') }))
        .msg,
    ).toBe('请上传 JPG 格式的图片');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect((await upload(token, 'license', { filename: 'x.jpg', contentType: 'image/jpeg', data: broken })).msg).toBe(
      '图片无法识别，请上传有效的 JPG 图片',
    );
  });

  it('refuses files over 5 MB with the spec message, and unknown kinds', async () => {
    const { token } = await signIn(t);
    const big = Buffer.concat([await jpegWithExif(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    expect((await upload(token, 'license', { filename: 'big.jpg', contentType: 'image/jpeg', data: big })).msg).toBe(
      '上传头像图片大小不能超过 5MB!',
    );
    expect((await upload(token, 'avatar', { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegWithExif() })).msg).toBe(
      '上传类型不正确',
    );
    expect((await upload(token, 'toString', { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegWithExif() })).msg).toBe(
      '上传类型不正确',
    );
    expect((await upload(token, 'license')).msg).toBe('请选择要上传的图片');
  });

  it('keeps ID photos off public paths: only the owner and staff see them, every view audited', async () => {
    const owner = await signIn(t);
    const stranger = await signIn(t);
    const admin = await signIn(t, { type: 1 });
    const res = await upload(owner.token, 'befor_pic', { filename: 'id.jpg', contentType: 'image/jpeg', data: await jpegWithExif() });
    expect(res.data.url).toMatch(/^\/files\/\d+$/);
    const get = (token?: string) => t.app.inject({ method: 'GET', url: res.data.url, headers: token ? { token } : {} });
    // Refused as a call is (HTTP 200 envelope, never kept): a visitor with the session code, a stranger 无权访问.
    const visitor = await get();
    expect([visitor.statusCode, visitor.json(), visitor.headers['cache-control']]).toEqual([
      200,
      { code: 50008, msg: '请登录', data: null },
      'private, no-store',
    ]);
    const refused = await get(stranger.token);
    expect([refused.statusCode, refused.json(), refused.headers['cache-control']]).toEqual([
      200,
      { code: 0, msg: '无权查看该文件', data: null },
      'private, no-store',
    ]);
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    // The stranger's refusal is in the trail of refused requests, as every 无权访问 is.
    const denied = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'refused.forbidden'));
    expect(denied.filter((l) => l.actorId === stranger.user.id).map((l) => l.detail)).toEqual([
      { path: res.data.url, code: 0, status: 200 },
    ]);
    expect((await get(owner.token)).statusCode).toBe(200);
    const adminView = await get(admin.token);
    expect(adminView.statusCode).toBe(200);
    expect(adminView.headers['cache-control']).toContain('no-store');
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'upload.view'));
    expect(logged.some((l) => l.actorId === admin.user.id && l.objectId === String(res.data.id))).toBe(true);
    expect(logged.some((l) => l.actorId === owner.user.id && l.objectId === String(res.data.id))).toBe(true);
    expect(logged.some((l) => l.actorId === stranger.user.id)).toBe(false);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, res.data.id));
    expect(row!.path.startsWith('private/')).toBe(true);
    const leaked = await t.app.inject({ method: 'GET', url: `/uploads/${row!.path.replace(/^private\//, '')}` });
    expect([leaked.statusCode, leaked.json(), leaked.headers['cache-control']]).toEqual([
      200,
      { code: 0, msg: '文件不存在', data: null },
      'no-store',
    ]);
  });

  it('encrypts ID photos and licences at rest: the bytes on disk are not a JPEG and open to the uploaded image', async () => {
    const owner = await signIn(t);
    const original = await jpegWithExif(320, 200);
    for (const kind of ['befor_pic', 'after_pic', 'license', 'feedback']) {
      const res = await upload(owner.token, kind, { filename: 'id.jpg', contentType: 'image/jpeg', data: original });
      const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, res.data.id));
      expect(row!.encrypted).toBe(true);
      const onDisk = (await t.app.storage.read(row!.path))!;
      expect(onDisk.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(onDisk.includes(Buffer.from('JFIF'))).toBe(false);
      const opened = t.app.box.open(onDisk);
      expect(opened.equals(await cleanJpeg(original))).toBe(true);
      expect(row!.bytes).toBe(opened.length);
    }
    // Public kinds (logos) stay plain: they are shown to everyone anyway.
    const logo = await upload(owner.token, 'shop_logo', { filename: 'logo.jpg', contentType: 'image/jpeg', data: original });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, logo.data.id));
    expect(row!.encrypted).toBe(false);
  });

  it('draws a watermark naming the viewer and the time across a staff view, and audits it', async () => {
    const owner = await signIn(t);
    const admin = await signIn(t, { type: 1 });
    const original = await jpegWithExif(640, 400);
    const res = await upload(owner.token, 'befor_pic', { filename: 'id.jpg', contentType: 'image/jpeg', data: original });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, res.data.id));
    const stored = t.app.box.open((await t.app.storage.read(row!.path))!);
    const before = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'upload.view'));
    const view = await t.app.inject({ method: 'GET', url: res.data.url, headers: { token: admin.token } });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/jpeg');
    const served = view.rawPayload;
    expect(served.equals(stored)).toBe(false);
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 400 });
    // The watermark changes the pixels (not only the encoding): compare the decoded images.
    const a = await sharp(served).raw().toBuffer();
    const b = await sharp(stored).raw().toBuffer();
    let changed = 0;
    for (let i = 0; i < a.length; i += 1) if (Math.abs(a[i]! - b[i]!) > 24) changed += 1;
    expect(changed / a.length).toBeGreaterThan(0.02);
    const after = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'upload.view'));
    expect(after.length).toBe(before.length + 1);
    expect(after.find((l) => !before.some((b2) => b2.id === l.id))).toMatchObject({
      actorId: admin.user.id,
      objectType: 'upload',
      objectId: String(res.data.id),
    });
  });

  it('names the viewer and the time in the watermark text, escaped for the SVG', () => {
    const text = watermarkText('管理员 admin', new Date('2026-11-23T06:05:00Z'));
    expect(text).toBe('仅供园区入驻审核使用 · 查看人 管理员 admin · 2026-11-23 14:05');
    const svg = watermarkSvg(400, 300, '查看人 <script>&"x"');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;&#38;&#34;x&#34;');
    expect(svg).toContain('rotate(');
    expect((svg.match(/<text /g) ?? []).length).toBeGreaterThan(4);
  });

  it('cleans up uploads never attached to a submission', async () => {
    const { token } = await signIn(t);
    const res = await upload(token, 'shop_logo', { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegWithExif() });
    const removed = await purgeAbandonedUploads(t.database.db, t.app.storage, 0, new Date(Date.now() + 1000));
    expect(removed).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: res.data.url })).json()).toEqual({ code: 0, msg: '文件不存在', data: null });
  });
});

describe('the daily upload quota (UPLOAD_DAILY_QUOTA, park day)', () => {
  it('refuses a user past the quota for the park day; yesterday evening and other users do not count', async () => {
    // 2026-11-23 00:30 in Asia/Shanghai: still the 22nd in UTC.
    const now = new Date('2026-11-22T16:30:00Z');
    const q = await createTestApp({ UPLOAD_DAILY_QUOTA: '2' }, { now: () => now });
    try {
      const send = async (token: string) => {
        const { payload, headers } = multipart(
          { name: 'shop_logo' },
          { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegWithExif() },
        );
        return (await q.app.inject({ method: 'POST', url: uploadsCalls.upload.path, payload, headers: { ...headers, token } })).json();
      };
      const me = await signIn(q);
      const other = await signIn(q);
      // Uploaded at 23:50 park time the day before (15:50 UTC): yesterday's quota.
      await q.database.db
        .insert(uploads)
        .values({ ownerId: me.user.id, kind: 'shop_logo', path: 'public/2026/11/old.jpg', createdAt: new Date('2026-11-22T15:50:00Z') });
      expect((await send(me.token)).code).toBe(1);
      expect((await send(me.token)).code).toBe(1);
      const refused = await send(me.token);
      expect(refused).toMatchObject({ code: 0, msg: '今日上传次数已达上限，请明天再试' });
      expect((await send(other.token)).code).toBe(1);
      const mine = await q.database.db.select().from(uploads).where(eq(uploads.ownerId, me.user.id));
      expect(mine).toHaveLength(3);
    } finally {
      await q.close();
    }
  });
});
