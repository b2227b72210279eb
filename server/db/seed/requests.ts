import type { Db } from '../client';
import { consultations, feedback } from '../schema/index';
import type { SeededCompany } from './companies';
import { CONSULTATIONS, FEEDBACK } from './data/requests';
import { firstAdminId } from './staff';
import { daysFrom, need } from './util';
import { ConsultationStatus } from '../../../shared/labels/consultations';
import { FeedbackStatus } from '../../../shared/feedback/rules';

/** Ids of the seeded items a consultation can be about, by consultation type (1 technical … 6 settled company). */
export type ItemIds = Record<1 | 2 | 3 | 4 | 5 | 6, number[]>;

const DAY_MS = 86_400_000;

/** Consultations and service requests of the demo companies, dated back from the day of seeding. */
export async function seedRequests(db: Db, now: Date, companies: Map<string, SeededCompany>, items: ItemIds) {
  const staffId = await firstAdminId(db);
  const consultationRows = CONSULTATIONS.map((c) => {
    const who = need(companies, c.company);
    const createdAt = daysFrom(now, -c.ago, '10:15');
    return {
      type: c.type,
      itemId: items[c.type][c.item] ?? null,
      userId: who.userId,
      companyName: who.name,
      name: who.contact,
      phone: who.mobile,
      content: c.content,
      status: c.reply ? ConsultationStatus.ANSWERED : ConsultationStatus.OPEN,
      reply: c.reply ?? '',
      handledBy: c.reply ? staffId : null,
      handledAt: c.reply ? new Date(createdAt.getTime() + DAY_MS) : null,
      createdAt,
    };
  });
  await db.insert(consultations).values(consultationRows);

  const feedbackRows = FEEDBACK.map((f) => {
    const who = need(companies, f.company);
    const createdAt = daysFrom(now, -f.ago, '09:40');
    return {
      companyId: who.id,
      userId: who.userId,
      title: f.title,
      content: f.content,
      files: f.files,
      status: f.remark && f.done !== false ? FeedbackStatus.DONE : FeedbackStatus.PENDING,
      remark: f.remark ?? '',
      handledAt: f.remark ? new Date(createdAt.getTime() + DAY_MS) : null,
      createdAt,
    };
  });
  await db.insert(feedback).values(feedbackRows);

  return {
    consultations: consultationRows.length,
    feedback: feedbackRows.length,
  };
}
