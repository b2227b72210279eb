import type { AppLoadContext } from 'react-router';
import * as leasing from '@shared/calls/leasing';
import { PAGE_SIZE } from '@shared/constants';
import { loadItem } from '~/lib/detail.server';
import { parseListQuery, type ListQuery, type NoFilters } from '~/lib/list-query';
import { keywordBody, loadList } from '~/lib/list-load.server';

export type TenancyQuery = ListQuery<NoFilters>;

/** /tenancy: rooms to lease (vacant first), 10 a page. */
export async function loadRoomPage(context: AppLoadContext, sp: URLSearchParams) {
  const query: TenancyQuery = parseListQuery(sp, {});
  const list = await loadList(context, leasing.leaseList, {
    ...keywordBody(query.keyword),
    start: query.page,
    page_size: PAGE_SIZE.tenancy,
  });
  return { query, ...list };
}

export const loadRoom = (context: AppLoadContext, sp: URLSearchParams) =>
  loadItem(context, leasing.leaseDetail, sp);

/** The first rooms of the lease list (vacant first), for the home page. */
export const loadRoomSample = (context: AppLoadContext, size: number) =>
  loadList(context, leasing.leaseList, { start: 1, page_size: size });
