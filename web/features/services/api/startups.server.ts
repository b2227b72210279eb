import type { AppLoadContext } from 'react-router';
import * as servicesCalls from '@shared/calls/services';
import type { StartupCard } from '@shared/contracts/services';
import { PAGE_SIZE } from '@shared/constants';
import { STARTUP_TYPES } from '@shared/labels/services';
import { loadItem } from '~/lib/detail.server';
import { pageBody } from '~/lib/list-query';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { parseStartupQuery } from '../service-query';

export type StartupSection = { type: number; label: string } & ListPage<StartupCard>;

/** /risk: the three start-up categories, six items each (spec §9). */
export async function loadStartupOverview(context: AppLoadContext): Promise<StartupSection[]> {
  const types = STARTUP_TYPES.filter((t) => t.value !== 0);
  return Promise.all(
    types.map(async (t) => ({
      type: t.value,
      label: t.label,
      ...(await loadList(context, servicesCalls.startupList, { type: t.value, start: 1, page_size: PAGE_SIZE.startupOverview })),
    })),
  );
}

/** /risklist: one tab (0 all, 1–3 a category), 10 a page. */
export async function loadStartupPage(context: AppLoadContext, sp: URLSearchParams) {
  const query = parseStartupQuery(sp);
  const list = await loadList(context, servicesCalls.startupList, {
    type: query.tab,
    ...pageBody(query, PAGE_SIZE.startupList),
  });
  return { query, ...list };
}

export const loadStartupItem = (context: AppLoadContext, sp: URLSearchParams) => loadItem(context, servicesCalls.startupDetail, sp);
