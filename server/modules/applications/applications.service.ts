import { and, asc, count, desc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { ShopStatus } from '../../../shared/constants';
import type { ShopSubmitBody } from '../../../shared/contracts/applications';
import { MessageKind } from '../../../shared/message-centre/kinds';
import type { Page } from '../../../shared/contracts/common';
import type { UploadKind } from '../../../shared/contracts/uploads';
import { MESSAGE_LINKS } from '../../../shared/message-centre/links';
import type { Db } from '../../db/client';
import { companies, shopCategories, uploads } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { fail } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';
import { keywordMatch, searchText, searchTokens } from '../../lib/search';
import { addOwner, memberOf } from '../members/members.public';
import { markEventRead, postToCompany, postToStaff } from '../message-centre/message-centre.public';
import { resolveRegion } from '../regions/regions.public';
import type { FileStorage } from '../../lib/storage';
import { detachUploads, fileUploadId, ownedUpload, removeUploads } from '../uploads/uploads.public';
import { requireDeleteIdPhotos, requireReview, requireSubmit } from './applications.policy';

export async function categoryNames(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: shopCategories.id, name: shopCategories.name })
    .from(shopCategories)
    .orderBy(asc(shopCategories.id))
    .limit(500);
  return new Map(rows.map((r) => [r.id, r.name]));
}

const IMAGE_FIELDS: [keyof ShopSubmitBody & UploadKind, string][] = [
  ['license', '营业执照'],
  ['befor_pic', '身份证正面照片'],
  ['after_pic', '身份证反面照片'],
  ['shop_logo', '企业标志'],
];

/**
 * Files a settle-in application for the session's user (status 0), who becomes the company's 负责人, or re-files
 * their company's rejected one (its 负责人 only).
 * Images must be the user's own uploads of the right kind; the region must be a real division.
 */
export async function submitApplication(db: Db, userId: number, body: ShopSubmitBody) {
  const regionText = await resolveRegion(db, body.province, body.city, body.district);
  if (!regionText) throw fail('请选择地址');
  const catIds = body.cat_id ? [...new Set(body.cat_id.split(',').map(Number))] : [];
  if (catIds.length) {
    const known = await db.select({ id: shopCategories.id }).from(shopCategories).where(inArray(shopCategories.id, catIds));
    if (known.length !== catIds.length) throw fail('企业类别不存在');
  }
  const uploadIds: number[] = [];
  for (const [field, label] of IMAGE_FIELDS) {
    const url = body[field] as string;
    if (!url) continue;
    const row = await ownedUpload(db, userId, field, url);
    if (!row) throw fail(`${label}无效，请重新上传`);
    uploadIds.push(row.id);
  }
  const values = {
    name: body.shop_name,
    contactName: body.people_name,
    mobile: body.mobile,
    email: body.email,
    provinceCode: body.province,
    cityCode: body.city,
    districtCode: body.district || null,
    regionText,
    address: body.address,
    categoryIds: catIds,
    licensePath: relative(body.license),
    idFrontPath: relative(body.befor_pic),
    idBackPath: relative(body.after_pic),
    logo: relative(body.shop_logo),
    idConsentAt: body.befor_pic || body.after_pic ? new Date() : null,
    // New ID photos given with a re-application start a new retention; without them the deletion date stays.
    ...(body.befor_pic || body.after_pic ? { idPhotosDeletedAt: null } : {}),
    status: ShopStatus.REVIEWING,
    remark: '',
    reviewedAt: null,
    reviewedBy: null,
    searchText: searchText(body.shop_name, regionText, body.address),
    updatedAt: new Date(),
  };
  const withTokens = { ...values, searchTokens: searchTokens(values.searchText) };
  return db.transaction(async (tx) => {
    // The application is the company's: the one the user is a member of (issue 30), whatever its status.
    const membership = await memberOf(tx, userId);
    const [existing] = membership
      ? await tx
          .select({
            id: companies.id,
            status: companies.status,
            remark: companies.remark,
            licensePath: companies.licensePath,
            idFrontPath: companies.idFrontPath,
            idBackPath: companies.idBackPath,
            logo: companies.logo,
          })
          .from(companies)
          .where(eq(companies.id, membership.companyId))
          .limit(1)
      : [];
    requireSubmit(existing ?? null, body.id, membership?.role ?? null);
    const [row] = existing
      ? await tx
          .update(companies)
          .set(withTokens)
          .where(and(eq(companies.id, existing.id), eq(companies.status, ShopStatus.REJECTED)))
          .returning()
      : await tx
          .insert(companies)
          .values({ ...withTokens, userId })
          .returning();
    // The applicant is the new company's first 负责人 (an applicant who left an earlier company applies afresh). A
    // concurrent submission of the same user that won the race holds the one membership a person may have: theirs
    // stands, and this transaction's company goes with the refusal.
    if (!row || (!existing && !(await addOwner(tx, row.id, userId)))) throw fail('申请已提交，正在审核中');
    if (uploadIds.length) await tx.update(uploads).set({ attached: true }).where(inArray(uploads.id, uploadIds));
    if (existing) {
      // Images the re-application replaced or withdrew (ID photos without consent) are not kept.
      const kept = new Set([row.licensePath, row.idFrontPath, row.idBackPath, row.logo]);
      const dropped = [existing.licensePath, existing.idFrontPath, existing.idBackPath, existing.logo].filter((p) => p && !kept.has(p));
      await detachUploads(tx, userId, dropped);
    }
    // The reviewers' inbox: each submission is its own event (a re-application after a rejection too).
    await postToStaff(
      tx,
      {
        kind: MessageKind.STAFF_APPLICATION,
        event: `staff_application:${row.id}:${row.updatedAt.getTime()}`,
        title: existing ? '入驻申请已重新提交' : '新的入驻申请',
        body: `「${row.name}」${existing ? '修改后重新提交了入驻申请' : '提交了入驻申请'}，请及时审核。`,
        link: MESSAGE_LINKS.staffApplications,
        actorId: userId,
      },
      row.updatedAt,
    );
    return row;
  });
}

function relative(url: string): string {
  if (!url) return '';
  const m = url.match(/(\/files\/\d+|\/uploads\/[\w/.]+)$/);
  return m ? m[1]! : '';
}

/** The application of the company the user is a member of (the record is the company's, issue 30), or null. */
export async function ownApplication(db: Db, userId: number) {
  const membership = await memberOf(db, userId);
  if (!membership) return null;
  const [row] = await db.select().from(companies).where(eq(companies.id, membership.companyId)).limit(1);
  return row ?? null;
}

/** Records the administrator's decision on an application under review. */
export async function reviewApplication(db: Db, adminId: number, id: number, status: number, remark: string) {
  const [current] = await db
    .select({ status: companies.status, submittedAt: companies.updatedAt })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  requireReview(current);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({
        status,
        remark: status === ShopStatus.REJECTED ? remark : '',
        reviewedBy: adminId,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(and(eq(companies.id, id), eq(companies.status, ShopStatus.REVIEWING)))
      .returning();
    if (!row) throw fail('该申请已审核，不能重复操作');
    // The company's members learn the decision; a decision on a later re-application is a new event.
    const approved = row.status === ShopStatus.PASSED;
    await postToCompany(
      tx,
      row.id,
      {
        kind: approved ? MessageKind.APPLICATION_APPROVED : MessageKind.APPLICATION_REJECTED,
        event: `${approved ? 'application_approved' : 'application_rejected'}:${row.id}:${now.getTime()}`,
        title: approved ? '入驻申请已通过' : '入驻申请未通过',
        body: approved ? `「${row.name}」已通过入驻审核，欢迎入驻园区。` : `「${row.name}」的入驻申请未通过，原因：${row.remark}`,
        link: MESSAGE_LINKS.companyInfo,
        actorId: adminId,
      },
      now,
    );
    // The reviewers' message of this submission is done work now, for every reviewer.
    await markEventRead(tx, `staff_application:${row.id}:${current!.submittedAt.getTime()}`, now);
    return row;
  });
}

/**
 * The staff lists are ordered by the date they show, so the order reads at a glance: every application (申请列表) under
 * review first, then by 申请时间 (createtime), newest first; the settled companies (企业列表) by 入驻时间 (reviewtime),
 * newest first. Never by the last change (updated_at), which a contact or a brief edited moves and no column shows.
 * Served by companies_status_idx and companies_settled_idx (migration 0028).
 */
export const applicationOrder = [asc(companies.status), desc(companies.createdAt), desc(companies.id)];
export const settledOrder = [sql`${companies.reviewedAt} desc nulls last`, desc(companies.id)];

/** Administrators' lists: every application (under review first, newest first), or only settled companies (newest first). */
export async function adminCompanyList(db: Db, q: Page & { keyword?: string }, onlyPassed: boolean) {
  const filters: (SQL | undefined)[] = [
    onlyPassed ? eq(companies.status, ShopStatus.PASSED) : undefined,
    q.keyword ? keywordMatch(companies.searchTokens, companies.searchText, q.keyword) : undefined,
  ];
  const cond = and(...filters);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(cond)
      .orderBy(...(onlyPassed ? settledOrder : applicationOrder))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(companies).where(cond),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

const DAY_MS = 86_400_000;
/** At most this many applications' photos are deleted in one housekeeping run (the next run goes on). */
const PURGE_BATCH = 500;

const hasIdPhotos = or(ne(companies.idFrontPath, ''), ne(companies.idBackPath, ''));

/**
 * Deletes an application's legal-person ID photos: the files and their upload rows, the addresses on the
 * application, and records when (companies.id_photos_deleted_at). The licence and logo stay. Returns the row after.
 */
async function removeIdPhotos(db: Db, storage: FileStorage, company: { id: number; idFrontPath: string; idBackPath: string }, now: Date) {
  const ids = [company.idFrontPath, company.idBackPath].map(fileUploadId).filter((id): id is number => id !== null);
  await removeUploads(db, storage, ids);
  const [row] = await db
    .update(companies)
    .set({ idFrontPath: '', idBackPath: '', idPhotosDeletedAt: now, updatedAt: now })
    .where(eq(companies.id, company.id))
    .returning();
  return row!;
}

/** Staff deletion on the person's request (PIPL art. 47), whatever the status: the photos are optional (spec §5). */
export async function deleteIdPhotos(db: Db, storage: FileStorage, id: number, now: Date) {
  const [company] = await db
    .select({ id: companies.id, idFrontPath: companies.idFrontPath, idBackPath: companies.idBackPath })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  requireDeleteIdPhotos(company);
  return removeIdPhotos(db, storage, company!, now);
}

/**
 * Retention (PIPL minimisation): the ID photos of applications rejected more than `retentionDays` ago
 * (ID_PHOTO_RETENTION_DAYS, counted from the rejection) are deleted, each deletion audited. Returns how many.
 */
export async function purgeExpiredIdPhotos(db: Db, storage: FileStorage, retentionDays: number, now: Date) {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const due = await db
    .select({ id: companies.id, idFrontPath: companies.idFrontPath, idBackPath: companies.idBackPath, reviewedAt: companies.reviewedAt })
    .from(companies)
    .where(and(eq(companies.status, ShopStatus.REJECTED), lt(companies.reviewedAt, cutoff), hasIdPhotos))
    .orderBy(asc(companies.id))
    .limit(PURGE_BATCH);
  for (const company of due) {
    await removeIdPhotos(db, storage, company, now);
    await audit(db, null, {
      action: 'application.id_photos.purge',
      objectType: 'company',
      objectId: company.id,
      detail: { reason: 'retention', retention_days: retentionDays, rejected_at: company.reviewedAt?.toISOString() ?? '' },
    });
  }
  return due.length;
}
