import type { AppLoadContext } from 'react-router';
import {
  SYSTEM_TYPE_DEFAULT, type MyNoticeItem, type PolicyNoticeItem, type SystemInfo,
} from '@shared/contracts/policy-notices';
import { loadList, loadOr, type ListPage } from '~/lib/list-load.server';
import { adminListPayload, myListPayload, type NoticeQuery } from '../notice-query';
import { MY_NOTICE_CALL, NOTICE_LIST_CALL, SYSTEM_INFO_CALL } from './calls';

export type AdminNoticesPage = { page: ListPage<PolicyNoticeItem>; systemType: number };

/** /system/account: one page (8) of notices and the system type (which decides the company column). */
export async function loadAdminNotices(context: AppLoadContext, q: NoticeQuery): Promise<AdminNoticesPage> {
  const [page, info] = await Promise.all([
    loadList<PolicyNoticeItem>(context, NOTICE_LIST_CALL, adminListPayload(q)),
    loadOr<SystemInfo>(context, SYSTEM_INFO_CALL, {}, { system_type: SYSTEM_TYPE_DEFAULT }),
  ]);
  return { page, systemType: info.system_type };
}

/** /policy_notice: one page of the company's notices; a failed load is an empty list with the message. */
export function loadMyNotices(context: AppLoadContext, page: number): Promise<ListPage<MyNoticeItem>> {
  return loadList<MyNoticeItem>(context, MY_NOTICE_CALL, myListPayload(page));
}
