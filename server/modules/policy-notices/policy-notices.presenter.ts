import type { FollowupItem, MyPolicyNoticeItem, PolicyNoticeItem } from '../../../shared/contracts/policy-notices';
import {
  ALL_COMPANIES,
  POLICY_NOTICE_STATUS_LABEL,
  POLICY_NOTICE_WINDOW_LABEL,
  policyNoticeWindow,
} from '../../../shared/policy-notices/rules';
import { formatDate, formatDateTime } from '../../lib/dates';
import type { FollowupRow, PolicyNoticeRow } from './policy-notices.service';

/** The fields both sides see: spec §3's id, company_id, company_name, title, start_time, end_time, link. */
function policyNoticeFields(n: PolicyNoticeRow, companyName: string | null, today: string): MyPolicyNoticeItem {
  const start = formatDate(n.startTime);
  const end = formatDate(n.endTime);
  const window = policyNoticeWindow(start, end, today);
  return {
    id: n.id,
    company_id: n.companyId ?? 0,
    company_name: n.companyId ? (companyName ?? '') : ALL_COMPANIES,
    title: n.title,
    start_time: start,
    end_time: end,
    link: n.link,
    window,
    window_label: POLICY_NOTICE_WINDOW_LABEL[window],
    createtime: formatDateTime(n.createdAt),
  };
}

export function presentFollowup(f: FollowupRow): FollowupItem {
  return { id: f.id, note: f.note, admin_name: f.adminName ?? '', createtime: formatDateTime(f.createdAt) };
}

/** The staff's row: the notice, its follow-up state and who published it. */
export function presentAdminPolicyNotice(
  r: { policyNotice: PolicyNoticeRow; companyName: string | null; adminName: string | null },
  followups: { count: number; last: FollowupRow | null } | undefined,
  today: string,
): PolicyNoticeItem {
  return {
    ...policyNoticeFields(r.policyNotice, r.companyName, today),
    status: r.policyNotice.status,
    status_label: POLICY_NOTICE_STATUS_LABEL[r.policyNotice.status] ?? '',
    followup_count: followups?.count ?? 0,
    last_followup: followups?.last ? presentFollowup(followups.last) : null,
    admin_name: r.adminName ?? '',
  };
}

/** The company's card: no follow-ups, no publisher. */
export function presentMyPolicyNotice(r: { policyNotice: PolicyNoticeRow; companyName: string | null }, today: string): MyPolicyNoticeItem {
  return policyNoticeFields(r.policyNotice, r.companyName, today);
}
