import { isStaffRole, type StaffRoleValue } from '@shared/auth/staff-roles';
import { PAGE_SIZE } from '@shared/constants';
import { StaffStatus, type StaffStatusValue } from '@shared/contracts/staff';
import { readKeyword, readPage } from '~/lib/list-query';

/** URL parameters of /system/staff: `keyword`, `role` (a role key), `status` (1 启用 / 0 停用), 1-based `page`. */
export type StaffQuery = { keyword: string; role: StaffRoleValue | null; status: StaffStatusValue | null; page: number };

/** Read leniently: an unknown role or status means all, a bad page 1 (docs/spec-decisions.md "URL parameters"). */
export function parseStaffQuery(sp: URLSearchParams): StaffQuery {
  const role = sp.get('role');
  const status = sp.get('status');
  return {
    keyword: readKeyword(sp),
    role: isStaffRole(role) ? role : null,
    status: status === '1' ? StaffStatus.ENABLED : status === '0' ? StaffStatus.DISABLED : null,
    page: readPage(sp),
  };
}

function href(path: string, entries: [string, string | number | null | undefined][]): string {
  const sp = new URLSearchParams();
  for (const [k, v] of entries) if (v !== undefined && v !== null && v !== '') sp.set(k, String(v));
  const s = sp.toString();
  return s ? `${path}?${s}` : path;
}

/** A list link; defaults (no keyword, every role and status, page 1) are left out. */
export function staffListHref(path: string, q: Partial<StaffQuery>): string {
  return href(path, [
    ['keyword', q.keyword],
    ['role', q.role],
    ['status', q.status],
    ['page', q.page && q.page > 1 ? q.page : undefined],
  ]);
}

/** staff_list payload (staffListBody), 8 a page like the other back-office lists. */
export function staffListPayload(q: StaffQuery): Record<string, unknown> {
  return {
    ...(q.keyword ? { keyword: q.keyword } : {}),
    ...(q.role ? { role: q.role } : {}),
    ...(q.status !== null ? { status: q.status } : {}),
    start: q.page,
    page_size: PAGE_SIZE.admin,
  };
}

/** /system/sessions?page= : the live sessions' page (lockouts are one short list). */
export function parseSessionsQuery(sp: URLSearchParams): { page: number } {
  return { page: readPage(sp) };
}
