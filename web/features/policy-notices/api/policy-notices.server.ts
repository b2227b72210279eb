import type { AppLoadContext } from 'react-router';
import * as policyNoticesCalls from '@shared/calls/policy-notices';
import type { MyPolicyNoticeItem, PolicyNoticeItem } from '@shared/contracts/policy-notices';
import { SYSTEM_TYPE_DEFAULT } from '@shared/policy-notices/rules';
import { loadList, loadOr, type ListPage } from '~/lib/list-load.server';
import { adminListPayload, myListPayload, type PolicyNoticeQuery } from '../policy-notice-query';

export type AdminPolicyNoticesPage = { page: ListPage<PolicyNoticeItem>; systemType: number };

/** /system/account: one page (8) of notices and the system type (which decides the company column). */
export async function loadAdminPolicyNotices(context: AppLoadContext, q: PolicyNoticeQuery): Promise<AdminPolicyNoticesPage> {
  const [page, info] = await Promise.all([
    loadList(context, policyNoticesCalls.policyNoticeList, adminListPayload(q)),
    loadOr(context, policyNoticesCalls.systemInfo, {}, { system_type: SYSTEM_TYPE_DEFAULT }),
  ]);
  return { page, systemType: info.system_type };
}

/** /policy_notice: one page of the company's notices; a failed load is an empty list with the message. */
export function loadMyPolicyNotices(context: AppLoadContext, page: number): Promise<ListPage<MyPolicyNoticeItem>> {
  return loadList(context, policyNoticesCalls.myNotice, myListPayload(page));
}
