import type { AppLoadContext } from 'react-router';
import type { LockoutItem, StaffAccount, StaffLiveSession } from '@shared/contracts/staff';
import { STAFF_SESSION_PAGE_SIZE } from '@shared/contracts/staff';
import { loadList, type ListPage } from '~/lib/list-load.server';
import { STAFF_CALLS } from '../staff-calls';
import { staffListPayload, type StaffQuery } from '../staff-query';

/** One page of staff accounts for the loader; a failed load is an empty list with the server's message. */
export function loadStaff(context: AppLoadContext, q: StaffQuery): Promise<ListPage<StaffAccount>> {
  return loadList<StaffAccount>(context, STAFF_CALLS.list, staffListPayload(q));
}

export type SessionsData = { sessions: ListPage<StaffLiveSession>; lockouts: ListPage<LockoutItem> };

/** Everyone's live sessions (one page) and the lockouts in force, through the same API other clients use. */
export async function loadSessions(context: AppLoadContext, page: number): Promise<SessionsData> {
  const [sessions, lockouts] = await Promise.all([
    loadList<StaffLiveSession>(context, STAFF_CALLS.sessions, { start: page, page_size: STAFF_SESSION_PAGE_SIZE }),
    loadList<LockoutItem>(context, STAFF_CALLS.lockouts, {}),
  ]);
  return { sessions, lockouts };
}
