import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, uploads } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { jpegWithExif, multipart, png } from '../../test/multipart';
import { purgeAbandonedUploads } from './uploads.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function upload(token: string | undefined, name: string, file?: { filename: string; contentType: string; data: Buffer }) {
  const { payload, headers } = multipart({ name }, file);
  const res = await t.app.inject({ method: 'POST', url: '/api/common/upload', payload, headers: { ...headers, ...(token ? { token } : {}) } });
  return res.json();
}

describe('/api/common/upload', () => {
  it('needs a session', async () => {
    expect((await upload(undefined, 'shop_logo', { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegWithExif() })).code).toBe(50008);
  });

  it('stores a JPEG without its EXIF metadata and answers url, fullurl, name', async () => {
    const { token } = await signIn(t);
    const res = await upload(token, 'shop_logo', { filename: 'logo.jpg', contentType: 'image/jpeg', data: await jpegWithExif() });
    expect(res).toMatchObject({ code: 1, data: { name: 'shop_logo', file_name: 'logo.jpg', url: expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/) } });
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
    expect((await upload(token, 'license', { filename: 'x.jpg', contentType: 'image/jpeg', data: await png() })).msg).toBe('请上传 JPG 格式的图片');
    expect((await upload(token, 'license', { filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('hello world, not an image') })).msg).toBe('请上传 JPG 格式的图片');
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    expect((await upload(token, 'license', { filename: 'x.jpg', contentType: 'image/jpeg', data: broken })).msg).toBe('图片无法识别，请上传有效的 JPG 图片');
  });

  it('refuses files over 5 MB with the spec message, and unknown kinds', async () => {
    const { token } = await signIn(t);
    const big = Buffer.concat([await jpegWithExif(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    expect((await upload(token, 'license', { filename: 'big.jpg', contentType: 'image/jpeg', data: big })).msg).toBe('上传头像图片大小不能超过 5MB!');
    expect((await upload(token, 'avatar', { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegWithExif() })).msg).toBe('上传类型不正确');
    expect((await upload(token, 'license')).msg).toBe('请选择要上传的图片');
  });

  it('keeps ID photos off public paths: only the owner and administrators see them, admin views audited', async () => {
    const owner = await signIn(t);
    const stranger = await signIn(t);
    const admin = await signIn(t, { type: 1 });
    const res = await upload(owner.token, 'befor_pic', { filename: 'id.jpg', contentType: 'image/jpeg', data: await jpegWithExif() });
    expect(res.data.url).toMatch(/^\/files\/\d+$/);
    const get = (token?: string) => t.app.inject({ method: 'GET', url: res.data.url, headers: token ? { token } : {} });
    expect((await get()).statusCode).toBe(401);
    expect((await get(stranger.token)).statusCode).toBe(403);
    expect((await get(owner.token)).statusCode).toBe(200);
    const adminView = await get(admin.token);
    expect(adminView.statusCode).toBe(200);
    expect(adminView.headers['cache-control']).toBe('private, no-store');
    const logged = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'file.view'));
    expect(logged.some((l) => l.actorId === admin.user.id && l.objectId === String(res.data.id))).toBe(true);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, res.data.id));
    expect(row!.path.startsWith('private/')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${row!.path.replace(/^private\//, '')}` })).statusCode).toBe(404);
  });

  it('cleans up uploads never attached to a submission', async () => {
    const { token } = await signIn(t);
    const res = await upload(token, 'shop_logo', { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegWithExif() });
    const removed = await purgeAbandonedUploads(t.database.db, t.app.storage, 0, new Date(Date.now() + 1000));
    expect(removed).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: res.data.url })).statusCode).toBe(404);
  });
});
