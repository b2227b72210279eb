import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { jpegWithExif } from '../../test/multipart';
import { encryptPlaintextUploads } from './uploads.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('encrypting sensitive files stored before encryption at rest (start-up step)', () => {
  it('seals plaintext ID photos in place, once, and still serves them to the owner', async () => {
    const owner = await signIn(t);
    const plain = await jpegWithExif(120, 80);
    const rows = [];
    for (const [i, kind] of (['befor_pic', 'license'] as const).entries()) {
      const path = `private/2025/01/${String(i).repeat(32)}.jpg`;
      await t.app.storage.put(path, plain);
      const [row] = await t.database.db
        .insert(uploads)
        .values({ ownerId: owner.user.id, kind, path, sensitive: true, bytes: plain.length, attached: true })
        .returning();
      rows.push(row!);
    }
    // A file sealed just before a stop, whose row was not yet marked, is only marked.
    const halfDone = 'private/2025/01/cccccccccccccccccccccccccccccccc.jpg';
    await t.app.storage.put(halfDone, t.app.box.seal(plain));
    const [half] = await t.database.db
      .insert(uploads)
      .values({ ownerId: owner.user.id, kind: 'after_pic', path: halfDone, sensitive: true, attached: true })
      .returning();
    // Public files are left alone.
    await t.app.storage.put('public/2025/01/dddddddddddddddddddddddddddddddd.jpg', plain);
    const [pub] = await t.database.db
      .insert(uploads)
      .values({ ownerId: owner.user.id, kind: 'shop_logo', path: 'public/2025/01/dddddddddddddddddddddddddddddddd.jpg', attached: true })
      .returning();

    expect(await encryptPlaintextUploads(t.database.db, t.app.storage, t.app.box)).toBe(3);
    for (const row of [...rows, half!]) {
      const onDisk = (await t.app.storage.read(row.path))!;
      expect(onDisk.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(t.app.box.open(onDisk).equals(plain)).toBe(true);
      const [after] = await t.database.db.select().from(uploads).where(eq(uploads.id, row.id));
      expect(after!.encrypted).toBe(true);
    }
    expect((await t.app.storage.read(pub!.path))!.equals(plain)).toBe(true);
    // Idempotent: a second start finds nothing to do and does not seal twice.
    const before = await t.app.storage.read(rows[0]!.path);
    expect(await encryptPlaintextUploads(t.database.db, t.app.storage, t.app.box)).toBe(0);
    expect((await t.app.storage.read(rows[0]!.path))!.equals(before!)).toBe(true);
    const view = await t.app.inject({ method: 'GET', url: `/files/${rows[0]!.id}`, headers: { token: owner.token } });
    expect(view.statusCode).toBe(200);
    expect(view.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  });
});
