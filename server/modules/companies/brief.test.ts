import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MemberRole } from '../../../shared/auth/member-roles';
import { LoginType, ShopStatus } from '../../../shared/constants';
import { BRIEF_MAX_CHARS, BRIEF_MAX_IMAGES, BRIEF_MSG } from '../../../shared/companies/brief';
import { auditLog, companies, companyMembers, uploads } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { jpegWithExif, multipart } from '../../test/multipart';
import * as companiesCalls from '../../../shared/calls/companies';

let t: TestApp;
type Owner = { token: string; userId: number; companyId: number };
let a: Owner;
let b: Owner;

async function company(status: number, name: string): Promise<Owner> {
  const { user, token } = await signIn(t);
  const [row] = await t.database.db
    .insert(companies)
    .values({ userId: user.id, name, contactName: '王经理', mobile: '13800000000', status, content: `<p>${name}原简介</p>` })
    .returning();
  // The applicant is the company's 负责人 (issue 30: the company area finds the company by membership).
  await t.database.db.insert(companyMembers).values({ companyId: row!.id, userId: user.id, role: MemberRole.OWNER });
  return { token, userId: user.id, companyId: row!.id };
}

async function upload(token: string, name = 'intro'): Promise<string> {
  const { payload, headers } = multipart({ name }, { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegWithExif() });
  return (await t.app.inject({ method: 'POST', url: '/api/common/upload', payload, headers: { ...headers, token } })).json().data
    .url as string;
}

const stored = async (id: number) =>
  (await t.database.db.select({ content: companies.content }).from(companies).where(eq(companies.id, id)))[0]!.content;
const attached = async (url: string) =>
  (
    await t.database.db
      .select({ attached: uploads.attached })
      .from(uploads)
      .where(eq(uploads.path, `public/${url.replace(/^\/uploads\//, '')}`))
  )[0]?.attached;
const edit = (token: string, body: Record<string, unknown>) => t.call(companiesCalls.introEdit, body, token);

beforeAll(async () => {
  t = await createTestApp();
  a = await company(ShopStatus.PASSED, '甲公司');
  b = await company(ShopStatus.PASSED, '乙公司');
});
afterAll(() => t.close());

describe('intro_edit: who may edit which brief', () => {
  it('refuses a visitor, an administrator and a personal user without a settled company', async () => {
    expect((await t.call(companiesCalls.introEdit, { content: '<p>x</p>' })).body.code).toBe(50008);
    const admin = await signIn(t, { type: LoginType.ADMIN });
    expect((await edit(admin.token, { content: '<p>x</p>' })).body).toMatchObject({ code: 0, msg: '请切换为个人登录！' });
    const none = await signIn(t);
    expect((await edit(none.token, { content: '<p>x</p>' })).body).toMatchObject({ code: 0, msg: '请先入驻企业' });
    for (const status of [ShopStatus.REVIEWING, ShopStatus.REJECTED]) {
      const c = await company(status, `状态${status}公司`);
      expect((await edit(c.token, { content: '<p>x</p>' })).body.msg).toBe('请先入驻企业');
      expect(await stored(c.companyId)).toBe(`<p>状态${status}公司原简介</p>`);
      expect((await t.call(companiesCalls.myIntro, {}, c.token)).body.msg).toBe('请先入驻企业');
    }
  });

  it('edits the session user’s own company; another company’s id is refused and changes nothing', async () => {
    const res = await edit(a.token, { id: b.companyId, content: '<p>篡改</p>' });
    expect(res.body).toMatchObject({ code: 0, msg: BRIEF_MSG.notYours });
    expect(await stored(b.companyId)).toBe('<p>乙公司原简介</p>');
    expect(await stored(a.companyId)).toBe('<p>甲公司原简介</p>');

    const own = await edit(a.token, { id: String(a.companyId), content: '<p>甲公司<strong>新</strong>简介</p>' });
    expect(own.body).toMatchObject({
      code: 1,
      msg: '保存成功',
      data: { id: a.companyId, shop_name: '甲公司', content: '<p>甲公司<strong>新</strong>简介</p>' },
    });
    expect(own.body.data.updatetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect((await edit(b.token, { content: '<p>乙公司新简介</p>' })).body.code).toBe(1);
    expect(await stored(a.companyId)).toBe('<p>甲公司<strong>新</strong>简介</p>');
  });

  it('answers my_intro and the public page with the same sanitized brief', async () => {
    const mine = await t.call(companiesCalls.myIntro, {}, b.token);
    expect(mine.body.data).toMatchObject({ id: b.companyId, shop_name: '乙公司', content: '<p>乙公司新简介</p>' });
    const pub = await t.call(companiesCalls.shopDetail, { id: b.companyId });
    expect(pub.body.data.content).toBe(mine.body.data.content);
    expect((await t.call(companiesCalls.myIntro, {})).body.code).toBe(50008);
  });

  it('writes an audit line for each saved brief', async () => {
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.brief'), eq(auditLog.objectId, String(a.companyId))));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]).toMatchObject({ actorId: a.userId, objectType: 'company' });
  });
});

describe('intro_edit: bad input gets a Chinese message and changes nothing', () => {
  it('refuses empty content, markup without text or image, and content over the bound', async () => {
    const before = await stored(a.companyId);
    for (const content of [undefined, '', '<p><br></p>', '<p>&nbsp;</p>']) {
      expect((await edit(a.token, { content })).body, String(content)).toMatchObject({ code: 0, msg: '请输入内容' });
    }
    for (const content of ['<script>alert(1)</script>', '<iframe src="https://evil.example"></iframe>']) {
      expect((await edit(a.token, { content })).body, content).toMatchObject({ code: 0, msg: BRIEF_MSG.script });
    }
    expect((await edit(a.token, { content: `<p>${'字'.repeat(BRIEF_MAX_CHARS)}</p>` })).body.msg).toBe(BRIEF_MSG.tooLong);
    expect((await edit(a.token, { content: 12 })).body.msg).toBe('请输入内容');
    expect(await stored(a.companyId)).toBe(before);
  });
});

describe('intro_edit: the rich text is stored clean', () => {
  it('refuses script, event handlers, javascript: links, style expressions and iframes with a message, storing nothing', async () => {
    const before = await stored(a.companyId);
    for (const content of [
      '<p onclick="steal()">介绍</p>',
      '<p>介绍<script>alert(document.cookie)</script></p>',
      '<p style="color: expression(alert(1))">介绍</p>',
      '<a href="javascript:alert(1)">点我</a>',
      '<p>介绍</p><iframe src="https://evil.example/player"></iframe>',
    ]) {
      expect((await edit(a.token, { content })).body, content).toMatchObject({ code: 0, msg: BRIEF_MSG.script });
    }
    expect(await stored(a.companyId)).toBe(before);
  });

  it('stores the clean text: outside links nofollow, unknown styles dropped', async () => {
    const ok = await edit(a.token, {
      content: '<p style="position: fixed; color: #c00">介绍</p><a href="https://www.example.com">官网</a>',
    });
    expect(ok.body.code).toBe(1);
    const html = await stored(a.companyId);
    expect(html).toBe(
      '<p style="color:#c00">介绍</p><a href="https://www.example.com" target="_blank" rel="nofollow ugc noopener noreferrer">官网</a>',
    );
  });

  it('refuses data: URLs, other sites’ images, someone else’s upload and an upload of another kind', async () => {
    const before = await stored(a.companyId);
    const others = await upload(b.token);
    const logo = await upload(a.token, 'shop_logo');
    for (const src of [
      'data:image/jpeg;base64,/9j/4AAQ',
      'https://evil.example/track.jpg',
      '//evil.example/x.jpg',
      others,
      logo,
      '/files/1',
      '/demo/qr/alipay.svg',
    ]) {
      expect((await edit(a.token, { content: `<p>图</p><img src="${src}">` })).body, src).toMatchObject({
        code: 0,
        msg: BRIEF_MSG.badImage,
      });
    }
    expect(await stored(a.companyId)).toBe(before);
    expect(await attached(others)).toBe(false);
  });

  it('keeps the user’s own intro uploads (relative or under the public address), then releases removed ones', async () => {
    const one = await upload(a.token);
    const two = await upload(a.token);
    expect(await attached(one)).toBe(false);
    const res = await edit(a.token, {
      content: `<p>厂区</p><p><img src="${one}" alt="厂区" style="width: 50%;"></p><img src="${t.env.publicUrl}${two}">`,
    });
    expect(res.body.code).toBe(1);
    expect(await stored(a.companyId)).toBe(`<p>厂区</p><p><img src="${one}" alt="厂区" style="width:50%" /></p><img src="${two}" />`);
    expect(res.body.data.content).toContain(`src="${t.env.publicUrl}${one}"`);
    expect([await attached(one), await attached(two)]).toEqual([true, true]);

    // An image alone is content; images already in the brief stay acceptable as served (absolute).
    const again = await edit(a.token, { content: `<p><img src="${t.env.publicUrl}${one}"></p>` });
    expect(again.body.code).toBe(1);
    expect([await attached(one), await attached(two)]).toEqual([true, false]);
  });

  it(`allows at most ${BRIEF_MAX_IMAGES} images`, async () => {
    const url = await upload(b.token);
    const many = Array.from({ length: BRIEF_MAX_IMAGES + 1 }, (_, i) => `<img src="${url}?v=${i}">`).join('');
    // A query string makes it another address, which is no upload path: refused as a foreign image.
    expect((await edit(b.token, { content: many })).body.msg).toBe(BRIEF_MSG.badImage);
    // Upload rows written directly (the upload call allows 30 a minute per session).
    const urls = Array.from({ length: BRIEF_MAX_IMAGES + 1 }, (_, i) => `/uploads/2026/05/${i.toString(16).padStart(32, '0')}.jpg`);
    await t.database.db.insert(uploads).values(urls.map((u) => ({ ownerId: b.userId, kind: 'intro', path: `public/${u.slice(9)}` })));
    const res = await edit(b.token, { content: urls.map((u) => `<img src="${u}">`).join('') });
    expect(res.body.msg).toBe(BRIEF_MSG.tooManyImages);
  });
});
