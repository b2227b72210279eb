import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit';
import { publicContentChanged } from '../../lib/response-cache';
import { policyAuditView, publishDuePolicies, purgeDeletedPolicies } from './policies-admin.service';

/**
 * One run (each minute: server/main.ts hands it to content's startPublishing): scheduled policies that are due become
 * published (audited as the system, actor none), deleted ones past the recovery period are purged; when anything
 * public changed, the public caches start afresh.
 */
export async function runPolicyPublishing(app: FastifyInstance, now: Date = app.clock()) {
  const db = app.db;
  const published = await publishDuePolicies(db, now);
  for (const r of published) {
    await audit(db, null, {
      action: 'policy.publish_due',
      objectType: 'policy',
      objectId: r.after.id,
      actorId: null,
      actorType: null,
      detail: { before: policyAuditView(r.before), after: policyAuditView(r.after) },
    });
  }
  const purged = await purgeDeletedPolicies(db, now);
  for (const r of purged) {
    await audit(db, null, {
      action: 'policy.purge',
      objectType: 'policy',
      objectId: r.id,
      actorId: null,
      actorType: null,
      detail: { before: { title: r.title }, after: null },
    });
  }
  if (published.length) publicContentChanged(app);
  return { published: published.length, purged: purged.length };
}
