import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parkToday } from '../../../shared/billing/rules';
import * as consultationsCalls from '../../../shared/calls/consultations';
import { LoginType, ShopStatus } from '../../../shared/constants';
import { companies, consultations } from '../../db/schema/index';
import { seedIfEmpty } from '../../db/seed/index';
import { createSession } from '../auth/session.service';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { consultationBacklog } from './consultations.service';

// The demo park on a fresh start (the first administrator exists before seeding, as in server/main.ts).
let t: TestApp;
let admin: { token: string; user: { id: number } };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, { type: LoginType.ADMIN });
  await seedIfEmpty(t.database.db, t.app.log);
});
afterAll(() => t.close());

describe('demo consultations', () => {
  it('are in every state the inbox shows: waiting, overdue, critical and answered (by the first administrator)', async () => {
    const backlog = await consultationBacklog(t.database.db, parkToday(), t.env.REPLY_LIMIT_WORKING_DAYS);
    expect(backlog.open).toBeGreaterThan(backlog.overdue);
    expect(backlog.overdue).toBeGreaterThan(backlog.critical);
    expect(backlog.critical).toBeGreaterThanOrEqual(1);
    const res = await t.call(consultationsCalls.questionList, { page_size: 50 }, admin.token);
    expect(new Set(res.body.data.map((r: { reply_state: string }) => r.reply_state))).toEqual(
      new Set(['waiting', 'overdue', 'critical', 'answered']),
    );
    const answered = await t.database.db.select().from(consultations).where(eq(consultations.status, 1));
    expect(answered.length).toBeGreaterThan(0);
    for (const a of answered) expect(a).toMatchObject({ handledBy: admin.user.id, reply: expect.stringMatching(/\S/) });
  });

  it('include an applicant under review, who reads the answer on my_question', async () => {
    const [maike] = await t.database.db.select().from(companies).where(eq(companies.name, '杭州迈科新材料有限公司'));
    expect(maike!.status).toBe(ShopStatus.REVIEWING);
    const { token } = await createSession(
      t.database.db,
      t.env,
      { id: maike!.userId!, loginType: LoginType.PERSONAL },
      { ip: '127.0.0.1', userAgent: 'test' },
    );
    const mine = await t.call(consultationsCalls.myQuestion, {}, token);
    expect(mine.body.count).toBe(1);
    expect(mine.body.data[0]).toMatchObject({
      status: 1,
      status_name: '已处理',
      type_name: '入驻企业',
      item_title: '杭州瀚芯微电子有限公司',
    });
    expect(mine.body.data[0]!.reply_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
