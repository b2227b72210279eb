import type { FastifyInstance } from 'fastify';
import { auditBySystem } from '../../lib/audit';
import { claimJobRun, JOB_CLAIM_SHARE } from '../../lib/job-claim';
import { startPeriodicRun } from '../../lib/periodic-run';
import { publicContentChanged } from '../../lib/response-cache';
import { dataChanged } from '../../lib/signed-in-cache';
import { contentAuditView, publishDueContent, purgeDeletedContent } from './content.service';

/** The publishing job runs this often: a scheduled item appears within a minute of its time. */
export const PUBLISHING_JOB_INTERVAL_MS = 60_000;

/**
 * One run over the content kinds: scheduled items that are due become published (audited as the system, actor
 * none), deleted ones past the recovery period are purged; when anything public changed, the public caches start
 * afresh.
 */
export async function runContentPublishing(app: FastifyInstance, now: Date = app.clock()) {
  const db = app.db;
  const published = await publishDueContent(db, now);
  for (const r of published) {
    await auditBySystem(db, {
      action: 'content.publish_due',
      objectType: `content.${r.kind}`,
      objectId: r.after.id,
      detail: { before: contentAuditView(r.kind, r.before), after: contentAuditView(r.kind, r.after) },
    });
  }
  const purged = await purgeDeletedContent(db, now);
  for (const { kind, row } of purged) {
    await auditBySystem(db, {
      action: 'content.purge',
      objectType: `content.${kind}`,
      objectId: row.id,
      detail: { before: contentAuditView(kind, row), after: null },
    });
  }
  if (published.length) publicContentChanged(app);
  return { published: published.length, purged: purged.length };
}

/** One publishing run of a module's items (content's own above; policies' in articles/policy-publishing.job.ts). */
export type PublishingRun = (app: FastifyInstance) => Promise<unknown>;

/**
 * Started by server/main.ts beside housekeeping and reminders (never in tests, which call the runs): each minute,
 * the runs it is given, in order (policies, then the other content kinds); on one node only when several share the
 * database (lib/job-claim.ts). The runs are passed in so that content needs nothing of articles, which builds its
 * policies on content's lifecycle.
 */
export function startPublishing(app: FastifyInstance, runs: PublishingRun[]): { stop: () => Promise<void> } {
  return startPeriodicRun(
    () =>
      claimJobRun(app.db, 'publishing', PUBLISHING_JOB_INTERVAL_MS * JOB_CLAIM_SHARE)
        .then(async (claimed) => {
          if (!claimed) return;
          for (const run of runs) await run(app);
          // Reminders and overdue notices become messages and inbox marks that signed-in pages show.
          dataChanged(app);
        })
        .catch((err: unknown) => app.log.error({ err, job: 'publishing' }, '定时发布执行失败，将在下一分钟重试')),
    PUBLISHING_JOB_INTERVAL_MS,
  );
}
