import type { AppLoadContext } from 'react-router';
import { StaffRole } from '@shared/auth/staff-roles';
import * as staffCalls from '@shared/calls/staff';
import type { LockoutItem, StaffAccount, StaffLiveSession } from '@shared/contracts/staff';
import { STAFF_SESSION_PAGE_SIZE } from '@shared/contracts/staff';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { staffListPayload, type StaffQuery } from '../staff-query';

/**
 * One page of staff accounts, and whether any account (enabled or not) holds the security role: until one does,
 * the system administrator's 新建账号 offers 安全管理员 for the first one (the server decides; this only shapes the
 * form, and an unknown answer hides the choice).
 */
export type StaffListPage = ListPage<StaffAccount> & { securityHeld: boolean };

/** The loader's page; a failed load is an empty list with the server's message. */
export async function loadStaff(context: AppLoadContext, q: StaffQuery): Promise<StaffListPage> {
  const [page, security] = await Promise.all([
    loadList(context, staffCalls.staffList, staffListPayload(q)),
    loadList(context, staffCalls.staffList, { role: StaffRole.SECURITY, start: 1, page_size: 1 }),
  ]);
  return { ...page, securityHeld: security.error !== null || security.total > 0 };
}

export type SessionsData = { sessions: ListPage<StaffLiveSession>; lockouts: ListPage<LockoutItem> };

/** Everyone's live sessions (one page) and the lockouts in force, through the same API other clients use. */
export async function loadSessions(context: AppLoadContext, page: number): Promise<SessionsData> {
  const [sessions, lockouts] = await Promise.all([
    loadList(context, staffCalls.staffSessions, { start: page, page_size: STAFF_SESSION_PAGE_SIZE }),
    loadList(context, staffCalls.lockouts, {}),
  ]);
  return { sessions, lockouts };
}
