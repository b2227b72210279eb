import { z } from 'zod';
import * as c from '../contracts/policy-notices';
import { call, query } from './define';

/** Policy notices (政策通知, issue 10): staff publish and follow up, a company reads its own (server/modules/policy-notices). */

const noBody = z.object({}).passthrough();
const saved = z.object({ id: z.number().int() });

// Staff: the system type, the notice list and its companies, publishing, following up, deleting.
export const systemInfo = query('/api/index/system_info', noBody, c.systemInfo);
export const policyNoticeList = query('/api/admin/policy_notice_list', c.policyNoticeListBody, z.array(c.policyNoticeItem));
export const policyNoticeCompanies = query('/api/admin/policy_notice_companies', noBody, z.array(c.policyNoticeCompanyOption));
export const policyNoticeAdd = call('/api/admin/policy_notice_add', c.policyNoticeAddBody, saved);
export const policyNoticeFollow = call('/api/admin/policy_notice_follow', c.policyNoticeFollowBody, c.policyNoticeFollowed);
export const policyNoticeFollowups = query('/api/admin/policy_notice_followups', c.policyNoticeFollowupsBody, z.array(c.followupItem));
export const policyNoticeDelete = call('/api/admin/policy_notice_delete', c.policyNoticeDeleteBody, saved);

// The company's own notices (beside my_room).
export const myNotice = query('/api/index/my_notice', c.myPolicyNoticesBody, z.array(c.myPolicyNoticeItem));
