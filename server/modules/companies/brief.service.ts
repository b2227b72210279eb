import { and, eq, inArray } from 'drizzle-orm';
import { ShopStatus } from '../../../shared/constants';
import { BRIEF_MAX_IMAGES, BRIEF_MSG } from '../../../shared/companies/brief';
import type { IntroEditBody } from '../../../shared/contracts/companies';
import type { Db } from '../../db/client';
import { companies, uploads } from '../../db/schema/index';
import { sitePath } from '../../lib/urls';
import { fail } from '../../lib/errors';
import { imageSources, sanitizeUserRichText } from '../../lib/sanitize';
import { detachUploads } from '../uploads/uploads.public';
import { requireBrief } from './brief.policy';

/** Where a public upload is served: /uploads/YYYY/MM/<32 hex>.jpg (stored as public/YYYY/MM/….jpg). */
const UPLOAD_PATH = /^\/uploads\/(\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg)$/;

const briefFields = {
  id: companies.id,
  status: companies.status,
  name: companies.name,
  content: companies.content,
  updatedAt: companies.updatedAt,
};

/** A company with its brief (any status; the policy decides): the one the session user is a member of (issue 30). */
export async function companyBrief(db: Db, companyId: number) {
  const [row] = await db.select(briefFields).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

/**
 * Cleans and stores the brief of the settled company the user is a member of (intro_edit; companyId from their
 * membership, the role checked by the caller). Images may be the user's own
 * uploads of kind `intro` or images the stored brief already had; anything else (other sites, data: URLs,
 * someone else's or another kind's upload) is refused and nothing changes. Uploads now in the brief are kept
 * (attached); those it no longer shows are released to the housekeeping purge.
 */
export async function saveBrief(db: Db, publicUrl: string, userId: number, companyId: number, body: IntroEditBody) {
  const company = requireBrief(await companyBrief(db, companyId), body.id);
  const before = imageSources(company.content).map((src) => sitePath(src, publicUrl) ?? src);
  const kept = new Set(before);
  const clean = sanitizeUserRichText(body.content, (src) => {
    const path = sitePath(src, publicUrl);
    if (path && (kept.has(path) || UPLOAD_PATH.test(path))) return path;
    return kept.has(src) ? src : null;
  });
  if (clean.scripted.length) throw fail(BRIEF_MSG.script);
  if (clean.rejected.length) throw fail(BRIEF_MSG.badImage);
  if (clean.empty) throw fail(BRIEF_MSG.empty);
  if (new Set(clean.images).size > BRIEF_MAX_IMAGES) throw fail(BRIEF_MSG.tooManyImages);

  const added = [...new Set(clean.images.filter((p) => !kept.has(p)))].map((p) => `public/${UPLOAD_PATH.exec(p)![1]}`);
  if (added.length) {
    const owned = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.ownerId, userId), eq(uploads.kind, 'intro'), inArray(uploads.path, added)));
    if (owned.length !== added.length) throw fail(BRIEF_MSG.badImage);
  }
  const now = new Set(clean.images);
  const dropped = before.filter((p) => !now.has(p));

  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({ content: clean.html, updatedAt: new Date() })
      .where(and(eq(companies.id, company.id), eq(companies.status, ShopStatus.PASSED)))
      .returning(briefFields);
    // The company stopped being settled between the read and the write.
    const saved = requireBrief(row);
    if (added.length) {
      await tx
        .update(uploads)
        .set({ attached: true })
        .where(and(eq(uploads.ownerId, userId), eq(uploads.kind, 'intro'), inArray(uploads.path, added)));
    }
    await detachUploads(tx, userId, dropped);
    return { row: saved, images: clean.images.length, added: added.length, dropped: dropped.length };
  });
}
