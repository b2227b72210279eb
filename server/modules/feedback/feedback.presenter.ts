import { parkToday } from '../../../shared/billing/rules';
import type { FeedbackAdminItem, FeedbackItem } from '../../../shared/contracts/feedback';
import { FEEDBACK_STATUS_LABEL, FeedbackStatus } from '../../../shared/feedback/rules';
import { REPLY_STATE_LABEL, ageDays, ageLabel, replyDueDate, replyState } from '../../../shared/inbox/rules';
import { formatDateTime } from '../../lib/dates';
import { absoluteUrl } from '../../lib/urls';
import type { FeedbackRow, FeedbackWithCompany } from './feedback.service';

/** A request as its company sees it: photos as full addresses (spec §9), the reply as 平台反馈. */
export function presentFeedback(r: FeedbackRow, publicUrl: string): FeedbackItem {
  return {
    id: r.id,
    shop_id: r.companyId,
    title: r.title,
    content: r.content,
    file: r.files.map((f) => absoluteUrl(publicUrl, f)),
    status: r.status,
    status_name: FEEDBACK_STATUS_LABEL[r.status] ?? FEEDBACK_STATUS_LABEL[FeedbackStatus.PENDING]!,
    remark: r.remark,
    createtime: formatDateTime(r.createdAt),
    reply_time: formatDateTime(r.handledAt),
  };
}

/** A request in the staff's inbox: the company, its age and where it stands against the reply limit on `now`. */
export function presentFeedbackAdmin(r: FeedbackWithCompany, publicUrl: string, now: Date, limit: number): FeedbackAdminItem {
  const received = parkToday(r.row.createdAt);
  const state = replyState(received, r.row.handledAt !== null, parkToday(now), limit);
  return {
    ...presentFeedback(r.row, publicUrl),
    company_id: r.row.companyId,
    company_name: r.companyName,
    people_name: r.contactName,
    mobile: r.mobile,
    age_days: ageDays(r.row.createdAt, now),
    age_label: ageLabel(r.row.createdAt, now),
    reply_state: state,
    reply_state_name: REPLY_STATE_LABEL[state],
    due_date: replyDueDate(received, limit),
    handled_by_name: r.row.handledAt ? r.handlerName : '',
  };
}
