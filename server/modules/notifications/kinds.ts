import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, feedback } from '../../db/schema/index';
import { formatDateTime } from '../../lib/dates';
import { emailBody, smsText, type Notification } from './channels';

/** Kinds of notifications that are not expiry reminders (the notifications table's `kind`). */
export const NotificationKind = { FEEDBACK_DONE: 'feedback_done' } as const;
export type NotificationKindValue = (typeof NotificationKind)[keyof typeof NotificationKind];

export type NotificationRow = { id: number; kind: string; objectId: number; companyId: number | null };

/** A service request marked 已完成: its title and the 平台反馈, to the company that raised it. */
async function feedbackDone(db: Db, row: NotificationRow): Promise<Notification | null> {
  const [r] = await db
    .select({
      title: feedback.title,
      remark: feedback.remark,
      createdAt: feedback.createdAt,
      handledAt: feedback.handledAt,
      companyName: companies.name,
      mobile: companies.mobile,
      email: companies.email,
    })
    .from(feedback)
    .innerJoin(companies, eq(companies.id, feedback.companyId))
    .where(eq(feedback.id, row.objectId))
    .limit(1);
  if (!r) return null;
  const sentence = `${r.companyName}：您提交的服务诉求「${r.title}」已办结，详情请登录园区企业服务门户，在“服务记录”中查看。`;
  return {
    kind: row.kind,
    id: row.id,
    companyName: r.companyName,
    mobile: r.mobile,
    email: r.email,
    title: '服务诉求办结通知',
    sentence,
    subject: `【园区企业服务门户】服务诉求「${smsText(r.title, 20)}」已办结`,
    text: emailBody(r.companyName, [
      `您提交的服务诉求「${r.title}」已办结。`,
      `平台反馈：${r.remark || '（无）'}`,
      [`提交时间：${formatDateTime(r.createdAt)}`, `办结时间：${formatDateTime(r.handledAt)}`].join('\n'),
      '详情请登录园区企业服务门户，在“服务记录”中查看；如有疑问，请联系园区管理处。',
    ]),
    smsParam: { company: smsText(r.companyName), title: smsText(r.title) },
    logFields: { feedback: row.objectId },
  };
}

const BUILDERS: Record<string, (db: Db, row: NotificationRow) => Promise<Notification | null>> = {
  [NotificationKind.FEEDBACK_DONE]: feedbackDone,
};

/** What a notification says, built from its kind and object when it is sent; null when the object is gone. */
export async function buildNotification(db: Db, row: NotificationRow): Promise<Notification | null> {
  const build = BUILDERS[row.kind];
  return build ? build(db, row) : null;
}
