import { parkToday } from '../../../shared/billing/rules';
import {
  ConsultationStatus,
  consultationStatusName,
  consultationTypeName,
  type ConsultationItem,
  type ConsultationAdminItem,
  type ConsultationDetail,
} from '../../../shared/contracts/consultations';
import { REPLY_STATE_LABEL, ageDays, ageLabel, receivedDayOf, replyDueDate, replyState } from '../../../shared/inbox/rules';
import { formatDateTime } from '../../lib/dates';
import { maskPhone } from '../notifications/notifications.public';
import { itemKey, type ConsultationRow } from './consultations.service';

const titleOf = (r: ConsultationRow, titles: Map<string, string>) => (r.itemId ? (titles.get(itemKey(r.type, r.itemId)) ?? '') : '');

/** What the asker's list and the staff's inbox both show of a consultation (the phone as each shows it). */
function common(r: ConsultationRow, titles: Map<string, string>, phone: string) {
  return {
    id: r.id,
    type: r.type,
    type_name: consultationTypeName(r.type),
    question_id: r.itemId ?? 0,
    item_title: titleOf(r, titles),
    company_name: r.companyName,
    name: r.name,
    phone,
    content: r.content,
    status: r.status,
    status_name: consultationStatusName(r.status),
    createtime: formatDateTime(r.createdAt),
    reply_time: r.status === ConsultationStatus.ANSWERED ? formatDateTime(r.handledAt) : '',
  };
}

/** my_question: the spec's fields (question_id, user_id, createtime, status) plus names, the item's title and the reply time. */
export function presentOwn(r: ConsultationRow, titles: Map<string, string>): ConsultationItem {
  return { ...common(r, titles, r.phone), reply: r.reply, user_id: r.userId ?? 0 };
}

/** A row of the staff's inbox, with its age and reply state against `now` and the reply limit (working days). */
export function presentInbox(r: ConsultationRow, titles: Map<string, string>, now: Date, limit: number): ConsultationAdminItem {
  const received = receivedDayOf(r.createdAt);
  const state = replyState(received, r.status === ConsultationStatus.ANSWERED, parkToday(now), limit);
  return {
    ...common(r, titles, maskPhone(r.phone)),
    age_days: ageDays(r.createdAt, now),
    age_label: ageLabel(r.createdAt, now),
    reply_state: state,
    reply_state_name: REPLY_STATE_LABEL[state],
    due_date: replyDueDate(received, limit),
  };
}

/** question_detail: the inbox row with the whole phone number, the reply, who answered and the asker's account. */
export function presentDetail(
  d: { consultation: ConsultationRow; handlerName: string; askerNickname: string },
  titles: Map<string, string>,
  now: Date,
  limit: number,
): ConsultationDetail {
  const r = d.consultation;
  return {
    ...presentInbox(r, titles, now, limit),
    phone: r.phone,
    reply: r.reply,
    handled_by_name: r.status === ConsultationStatus.ANSWERED ? d.handlerName : '',
    user_nickname: d.askerNickname,
  };
}
