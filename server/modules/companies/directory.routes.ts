import type { FastifyInstance } from 'fastify';
import * as companiesCalls from '../../../shared/calls/companies';
import { defineCall } from '../../lib/call';
import { COMPANY_PAGE_READ, DIRECTORY_READ } from './directory.policy';
import { presentShopCard, presentShopDetail } from './directory.presenter';
import { categoryNames, directoryPage, randomCompanies, shopCategoryList, viewCompany } from './directory.service';
import { listingRoutes } from './listing.routes';

/** The public directory of settled (approved) companies. */
export async function directoryRoutes(app: FastifyInstance) {
  // Park operations' corrections of a listing (staff calls).
  listingRoutes(app);
  defineCall(app, companiesCalls.shopCategory, { ...DIRECTORY_READ, summary: '入驻企业的类别' }, async ({ db }) => {
    const rows = await shopCategoryList(db);
    return { data: rows, count: rows.length };
  });

  defineCall(
    app,
    companiesCalls.shopList,
    { ...DIRECTORY_READ, summary: '入驻企业名录（按类别、关键词筛选，浏览多的在前）' },
    async ({ db, env, body }) => {
      const [{ rows, total }, names] = await Promise.all([directoryPage(db, body), categoryNames(db)]);
      return { data: rows.map((r) => presentShopCard(r, names, env.publicUrl)), count: total };
    },
  );

  defineCall(
    app,
    companiesCalls.shopRand,
    { ...DIRECTORY_READ, summary: '随机若干家入驻企业（首页展示；count 为入驻企业总数）' },
    async ({ db, env, body }) => {
      const [{ rows, total }, names] = await Promise.all([randomCompanies(db, body.page_size), categoryNames(db)]);
      return { data: rows.map((r) => presentShopCard(r, names, env.publicUrl)), count: total };
    },
  );

  defineCall(app, companiesCalls.shopDetail, { ...COMPANY_PAGE_READ, summary: '入驻企业详情（浏览数加一）' }, async ({ db, env, body }) => {
    const row = await viewCompany(db, body.id);
    return { data: presentShopDetail(row, await categoryNames(db), env.publicUrl) };
  });
}
