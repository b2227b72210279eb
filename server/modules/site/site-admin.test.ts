import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole } from '../../../shared/auth/staff-roles';
import { LoginType } from '../../../shared/constants';
import { CONFIG_KEYS } from '../../../shared/contracts/site';
import {
  BANNER_POSITIONS,
  COLUMN_PICTURES,
  CONTENT_SETTING_KEYS,
  SITE_MSG,
  SITE_RECOVERY_DAYS,
  SYSTEM_SETTING_KEYS,
} from '../../../shared/contracts/site-admin';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import { auditLog, banners, externalLinks, partners, siteSettings, uploads } from '../../db/schema/index';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { jpegWithExif, multipart } from '../../test/multipart';
import { runHousekeeping } from '../housekeeping/housekeeping.service';
import * as companiesCalls from '../../../shared/calls/companies';
import * as siteCalls from '../../../shared/calls/site';
import * as policyNoticesCalls from '../../../shared/calls/policy-notices';
import { MSG_POLICY_NOTICE, targetsCompanies } from '../../../shared/policy-notices/rules';
import { buildCompany } from '../../test/billing-factories';

const DAY = 86_400_000;

let t: TestApp;
let now = new Date('2026-05-10T02:00:00Z');
let system: string;
let editor: string;
let ops: string;
let auditor: string;
let company: string;

// In the order written (an unordered select may return rows in any order).
const audits = async (objectType: string) =>
  (await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id))).filter((a) => a.objectType === objectType);
const config = async () => (await t.call(siteCalls.config, {})).body.data as Record<string, unknown>;
/** The names (a banner's title) a public list shows. */
const publicNames = async (c: typeof siteCalls.links | typeof siteCalls.partnerList | typeof siteCalls.bannerList, body: object = {}) =>
  ((await t.call(c, body)).body.data as { name?: string; title?: string }[]).map((x) => x.name ?? x.title);

async function upload(token: string, kind = 'site_image') {
  const { payload, headers } = multipart({ name: kind }, { filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegWithExif() });
  const res = await t.app.inject({ method: 'POST', url: '/api/common/upload', payload, headers: { ...headers, token } });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  system = (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.SYSTEM] })).token;
  editor = (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.CONTENT] })).token;
  ops = (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.OPERATIONS] })).token;
  auditor = (await signIn(t, { type: LoginType.ADMIN, roles: [StaffRole.AUDITOR] })).token;
  company = (await signIn(t)).token;
});
afterAll(() => t.close());

describe('site settings', () => {
  it('splits every Config field of spec §3 between the system administrator and the content editor', () => {
    // And spec §3's system_type (issue 29), a setting of the system administrator that the public config leaves out.
    expect([...SYSTEM_SETTING_KEYS, ...CONTENT_SETTING_KEYS].sort()).toEqual([...CONFIG_KEYS, 'system_type'].sort());
    expect(SYSTEM_SETTING_KEYS.filter((k) => (CONTENT_SETTING_KEYS as readonly string[]).includes(k))).toEqual([]);
  });

  it('the system administrator changes the 备案号 and contact details: audited before → after, public config at once', async () => {
    expect((await config()).beianhao).toBe('');
    const res = await t.call(
      siteCalls.siteSettingsSave,
      {
        site_name: '测试园区',
        beianhao: '京ICP备12345678号',
        phone: '0571-88886001 / 13800000000',
        email: 'a@park.cn；b@park.cn',
        banquan: '© 2026 测试园区',
      },
      system,
    );
    expect(res.body).toMatchObject({ code: Code.OK, msg: '站点信息已保存' });
    expect(res.body.data.changed.sort()).toEqual(['banquan', 'beianhao', 'email', 'phone', 'site_name']);
    expect(await config()).toMatchObject({
      site_name: '测试园区',
      beianhao: '京ICP备12345678号',
      phone: '0571-88886001 / 13800000000',
      banquan: '© 2026 测试园区',
    });
    const read = await t.call(siteCalls.siteSettings, {}, system);
    expect(read.body.data).toMatchObject({ beianhao: '京ICP备12345678号', collect_code: [], people: '' });
    expect(Object.keys(read.body.data).sort()).toEqual([...SYSTEM_SETTING_KEYS].sort());

    // Only the keys sent change; the audit line keeps what changed.
    await t.call(siteCalls.siteSettingsSave, { beianhao: '浙ICP备2026000000号-1' }, system);
    expect(await config()).toMatchObject({ beianhao: '浙ICP备2026000000号-1', site_name: '测试园区' });
    const last = (await audits('site_setting')).at(-1)!;
    expect(last).toMatchObject({ action: 'site.settings_update', objectId: 'system', success: true });
    expect(last.detail).toEqual({ before: { beianhao: '京ICP备12345678号' }, after: { beianhao: '浙ICP备2026000000号-1' } });
  });

  it('refuses bad input with the Chinese message and changes nothing', async () => {
    const before = await t.database.db.select().from(siteSettings);
    const lines = (await audits('site_setting')).length;
    const cases: [typeof siteCalls.siteSettingsSave | typeof siteCalls.siteColumnsSave, Record<string, unknown>, string, string][] = [
      [siteCalls.siteSettingsSave, { phone: '电话号码' }, system, SITE_MSG.phone],
      [siteCalls.siteSettingsSave, { phone: '0571-88886001 / abc' }, system, SITE_MSG.phone],
      [siteCalls.siteSettingsSave, { email: 'not-an-email' }, system, SITE_MSG.email],
      [siteCalls.siteSettingsSave, { beianhao: 'ICP12345' }, system, SITE_MSG.beianhao],
      [siteCalls.siteSettingsSave, { gonganbeian: '公安备案' }, system, SITE_MSG.gonganbeian],
      [siteCalls.siteSettingsSave, { site_name: '  ' }, system, SITE_MSG.siteNameRequired],
      [siteCalls.siteSettingsSave, { shop_number: '二百' }, system, SITE_MSG.shopNumber],
      [siteCalls.siteSettingsSave, { banquan: 'x'.repeat(101) }, system, SITE_MSG.tooLong('版权信息', 100)],
      [siteCalls.siteSettingsSave, { collect_code: ['https://evil.example/qr.png'] }, system, SITE_MSG.image('收款码')],
      [siteCalls.siteSettingsSave, { collect_code: ['/uploads/2026/05/ffffffffffffffffffffffffffffffff.jpg'] }, system, SITE_MSG.badImage],
      [siteCalls.siteColumnsSave, { shouye_pic: 'javascript:alert(1)' }, editor, SITE_MSG.image('首页图片')],
      [siteCalls.siteColumnsSave, { shouye_pic: '/demo/../etc/passwd.svg' }, editor, SITE_MSG.image('首页图片')],
      [siteCalls.siteColumnsSave, { tech_detail: 'x'.repeat(1001) }, editor, SITE_MSG.tooLong('科技服务介绍', 1000)],
    ];
    for (const [c, body, token, msg] of cases) {
      const res = await t.call(c, body, token);
      expect([c.path, res.status, res.body.code, res.body.msg]).toEqual([c.path, 200, Code.FAIL, msg]);
    }
    expect(await t.database.db.select().from(siteSettings)).toEqual(before);
    expect((await audits('site_setting')).length).toBe(lines);
  });

  it('the system administrator sets the 网站标识码 and the 党政机关网站标识 (issue 14): audited, in the public config at once, cleared with ""', async () => {
    expect(await config()).toMatchObject({ site_code: '', dangzheng: '', site_domain: 'localhost' });
    const res = await t.call(
      siteCalls.siteSettingsSave,
      { site_code: '3301080001', dangzheng: 'https://bszs.conac.cn/sitename?method=show&id=06f2cad4909b067ae053012819ac8596' },
      system,
    );
    expect(res.body).toMatchObject({ code: Code.OK, msg: '站点信息已保存' });
    expect(res.body.data.changed.sort()).toEqual(['dangzheng', 'site_code']);
    expect(await config()).toMatchObject({ site_code: '3301080001', dangzheng: '06F2CAD4909B067AE053012819AC8596' });
    expect((await t.call(siteCalls.siteSettings, {}, system)).body.data).toMatchObject({
      site_code: '3301080001',
      dangzheng: '06F2CAD4909B067AE053012819AC8596',
    });
    expect((await audits('site_setting')).at(-1)!.detail).toEqual({
      before: { site_code: '', dangzheng: '' },
      after: { site_code: '3301080001', dangzheng: '06F2CAD4909B067AE053012819AC8596' },
    });

    // Bad values are refused and change nothing; another role is refused.
    const lines = (await audits('site_setting')).length;
    for (const [body, msg] of [
      [{ site_code: '330108000' }, SITE_MSG.siteCode],
      [{ site_code: '33010800011' }, SITE_MSG.siteCode],
      [{ dangzheng: '1' }, SITE_MSG.dangzheng],
      [{ site_code: '3301080002', dangzheng: 'not-an-id' }, SITE_MSG.dangzheng],
    ] as const) {
      expect((await t.call(siteCalls.siteSettingsSave, body, system)).body).toMatchObject({ code: Code.FAIL, msg });
    }
    expect((await t.call(siteCalls.siteSettingsSave, { site_code: '3301080002' }, editor)).body).toMatchObject({
      code: 0,
      msg: MSG.forbidden,
    });
    expect(await config()).toMatchObject({ site_code: '3301080001', dangzheng: '06F2CAD4909B067AE053012819AC8596' });
    expect((await audits('site_setting')).length).toBe(lines);

    // Not a 党政机关 site: the id is cleared, the mark goes.
    expect((await t.call(siteCalls.siteSettingsSave, { dangzheng: '' }, system)).body.data.changed).toEqual(['dangzheng']);
    expect(await config()).toMatchObject({ site_code: '3301080001', dangzheng: '' });
  });

  it('the system administrator sets system_type (issue 29): audited, and policy_notice_add and the staff list follow at once', async () => {
    const settled = await buildCompany(t.database.db, { name: '系统类型测试科技有限公司' });
    const notice = { title: '系统类型测试通知', start_time: '2026-05-01', end_time: '2026-05-31', link: 'https://www.gov.cn/a.html' };
    const addTo = (companyId: number) => t.call(policyNoticesCalls.policyNoticeAdd, { ...notice, company_id: companyId }, ops);
    const systemType = async () => (await t.call(policyNoticesCalls.systemInfo, {}, ops)).body.data.system_type;
    // The staff list shows the company column exactly when system_info's type addresses companies (web PolicyNoticesAdminPage).
    const companyColumn = async () => targetsCompanies(await systemType());

    // Unset, the form shows the default the notices go by.
    expect((await t.call(siteCalls.siteSettings, {}, system)).body.data.system_type).toBe('2');
    expect(await companyColumn()).toBe(true);
    expect((await addTo(settled.id)).body).toMatchObject({ code: Code.OK });

    const off = await t.call(siteCalls.siteSettingsSave, { system_type: '1' }, system);
    expect(off.body).toMatchObject({ code: Code.OK, msg: '站点信息已保存', data: { changed: ['system_type'] } });
    expect((await audits('site_setting')).at(-1)).toMatchObject({
      action: 'site.settings_update',
      objectId: 'system',
      detail: { before: { system_type: '2' }, after: { system_type: '1' } },
    });
    expect(await systemType()).toBe(1);
    expect(await companyColumn()).toBe(false);
    expect((await addTo(settled.id)).body).toMatchObject({ code: Code.FAIL, msg: MSG_POLICY_NOTICE.allOnly });
    expect((await addTo(0)).body).toMatchObject({ code: Code.OK });
    expect((await t.call(siteCalls.siteSettings, {}, system)).body.data.system_type).toBe('1');
    expect(await config()).not.toHaveProperty('system_type');

    // A number is taken too (system_info's own shape); 3 addresses companies again.
    expect((await t.call(siteCalls.siteSettingsSave, { system_type: 3 }, system)).body.data.changed).toEqual(['system_type']);
    expect(await systemType()).toBe(3);
    expect(await companyColumn()).toBe(true);
    expect((await addTo(settled.id)).body).toMatchObject({ code: Code.OK });

    // Other values, and other roles, are refused and change nothing.
    const lines = (await audits('site_setting')).length;
    for (const v of ['4', '0', '', 'x', 2.5, null]) {
      expect((await t.call(siteCalls.siteSettingsSave, { system_type: v }, system)).body).toMatchObject({
        code: Code.FAIL,
        msg: SITE_MSG.systemType,
      });
    }
    for (const token of [editor, ops]) {
      expect((await t.call(siteCalls.siteSettingsSave, { system_type: '1' }, token)).body).toMatchObject({ code: 0, msg: MSG.forbidden });
    }
    expect(await systemType()).toBe(3);
    expect((await audits('site_setting')).length).toBe(lines);
    await t.call(siteCalls.siteSettingsSave, { system_type: '2' }, system);
  });

  it('the content editor sets column intros and pictures (a site upload, kept from the purge); the public config shows them', async () => {
    await config();
    const up = await upload(editor);
    expect(up.body).toMatchObject({ code: Code.OK, data: { name: 'site_image', url: expect.stringMatching(/^\/uploads\//) } });
    const res = await t.call(
      siteCalls.siteColumnsSave,
      { tech_detail: '科技服务新介绍', shouye_pic: up.body.data.url, rzfw_pic: '/demo/sections/finance.svg' },
      editor,
    );
    expect(res.body).toMatchObject({ code: Code.OK, msg: '栏目介绍已保存' });
    expect(await config()).toMatchObject({ tech_detail: '科技服务新介绍', shouye_pic: `http://localhost:3000${up.body.data.url}` });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, up.body.data.id));
    expect(row!.attached).toBe(true);
    expect((await t.call(siteCalls.siteColumns, {}, editor)).body.data).toMatchObject({
      tech_detail: '科技服务新介绍',
      shouye_pic: up.body.data.url,
    });
    expect((await audits('site_setting')).at(-1)).toMatchObject({ action: 'site.columns_update', objectId: 'content' });
    // A system administrator's QR code upload.
    const qr = await upload(system);
    expect((await t.call(siteCalls.siteSettingsSave, { collect_code: [qr.body.data.url] }, system)).body.code).toBe(Code.OK);
    expect((await config()).collect_code).toEqual([`http://localhost:3000${qr.body.data.url}`]);
  });

  it('keeps each group to its role: others, and company users, are refused', async () => {
    for (const token of [editor, ops, auditor]) {
      expect((await t.call(siteCalls.siteSettingsSave, { beianhao: '京ICP备00000000号' }, token)).body).toMatchObject({
        code: 0,
        msg: MSG.forbidden,
      });
      expect((await t.call(siteCalls.siteSettings, {}, token)).body.msg).toBe(MSG.forbidden);
    }
    for (const token of [system, ops, auditor, company]) {
      expect((await t.call(siteCalls.siteColumnsSave, { tech_detail: '越权' }, token)).body).toMatchObject({ code: 0, msg: MSG.forbidden });
    }
    expect((await t.call(siteCalls.siteSettings, {}, company)).body).toMatchObject({ code: 0, msg: MSG.forbidden });
    expect((await config()).beianhao).toBe('浙ICP备2026000000号-1');
    expect((await config()).tech_detail).toBe('科技服务新介绍');
  });

  it('site images are uploaded only by the content editor, the system administrator or park operations', async () => {
    const count = (await t.database.db.select().from(uploads)).length;
    for (const token of [company, auditor]) {
      const res = await upload(token);
      expect([res.status, res.body.code, res.body.msg]).toEqual([200, 0, SITE_MSG.uploadRole]);
    }
    expect((await t.database.db.select().from(uploads)).length).toBe(count);
    // Park operations upload a settled company's corrected logo as a site image.
    expect((await upload(ops)).body).toMatchObject({ code: Code.OK, data: { name: 'site_image' } });
    // A company's own upload kinds still work, and cannot stand in for a site image.
    const logo = await upload(company, 'shop_logo');
    expect(logo.body.code).toBe(Code.OK);
    expect((await t.call(siteCalls.siteColumnsSave, { zlfw_pic: logo.body.data.url }, editor)).body.msg).toBe(SITE_MSG.badImage);
  });
});

describe('banners, partners and links', () => {
  it('creates, edits, disables and enables a link; the public footer list follows at once', async () => {
    expect(await publicNames(siteCalls.links)).toEqual([]);
    const res = await t.call(siteCalls.siteItemSave, { type: 'link', name: '中国政府网', href: 'https://www.gov.cn', sort: 2 }, editor);
    expect(res.body).toMatchObject({ code: Code.OK, msg: '友情链接已添加' });
    const id = res.body.data.id as number;
    expect(await publicNames(siteCalls.links)).toEqual(['中国政府网']);
    await t.call(siteCalls.siteItemSave, { type: 'link', name: '科学技术部', href: 'http://www.most.gov.cn', sort: 1 }, editor);
    expect(await publicNames(siteCalls.links)).toEqual(['科学技术部', '中国政府网']);

    expect(
      (await t.call(siteCalls.siteItemSave, { type: 'link', id, name: '中国政府网（新）', href: 'https://www.gov.cn/', sort: 3 }, editor))
        .body.msg,
    ).toBe('友情链接已保存');
    expect((await t.call(siteCalls.siteItemToggle, { type: 'link', id, enabled: false }, editor)).body.msg).toBe('已停用');
    expect(await publicNames(siteCalls.links)).toEqual(['科学技术部']);
    const list = await t.call(siteCalls.siteItemList, { type: 'link' }, editor);
    expect(list.body.count).toBe(2);
    expect(list.body.data.find((x: { id: number }) => x.id === id)).toMatchObject({
      name: '中国政府网（新）',
      enabled: false,
      sort: 3,
      deleted_at: '',
    });
    await t.call(siteCalls.siteItemToggle, { type: 'link', id, enabled: true }, editor);
    expect(await publicNames(siteCalls.links)).toEqual(['科学技术部', '中国政府网（新）']);

    const lines = (await audits('link')).filter((a) => a.objectId === String(id));
    expect(lines.map((a) => a.action)).toEqual(['link.create', 'link.update', 'link.disable', 'link.enable']);
    expect(lines[1]!.detail).toMatchObject({ before: { name: '中国政府网', sort: 2 }, after: { name: '中国政府网（新）', sort: 3 } });
  });

  it('refuses a link that is not http(s), a foreign image, an empty name and a bad sort, changing nothing', async () => {
    const before = await t.database.db.select().from(externalLinks);
    const beforePartners = await t.database.db.select().from(partners);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'link', name: '坏链接', href: 'javascript:alert(1)' }, SITE_MSG.linkHref],
      [{ type: 'link', name: '坏链接', href: 'ftp://x.cn' }, SITE_MSG.linkHref],
      [{ type: 'link', name: '坏链接', href: '/information' }, SITE_MSG.linkHref],
      [{ type: 'link', name: '坏链接' }, SITE_MSG.linkHref],
      [{ type: 'link', name: ' ', href: 'https://x.cn' }, SITE_MSG.nameRequired],
      [{ type: 'link', name: '排序', href: 'https://x.cn', sort: -1 }, SITE_MSG.sort],
      [{ type: 'partner', name: '伙伴', image: 'https://evil.example/logo.png' }, SITE_MSG.badImage],
      [{ type: 'partner', name: '伙伴' }, SITE_MSG.imageRequired],
      [{ type: 'partner', name: '伙伴', image: '/demo/partners/p.svg', href: 'javascript:alert(1)' }, SITE_MSG.linkHref],
      [{ type: 'partner', name: '伙伴', image: '/uploads/2026/05/ffffffffffffffffffffffffffffffff.jpg' }, SITE_MSG.badImage],
      [{ type: 'banner', title: '', image: '/demo/banners/a.svg' }, SITE_MSG.titleRequired],
      [{ type: 'banner', title: '图', image: '/demo/banners/a.svg', position: 'nowhere' }, SITE_MSG.position],
      [{ type: 'banner', title: '图', image: '/demo/banners/a.svg', href: 'javascript:alert(1)' }, SITE_MSG.bannerHref],
      [{ type: 'nothing', name: 'x' }, SITE_MSG.type],
    ];
    for (const [body, msg] of cases) {
      const res = await t.call(siteCalls.siteItemSave, body, editor);
      expect([JSON.stringify(body), res.body.code, res.body.msg]).toEqual([JSON.stringify(body), Code.FAIL, msg]);
    }
    expect(await t.database.db.select().from(externalLinks)).toEqual(before);
    expect(await t.database.db.select().from(partners)).toEqual(beforePartners);
  });

  it('a partner and a home banner with a site upload show on the home page; deleted, they are gone, restored disabled, purged after the period', async () => {
    const up = await upload(editor);
    const p = await t.call(
      siteCalls.siteItemSave,
      { type: 'partner', name: '钱塘科创基金', image: up.body.data.url, href: 'https://www.example.com/fund' },
      editor,
    );
    const b = await t.call(
      siteCalls.siteItemSave,
      { type: 'banner', position: 'home', title: '惠企政策申报', image: '/demo/banners/home-1.svg', href: '/information' },
      editor,
    );
    expect([p.body.code, b.body.code]).toEqual([Code.OK, Code.OK]);
    const partnerId = p.body.data.id as number;
    const bannerId = b.body.data.id as number;
    expect(await publicNames(siteCalls.partnerList)).toEqual(['钱塘科创基金']);
    expect(await publicNames(siteCalls.bannerList, { position: 'home' })).toEqual(['惠企政策申报']);
    expect(await publicNames(siteCalls.bannerList, { position: 'company' })).toEqual([]);

    const del = await t.call(siteCalls.siteItemDelete, { type: 'partner', id: partnerId }, editor);
    expect(del.body).toMatchObject({ code: Code.OK, msg: `已删除，${SITE_RECOVERY_DAYS} 天内可在回收站恢复` });
    await t.call(siteCalls.siteItemDelete, { type: 'banner', id: bannerId }, editor);
    expect(await publicNames(siteCalls.partnerList)).toEqual([]);
    expect(await publicNames(siteCalls.bannerList, { position: 'home' })).toEqual([]);
    const [row] = await t.database.db.select().from(partners).where(eq(partners.id, partnerId));
    expect(row).toMatchObject({ enabled: false, deletedAt: now });
    expect((await t.call(siteCalls.siteItemList, { type: 'partner' }, editor)).body.data).toEqual([]);
    const trash = await t.call(siteCalls.siteItemList, { type: 'partner', trash: true }, editor);
    expect(trash.body.data[0]).toMatchObject({
      id: partnerId,
      name: '钱塘科创基金',
      restore_until: expect.any(String),
      deleted_at: expect.any(String),
    });
    expect(
      (await t.call(siteCalls.siteItemSave, { type: 'partner', id: partnerId, name: '改', image: up.body.data.url }, editor)).body.msg,
    ).toBe(SITE_MSG.deleted);
    expect((await t.call(siteCalls.siteItemToggle, { type: 'partner', id: partnerId, enabled: true }, editor)).body.msg).toBe(
      SITE_MSG.deleted,
    );
    expect((await t.call(siteCalls.siteItemDelete, { type: 'partner', id: partnerId }, editor)).body.msg).toBe(SITE_MSG.deleted);

    const back = await t.call(siteCalls.siteItemRestore, { type: 'partner', id: partnerId }, editor);
    expect(back.body).toMatchObject({ code: Code.OK, msg: '已恢复（停用状态），启用后前台显示' });
    expect((await t.database.db.select().from(partners).where(eq(partners.id, partnerId)))[0]).toMatchObject({
      enabled: false,
      deletedAt: null,
    });
    expect(await publicNames(siteCalls.partnerList)).toEqual([]);
    expect((await t.call(siteCalls.siteItemRestore, { type: 'partner', id: partnerId }, editor)).body.msg).toBe(SITE_MSG.notDeleted);
    await t.call(siteCalls.siteItemToggle, { type: 'partner', id: partnerId, enabled: true }, editor);
    expect(await publicNames(siteCalls.partnerList)).toEqual(['钱塘科创基金']);
    expect((await audits('partner')).map((a) => a.action)).toEqual([
      'partner.create',
      'partner.delete',
      'partner.restore',
      'partner.enable',
    ]);

    // The banner stays deleted: past the period it cannot be restored, leaves the trash and is purged, audited.
    now = new Date(now.getTime() + SITE_RECOVERY_DAYS * DAY);
    expect((await t.call(siteCalls.siteItemRestore, { type: 'banner', id: bannerId }, editor)).body.msg).toBe(SITE_MSG.recoveryExpired);
    expect((await t.call(siteCalls.siteItemList, { type: 'banner', trash: true }, editor)).body.data).toEqual([]);
    const counts = await runHousekeeping({ db: t.database.db, storage: t.app.storage, env: t.env, now });
    expect(counts.site_trash).toBe(1);
    expect(await t.database.db.select().from(banners).where(eq(banners.id, bannerId))).toEqual([]);
    expect((await audits('banner')).at(-1)).toMatchObject({ action: 'banner.purge', actorId: null, objectId: String(bannerId) });
    // The restored partner and its upload stay.
    expect((await t.database.db.select().from(partners).where(eq(partners.id, partnerId))).length).toBe(1);
    expect((await t.database.db.select().from(uploads).where(eq(uploads.id, up.body.data.id))).length).toBe(1);
  });

  it('lists by position and keyword, paged; refuses other roles and company users', async () => {
    for (const [i, position] of (['home', 'home', 'company'] as const).entries()) {
      await t.call(
        siteCalls.siteItemSave,
        { type: 'banner', position, title: `列表轮播${i}`, image: '/demo/banners/home-2.svg', sort: 10 - i },
        editor,
      );
    }
    const home = await t.call(siteCalls.siteItemList, { type: 'banner', position: 'home', keyword: '列表轮播' }, editor);
    expect(home.body.data.map((x: { name: string }) => x.name)).toEqual(['列表轮播1', '列表轮播0']);
    expect(home.body.data[0]).toMatchObject({ position: 'home', position_name: '首页', image: '/demo/banners/home-2.svg' });
    const paged = await t.call(siteCalls.siteItemList, { type: 'banner', keyword: '列表轮播', start: 2, page_size: 2 }, editor);
    expect([paged.body.count, paged.body.data.length]).toEqual([3, 1]);
    const count = (await t.database.db.select().from(banners)).length;
    for (const token of [system, ops, auditor, company]) {
      expect(
        (await t.call(siteCalls.siteItemSave, { type: 'banner', title: '越权', image: '/demo/banners/home-2.svg' }, token)).body,
      ).toMatchObject({ code: 0, msg: MSG.forbidden });
      expect((await t.call(siteCalls.siteItemList, { type: 'banner' }, token)).body).toMatchObject({ code: 0, msg: MSG.forbidden });
    }
    expect((await t.database.db.select().from(banners)).length).toBe(count);
    expect((await t.call(siteCalls.siteItemDelete, { type: 'banner', id: 999999 }, editor)).body.msg).toBe(SITE_MSG.notFound);
  });
});

describe('the public site shows what the back office saved (issue 13)', () => {
  const figures = async () => (await t.call(siteCalls.showDataone, {})).body.data as { shop_number: number };
  const listed = async () => (await t.call(companiesCalls.shopList, { page_size: 1 })).body.count as number;

  it('every column picture: the public config serves the saved picture on the next read, and "" clears it', async () => {
    const keys = Object.values(COLUMN_PICTURES).filter((k) => k !== null);
    expect([...keys].sort()).toEqual(CONTENT_SETTING_KEYS.filter((k) => k.endsWith('_pic')).sort());
    const pictures = Object.fromEntries(keys.map((k, i) => [k, `/demo/sections/column-${i}.svg`]));
    await config(); // kept by the public cache: the save must empty it
    const res = await t.call(siteCalls.siteColumnsSave, pictures, editor);
    expect(res.body.code).toBe(Code.OK);
    const after = await config();
    for (const k of keys) expect(after[k], k).toBe(`http://localhost:3000${pictures[k]}`);
    expect((await t.call(siteCalls.siteColumnsSave, { pxfu_pic: '' }, editor)).body.data.changed).toEqual(['pxfu_pic']);
    expect((await config()).pxfu_pic).toBe('');
    expect((await config()).zlfw_pic).toBe(`http://localhost:3000${pictures.zlfw_pic}`);
  });

  it('a banner of every position shows in that position’s banner_list at once, and only there; disabled, it is gone', async () => {
    for (const { value: position } of BANNER_POSITIONS) {
      const title = `栏目轮播-${position}`;
      for (const p of BANNER_POSITIONS) await publicNames(siteCalls.bannerList, { position: p.value }); // every list kept
      const res = await t.call(
        siteCalls.siteItemSave,
        { type: 'banner', position, title, image: `/demo/banners/${position}.svg`, href: '/train' },
        editor,
      );
      expect(res.body.code, position).toBe(Code.OK);
      for (const p of BANNER_POSITIONS) {
        expect((await publicNames(siteCalls.bannerList, { position: p.value })).includes(title), `${position} in ${p.value}`).toBe(
          p.value === position,
        );
      }
      const [shown] = (
        (await t.call(siteCalls.bannerList, { position })).body.data as { title: string; image: string; href: string }[]
      ).filter((b) => b.title === title);
      expect(shown).toMatchObject({ image: `http://localhost:3000/demo/banners/${position}.svg`, href: '/train' });
      await t.call(siteCalls.siteItemToggle, { type: 'banner', id: res.body.data.id, enabled: false }, editor);
      expect(await publicNames(siteCalls.bannerList, { position })).not.toContain(title);
    }
  });

  it('入驻企业数: the public figure is the setting when set, the live count of listed companies when empty', async () => {
    await t.call(siteCalls.siteSettingsSave, { shop_number: '' }, system);
    const live = await listed();
    expect((await figures()).shop_number).toBe(live);
    const res = await t.call(siteCalls.siteSettingsSave, { shop_number: '286' }, system);
    expect(res.body.data.changed).toEqual(['shop_number']);
    expect((await figures()).shop_number).toBe(286);
    expect((await config()).shop_number).toBe('286');
    expect((await audits('site_setting')).at(-1)!.detail).toEqual({ before: { shop_number: '' }, after: { shop_number: '286' } });

    // Refused: not a whole number; nothing changes.
    const lines = (await audits('site_setting')).length;
    for (const bad of ['-1', '12.5', '1e3', '12345678']) {
      expect((await t.call(siteCalls.siteSettingsSave, { shop_number: bad }, system)).body.msg, bad).toMatch(/^入驻企业数/);
    }
    expect((await figures()).shop_number).toBe(286);
    expect((await audits('site_setting')).length).toBe(lines);

    await t.call(siteCalls.siteSettingsSave, { shop_number: '' }, system);
    expect((await figures()).shop_number).toBe(live);
  });
});
