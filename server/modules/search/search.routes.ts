import type { FastifyInstance } from 'fastify';
import * as searchCalls from '../../../shared/calls/search';
import { listAnswer } from '../../lib/catalog';
import { defineCall } from '../../lib/call';
import { SEARCH_ACCESS } from './search.policy';
import { presentHit } from './search.presenter';
import { search } from './search.service';

/** search_list (payload not in the spec): one category of the navigation search, by keyword. */
export async function searchRoutes(app: FastifyInstance) {
  defineCall(
    app,
    searchCalls.searchList,
    {
      ...SEARCH_ACCESS,
      summary: '导航搜索：在一个分类（1 政策资讯 … 7 入驻企业）中按关键词搜索',
    },
    async ({ db, env, body }) => {
      // The body's refinement has refused an empty keyword already (请输入关键词).
      const found = await search(db, { ...body, keyword: body.keyword ?? '' });
      return listAnswer(found, (r) => presentHit(r, body.type, env.publicUrl, body.keyword ?? ''));
    },
  );
}
