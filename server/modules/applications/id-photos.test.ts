import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, companies, uploads } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { uploadIdOf as fileId, uploadJpeg } from '../../test/multipart';
import * as applicationsCalls from '../../../shared/calls/applications';

// 2026-11-23 14:05 in Asia/Shanghai.
const NOW = new Date('2026-11-23T06:05:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

const upload = async (token: string, name: string) => (await uploadJpeg(t, token, name)).data.url;

async function apply(token: string) {
  const body = {
    shop_name: '滨江数据科技有限公司',
    people_name: '王经理',
    mobile: '13800002222',
    province: 330000,
    city: 330100,
    district: 330108,
    license: await upload(token, 'license'),
    befor_pic: await upload(token, 'befor_pic'),
    after_pic: await upload(token, 'after_pic'),
    id_consent: true,
  };
  const res = await t.call(applicationsCalls.shopSubmit, body, token);
  expect(res.body.code).toBe(1);
  return { id: res.body.data.id as number, ...body };
}

describe("/api/admin/delete_id_photos (PIPL art. 47, on the person's request)", () => {
  it('is refused to visitors and personal users, the applicant included', async () => {
    const owner = await signIn(t);
    const { id } = await apply(owner.token);
    expect((await t.call(applicationsCalls.deleteIdPhotos, { id })).body.code).toBe(50008);
    expect((await t.call(applicationsCalls.deleteIdPhotos, { id }, owner.token)).body).toMatchObject({ code: 0, msg: '无权访问' });
    const stranger = await signIn(t);
    expect((await t.call(applicationsCalls.deleteIdPhotos, { id }, stranger.token)).body.code).toBe(0);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, id));
    expect(row!.idFrontPath).not.toBe('');
    expect(row!.idPhotosDeletedAt).toBeNull();
  });

  it('deletes the files, their uploads and the addresses, keeps the licence, records the date and audits it', async () => {
    const owner = await signIn(t);
    const admin = await signIn(t, { type: 1 });
    const app = await apply(owner.token);
    const front = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, fileId(app.befor_pic)));
    expect(await t.app.storage.read(front[0]!.path)).not.toBeNull();

    const res = await t.call(applicationsCalls.deleteIdPhotos, { id: app.id }, admin.token);
    expect(res.body).toMatchObject({ code: 1, msg: '身份证照片已删除', data: { id: app.id, id_photos_deleted: '2026-11-23' } });

    expect(await t.app.storage.read(front[0]!.path)).toBeNull();
    for (const url of [app.befor_pic, app.after_pic]) {
      expect(
        await t.database.db
          .select()
          .from(uploads)
          .where(eq(uploads.id, fileId(url))),
      ).toHaveLength(0);
      const gone = await t.app.inject({ method: 'GET', url, headers: { token: admin.token } });
      expect([gone.statusCode, gone.json()]).toEqual([200, { code: 0, msg: '文件不存在', data: null }]);
    }
    expect(
      await t.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.id, fileId(app.license))),
    ).toHaveLength(1);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, app.id));
    expect(row).toMatchObject({ idFrontPath: '', idBackPath: '', licensePath: app.license });
    expect(row!.idPhotosDeletedAt).toEqual(NOW);
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.id_photos.delete'), eq(auditLog.objectId, String(app.id))));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorId: admin.user.id, objectType: 'company' });

    // The applicant and the staff both see when.
    const mine = await t.call(applicationsCalls.myShop, {}, owner.token);
    expect(mine.body.data).toMatchObject({ befor_pic: '', after_pic: '', id_photos_deleted: '2026-11-23' });
    const list = await t.call(applicationsCalls.applyList, {}, admin.token);
    expect(list.body.data.find((a: { id: number }) => a.id === app.id)).toMatchObject({ id_photos_deleted: '2026-11-23' });

    // Nothing left to delete; unknown applications are refused plainly.
    expect((await t.call(applicationsCalls.deleteIdPhotos, { id: app.id }, admin.token)).body).toMatchObject({
      code: 0,
      msg: '该申请没有身份证照片',
    });
    expect((await t.call(applicationsCalls.deleteIdPhotos, { id: 999_999 }, admin.token)).body).toMatchObject({
      code: 0,
      msg: '申请不存在',
    });
    expect((await t.call(applicationsCalls.deleteIdPhotos, { id: 'x' }, admin.token)).body.code).toBe(0);
  });

  it('starts over when a re-application brings new ID photos', async () => {
    const owner = await signIn(t);
    const admin = await signIn(t, { type: 1 });
    const first = await apply(owner.token);
    await t.call(applicationsCalls.examStatus, { id: first.id, status: 2, remark: '请补充材料' }, admin.token);
    await t.call(applicationsCalls.deleteIdPhotos, { id: first.id }, admin.token);
    const again = { ...first, befor_pic: await upload(owner.token, 'befor_pic'), after_pic: await upload(owner.token, 'after_pic') };
    expect((await t.call(applicationsCalls.shopSubmit, again, owner.token)).body.code).toBe(1);
    const mine = await t.call(applicationsCalls.myShop, {}, owner.token);
    expect(mine.body.data!.id_photos_deleted).toBe('');
    expect(mine.body.data!.befor_pic).toMatch(/\/files\/\d+$/);
  });
});
