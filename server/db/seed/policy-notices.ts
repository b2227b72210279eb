import type { Db } from '../client';
import { policyNoticeFollowups, policyNotices, siteSettings } from '../schema/index';
import type { SeededCompany } from './companies';
import { POLICY_NOTICES, SYSTEM_TYPE } from './data/policy-notices';
import { firstAdminId } from './staff';
import { addDays, need, searchable, todayCst } from './util';
import { PolicyNoticeStatus } from '../../../shared/policy-notices/rules';

const dayAt = (now: Date, days: number, time: string) => new Date(`${addDays(todayCst(now), days)}T${time}+08:00`);

/**
 * The system_type setting and the demo policy notices with their follow-ups (recorded by the first
 * administrator when there is one), dated from the day of seeding.
 */
export async function seedPolicyNotices(db: Db, now: Date, companies: Map<string, SeededCompany>, policyIds: Map<string, number>) {
  await db.insert(siteSettings).values({ key: 'system_type', value: SYSTEM_TYPE });
  const by = await firstAdminId(db);
  let followups = 0;
  for (const n of POLICY_NOTICES) {
    const company = n.company ? need(companies, n.company) : null;
    const [row] = await db
      .insert(policyNotices)
      .values({
        companyId: company?.id ?? null,
        title: n.policy,
        link: n.link ?? `/policydetail?id=${need(policyIds, n.policy)}&type=0`,
        startTime: dayAt(now, n.start, '00:00:00'),
        endTime: dayAt(now, n.end, '23:59:59'),
        status: n.followups?.length ? PolicyNoticeStatus.FOLLOWED : PolicyNoticeStatus.NEW,
        createdBy: by,
        createdAt: dayAt(now, Math.min(n.start, 0) - 1, '09:00:00'),
        ...searchable(n.policy, company?.name),
      })
      .returning({ id: policyNotices.id });
    if (n.followups?.length) {
      await db
        .insert(policyNoticeFollowups)
        .values(
          n.followups.map((f) => ({ policyNoticeId: row!.id, note: f.note, createdBy: by, createdAt: dayAt(now, -f.ago, '15:30:00') })),
        );
      followups += n.followups.length;
    }
  }
  return { policy_notices: POLICY_NOTICES.length, policy_notice_followups: followups };
}
