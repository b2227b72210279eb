import { KEYWORD_MAX } from '@shared/constants';
import { queryString } from '~/config/paths';
import * as applicationsCalls from '@shared/calls/applications';

/** URL parameters of the back-office lists: `keyword` and the 1-based `page` (defaults left out of links). */
export type AdminListQuery = { keyword: string; page: number };

export function parseAdminListQuery(sp: URLSearchParams): AdminListQuery {
  const keyword = (sp.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const raw = sp.get('page') ?? '';
  const page = /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  return { keyword, page };
}

export function adminListHref(path: string, q: Partial<AdminListQuery>): string {
  return `${path}${queryString({ keyword: q.keyword, page: q.page })}`;
}

/** The Excel export of a staff list with its keyword (/api/admin/apply_export or company_export, issue 13). */
export function adminExportHref(mode: 'apply' | 'company', keyword: string): string {
  const base = (mode === 'apply' ? applicationsCalls.applyExport : applicationsCalls.companyExport).path;
  return keyword ? `${base}?${new URLSearchParams({ keyword }).toString()}` : base;
}
