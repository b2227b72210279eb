import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole } from '../../../shared/auth/staff-roles';
import * as categoriesCalls from '../../../shared/calls/categories';
import type { ApiCall } from '../../../shared/calls/define';
import { LoginType } from '../../../shared/constants';
import { CATEGORY_MSG, type CategoryAdminItem } from '../../../shared/contracts/categories';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import { auditLog, techCategories, techItems, trainCategories, trainItems } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import * as servicesCalls from '../../../shared/calls/services';

let t: TestApp;
let editor: string;

const call = <C extends ApiCall>(c: C, body: unknown, token = editor) => t.call(c, body, token);
const list = async (kind: 'tech' | 'train') => (await call(categoriesCalls.categoryList, { kind })).body.data as CategoryAdminItem[];
const names = async (kind: 'tech' | 'train') => (await list(kind)).map((c) => c.name);
const publicTech = async (catId = 0) =>
  ((await t.call(servicesCalls.techCategory, { cat_id: catId })).body.data as { name: string }[]).map((c) => c.name);
const publicTrain = async () => ((await t.call(servicesCalls.trainCategory, {})).body.data as { name: string }[]).map((c) => c.name);
const create = async (body: Record<string, unknown>) => {
  const res = await call(categoriesCalls.categoryCreate, body);
  expect(res.body).toMatchObject({ code: Code.OK, msg: CATEGORY_MSG.created });
  return res.body.data.id as number;
};
const audits = async (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
const snapshot = async () => ({
  tech: await t.database.db.select().from(techCategories).orderBy(techCategories.id),
  train: await t.database.db.select().from(trainCategories).orderBy(trainCategories.id),
});

beforeAll(async () => {
  t = await createTestApp();
  editor = (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] })).token;
});
afterAll(() => t.close());

describe("technical services' two-level categories", () => {
  let first: number;
  let second: number;

  it('creates first- and second-level categories, shown at once by the public tech_category, audited', async () => {
    // Fill the public cache first, so a stale cache would show.
    const before = await publicTech();
    first = await create({ kind: 'tech', name: '检验检测' });
    expect(await publicTech()).toEqual([...before, '检验检测']);
    second = await create({ kind: 'tech', parent_id: first, name: '材料检测' });
    expect(await publicTech(first)).toEqual(['材料检测']);
    const l = await list('tech');
    expect(l.find((c) => c.id === first)).toMatchObject({ parent_id: 0, child_count: 1, item_count: 0 });
    expect(l.find((c) => c.id === second)).toMatchObject({ parent_id: first, child_count: 0 });
    const [line] = (await audits('category.create')).filter((a) => a.objectId === String(second));
    expect(line).toMatchObject({ objectType: 'tech_category', success: true });
    expect(line!.detail).toEqual({ before: null, after: { name: '材料检测', parent_id: first, sort: 1 } });
  });

  it('refuses an empty, too long or duplicate name and a second-level parent, changing nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'tech', name: '  ' }, CATEGORY_MSG.nameRequired],
      [{ kind: 'tech' }, CATEGORY_MSG.nameRequired],
      [{ kind: 'tech', name: '长'.repeat(51) }, CATEGORY_MSG.nameTooLong],
      [{ kind: 'tech', name: ' 检验检测 ' }, CATEGORY_MSG.duplicate],
      [{ kind: 'tech', parent_id: first, name: '材料检测' }, CATEGORY_MSG.duplicate],
      [{ kind: 'tech', parent_id: second, name: '三级' }, CATEGORY_MSG.parent],
      [{ kind: 'tech', parent_id: 999999, name: '无上级' }, CATEGORY_MSG.parent],
      [{ kind: 'blog', name: 'x' }, CATEGORY_MSG.kind],
      [{ kind: 'train', parent_id: 1, name: 'x' }, CATEGORY_MSG.noParent],
    ];
    for (const [body, msg] of cases) {
      const res = await call(categoriesCalls.categoryCreate, body);
      expect([JSON.stringify(body), res.body.code, res.body.msg]).toEqual([JSON.stringify(body), Code.FAIL, msg]);
    }
    const rename: [Record<string, unknown>, string][] = [
      [{ kind: 'tech', id: second, name: '' }, CATEGORY_MSG.nameRequired],
      [{ kind: 'tech', id: 999999, name: '新名' }, CATEGORY_MSG.notFound],
    ];
    for (const [body, msg] of rename) expect((await call(categoriesCalls.categoryRename, body)).body.msg).toBe(msg);
    expect(await snapshot()).toEqual(before);
  });

  it('the same name is allowed under another parent; renames and re-sorts, shown at once', async () => {
    const other = await create({ kind: 'tech', name: '知识产权' });
    await create({ kind: 'tech', parent_id: other, name: '材料检测' });
    const res = await call(categoriesCalls.categoryRename, { kind: 'tech', id: other, name: '知识产权服务' });
    expect(res.body).toMatchObject({ code: Code.OK, msg: CATEGORY_MSG.renamed });
    expect(await publicTech()).toContain('知识产权服务');
    const [line] = await audits('category.rename');
    expect(line!.detail).toMatchObject({ before: { name: '知识产权' }, after: { name: '知识产权服务' } });

    const level = (await list('tech')).filter((c) => c.parent_id === 0).map((c) => c.id);
    const reversed = [...level].reverse();
    expect((await call(categoriesCalls.categorySort, { kind: 'tech', ids: reversed })).body).toMatchObject({
      code: Code.OK,
      msg: CATEGORY_MSG.sorted,
    });
    expect((await list('tech')).filter((c) => c.parent_id === 0).map((c) => c.id)).toEqual(reversed);
    expect((await publicTech())[0]).toBe('知识产权服务');
    expect((await audits('category.sort')).length).toBe(1);
    // An incomplete or mixed order is refused.
    const before = await snapshot();
    for (const ids of [reversed.slice(1), [...reversed, second], [reversed[0], reversed[0]], []]) {
      expect((await call(categoriesCalls.categorySort, { kind: 'tech', ids })).body.msg).toBe(CATEGORY_MSG.order);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to delete a category with children or items (any state); deletes it once free', async () => {
    const before = await snapshot();
    expect((await call(categoriesCalls.categoryDelete, { kind: 'tech', id: first })).body.msg).toBe(CATEGORY_MSG.inUseChildren(1));
    const [item] = await t.database.db
      .insert(techItems)
      .values({ firstId: first, secondId: second, name: '回收站中的服务', status: 4 })
      .returning();
    expect((await call(categoriesCalls.categoryDelete, { kind: 'tech', id: second })).body.msg).toBe(CATEGORY_MSG.inUseItems(1));
    expect((await list('tech')).find((c) => c.id === second)!.item_count).toBe(1);
    expect(await snapshot()).toEqual(before);
    expect((await audits('category.delete')).length).toBe(0);

    await t.database.db.delete(techItems).where(eq(techItems.id, item!.id));
    expect((await call(categoriesCalls.categoryDelete, { kind: 'tech', id: second })).body).toMatchObject({
      code: Code.OK,
      msg: CATEGORY_MSG.deleted,
    });
    expect(await publicTech(first)).toEqual([]);
    expect((await call(categoriesCalls.categoryDelete, { kind: 'tech', id: first })).body.code).toBe(Code.OK);
    expect(await publicTech()).not.toContain('检验检测');
    const lines = await audits('category.delete');
    expect(lines.map((l) => l.detail)).toEqual([
      { before: { name: '材料检测', parent_id: first, sort: 1 }, after: null },
      { before: expect.objectContaining({ name: '检验检测', parent_id: 0 }), after: null },
    ]);
    expect((await call(categoriesCalls.categoryDelete, { kind: 'tech', id: first })).body.msg).toBe(CATEGORY_MSG.notFound);
  });
});

describe('training categories', () => {
  it('creates, renames, re-sorts and deletes, refused while a training item uses it; the public list follows', async () => {
    const start = await publicTrain();
    const a = await create({ kind: 'train', name: '创业培训' });
    const b = await create({ kind: 'train', name: '技能培训' });
    expect(await publicTrain()).toEqual([...start, '创业培训', '技能培训']);
    expect((await call(categoriesCalls.categoryCreate, { kind: 'train', name: '创业培训' })).body.msg).toBe(CATEGORY_MSG.duplicate);
    expect((await call(categoriesCalls.categoryRename, { kind: 'train', id: b, name: '创业培训' })).body.msg).toBe(CATEGORY_MSG.duplicate);
    await call(categoriesCalls.categoryRename, { kind: 'train', id: b, name: '职业技能培训' });
    const ids = (await list('train')).map((c) => c.id);
    await call(categoriesCalls.categorySort, { kind: 'train', ids: [b, ...ids.filter((id) => id !== b)] });
    expect((await publicTrain())[0]).toBe('职业技能培训');
    await t.database.db.insert(trainItems).values({ catId: a, name: '草稿培训', activeTime: new Date(), status: 2 });
    expect((await call(categoriesCalls.categoryDelete, { kind: 'train', id: a })).body.msg).toBe(CATEGORY_MSG.inUseItems(1));
    expect(await names('train')).toContain('创业培训');
    expect((await call(categoriesCalls.categoryDelete, { kind: 'train', id: b })).body.code).toBe(Code.OK);
    expect(await publicTrain()).not.toContain('职业技能培训');
    expect((await audits('category.delete')).at(-1)).toMatchObject({ objectType: 'train_category', objectId: String(b) });
  });
});

describe('roles', () => {
  it('refuses every role but the content editor, changing nothing', async () => {
    const before = await snapshot();
    for (const role of ['system', 'security', 'auditor', 'operations'] as const) {
      const token = (await signIn(t, { type: LoginType.ADMIN, roles: [role] })).token;
      for (const [c, body] of [
        [categoriesCalls.categoryList, { kind: 'tech' }],
        [categoriesCalls.categoryCreate, { kind: 'tech', name: '越权' }],
        [categoriesCalls.categoryRename, { kind: 'train', id: 1, name: '越权' }],
        [categoriesCalls.categorySort, { kind: 'train', ids: [1] }],
        [categoriesCalls.categoryDelete, { kind: 'train', id: 1 }],
      ] as const) {
        const res = await call(c, body, token);
        expect([role, c.path, res.status, res.body.code, res.body.msg]).toEqual([role, c.path, 200, 0, MSG.forbidden]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
