import { and, count, desc, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import {
  POLICY_MSG, POLICY_RECOVERY_DAYS, PolicyState, type PolicyAdminListBody, type PolicySaveBody, type PolicyTrashBody,
} from '../../../shared/contracts/policies-admin';
import type { Db } from '../../db/client';
import { policies, uploads } from '../../db/schema/index';
import { quarterOf } from '../../lib/dates';
import { sitePath } from '../../lib/urls';
import { fail } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';
import { sanitizeUserRichText } from '../../lib/sanitize';
import { keywordMatch, searchText, searchTokens } from '../../lib/search';
import { attachStaffImages } from '../uploads/uploads.service';
import { POLICY_FILE_HREF, POLICY_FILE_KIND } from './policy-files';

export type PolicyRow = typeof policies.$inferSelect;

const DAY_MS = 86_400_000;

/** The last moment a policy deleted at `deletedAt` can be restored. */
export const restoreDeadline = (deletedAt: Date) => new Date(deletedAt.getTime() + POLICY_RECOVERY_DAYS * DAY_MS);

/** What the audit trail keeps of a policy, before and after a change. */
export function policyAuditView(r: PolicyRow | null | undefined) {
  if (!r) return null;
  return {
    title: r.title, category: r.category, quarter: r.quarter, status: r.status, summary: r.summary, small_title: r.smallTitle,
    small_title1: r.smallTitle1, source: r.source, content: r.content, files: r.files,
    release_time: r.releaseTime.toISOString(), publish_at: r.publishAt?.toISOString() ?? null, deleted_at: r.deletedAt?.toISOString() ?? null,
  };
}

/** Back-office list: all states but deleted, or one; newest first (policies_state_idx, the GIN index for a keyword). */
export async function adminPolicies(db: Db, q: PolicyAdminListBody) {
  const cond = and(
    q.state === -1 ? ne(policies.status, PolicyState.DELETED) : eq(policies.status, q.state),
    q.category ? eq(policies.category, q.category) : undefined,
    q.keyword ? keywordMatch(policies.searchTokens, policies.searchText, q.keyword) : undefined,
  );
  return pageOf(db, cond, q);
}

/** The trash: deleted policies still recoverable, most recently deleted first. */
export async function trashedPolicies(db: Db, q: PolicyTrashBody, now: Date) {
  const cond = and(
    eq(policies.status, PolicyState.DELETED),
    gt(policies.deletedAt, new Date(now.getTime() - POLICY_RECOVERY_DAYS * DAY_MS)),
    q.keyword ? keywordMatch(policies.searchTokens, policies.searchText, q.keyword) : undefined,
  );
  return pageOf(db, cond, q, true);
}

async function pageOf(db: Db, cond: ReturnType<typeof and>, page: { start: number; page_size: number }, byDeletion = false) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(policies)
      .where(cond)
      .orderBy(...(byDeletion ? [desc(policies.deletedAt)] : []), desc(policies.id))
      .limit(page.page_size)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(policies).where(cond),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function policyById(db: Db, id: number): Promise<PolicyRow> {
  const [row] = await db.select().from(policies).where(eq(policies.id, id)).limit(1);
  if (!row) throw fail(POLICY_MSG.notFound);
  return row;
}

/**
 * Creates a draft or edits a policy in any state but deleted. Rich text is cleaned with the company brief's
 * sanitizer (no script, frames or styles; images only from this site). Editing never changes the state or the
 * publish time (fixing a typo does not republish); a draft's quarter follows today until it is published.
 */
export async function savePolicy(db: Db, publicUrl: string, body: PolicySaveBody, now: Date) {
  const clean = sanitizeUserRichText(body.content, (src) => sitePath(src, publicUrl));
  if (clean.rejected.length) throw fail(POLICY_MSG.badImage);
  const fields = {
    title: body.title, category: body.category, summary: body.summary, smallTitle: body.small_title, smallTitle1: body.small_title1,
    source: body.source, content: clean.html, files: body.files,
  };
  const before = body.id ? await policyById(db, body.id) : null;
  if (before?.status === PolicyState.DELETED) throw fail(POLICY_MSG.deleted);
  // Body images: staff site images, the demo pictures, or images the policy already showed.
  const kept = new Set(before ? sanitizeUserRichText(before.content, (src) => src).images : []);
  if (!(await attachStaffImages(db, clean.images, kept))) throw fail(POLICY_MSG.badImage);
  const fileIds = await checkFiles(db, body.files, before?.files ?? []);
  const st = searchText(fields.title, fields.summary, fields.smallTitle, fields.smallTitle1, fields.source);
  const search = { searchText: st, searchTokens: searchTokens(st) };
  // Attached, so the housekeeping purge of abandoned uploads leaves them.
  if (fileIds.length) await db.update(uploads).set({ attached: true }).where(inArray(uploads.id, fileIds));
  if (!before) {
    const [after] = await db
      .insert(policies)
      .values({ ...fields, ...search, status: PolicyState.DRAFT, releaseTime: now, quarter: quarterOf(now), createdAt: now, updatedAt: now })
      .returning();
    return { before: null, after: after! };
  }
  const dated = before.status === PolicyState.DRAFT ? { releaseTime: now, quarter: quarterOf(now) } : {};
  const [after] = await db
    .update(policies)
    .set({ ...fields, ...search, ...dated, updatedAt: now })
    .where(and(eq(policies.id, before.id), ne(policies.status, PolicyState.DELETED)))
    .returning();
  if (!after) throw fail(POLICY_MSG.deleted);
  return { before, after };
}

/**
 * Attachments: each one the policy already lists, or an attachment uploaded through policy_file_upload
 * (/files/policy/<id> of kind policy_file); anything else is refused. Returns the uploads newly listed.
 */
async function checkFiles(db: Db, files: PolicySaveBody['files'], kept: { file_href: string }[]) {
  const keptHrefs = new Set(kept.map((f) => f.file_href));
  const ids = files.filter((f) => !keptHrefs.has(f.file_href)).map((f) => Number(POLICY_FILE_HREF.exec(f.file_href)?.[1] ?? 0));
  if (ids.includes(0)) throw fail(POLICY_MSG.badFile);
  if (!ids.length) return [];
  const found = await db.select({ id: uploads.id }).from(uploads).where(and(inArray(uploads.id, ids), eq(uploads.kind, POLICY_FILE_KIND)));
  if (found.length !== new Set(ids).size) throw fail(POLICY_MSG.badFile);
  return ids;
}

/** One state change, guarded by the states it may start from (a concurrent change makes it fail, never double). */
async function change(db: Db, id: number, from: readonly number[], set: Partial<typeof policies.$inferInsert>, refusal: string) {
  const before = await policyById(db, id);
  if (!from.includes(before.status)) throw fail(before.status === PolicyState.DELETED ? POLICY_MSG.deleted : refusal);
  const [after] = await db
    .update(policies)
    .set(set)
    .where(and(eq(policies.id, id), inArray(policies.status, [...from])))
    .returning();
  if (!after) throw fail(refusal);
  return { before, after };
}

/**
 * Publishes now (release_time = now, the real time) or schedules for a future time (status SCHEDULED, not public,
 * not counted, until the publishing job flips it). A time in the past is refused: a government site may not
 * backdate. Re-scheduling a scheduled item, or publishing it at once, is allowed.
 */
export async function publishPolicy(db: Db, id: number, publishAt: Date | undefined, now: Date) {
  if (publishAt && publishAt.getTime() < now.getTime() - PUBLISH_AT_GRACE_MS) throw fail(POLICY_MSG.publishAtPast);
  const from = [PolicyState.DRAFT, PolicyState.UNPUBLISHED, PolicyState.SCHEDULED];
  if (publishAt && publishAt.getTime() > now.getTime()) {
    return change(db, id, from, { status: PolicyState.SCHEDULED, publishAt, updatedAt: now }, POLICY_MSG.alreadyPublished);
  }
  return change(
    db, id, from,
    { status: PolicyState.PUBLISHED, releaseTime: now, quarter: quarterOf(now), publishAt: null, updatedAt: now },
    POLICY_MSG.alreadyPublished,
  );
}

/** A publish time this close to now counts as now (the form's minute picker, the request's travel). */
export const PUBLISH_AT_GRACE_MS = 60_000;

/** Takes a published item off the public site, or cancels a scheduled one; both become unpublished. */
export function unpublishPolicy(db: Db, id: number, now: Date) {
  return change(db, id, [PolicyState.PUBLISHED, PolicyState.SCHEDULED], { status: PolicyState.UNPUBLISHED, publishAt: null, updatedAt: now }, POLICY_MSG.notPublished);
}

/** Soft delete from any state: off the public site at once, recoverable for POLICY_RECOVERY_DAYS. */
export function deletePolicy(db: Db, id: number, now: Date) {
  const from = [PolicyState.DRAFT, PolicyState.SCHEDULED, PolicyState.PUBLISHED, PolicyState.UNPUBLISHED];
  return change(db, id, from, { status: PolicyState.DELETED, publishAt: null, deletedAt: now, updatedAt: now }, POLICY_MSG.deleted);
}

/** Restores a deleted policy as a draft (a restore never republishes by itself), within the recovery period. */
export async function restorePolicy(db: Db, id: number, now: Date) {
  const before = await policyById(db, id);
  if (before.status !== PolicyState.DELETED) throw fail(POLICY_MSG.notDeleted);
  if (!before.deletedAt || restoreDeadline(before.deletedAt) <= now) throw fail(POLICY_MSG.recoveryExpired);
  return change(db, id, [PolicyState.DELETED], { status: PolicyState.DRAFT, deletedAt: null, updatedAt: now }, POLICY_MSG.notDeleted);
}

/** Scheduled policies whose time has come become published, release_time the time they became public. */
export async function publishDuePolicies(db: Db, now: Date) {
  const due = await db
    .select()
    .from(policies)
    .where(and(eq(policies.status, PolicyState.SCHEDULED), lte(policies.publishAt, now)));
  const flipped: { before: PolicyRow; after: PolicyRow }[] = [];
  for (const before of due) {
    const [after] = await db
      .update(policies)
      .set({ status: PolicyState.PUBLISHED, releaseTime: now, quarter: quarterOf(now), publishAt: null, updatedAt: now })
      .where(and(eq(policies.id, before.id), eq(policies.status, PolicyState.SCHEDULED)))
      .returning();
    if (after) flipped.push({ before, after });
  }
  return flipped;
}

/** Deleted policies past the recovery period are removed for good. */
export async function purgeDeletedPolicies(db: Db, now: Date) {
  const rows = await db
    .delete(policies)
    .where(and(eq(policies.status, PolicyState.DELETED), lte(policies.deletedAt, new Date(now.getTime() - POLICY_RECOVERY_DAYS * DAY_MS))))
    .returning({ id: policies.id, title: policies.title });
  return rows;
}
