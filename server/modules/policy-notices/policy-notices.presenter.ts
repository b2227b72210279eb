import {
  ALL_COMPANIES, NOTICE_STATUS_LABEL, NOTICE_WINDOW_LABEL, noticeWindow,
  type FollowupItem, type MyNoticeItem, type PolicyNoticeItem,
} from '../../../shared/contracts/policy-notices';
import { formatDate, formatDateTime } from '../../lib/dates';
import type { FollowupRow, NoticeRow } from './policy-notices.service';

/** The fields both sides see: spec §3's id, company_id, company_name, title, start_time, end_time, link. */
function noticeFields(n: NoticeRow, companyName: string | null, today: string): MyNoticeItem {
  const start = formatDate(n.startTime);
  const end = formatDate(n.endTime);
  const window = noticeWindow(start, end, today);
  return {
    id: n.id,
    company_id: n.companyId ?? 0,
    company_name: n.companyId ? (companyName ?? '') : ALL_COMPANIES,
    title: n.title,
    start_time: start,
    end_time: end,
    link: n.link,
    window,
    window_label: NOTICE_WINDOW_LABEL[window],
    createtime: formatDateTime(n.createdAt),
  };
}

export function presentFollowup(f: FollowupRow): FollowupItem {
  return { id: f.id, note: f.note, admin_name: f.adminName ?? '', createtime: formatDateTime(f.createdAt) };
}

/** The staff's row: the notice, its follow-up state and who published it. */
export function presentAdminNotice(
  r: { notice: NoticeRow; companyName: string | null; adminName: string | null },
  followups: { count: number; last: FollowupRow | null } | undefined,
  today: string,
): PolicyNoticeItem {
  return {
    ...noticeFields(r.notice, r.companyName, today),
    status: r.notice.status,
    status_label: NOTICE_STATUS_LABEL[r.notice.status] ?? '',
    followup_count: followups?.count ?? 0,
    last_followup: followups?.last ? presentFollowup(followups.last) : null,
    admin_name: r.adminName ?? '',
  };
}

/** The company's card: no follow-ups, no publisher. */
export function presentMyNotice(r: { notice: NoticeRow; companyName: string | null }, today: string): MyNoticeItem {
  return noticeFields(r.notice, r.companyName, today);
}
