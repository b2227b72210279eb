import { and, asc, between, eq, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ContentState } from '../../../shared/contracts/content-admin';
import { PolicyState } from '../../../shared/contracts/policies-admin';
import { ArticleType } from '../../../shared/labels/articles';
import type { Db } from '../../db/client';
import { articles, companies, financeItems, policies, rooms, startupItems, techItems, trainItems } from '../../db/schema/index';
import { publicCompany } from '../companies/companies.public';

/** The sitemap protocol's limit of addresses in one file (sitemaps.org); more go into several files and an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** Spec §2's public list pages, as web/config/paths.ts writes them (search engines may index them). */
export const PUBLIC_SECTIONS = [
  '/',
  '/information',
  '/notice',
  '/news',
  '/technics',
  '/risk',
  '/risklist',
  '/train',
  '/finance',
  '/tenancy',
  '/company',
] as const;

export type SitemapUrl = { path: string; lastmod?: Date };

/**
 * One kind of published detail page: its table, what "published" means there, and its address. A file of the
 * sitemap holds one id range of one kind (SITEMAP_MAX_URLS ids), read along the primary key, so no request reads
 * more than one file's rows however large the tables grow.
 */
type DetailKind = {
  table: PgTable & { id: PgColumn; updatedAt: PgColumn };
  published: SQL;
  /** A column the address needs besides the id (the article's type). */
  variant?: PgColumn;
  path: (id: number, variant: number) => string;
};

export const DETAIL_KINDS = {
  policies: {
    table: policies,
    published: eq(policies.status, PolicyState.PUBLISHED),
    path: (id) => `/policydetail?id=${id}&type=${ArticleType.POLICY}`,
  },
  articles: {
    table: articles,
    published: eq(articles.status, ContentState.PUBLISHED),
    variant: articles.type,
    path: (id, type) => `/policydetail?id=${id}&type=${type}`,
  },
  technics: { table: techItems, published: eq(techItems.status, ContentState.PUBLISHED), path: (id) => `/techdetail?id=${id}` },
  startups: { table: startupItems, published: eq(startupItems.status, ContentState.PUBLISHED), path: (id) => `/riskdetail?id=${id}` },
  trainings: { table: trainItems, published: eq(trainItems.status, ContentState.PUBLISHED), path: (id) => `/traindetail?id=${id}` },
  finance: { table: financeItems, published: eq(financeItems.status, ContentState.PUBLISHED), path: (id) => `/financedetail?id=${id}` },
  rooms: { table: rooms, published: eq(rooms.status, ContentState.PUBLISHED), path: (id) => `/tenancydetail?id=${id}` },
  companies: { table: companies, published: publicCompany(), path: (id) => `/comdetail?id=${id}` },
} satisfies Record<string, DetailKind>;

export type DetailKindName = keyof typeof DETAIL_KINDS;
export const DETAIL_KIND_NAMES = Object.keys(DETAIL_KINDS) as DetailKindName[];

/** A part of a sitemap index: one id range of one kind (chunk 1 is ids 1..SITEMAP_MAX_URLS), or the list pages. */
export type SitemapPart = { kind: 'pages' } | { kind: DetailKindName; chunk: number };

const rangeOf = (chunk: number): [number, number] => [(chunk - 1) * SITEMAP_MAX_URLS + 1, chunk * SITEMAP_MAX_URLS];

/** The highest id of each kind (the primary key's last entry): a bound on its published rows. */
async function highestIds(db: Db): Promise<Record<DetailKindName, number>> {
  const entries = await Promise.all(
    DETAIL_KIND_NAMES.map(async (name) => {
      const { table } = DETAIL_KINDS[name] as DetailKind;
      const [row] = await db.select({ n: max(table.id) }).from(table);
      return [name, Number(row?.n ?? 0)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DetailKindName, number>;
}

/** Published detail pages of one kind with ids in [from, to], in id order. */
async function detailUrls(db: Db, name: DetailKindName, [from, to]: [number, number]): Promise<SitemapUrl[]> {
  const kind = DETAIL_KINDS[name] as DetailKind;
  const rows = await db
    .select({ id: kind.table.id, lastmod: kind.table.updatedAt, variant: kind.variant ?? sql<number>`0` })
    .from(kind.table)
    .where(and(between(kind.table.id, from, to), kind.published))
    .orderBy(asc(kind.table.id));
  return rows.map((r) => ({ path: kind.path(Number(r.id), Number(r.variant)), lastmod: r.lastmod as Date }));
}

/** Whether one id range of a kind holds a published page (an index lists no empty file). */
async function anyPublished(db: Db, name: DetailKindName, [from, to]: [number, number]): Promise<boolean> {
  const kind = DETAIL_KINDS[name] as DetailKind;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(kind.table)
    .where(and(between(kind.table.id, from, to), kind.published))
    .limit(1);
  return !!row;
}

const sectionUrls = (): SitemapUrl[] => PUBLIC_SECTIONS.map((path) => ({ path }));

/**
 * What /sitemap.xml is: every address in one file while they fit (the usual park: hundreds to thousands), else an
 * index of parts. The bound is taken from the highest ids, so deciding costs one index probe per kind.
 */
export async function sitemapPlan(db: Db): Promise<{ urls: SitemapUrl[] } | { parts: SitemapPart[] }> {
  const highest = await highestIds(db);
  const bound = PUBLIC_SECTIONS.length + DETAIL_KIND_NAMES.reduce((sum, name) => sum + highest[name], 0);
  if (bound <= SITEMAP_MAX_URLS) {
    const details = await Promise.all(DETAIL_KIND_NAMES.map((name) => detailUrls(db, name, [1, highest[name]])));
    return { urls: [...sectionUrls(), ...details.flat()] };
  }
  const parts: SitemapPart[] = [{ kind: 'pages' }];
  for (const name of DETAIL_KIND_NAMES) {
    for (let chunk = 1; (chunk - 1) * SITEMAP_MAX_URLS < highest[name]; chunk++) {
      if (await anyPublished(db, name, rangeOf(chunk))) parts.push({ kind: name, chunk });
    }
  }
  return { parts };
}

/** A part's name read from its address (sitemap.presenter.ts parsePartName), if it names a part there can be. */
export function knownPart(parsed: { kind: string; chunk?: number } | null): SitemapPart | null {
  if (!parsed) return null;
  if (parsed.kind === 'pages') return { kind: 'pages' };
  const kind = DETAIL_KIND_NAMES.find((name) => name === parsed.kind);
  return kind && parsed.chunk ? { kind, chunk: parsed.chunk } : null;
}

/** The addresses of one part of the index (empty when the range holds no published page). */
export async function sitemapPart(db: Db, part: SitemapPart): Promise<SitemapUrl[]> {
  return part.kind === 'pages' ? sectionUrls() : detailUrls(db, part.kind, rangeOf(part.chunk));
}
