import type { FastifyInstance } from 'fastify';
import {
  articleDetailBody, articleListBody, serverDetailBody, serverListBody,
} from '../../../shared/contracts/articles';
import { defineCall } from '../../lib/call';
import {
  presentArticleCard, presentArticleDetail, presentPolicyCard, presentPolicyDetail,
} from './articles.presenter';
import { getArticle, getPolicy, listArticles, listPolicies } from './articles.service';

export async function articlesRoutes(app: FastifyInstance) {
  defineCall(app, '/api/index/server_list', { body: serverListBody, access: 'public' }, async ({ db, body }) => {
    const { rows, total } = await listPolicies(db, body);
    return { data: rows.map(presentPolicyCard), count: total };
  });

  defineCall(app, '/api/index/server_detail', { body: serverDetailBody, access: 'public' }, async ({ db, env, body }) => ({
    data: presentPolicyDetail(await getPolicy(db, body.id), env.publicUrl),
  }));

  defineCall(app, '/api/demo/article_list', { body: articleListBody, access: 'public' }, async ({ db, env, body }) => {
    const { rows, total } = await listArticles(db, body);
    return { data: rows.map((r) => presentArticleCard(r, env.publicUrl)), count: total };
  });

  defineCall(app, '/api/demo/article_detail', { body: articleDetailBody, access: 'public' }, async ({ db, env, body }) => ({
    data: presentArticleDetail(await getArticle(db, body.id), env.publicUrl),
  }));
}
