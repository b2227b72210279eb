import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  CONTENT_SETTING_KEYS,
  SITE_MSG,
  SITE_RECOVERY_DAYS,
  SYSTEM_SETTING_KEYS,
  UPLOAD_IMAGE_PATH,
  type SiteItemListBody,
  type SiteItemSaveBody,
  type SiteItemType,
} from '../../../shared/contracts/site-admin';
import { readSystemType } from '../../../shared/policy-notices/rules';
import type { Db } from '../../db/client';
import { banners, externalLinks, partners, siteSettings } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { fail } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';
import { escapeLike } from '../../lib/search';
import { attachStaffImages } from '../uploads/uploads.public';

const DAY_MS = 86_400_000;

/** The last moment an item deleted at `deletedAt` can be restored. */
export const siteRestoreDeadline = (deletedAt: Date) => new Date(deletedAt.getTime() + SITE_RECOVERY_DAYS * DAY_MS);
const purgeBefore = (now: Date) => new Date(now.getTime() - SITE_RECOVERY_DAYS * DAY_MS);

// ---- Site settings ----

type SettingKeys = readonly string[];
/** The values of these keys: collect_code is a list, every other key a string. */
type ValuesOf<K extends string> = { [P in K]: P extends 'collect_code' ? string[] : string extends P ? string | string[] : string };
export type SettingValues = ValuesOf<string>;

const SYSTEM_TYPE_KEY = 'system_type';

/** The stored values of these keys, as saved (images site-relative); unset ones '' (collect_code [], system_type its default). */
export async function readSettings<K extends string>(db: Db, keys: readonly K[]): Promise<ValuesOf<K>> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]));
  const map = new Map(rows.map((r) => [r.key, r.value]));
  const out: SettingValues = {};
  for (const key of keys) {
    const v = map.get(key);
    if (key === 'collect_code') out[key] = Array.isArray(v) ? v.map(String) : [];
    // What the policy notices go by (the default when unset), so the form shows the system's real type.
    else if (key === SYSTEM_TYPE_KEY) out[key] = String(readSystemType(v));
    else out[key] = v === undefined || v === null ? '' : String(v);
  }
  // Every key was filled above, collect_code with a list and the others with a string.
  return out as ValuesOf<K>;
}

export const SETTING_GROUPS = { system: SYSTEM_SETTING_KEYS, content: CONTENT_SETTING_KEYS } as const;

/**
 * Saves the keys sent of one group (validated by its contract); keys not sent are kept. New /uploads/ images must be site_image uploads; they
 * are marked attached so the purge of abandoned uploads leaves them. Returns the keys that changed, before → after.
 */
export async function saveSettings(db: Db, group: SettingKeys, sent: Partial<SettingValues>, now: Date) {
  const keys = group.filter((k) => sent[k] !== undefined);
  const values = sent as SettingValues;
  const before = await readSettings(db, keys);
  const images = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []).filter((x) => UPLOAD_IMAGE_PATH.test(x));
  const kept = new Set(keys.flatMap((k) => images(before[k])));
  await attachImages(
    db,
    keys.flatMap((k) => images(values[k])).filter((x) => !kept.has(x)),
  );
  const changed = keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(values[k]));
  if (changed.length) {
    await db
      .insert(siteSettings)
      .values(changed.map((key) => ({ key, value: values[key] ?? '', updatedAt: now })))
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: now } });
  }
  const pick = (src: SettingValues) => Object.fromEntries(changed.map((k) => [k, src[k]]));
  return { changed, before: pick(before), after: pick(values) };
}

/** Images newly referenced: staff site images or the demo pictures (uploads/attachStaffImages), else refused. */
async function attachImages(db: Db, urls: string[]) {
  if (!(await attachStaffImages(db, urls))) throw fail(SITE_MSG.badImage);
}

// ---- Banners, partners and external links ----

/** One row of any of the three tables, in one shape (a partner has no position, a link no image either). */
export type SiteItemRow = {
  id: number;
  name: string;
  image: string;
  href: string;
  position: string;
  sort: number;
  enabled: boolean;
  deletedAt: Date | null;
  createdAt: Date;
};

/** The three tables share id, sort, enabled, deleted_at and created_at; typed as one of them for those columns. */
type Common = typeof partners;
const TABLE: Record<SiteItemType, Common> = {
  banner: banners as unknown as Common,
  partner: partners,
  link: externalLinks as unknown as Common,
};

const NONE = sql<string>`''`;
function columnsOf(type: SiteItemType) {
  const t = TABLE[type];
  const base = { id: t.id, sort: t.sort, enabled: t.enabled, deletedAt: t.deletedAt, createdAt: t.createdAt };
  if (type === 'banner') return { ...base, name: banners.title, image: banners.image, href: banners.href, position: banners.position };
  if (type === 'partner') return { ...base, name: partners.name, image: partners.image, href: partners.href, position: NONE };
  return { ...base, name: externalLinks.name, image: NONE, href: externalLinks.href, position: NONE };
}
const nameColumn = (type: SiteItemType) => (type === 'banner' ? banners.title : type === 'partner' ? partners.name : externalLinks.name);

/** What the audit trail keeps of an item, before and after a change. */
export function siteItemAuditView(type: SiteItemType, r: SiteItemRow | null | undefined) {
  if (!r) return null;
  return {
    [type === 'banner' ? 'title' : 'name']: r.name,
    ...(type === 'link' ? {} : { image: r.image }),
    href: r.href,
    ...(type === 'banner' ? { position: r.position } : {}),
    sort: r.sort,
    enabled: r.enabled,
    deleted_at: r.deletedAt?.toISOString() ?? null,
  };
}

/** The list (not deleted), or the trash (deleted and still recoverable); by sort order, the trash by deletion. */
export async function siteItems(db: Db, q: SiteItemListBody, now: Date) {
  const t = TABLE[q.type];
  const cond = and(
    q.trash ? and(isNotNull(t.deletedAt), gt(t.deletedAt, purgeBefore(now))) : isNull(t.deletedAt),
    q.type === 'banner' && q.position ? eq(banners.position, q.position) : undefined,
    q.keyword ? ilike(nameColumn(q.type), `%${escapeLike(q.keyword)}%`) : undefined,
  );
  const order = q.trash ? [desc(t.deletedAt), desc(t.id)] : [asc(t.sort), asc(t.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(columnsOf(q.type))
      .from(t)
      .where(cond)
      .orderBy(...order)
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(t).where(cond),
  ]);
  return { rows: rows as SiteItemRow[], total: Number(total?.n ?? 0) };
}

export async function siteItemById(db: Db, type: SiteItemType, id: number): Promise<SiteItemRow> {
  const t = TABLE[type];
  const [row] = await db.select(columnsOf(type)).from(t).where(eq(t.id, id)).limit(1);
  if (!row) throw fail(SITE_MSG.notFound);
  return row as SiteItemRow;
}

function fieldsOf(body: SiteItemSaveBody) {
  switch (body.type) {
    case 'banner':
      return { position: body.position, title: body.title, image: body.image, href: body.href, sort: body.sort, enabled: body.enabled };
    case 'partner':
      return { name: body.name, image: body.image, href: body.href, sort: body.sort, enabled: body.enabled };
    case 'link':
      return { name: body.name, href: body.href, sort: body.sort, enabled: body.enabled };
  }
}

/** Creates or edits a banner, partner or link (not a deleted one); a new /uploads/ image must be a site upload. */
export async function saveSiteItem(db: Db, body: SiteItemSaveBody, now: Date) {
  const t = TABLE[body.type];
  const before = body.id ? await siteItemById(db, body.type, body.id) : null;
  if (before?.deletedAt) throw fail(SITE_MSG.deleted);
  const fields = fieldsOf(body) as typeof partners.$inferInsert;
  if (body.type !== 'link' && UPLOAD_IMAGE_PATH.test(body.image) && body.image !== before?.image) await attachImages(db, [body.image]);
  let id: number;
  if (!before) {
    const [row] = await db
      .insert(t)
      .values({ ...fields, createdAt: now })
      .returning({ id: t.id });
    id = row!.id;
  } else {
    const [row] = await db
      .update(t)
      .set(fields)
      .where(and(eq(t.id, before.id), isNull(t.deletedAt)))
      .returning({ id: t.id });
    if (!row) throw fail(SITE_MSG.deleted);
    id = row.id;
  }
  return { before, after: await siteItemById(db, body.type, id) };
}

/** One change of a row that must (or must not) be deleted, guarded in the update itself. */
async function change(db: Db, type: SiteItemType, id: number, deleted: boolean, set: Record<string, unknown>, refusal: string) {
  const t = TABLE[type];
  const before = await siteItemById(db, type, id);
  if (Boolean(before.deletedAt) !== deleted) throw fail(refusal);
  const [row] = await db
    .update(t)
    .set(set)
    .where(and(eq(t.id, id), deleted ? isNotNull(t.deletedAt) : isNull(t.deletedAt)))
    .returning({ id: t.id });
  if (!row) throw fail(refusal);
  return { before, after: await siteItemById(db, type, id) };
}

export const toggleSiteItem = (db: Db, type: SiteItemType, id: number, enabled: boolean) =>
  change(db, type, id, false, { enabled }, SITE_MSG.deleted);

/** Off the public site at once (deleted and disabled), recoverable for SITE_RECOVERY_DAYS. */
export const deleteSiteItem = (db: Db, type: SiteItemType, id: number, now: Date) =>
  change(db, type, id, false, { deletedAt: now, enabled: false }, SITE_MSG.deleted);

/** Back from the trash, still disabled (the editor enables it when ready), within the recovery period. */
export async function restoreSiteItem(db: Db, type: SiteItemType, id: number, now: Date) {
  const before = await siteItemById(db, type, id);
  if (!before.deletedAt) throw fail(SITE_MSG.notDeleted);
  if (siteRestoreDeadline(before.deletedAt) <= now) throw fail(SITE_MSG.recoveryExpired);
  return change(db, type, id, true, { deletedAt: null, enabled: false }, SITE_MSG.notDeleted);
}

/**
 * Banners, partners and links deleted more than SITE_RECOVERY_DAYS ago are removed for good, each audited as the
 * system (`<type>.purge`, no actor). Run by the housekeeping job; safe to run twice.
 */
export async function purgeDeletedSiteItems(db: Db, now: Date): Promise<number> {
  let n = 0;
  for (const type of Object.keys(TABLE) as SiteItemType[]) {
    const t = TABLE[type];
    const rows = await db
      .delete(t)
      .where(and(isNotNull(t.deletedAt), lte(t.deletedAt, purgeBefore(now))))
      .returning({ id: t.id, name: nameColumn(type) as typeof partners.name });
    for (const r of rows) {
      await audit(db, null, {
        action: `${type}.purge`,
        objectType: type,
        objectId: r.id,
        actorId: null,
        actorType: null,
        detail: { before: { name: r.name }, after: null },
      });
    }
    n += rows.length;
  }
  return n;
}
