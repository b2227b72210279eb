import type { FastifyInstance } from 'fastify';
import { and, arrayContains, asc, count, desc, eq, sql } from 'drizzle-orm';
import * as companiesCalls from '../../../shared/calls/companies';
import type { Db } from '../../db/client';
import { companies, shopCategories } from '../../db/schema/index';
import { defineCall } from '../../lib/call';
import { notFound } from '../../lib/errors';
import { offsetOf } from '../../lib/pagination';
import { keywordMatch } from '../../lib/search';
import { presentShopCard, presentShopDetail, type CategoryNames } from './companies.presenter';
import { listingRoutes } from './listing.routes';
import { publicCompany } from './listing.service';

async function categoryNames(db: Db): Promise<CategoryNames> {
  const rows = await db.select({ id: shopCategories.id, name: shopCategories.name }).from(shopCategories).limit(500);
  return new Map(rows.map((r) => [r.id, r.name]));
}

const cardFields = {
  id: companies.id, name: companies.name, logo: companies.logo, regionText: companies.regionText,
  address: companies.address, viewCount: companies.viewCount, categoryIds: companies.categoryIds,
};

/** The public directory of settled (approved) companies. */
export async function directoryRoutes(app: FastifyInstance) {
  // Park operations' corrections of a listing (staff calls).
  listingRoutes(app);
  defineCall(app, companiesCalls.shopCategory, { access: 'public', cache: 'public', summary: '入驻企业的类别' }, async ({ db }) => {
    const rows = await db
      .select({ id: shopCategories.id, name: shopCategories.name })
      .from(shopCategories)
      .orderBy(asc(shopCategories.sort), asc(shopCategories.id))
      .limit(200);
    return { data: rows, count: rows.length };
  });

  defineCall(app, companiesCalls.shopList, { access: 'public', cache: 'public', summary: '入驻企业名录（按类别、关键词筛选，浏览多的在前）' }, async ({ db, env, body }) => {
    const cond = and(
      publicCompany(),
      body.cat_id ? arrayContains(companies.categoryIds, [body.cat_id]) : undefined,
      body.keyword ? keywordMatch(companies.searchTokens, companies.searchText, body.keyword) : undefined,
    );
    const [rows, totals, names] = await Promise.all([
      db.select(cardFields).from(companies).where(cond).orderBy(desc(companies.viewCount), desc(companies.id)).limit(body.page_size).offset(offsetOf(body)),
      db.select({ n: count() }).from(companies).where(cond),
      categoryNames(db),
    ]);
    return { data: rows.map((r) => presentShopCard(r, names, env.publicUrl)), count: totals[0]?.n ?? 0 };
  });

  defineCall(app, companiesCalls.shopRand, { access: 'public', cache: 'public', summary: '随机若干家入驻企业（首页展示；count 为入驻企业总数）' }, async ({ db, env, body }) => {
    const [rows, names] = await Promise.all([
      db.select(cardFields).from(companies).where(publicCompany()).orderBy(sql`random()`).limit(body.page_size),
      categoryNames(db),
    ]);
    const [total] = await db.select({ n: count() }).from(companies).where(publicCompany());
    return { data: rows.map((r) => presentShopCard(r, names, env.publicUrl)), count: total?.n ?? 0 };
  });

  // Not cached: the answer shows the view count including this view (spec: 浏览数加一).
  defineCall(app, companiesCalls.shopDetail, { access: 'public', summary: '入驻企业详情（浏览数加一）' }, async ({ db, env, body }) => {
    const [row] = await db
      .update(companies)
      .set({ viewCount: sql`${companies.viewCount} + 1` })
      .where(and(eq(companies.id, body.id), publicCompany()))
      .returning();
    if (!row) throw notFound();
    return { data: presentShopDetail(row, await categoryNames(db), env.publicUrl) };
  });
}
