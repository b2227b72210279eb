import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema/index';
import { loadEnv, testEnv } from '../env';
import { startFakeS3, type FakeS3 } from '../test/fake-s3';
import { signIn, type TestApp } from '../test/harness';
import { jpegWithExif, multipart } from '../test/multipart';
import { sharedDatabase } from '../test/nodes';
import { S3Storage } from './s3-storage';
import { createStorage, LocalStorage } from './storage';

/**
 * Uploads in S3-compatible object storage (issue 14), against s3rver running in this process. A server that cannot
 * start fails these tests. The two-node part runs on PGlite (one Database shared, as in cluster.test.ts) and on
 * PostgreSQL (TEST_DATABASE_URL: each node opens its own pool on one new database).
 */
let s3: FakeS3;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startFakeS3();
  storage = new S3Storage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});

afterAll(async () => {
  storage?.close();
  await s3?.close();
});

const key = (visibility = 'private') => `${visibility}/2026/11/${randomBytes(16).toString('hex')}.jpg`;

describe('S3Storage', () => {
  it('puts, reads, replaces and removes an object', async () => {
    const k = key();
    const first = randomBytes(2048);
    await storage.put(k, first);
    expect(await storage.read(k)).toEqual(first);
    const second = Buffer.from('the new bytes');
    await storage.replace(k, second);
    expect(await storage.read(k)).toEqual(second);
    await storage.remove(k);
    expect(await storage.read(k)).toBeNull();
    // Removing what is not there is not an error, as on disk.
    await expect(storage.remove(k)).resolves.toBeUndefined();
  });

  it('put never overwrites: the object keeps its first bytes', async () => {
    const k = key('public');
    await storage.put(k, Buffer.from('first'));
    await expect(storage.put(k, Buffer.from('second'))).rejects.toThrow(/storage key exists/);
    expect((await storage.read(k))?.toString()).toBe('first');
  });

  it('a missing key reads as null; an empty object reads as empty bytes', async () => {
    expect(await storage.read(key())).toBeNull();
    const k = key();
    await storage.put(k, Buffer.alloc(0));
    expect(await storage.read(k)).toEqual(Buffer.alloc(0));
  });

  it('other failures throw rather than pass for a missing file: a bucket that does not exist', async () => {
    const wrong = new S3Storage({
      bucket: 'no-such-bucket',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    try {
      await expect(wrong.read(key())).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await expect(wrong.put(key(), Buffer.from('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      wrong.close();
    }
  });

  it('refuses keys that leave their place, like the local directory', async () => {
    for (const bad of ['../x.jpg', 'public/../../x', '/public/x.jpg', 'public//x.jpg', 'public\\x.jpg', '']) {
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow('invalid storage key');
      await expect(storage.read(bad)).rejects.toThrow('invalid storage key');
    }
  });
});

describe('settings', () => {
  const base = { DATA_DIR: '/tmp/x', LOG_LEVEL: 'silent' };

  it('S3_BUCKET picks object storage, otherwise the directory', () => {
    expect(createStorage(testEnv({ ...s3.env }))).toBeInstanceOf(S3Storage);
    expect(createStorage(testEnv())).toBeInstanceOf(LocalStorage);
    expect(loadEnv({ ...base, S3_BUCKET: 'park', S3_FORCE_PATH_STYLE: '1' })).toMatchObject({
      S3_BUCKET: 'park',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('refuses a bucket and a directory together, a half-set bucket, and one key without the other', () => {
    expect(() => loadEnv({ ...base, S3_BUCKET: 'park', UPLOADS_DIR: '/mnt/uploads' })).toThrow(
      /S3_BUCKET\/UPLOADS_DIR: 上传文件只能放在一处/,
    );
    expect(() => loadEnv({ ...base, S3_ENDPOINT: 'http://minio:9000' })).toThrow(/已设置 S3_ENDPOINT，但没有设置 S3_BUCKET/);
    expect(() => loadEnv({ ...base, S3_BUCKET: 'park', S3_ACCESS_KEY_ID: 'id' })).toThrow(/两项须同时设置/);
    expect(() => loadEnv({ ...base, S3_BUCKET: 'Park_Files' })).toThrow(/S3_BUCKET 应为存储桶名称/);
    expect(() => loadEnv({ ...base, S3_BUCKET: 'park', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT 必须是完整地址/);
  });
});

describe('two nodes on one bucket', () => {
  const dataKey = randomBytes(32).toString('base64');
  const nodes = sharedDatabase({ name: 's3', regions: true });
  const dirs: string[] = [];

  beforeAll(() => nodes.setUp());
  afterEach(() => nodes.closeNodes());
  afterAll(async () => {
    await nodes.tearDown();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  /** A node with its own DATA_DIR (nothing shared on disk), the common data key, and uploads in the bucket. */
  async function node(): Promise<TestApp> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-s3-node-'));
    dirs.push(dataDir);
    return nodes.node(testEnv({ DATA_DIR: dataDir, DATA_KEY: dataKey, RATE_LIMIT_PER_MINUTE: '100000', ...s3.env }));
  }

  async function upload(t: TestApp, token: string, name: string) {
    const { payload, headers } = multipart({ name }, { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegWithExif() });
    const res = await t.app.inject({ method: 'POST', url: '/api/common/upload', payload, headers: { ...headers, token } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    return body.data as { id: number; url: string };
  }

  it('an image uploaded on A is served by B with the same bytes, and nothing lands in either DATA_DIR', async () => {
    const a = await node();
    const b = await node();
    const { token } = await signIn(a);
    const { url } = await upload(a, token, 'shop_logo');
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
    const fromA = await a.app.inject({ method: 'GET', url });
    const fromB = await b.app.inject({ method: 'GET', url });
    expect(fromA.statusCode).toBe(200);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/jpeg');
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    // The bytes come from the bucket: the same object read directly.
    expect((await storage.read(`public${url.replace(/^\/uploads/, '')}`))?.equals(fromB.rawPayload)).toBe(true);
    for (const t of [a, b]) expect(await readdir(t.env.dataDir)).not.toContain('uploads');
    // A file that is not in the bucket is still refused as missing (a call's refusal: HTTP 200, code 0).
    const missing = await b.app.inject({ method: 'GET', url: `/uploads/2026/11/${'0'.repeat(32)}.jpg` });
    expect([missing.statusCode, missing.json()]).toEqual([200, { code: 0, msg: '文件不存在', data: null }]);
  });

  it('a sealed licence uploaded on A opens on B for its owner; the object in the bucket is not a readable image', async () => {
    const a = await node();
    const b = await node();
    const owner = await signIn(a);
    const stranger = await signIn(a);
    const { id, url } = await upload(a, owner.token, 'license');
    expect(url).toBe(`/files/${id}`);
    const opened = await b.app.inject({ method: 'GET', url, headers: { token: owner.token } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(opened.rawPayload).metadata()).format).toBe('jpeg');
    expect((await b.app.inject({ method: 'GET', url, headers: { token: stranger.token } })).json()).toEqual({
      code: 0,
      msg: '无权查看该文件',
      data: null,
    });
    const [row] = await a.database.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row).toMatchObject({ encrypted: true });
    const stored = await storage.read(row!.path);
    expect(stored).not.toBeNull();
    expect(stored!.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(false);
  });
});
