import type { AppLoadContext } from 'react-router';
import * as articlesCalls from '@shared/calls/articles';
import type { PolicyCard } from '@shared/contracts/articles';
import { PAGE_SIZE } from '@shared/constants';
import { Code } from '@shared/envelope';
import { atLeastOf, type ListPage } from '~/lib/list-load.server';
import type { InformationFilters } from '../information-query';

export type PolicyPage = ListPage<PolicyCard>;

/** One page of /information. A failed load gives an empty list and the server's message (spec §8). */
export async function loadPolicyPage(
  context: AppLoadContext,
  f: InformationFilters,
  pageSize: number = PAGE_SIZE.information,
): Promise<PolicyPage> {
  const res = await context.api(articlesCalls.serverList, {
    type: f.cat,
    quarter: f.quarter,
    ...(f.year ? { year: f.year } : {}),
    ...(f.keyword ? { keyword: f.keyword } : {}),
    start: f.page,
    page_size: pageSize,
  });
  if (res.code !== Code.OK) return { items: [], total: 0, error: res.msg || 'Error' };
  return { items: res.data, total: res.count ?? 0, error: null, ...atLeastOf(res) };
}
