import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema/index';

/**
 * A scheduled job's run is claimed before it starts, so that several app nodes on one database run it once per
 * period, not once per node: the claim moves the job's next run `periodMs` ahead, which succeeds for one node
 * only (the row is locked by the first update; the second sees the moved time and claims nothing). The database's
 * clock decides, so nodes whose clocks differ still agree.
 *
 * Callers pass a period a little shorter than their timer's interval, so a node's own next tick is never refused
 * because its timer fired a few milliseconds early.
 */
export async function claimJobRun(db: Db, job: string, periodMs: number): Promise<boolean> {
  const period = sql`(${Math.max(0, Math.round(periodMs))}::int * interval '1 millisecond')`;
  const result = await db.execute(sql`
    insert into ${jobRuns} (job, next_run_at, last_run_at) values (${job}, now() + ${period}, now())
    on conflict (job) do update set next_run_at = excluded.next_run_at, last_run_at = excluded.last_run_at
      where ${jobRuns.nextRunAt} <= now()
    returning job`);
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/** The share of a job's interval its claim lasts (see claimJobRun). */
export const JOB_CLAIM_SHARE = 0.9;
