import type { AppLoadContext } from 'react-router';
import * as siteCalls from '@shared/calls/site';
import type { ContentSettings, SiteItem, SystemSettings } from '@shared/contracts/site-admin';
import { Code } from '@shared/envelope';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { isItemTab, siteItemPayload, type SiteAdminQuery } from '../site-admin-query';

export type SiteAdminData =
  | { kind: 'settings'; settings: SystemSettings | null; error: string | null }
  | { kind: 'columns'; settings: ContentSettings | null; error: string | null }
  | { kind: 'items'; page: ListPage<SiteItem> };

/** What the active tab shows: one settings group, or one page of banners, partners or links (or their trash). */
export async function loadSiteAdmin(context: AppLoadContext, q: SiteAdminQuery): Promise<SiteAdminData> {
  if (isItemTab(q.tab))
    return { kind: 'items', page: await loadList(context, siteCalls.siteItemList, siteItemPayload({ ...q, tab: q.tab })) };
  if (q.tab === 'settings') {
    const res = await context.api(siteCalls.siteSettings, {});
    return { kind: 'settings', settings: res.code === Code.OK ? res.data : null, error: res.code === Code.OK ? null : res.msg || 'Error' };
  }
  const res = await context.api(siteCalls.siteColumns, {});
  return { kind: 'columns', settings: res.code === Code.OK ? res.data : null, error: res.code === Code.OK ? null : res.msg || 'Error' };
}
