import { and, count, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import {
  POLICY_MSG,
  PolicyState,
  type PolicyAdminListBody,
  type PolicySaveBody,
  type PolicyTrashBody,
} from '../../../shared/contracts/policies-admin';
import type { Db } from '../../db/client';
import { policies, uploads } from '../../db/schema/index';
import { quarterOf } from '../../lib/dates';
import { sitePath } from '../../lib/urls';
import { fail } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';
import { sanitizeUserRichText } from '../../lib/sanitize';
import { bodySearch, keywordMatch, searchText, searchTokens } from '../../lib/search';
import { attachStaffImages } from '../uploads/uploads.public';
import {
  deleteItem,
  itemById,
  publishDueItems,
  publishItem,
  purgeDeletedItems,
  recoverableSince,
  restoreItem,
  unpublishItem,
  updateItem,
  type Lifecycle,
} from '../content/content.public';
import { POLICY_FILE_HREF, POLICY_FILE_KIND } from './policy-files';

export type PolicyRow = typeof policies.$inferSelect;

/** Policies' lifecycle (content/lifecycle.ts): a publication sets the real release time and its quarter. */
const POLICY_LIFECYCLE: Lifecycle = {
  table: policies,
  onPublish: (now) => ({ releaseTime: now, quarter: quarterOf(now) }),
  msg: POLICY_MSG,
};
const asPolicy = (r: { before: unknown; after: unknown }) => r as { before: PolicyRow; after: PolicyRow };

/** What the audit trail keeps of a policy, before and after a change. */
export function policyAuditView(r: PolicyRow | null | undefined) {
  if (!r) return null;
  return {
    title: r.title,
    category: r.category,
    quarter: r.quarter,
    status: r.status,
    summary: r.summary,
    small_title: r.smallTitle,
    small_title1: r.smallTitle1,
    source: r.source,
    content: r.content,
    files: r.files,
    release_time: r.releaseTime.toISOString(),
    publish_at: r.publishAt?.toISOString() ?? null,
    deleted_at: r.deletedAt?.toISOString() ?? null,
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
    gt(policies.deletedAt, recoverableSince(now)),
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

export const policyById = async (db: Db, id: number): Promise<PolicyRow> =>
  (await itemById(db, POLICY_LIFECYCLE, id)) as unknown as PolicyRow;

/**
 * Creates a draft or edits a policy in any state but deleted. Rich text is cleaned with the company brief's
 * sanitizer (no script, frames or styles; images only from this site). Editing never changes the state or the
 * publish time (fixing a typo does not republish); a draft's quarter follows today until it is published.
 */
export async function savePolicy(db: Db, publicUrl: string, body: PolicySaveBody, now: Date) {
  const clean = sanitizeUserRichText(body.content, (src) => sitePath(src, publicUrl));
  if (clean.scripted.length) throw fail(POLICY_MSG.script);
  if (clean.rejected.length) throw fail(POLICY_MSG.badImage);
  const fields = {
    title: body.title,
    category: body.category,
    summary: body.summary,
    smallTitle: body.small_title,
    smallTitle1: body.small_title1,
    source: body.source,
    content: clean.html,
    files: body.files,
  };
  const before = body.id ? await policyById(db, body.id) : null;
  if (before?.status === PolicyState.DELETED) throw fail(POLICY_MSG.deleted);
  // Body images: staff site images, the demo pictures, or images the policy already showed.
  const kept = new Set(before ? sanitizeUserRichText(before.content, (src) => src).images : []);
  if (!(await attachStaffImages(db, clean.images, kept))) throw fail(POLICY_MSG.badImage);
  const fileIds = await checkFiles(db, body.files, before?.files ?? []);
  const st = searchText(fields.title, fields.summary, fields.smallTitle, fields.smallTitle1, fields.source);
  const search = { searchText: st, searchTokens: searchTokens(st), ...bodySearch(clean.html) };
  // Attached, so the housekeeping purge of abandoned uploads leaves them.
  if (fileIds.length) await db.update(uploads).set({ attached: true }).where(inArray(uploads.id, fileIds));
  if (!before) {
    const [after] = await db
      .insert(policies)
      .values({
        ...fields,
        ...search,
        status: PolicyState.DRAFT,
        releaseTime: now,
        quarter: quarterOf(now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { before: null, after: after! };
  }
  const dated = before.status === PolicyState.DRAFT ? { releaseTime: now, quarter: quarterOf(now) } : {};
  const after = (await updateItem(db, POLICY_LIFECYCLE, before.id, {
    ...fields,
    ...search,
    ...dated,
    updatedAt: now,
  })) as unknown as PolicyRow;
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
  const found = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.kind, POLICY_FILE_KIND)));
  if (found.length !== new Set(ids).size) throw fail(POLICY_MSG.badFile);
  return ids;
}

/** Publishes now (release_time = now, the real time) or schedules for a future time; never backdated (lifecycle.ts). */
export const publishPolicy = async (db: Db, id: number, publishAt: Date | undefined, now: Date) =>
  asPolicy(await publishItem(db, POLICY_LIFECYCLE, id, publishAt, now));

/** Takes a published policy off the public site, or cancels a scheduled one. */
export const unpublishPolicy = async (db: Db, id: number, now: Date) => asPolicy(await unpublishItem(db, POLICY_LIFECYCLE, id, now));

/** Soft delete from any state: off the public site at once, recoverable for POLICY_RECOVERY_DAYS. */
export const deletePolicy = async (db: Db, id: number, now: Date) => asPolicy(await deleteItem(db, POLICY_LIFECYCLE, id, now));

/** Restores a deleted policy as a draft, within the recovery period. */
export const restorePolicy = async (db: Db, id: number, now: Date) => asPolicy(await restoreItem(db, POLICY_LIFECYCLE, id, now));

/** Scheduled policies whose time has come become published, release_time the time they became public. */
export const publishDuePolicies = async (db: Db, now: Date) => (await publishDueItems(db, POLICY_LIFECYCLE, now)).map(asPolicy);

/** Deleted policies past the recovery period are removed for good. */
export const purgeDeletedPolicies = async (db: Db, now: Date) =>
  (await purgeDeletedItems(db, POLICY_LIFECYCLE, now)) as unknown as PolicyRow[];
