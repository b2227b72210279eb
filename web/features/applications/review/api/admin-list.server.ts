import type { AppLoadContext } from 'react-router';
import type * as applicationsCalls from '@shared/calls/applications';
import type { ApplicationView } from '@shared/contracts/applications';
import { PAGE_SIZE } from '@shared/constants';
import { Code } from '@shared/envelope';
import type { AdminListQuery } from '../review-query';

/** The staff's two lists: every application (apply_list) or the settled companies (system_shop_list). */
export type AdminListCall = typeof applicationsCalls.applyList | typeof applicationsCalls.systemShopList;

export type AdminListPage = { items: ApplicationView[]; total: number; error: string | null };

/** One page (8, spec §9) of applications or settled companies; a failed load leaves the list empty (spec §8). */
export async function loadAdminList(context: AppLoadContext, call: AdminListCall, q: AdminListQuery): Promise<AdminListPage> {
  const res = await context.api(call, {
    ...(q.keyword ? { keyword: q.keyword } : {}),
    start: q.page,
    page_size: PAGE_SIZE.admin,
  });
  if (res.code !== Code.OK) return { items: [], total: 0, error: res.msg || 'Error' };
  return { items: res.data, total: res.count ?? 0, error: null };
}
