import type { FastifyInstance } from 'fastify';
import * as articlesCalls from '../../../shared/calls/articles';
import { ARTICLE_TYPES } from '../../../shared/contracts/articles';
import { articles as articleRows, policies } from '../../db/schema/index';
import { listAnswer } from '../../lib/catalog';
import { defineCall } from '../../lib/call';
import { withExcerpt } from '../../lib/search';
import type { ViewCounter } from '../../lib/view-tally';
import { presentArticleCard, presentArticleDetail, presentPolicyCard, presentPolicyDetail } from './articles.presenter';
import { getArticle, getPolicy, listArticles, listPolicies, listYears } from './articles.service';
import { policiesAdminRoutes } from './policies-admin.routes';
import { policyFileRoutes } from './policy-files.routes';

const HOME_TAB_SIZE = 7;

/** A detail answered from the public cache still counts its view (getPolicy / getArticle count a miss's). */
const POLICY_VIEWS: ViewCounter = { table: policies, count: policies.viewCount, id: policies.id };
const ARTICLE_VIEWS: ViewCounter = { table: articleRows, count: articleRows.viewCount, id: articleRows.id };

export async function articlesRoutes(app: FastifyInstance) {
  // Home tabs (spec §1): 0 policy, 1 announcements, 2 news — each the newest item featured and the next six listed.
  defineCall(
    app,
    articlesCalls.homePolicy,
    {
      access: 'public',
      cache: 'public',

      count: false,
      summary: '首页三个栏目（政策、通知公告、新闻动态）：各取最新一条置顶与其后六条',
    },
    async ({ db, env }) => {
      const page = { start: 1, page_size: HOME_TAB_SIZE, keyword: undefined };
      const [policy, announcements, news] = await Promise.all([
        listPolicies(db, { type: 0, quarter: 0, year: 0, ...page }, { count: false }),
        listArticles(db, { type: 1, year: 0, ...page }, { count: false }),
        listArticles(db, { type: 2, year: 0, ...page }, { count: false }),
      ]);
      const tab = <T>(type: number, rows: T[]) => ({
        type,
        name: ARTICLE_TYPES.find((t) => t.value === type)!.label,
        featured: rows[0] ?? null,
        list: rows.slice(1),
      });
      return {
        data: [
          tab(0, policy.rows.map(presentPolicyCard)),
          tab(
            1,
            announcements.rows.map((r) => presentArticleCard(r, env.publicUrl)),
          ),
          tab(
            2,
            news.rows.map((r) => presentArticleCard(r, env.publicUrl)),
          ),
        ],
      };
    },
  );

  defineCall(
    app,
    articlesCalls.serverList,
    {
      access: 'public',
      cache: 'public',
      summary: '政策资讯列表（按分类、年份、季度、关键词筛选；year 为规格外的可选字段：0 全部或 2000–2100，给出年份时季度取该年之内）',
    },
    async ({ db, body }) => {
      return listAnswer(await listPolicies(db, body), (r) => withExcerpt(presentPolicyCard(r), r, body.keyword));
    },
  );

  defineCall(
    app,
    articlesCalls.serverDetail,
    {
      access: 'public',
      cache: 'public',
      onCacheHit: ({ id }) => app.publicCache.countView(POLICY_VIEWS, id),
      summary: '政策详情（含附件）',
    },
    async ({ db, env, body }) => ({
      data: presentPolicyDetail(await getPolicy(db, body.id), env.publicUrl),
    }),
  );

  defineCall(
    app,
    articlesCalls.articleList,
    {
      access: 'public',
      cache: 'public',
      summary: '通知公告（type 1）或新闻动态（type 2）列表（year 为规格外的可选字段：0 全部或 2000–2100，按发布年份筛选）',
    },
    async ({ db, env, body }) => {
      return listAnswer(await listArticles(db, body), (r) => withExcerpt(presentArticleCard(r, env.publicUrl), r, body.keyword));
    },
  );

  defineCall(
    app,
    articlesCalls.articleYears,
    {
      access: 'public',
      cache: 'public',
      count: false,
      summary: '有已发布内容的年份（新的在前）：type 0 政策、1 通知公告、2 新闻动态，供年份筛选',
    },
    async ({ db, body }) => ({ data: await listYears(db, body.type) }),
  );

  defineCall(
    app,
    articlesCalls.articleDetail,
    {
      access: 'public',
      cache: 'public',
      onCacheHit: ({ id }) => app.publicCache.countView(ARTICLE_VIEWS, id),
      summary: '通知公告或新闻动态详情',
    },
    async ({ db, env, body }) => ({
      data: presentArticleDetail(await getArticle(db, body.id), env.publicUrl),
    }),
  );

  // The back office's policy calls (issue 13).
  policiesAdminRoutes(app);
  await app.register(policyFileRoutes);
}
