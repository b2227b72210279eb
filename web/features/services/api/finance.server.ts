import type { AppLoadContext } from 'react-router';
import * as servicesCalls from '@shared/calls/services';
import { PAGE_SIZE } from '@shared/constants';
import { loadItem } from '~/lib/detail.server';
import { pageBody } from '~/lib/list-query';
import { loadList } from '~/lib/list-load.server';
import { parseFinanceQuery } from '../service-query';

/** /finance: incubation (finance) services, 10 a page. */
export async function loadFinancePage(context: AppLoadContext, sp: URLSearchParams) {
  const query = parseFinanceQuery(sp);
  const list = await loadList(context, servicesCalls.financeList, pageBody(query, PAGE_SIZE.finance));
  return { query, ...list };
}

export const loadFinanceItem = (context: AppLoadContext, sp: URLSearchParams) => loadItem(context, servicesCalls.financeDetail, sp);

/** The first incubation services, for the home page. */
export const loadFinanceSample = (context: AppLoadContext, size: number) =>
  loadList(context, servicesCalls.financeList, { start: 1, page_size: size });
