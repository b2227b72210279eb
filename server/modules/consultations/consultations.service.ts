import { and, count, desc, eq, gt } from 'drizzle-orm';
import { ShopStatus } from '../../../shared/constants';
import type { ConsultationBody } from '../../../shared/contracts/consultations';
import type { Page } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import { companies, consultations, financeItems, rooms, startupItems, techItems, trainItems } from '../../db/schema/index';
import { bump, type Catalog } from '../../lib/catalog';
import { fail } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';

/** The item table each consultation type is about (spec §3 type codes); 6 is a settled company. */
const ITEM_TABLES: Record<number, Catalog & { questionNumber: unknown }> = {
  1: techItems,
  2: startupItems,
  3: rooms,
  4: trainItems,
  5: financeItems,
};

export const CONSULT_LIMIT = { count: 5, windowMs: 10 * 60_000 };

/**
 * Records a consultation from the signed-in user and raises the consultation count of the item it is about.
 * A user may send at most five in ten minutes.
 */
export async function addConsultation(db: Db, userId: number, body: ConsultationBody, now = new Date()) {
  const [recent] = await db
    .select({ n: count() })
    .from(consultations)
    .where(and(eq(consultations.userId, userId), gt(consultations.createdAt, new Date(now.getTime() - CONSULT_LIMIT.windowMs))));
  if ((recent?.n ?? 0) >= CONSULT_LIMIT.count) throw fail('提交过于频繁，请稍后再试');

  const table = ITEM_TABLES[body.type];
  if (body.question_id) {
    const exists = table
      ? await db.select({ id: table.id }).from(table).where(and(eq(table.id, body.question_id), eq(table.status, 1))).limit(1)
      : await db.select({ id: companies.id }).from(companies).where(and(eq(companies.id, body.question_id), eq(companies.status, ShopStatus.PASSED))).limit(1);
    if (exists.length === 0) throw fail('咨询的内容不存在或已下线');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(consultations)
      .values({
        type: body.type,
        itemId: body.question_id || null,
        userId,
        companyName: body.company_name,
        name: body.name,
        phone: body.phone,
        content: body.content,
      })
      .returning({ id: consultations.id });
    if (table && body.question_id) await bump(tx as unknown as Db, table, 'questionNumber' as never, body.question_id);
    return row!;
  });
}

export async function listOwnConsultations(db: Db, userId: number, page: Page) {
  const cond = eq(consultations.userId, userId);
  const [rows, totals] = await Promise.all([
    db.select().from(consultations).where(cond).orderBy(desc(consultations.createdAt), desc(consultations.id)).limit(page.page_size).offset(offsetOf(page)),
    db.select({ n: count() }).from(consultations).where(cond),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
