import { describe, expect, it } from 'vitest';
import { StaffRole } from '@shared/auth/staff-roles';
import { siteItemSaveBody, systemSettingsBody, SITE_MSG } from '@shared/contracts/site-admin';
import { parseSiteAdminQuery, siteAdminHref, siteItemPayload, tabsFor } from './site-admin-query';

const parse = (q: string, roles = [StaffRole.SYSTEM, StaffRole.CONTENT]) =>
  parseSiteAdminQuery(
    new URLSearchParams(q),
    tabsFor(roles).map((t) => t.key),
  );

describe('/system/site query', () => {
  it('shows each role its own tabs, and a tab of another role falls back to the first', () => {
    expect(tabsFor([StaffRole.SYSTEM]).map((t) => t.key)).toEqual(['settings']);
    expect(tabsFor([StaffRole.CONTENT]).map((t) => t.key)).toEqual(['columns', 'banner', 'partner', 'link']);
    expect(tabsFor([StaffRole.OPERATIONS])).toEqual([]);
    expect(parse('tab=settings', [StaffRole.CONTENT]).tab).toBe('columns');
    expect(parse('').tab).toBe('settings');
  });

  it('reads the list filters leniently and writes links without defaults', () => {
    expect(parse('tab=banner&view=trash&position=home&keyword=%20春%20&page=2')).toEqual({
      tab: 'banner',
      trash: true,
      position: 'home',
      keyword: '春',
      page: 2,
    });
    expect(parse('tab=link&position=home&page=x')).toEqual({ tab: 'link', trash: false, position: '', keyword: '', page: 1 });
    expect(parse('tab=columns&view=trash').trash).toBe(false);
    expect(siteAdminHref('/system/site', { tab: 'banner', position: 'company', page: 1 })).toBe('/system/site?tab=banner&position=company');
    expect(siteAdminHref('/system/site', { tab: 'link', trash: true, keyword: '政府', page: 3 })).toBe(
      '/system/site?tab=link&view=trash&keyword=%E6%94%BF%E5%BA%9C&page=3',
    );
    expect(siteItemPayload({ tab: 'partner', trash: false, position: '', keyword: '', page: 1 })).toEqual({
      type: 'partner',
      start: 1,
      page_size: 8,
    });
  });

  it('checks the forms with the server contract: Chinese messages for phone, e-mail, 备案号 and links', () => {
    const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
    expect(systemSettingsBody.safeParse({ phone: '0571-88886001转8001 / (0571)88886002 / +86 138 0000 1111' }).success).toBe(true);
    expect(msg(systemSettingsBody.safeParse({ phone: '请致电' }))).toBe(SITE_MSG.phone);
    expect(msg(systemSettingsBody.safeParse({ email: 'a@b' }))).toBe(SITE_MSG.email);
    expect(systemSettingsBody.safeParse({ beianhao: '京ICP证030173号' }).success).toBe(true);
    expect(msg(systemSettingsBody.safeParse({ beianhao: '京ICP备号' }))).toBe(SITE_MSG.beianhao);
    expect(msg(siteItemSaveBody.safeParse({ type: 'link', name: '链接', href: 'www.gov.cn' }))).toBe(SITE_MSG.linkHref);
    expect(
      siteItemSaveBody.safeParse({ type: 'banner', title: '图', image: '/demo/banners/home-1.svg', href: '/information?cat=1' }).success,
    ).toBe(true);
  });
});
