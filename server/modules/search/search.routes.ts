import type { FastifyInstance } from 'fastify';
import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import * as searchCalls from '../../../shared/calls/search';
import type { SearchHit } from '../../../shared/contracts/services';
import type { Db } from '../../db/client';
import {
  companies, financeItems, policies, rooms, startupItems, techItems, trainItems,
} from '../../db/schema/index';
import { listPublished, type Catalog } from '../../lib/catalog';
import { defineCall } from '../../lib/call';
import { formatDate } from '../../lib/dates';
import { offsetOf } from '../../lib/pagination';
import { keywordMatch } from '../../lib/search';
import { absoluteUrl } from '../../lib/urls';
import { publicCompany } from '../companies/listing.service';

type Query = z.output<typeof searchCalls.searchList.body>;
type Found = { rows: Omit<SearchHit, 'type'>[]; total: number };
type Source = { table: Catalog; title: PgColumn; summary: PgColumn; image: PgColumn | SQL; time: PgColumn };

/** Which table and columns each navigation category searches. */
const SOURCES: Record<number, Source> = {
  1: { table: policies, title: policies.title, summary: policies.summary, image: sql<string>`''`, time: policies.releaseTime },
  2: { table: techItems, title: techItems.name, summary: techItems.company, image: techItems.image, time: techItems.createdAt },
  3: { table: startupItems, title: startupItems.name, summary: startupItems.title, image: startupItems.image, time: startupItems.createdAt },
  4: { table: trainItems, title: trainItems.name, summary: trainItems.address, image: trainItems.image, time: trainItems.activeTime },
  5: { table: financeItems, title: financeItems.name, summary: financeItems.summary, image: financeItems.image, time: financeItems.createdAt },
  6: { table: rooms, title: rooms.title, summary: rooms.position, image: rooms.image, time: rooms.createdAt },
};

async function searchCatalog(db: Db, src: Source, q: Query & { keyword: string }): Promise<Found> {
  const { rows, total } = await listPublished(
    db,
    src.table,
    { id: src.table.id, title: src.title, summary: src.summary, image: src.image, time: src.time },
    { keyword: q.keyword, orderBy: [desc(src.time), desc(src.table.id)], page: q },
  );
  return {
    total,
    rows: rows.map((r) => ({ id: Number(r.id), title: String(r.title), summary: String(r.summary), image: String(r.image), time: formatDate(r.time as Date) })),
  };
}

/** Only approved companies are searchable, so the directory has its own query. */
async function searchCompanies(db: Db, q: Query & { keyword: string }): Promise<Found> {
  const cond = and(publicCompany(), keywordMatch(companies.searchTokens, companies.searchText, q.keyword));
  const [rows, totals] = await Promise.all([
    db
      .select({ id: companies.id, title: companies.name, summary: companies.address, image: companies.logo, time: companies.createdAt })
      .from(companies)
      .where(cond)
      .orderBy(desc(companies.viewCount), desc(companies.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(companies).where(cond),
  ]);
  return { total: totals[0]?.n ?? 0, rows: rows.map((r) => ({ ...r, time: formatDate(r.time) })) };
}

/** search_list (payload not in the spec): one category of the navigation search, by keyword. */
export async function searchRoutes(app: FastifyInstance) {
  defineCall(app, searchCalls.searchList, {
    access: 'signed-in',
    invalidates: false,
    summary: '导航搜索：在一个分类（1 政策资讯 … 7 入驻企业）中按关键词搜索',
  }, async ({ db, env, body }) => {
    const q = { ...body, keyword: body.keyword! };
    const src = SOURCES[body.type];
    const { rows, total } = src ? await searchCatalog(db, src, q) : await searchCompanies(db, q);
    const data: SearchHit[] = rows.map((r) => ({ ...r, type: body.type, image: absoluteUrl(env.publicUrl, r.image) }));
    return { data, count: total };
  });
}
