import type * as articlesCalls from '@shared/calls/articles';
import type { CallBody } from '@shared/calls/define';
import { PAGE_SIZE } from '@shared/constants';
import { PolicyState, type PolicyStateValue } from '@shared/contracts/policies-admin';
import { readKeyword, readPage } from '~/lib/list-query';

/**
 * URL parameters of /system/policies: `keyword`, `category` (1..3), `state` (a PolicyState but deleted),
 * `view=trash` (the recycle bin), 1-based `page`. Read leniently: unknown values mean all, a bad page 1.
 */
export type PolicyAdminQuery = { keyword: string; category: number; state: PolicyStateValue | null; trash: boolean; page: number };

const LISTED_STATES: readonly number[] = [PolicyState.DRAFT, PolicyState.SCHEDULED, PolicyState.PUBLISHED, PolicyState.UNPUBLISHED];

export function parsePolicyAdminQuery(sp: URLSearchParams): PolicyAdminQuery {
  const category = Number(sp.get('category'));
  const stateRaw = sp.get('state');
  const state =
    stateRaw !== null && /^\d$/.test(stateRaw) && LISTED_STATES.includes(Number(stateRaw)) ? (Number(stateRaw) as PolicyStateValue) : null;
  return {
    keyword: readKeyword(sp),
    category: [1, 2, 3].includes(category) ? category : 0,
    state,
    trash: sp.get('view') === 'trash',
    page: readPage(sp),
  };
}

/** A list link; defaults (no keyword, every category and state, page 1, not the trash) are left out. */
export function policyAdminHref(path: string, q: Partial<PolicyAdminQuery>): string {
  const sp = new URLSearchParams();
  if (q.trash) sp.set('view', 'trash');
  if (q.keyword) sp.set('keyword', q.keyword);
  if (!q.trash && q.category) sp.set('category', String(q.category));
  if (!q.trash && q.state !== null && q.state !== undefined) sp.set('state', String(q.state));
  if (q.page && q.page > 1) sp.set('page', String(q.page));
  const s = sp.toString();
  return s ? `${path}?${s}` : path;
}

/** policy_list / policy_trash payload, 8 a page like the other back-office lists (the trash takes no filters). */
export function policyAdminPayload(q: PolicyAdminQuery): CallBody<typeof articlesCalls.policyList> {
  const base = { ...(q.keyword ? { keyword: q.keyword } : {}), start: q.page, page_size: PAGE_SIZE.admin };
  if (q.trash) return base;
  return { ...base, ...(q.category ? { category: q.category } : {}), ...(q.state !== null ? { state: q.state } : {}) };
}
