import type { siteItemList } from '@shared/calls/site';
import type { CallBody } from '@shared/calls/define';
import { PAGE_SIZE } from '@shared/constants';
import { BANNER_POSITIONS, type BannerPosition, type SiteItemType } from '@shared/contracts/site-admin';
import { SITE_CONTENT_STAFF, SITE_SYSTEM_STAFF } from '@shared/auth/module-roles';
import { holdsAnyRole, type StaffRoleValue } from '@shared/auth/staff-roles';
import { readKeyword, readPage } from '~/lib/list-query';

/** The sections of /system/site: the system administrator's settings, then the content editor's four. */
export type SiteTab = 'settings' | 'columns' | SiteItemType;

export const SITE_TABS: { key: SiteTab; label: string; roles: readonly StaffRoleValue[] }[] = [
  { key: 'settings', label: '站点信息', roles: SITE_SYSTEM_STAFF },
  { key: 'columns', label: '栏目介绍', roles: SITE_CONTENT_STAFF },
  { key: 'banner', label: '轮播图', roles: SITE_CONTENT_STAFF },
  { key: 'partner', label: '合作伙伴', roles: SITE_CONTENT_STAFF },
  { key: 'link', label: '友情链接', roles: SITE_CONTENT_STAFF },
];

/** The tabs a viewer with these roles may open, in order. */
export const tabsFor = (roles: readonly StaffRoleValue[] | undefined) => SITE_TABS.filter((t) => holdsAnyRole(roles ?? [], t.roles));

export const isItemTab = (tab: SiteTab): tab is SiteItemType => tab === 'banner' || tab === 'partner' || tab === 'link';

/**
 * URL parameters of /system/site: `tab`, and for the lists `view=trash`, `position` (banners), `keyword`, 1-based
 * `page`. Read leniently: a tab the viewer may not open is their first one.
 */
export type SiteAdminQuery = { tab: SiteTab; trash: boolean; position: BannerPosition | ''; keyword: string; page: number };

export function parseSiteAdminQuery(sp: URLSearchParams, allowed: readonly SiteTab[]): SiteAdminQuery {
  const raw = sp.get('tab') as SiteTab | null;
  const tab = raw && allowed.includes(raw) ? raw : (allowed[0] ?? 'settings');
  const position = BANNER_POSITIONS.find((p) => p.value === sp.get('position'))?.value ?? '';
  return {
    tab,
    trash: isItemTab(tab) && sp.get('view') === 'trash',
    position: tab === 'banner' ? position : '',
    keyword: readKeyword(sp),
    page: readPage(sp),
  };
}

/** A link within the page; defaults are left out. */
export function siteAdminHref(path: string, q: Partial<SiteAdminQuery>): string {
  const sp = new URLSearchParams();
  if (q.tab) sp.set('tab', q.tab);
  if (q.trash) sp.set('view', 'trash');
  if (q.tab === 'banner' && q.position) sp.set('position', q.position);
  if (q.keyword) sp.set('keyword', q.keyword);
  if (q.page && q.page > 1) sp.set('page', String(q.page));
  const s = sp.toString();
  return s ? `${path}?${s}` : path;
}

/** site_item_list payload, a back-office page at a time. */
export function siteItemPayload(q: SiteAdminQuery & { tab: SiteItemType }): CallBody<typeof siteItemList> {
  return {
    type: q.tab,
    ...(q.trash ? { trash: true } : {}),
    ...(q.position ? { position: q.position } : {}),
    ...(q.keyword ? { keyword: q.keyword } : {}),
    start: q.page,
    page_size: PAGE_SIZE.admin,
  };
}
