import type { FastifyInstance } from 'fastify';
import { parkToday } from '../../../shared/billing/rules';
import { arrivalDaysDueOn } from '../../../shared/inbox/rules';
import { MessageKind } from '../../../shared/message-centre/kinds';
import { MESSAGE_LINKS } from '../../../shared/message-centre/links';
import type { Db } from '../../db/client';
import { consultationsDueUntold } from '../consultations/consultations.public';
import { feedbackDueUntold } from '../feedback/feedback.public';
import { excerpt, postToStaff } from '../message-centre/message-centre.public';

/** Items told per run (the next minute's run takes the rest). */
const DEADLINE_BATCH = 100;

/**
 * Staff are told, once per item, on the day an unanswered consultation or service request falls due (the reply limit
 * of REPLY_LIMIT_WORKING_DAYS working days, shared/inbox/rules.ts): a 答复时限 message for the staff who answer that
 * inbox, marked read for all of them when one answers (issue 32). Items already overdue are the inbox overview's to
 * flag; they get no message, so a first start on old records does not flood the bell.
 */
export async function tellReplyDeadlines(db: Db, now: Date, limit: number): Promise<number> {
  const days = arrivalDaysDueOn(parkToday(now), limit);
  if (!days.length) return 0;
  const [from, to] = [days[0]!, days[days.length - 1]!];
  let told = 0;
  // One message per item, its event the item's: marked read for every staff member once the item is answered.
  const tell = async (item: string, title: string, body: string, link: string) => {
    const event = `${MessageKind.STAFF_REPLY_DUE}:${item}`;
    await postToStaff(db, { kind: MessageKind.STAFF_REPLY_DUE, event, title, body, link }, now);
    told += 1;
  };
  for (const c of await consultationsDueUntold(db, from, to, DEADLINE_BATCH))
    await tell(`consultation:${c.id}`, '在线咨询今日到答复时限', `${c.name}：${excerpt(c.content)}`, MESSAGE_LINKS.staffQuestions);
  for (const f of await feedbackDueUntold(db, from, to, DEADLINE_BATCH))
    await tell(`feedback:${f.id}`, '服务诉求今日到答复时限', `${f.companyName}：${excerpt(f.title)}`, MESSAGE_LINKS.staffFeedback);
  return told;
}

/** The minute job's part (server/main.ts, with the publishing runs: one node at a time). */
export async function runReplyDeadlines(app: FastifyInstance, now: Date = app.clock()): Promise<void> {
  const told = await tellReplyDeadlines(app.db, now, app.env.REPLY_LIMIT_WORKING_DAYS);
  if (told) app.log.info({ told }, `答复时限提醒：${told} 条`);
}
