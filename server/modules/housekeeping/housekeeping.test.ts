import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { auditLog, companies, loginAttempts, qrLogins, sessions, uploads, users } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { purgeLoginAttempts, purgeQrLogins, QR_PURGE_GRACE_MS, runHousekeeping } from './housekeeping.service';

const NOW = new Date('2026-11-23T06:00:00Z');
const MIN = 60_000;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LOCK_MINUTES: '15', ID_PHOTO_RETENTION_DAYS: '180' }, { now: () => NOW });
});
afterAll(() => t.close());

describe('housekeeping purges', () => {
  it('QR sign-ins: gone once past their expiry and the grace, whatever their state; fresh ones stay', async () => {
    const rows = await t.database.db
      .insert(qrLogins)
      .values([
        { signHash: 'a'.repeat(64), provider: 'demo', state: 'confirmed', expiresAt: ago(QR_PURGE_GRACE_MS + MIN) },
        { signHash: 'b'.repeat(64), provider: 'wechat', state: 'pending', expiresAt: ago(2 * DAY) },
        { signHash: 'c'.repeat(64), provider: 'demo', state: 'pending', expiresAt: ago(QR_PURGE_GRACE_MS - MIN) },
        { signHash: 'd'.repeat(64), provider: 'demo', state: 'pending', expiresAt: new Date(NOW.getTime() + 5 * MIN) },
      ])
      .returning();
    expect(await purgeQrLogins(t.database.db, NOW)).toBe(2);
    const left = await t.database.db.select({ id: qrLogins.id }).from(qrLogins);
    expect(left.map((r) => r.id).sort()).toEqual([rows[2]!.id, rows[3]!.id].sort());
  });

  it('login counters: gone once the window and any lock are over; counting or locked ones stay', async () => {
    await t.database.db.insert(loginAttempts).values([
      { key: 'old-window', failures: 3, windowStart: ago(16 * MIN) },
      { key: 'old-lock-over', failures: 5, windowStart: ago(40 * MIN), lockedUntil: ago(MIN) },
      { key: 'counting', failures: 2, windowStart: ago(5 * MIN) },
      { key: 'still-locked', failures: 5, windowStart: ago(40 * MIN), lockedUntil: new Date(NOW.getTime() + 10 * MIN) },
    ]);
    expect(await purgeLoginAttempts(t.database.db, t.env, NOW)).toBe(2);
    const left = await t.database.db.select({ key: loginAttempts.key }).from(loginAttempts);
    expect(left.map((r) => r.key).sort()).toEqual(['counting', 'still-locked']);
  });

  it('one run: ended sessions, abandoned uploads and ID photos past their retention go; the rest stays', async () => {
    const db = t.database.db;
    // Sessions: one ended two days ago, one live.
    const live = await signIn(t);
    const [ended] = await db
      .insert(sessions)
      .values({ tokenHash: 'e'.repeat(64), userId: live.user.id, loginType: 2, idleExpiresAt: ago(2 * DAY), expiresAt: ago(2 * DAY) })
      .returning();
    // Uploads: one never attached for two days, one attached.
    const [abandoned] = await db
      .insert(uploads)
      .values({ ownerId: live.user.id, kind: 'shop_logo', path: 'public/2026/09/abandoned.jpg', createdAt: ago(2 * DAY) })
      .returning();
    await t.app.storage.put(abandoned!.path, Buffer.from('x'));
    const [kept] = await db
      .insert(uploads)
      .values({ ownerId: live.user.id, kind: 'shop_logo', path: 'public/2026/09/kept.jpg', attached: true, createdAt: ago(2 * DAY) })
      .returning();

    // Applications: rejected 181 days ago (purged), rejected 179 days ago, under review and approved long ago (kept).
    const company = async (name: string, status: number, reviewedAt: Date | null) => {
      const [owner] = await db.insert(users).values({ loginType: 2, nickname: name }).returning();
      const photo = async (kind: 'befor_pic' | 'after_pic') => {
        const [u] = await db
          .insert(uploads)
          .values({
            ownerId: owner!.id,
            kind,
            path: `private/2026/01/${name}-${kind}.jpg`,
            sensitive: true,
            encrypted: true,
            attached: true,
          })
          .returning();
        await t.app.storage.put(u!.path, t.app.box.seal(Buffer.from('photo')));
        return u!;
      };
      const front = await photo('befor_pic');
      const back = await photo('after_pic');
      const [c] = await db
        .insert(companies)
        .values({
          userId: owner!.id,
          name,
          contactName: '联系人',
          mobile: '13800000000',
          licensePath: '/files/1',
          idFrontPath: `/files/${front.id}`,
          idBackPath: `/files/${back.id}`,
          status,
          reviewedAt,
        })
        .returning();
      return { id: c!.id, uploads: [front, back] };
    };
    const expired = await company('expired', 2, ago(181 * DAY));
    const recent = await company('recent', 2, ago(179 * DAY));
    const reviewing = await company('reviewing', 0, null);
    const approved = await company('approved', 1, ago(400 * DAY));

    const counts = await runHousekeeping({ db, storage: t.app.storage, env: t.env, now: NOW });
    expect(counts).toMatchObject({ id_photos: 1, abandoned_uploads: 1 });

    expect(await db.select().from(sessions).where(eq(sessions.id, ended!.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, live.user.id))).toHaveLength(1);
    expect(await db.select().from(uploads).where(eq(uploads.id, abandoned!.id))).toHaveLength(0);
    expect(await t.app.storage.read(abandoned!.path)).toBeNull();
    expect(await db.select().from(uploads).where(eq(uploads.id, kept!.id))).toHaveLength(1);

    const [gone] = await db.select().from(companies).where(eq(companies.id, expired.id));
    expect(gone).toMatchObject({ idFrontPath: '', idBackPath: '', licensePath: '/files/1', idPhotosDeletedAt: NOW });
    expect(
      await db
        .select()
        .from(uploads)
        .where(
          inArray(
            uploads.id,
            expired.uploads.map((u) => u.id),
          ),
        ),
    ).toHaveLength(0);
    for (const u of expired.uploads) expect(await t.app.storage.read(u.path)).toBeNull();
    for (const c of [recent, reviewing, approved]) {
      const [row] = await db.select().from(companies).where(eq(companies.id, c.id));
      expect(row!.idFrontPath).toBe(`/files/${c.uploads[0]!.id}`);
      expect(row!.idPhotosDeletedAt).toBeNull();
      for (const u of c.uploads) expect(await t.app.storage.read(u.path)).not.toBeNull();
    }
    const purged = await db.select().from(auditLog).where(eq(auditLog.action, 'application.id_photos.purge'));
    expect(purged).toHaveLength(1);
    expect(purged[0]).toMatchObject({ objectType: 'company', objectId: String(expired.id), actorId: null });

    // A second run finds nothing more.
    expect(await runHousekeeping({ db, storage: t.app.storage, env: t.env, now: NOW })).toMatchObject({
      id_photos: 0,
      abandoned_uploads: 0,
      qr_logins: 0,
    });
  });
});
