import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Request counts of the rate limit when several app nodes share the database (RATE_LIMIT_STORE=database,
 * server/lib/rate-limit-store.ts): one row per limited key and window. Rows past their window are reset by the
 * next request and purged by housekeeping.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Scheduled jobs run once per period however many nodes run them (server/lib/job-claim.ts): a node runs a job
 * only after moving its row's next run forward, which one node at a time can do.
 */
export const jobRuns = pgTable('job_runs', {
  job: varchar('job', { length: 60 }).primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
