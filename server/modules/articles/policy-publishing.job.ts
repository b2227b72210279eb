import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit';
import { publicContentChanged } from '../../lib/response-cache';
import { policyAuditView, publishDuePolicies, purgeDeletedPolicies } from './policies-admin.service';

/** The publishing job runs this often: a scheduled policy appears within a minute of its time. */
export const POLICY_JOB_INTERVAL_MS = 60_000;

/**
 * One run: scheduled policies that are due become published (audited as the system, actor none), deleted ones past
 * the recovery period are purged; when anything public changed, the public caches start afresh.
 */
export async function runPolicyPublishing(app: FastifyInstance, now: Date = app.clock()) {
  const db = app.db;
  const published = await publishDuePolicies(db, now);
  for (const r of published) {
    await audit(db, null, {
      action: 'policy.publish_due', objectType: 'policy', objectId: r.after.id, actorId: null, actorType: null,
      detail: { before: policyAuditView(r.before), after: policyAuditView(r.after) },
    });
  }
  const purged = await purgeDeletedPolicies(db, now);
  for (const r of purged) {
    await audit(db, null, { action: 'policy.purge', objectType: 'policy', objectId: r.id, actorId: null, actorType: null, detail: { before: { title: r.title }, after: null } });
  }
  if (published.length) publicContentChanged(app);
  return { published: published.length, purged: purged.length };
}

/** Started by server/main.ts beside housekeeping and reminders (never in tests, which call runPolicyPublishing). */
export function startPolicyPublishing(app: FastifyInstance): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runPolicyPublishing(app)
      .catch((err: unknown) => app.log.error({ err, job: 'policy-publishing' }, '定时发布执行失败，将在下一分钟重试'))
      .finally(() => {
        running = null;
      });
  };
  const every = setInterval(tick, POLICY_JOB_INTERVAL_MS);
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(every);
      if (running) await running;
    },
  };
}
