import type { FastifyInstance } from 'fastify';
import { auditBySystem } from '../../lib/audit';
import { publicContentChanged } from '../../lib/response-cache';
import { policyAuditView, publishDuePolicies, purgeDeletedPolicies } from './policies-admin.service';

/**
 * One run (each minute: server/main.ts hands it to content's startPublishing): scheduled policies that are due become
 * published (audited as the system, actor none), deleted ones past the recovery period are purged; when anything
 * public changed, the public caches start afresh.
 */
export async function runPolicyPublishing(app: FastifyInstance, now: Date = app.clock()) {
  const published = await publishDuePolicies(app.db, now);
  for (const r of published) {
    await auditBySystem(app.db, {
      action: 'policy.publish_due',
      objectType: 'policy',
      objectId: r.after.id,
      detail: { before: policyAuditView(r.before), after: policyAuditView(r.after) },
    });
  }
  const purged = await purgeDeletedPolicies(app.db, now);
  for (const r of purged) {
    await auditBySystem(app.db, {
      action: 'policy.purge',
      objectType: 'policy',
      objectId: r.id,
      detail: { before: { title: r.title }, after: null },
    });
  }
  if (published.length) publicContentChanged(app);
  return { published: published.length, purged: purged.length };
}
