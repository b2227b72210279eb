import type { FastifyInstance } from 'fastify';
import * as servicesCalls from '../../../shared/calls/services';
import type { WithContent } from '../../../shared/contracts/services';
import { withExcerpt } from '../../lib/search';
import { listAnswer } from '../../lib/catalog';
import { defineCall, type Actor, type CallContext, type CallResult } from '../../lib/call';
import { FINANCE, STARTUP, TECH, TRAIN, type ListBody, type ServiceKind, type ServiceRow, type ServiceTable } from './services.kinds';
import { SERVICES_READ } from './services.policy';
import { withContent } from './services.presenter';
import { listServices, serviceById, techCategoriesUnder, trainCategoryList } from './services.service';

type Handler<B, D> = (ctx: CallContext<B, Actor | null>) => Promise<CallResult<D>>;

/** A kind's list call: its page of cards and the total. */
function listOf<T extends ServiceTable, K extends keyof ServiceRow<T> & keyof T & string, B extends ListBody, C>(
  kind: ServiceKind<T, K, B, C>,
): Handler<B, C[]> {
  return async ({ db, env, body }) => {
    return listAnswer(await listServices(db, kind, body), (r) => withExcerpt(kind.present(r, env.publicUrl), r, body.keyword));
  };
}

/** A kind's detail call: its card and its cleaned rich text. */
function detailOf<T extends ServiceTable, K extends keyof ServiceRow<T> & keyof T & string, B extends ListBody, C>(
  kind: ServiceKind<T, K, B, C>,
): Handler<{ id: number }, WithContent<C>> {
  return async ({ db, env, body }) => {
    const row = await serviceById(db, kind, body.id);
    return { data: withContent(kind.present(row, env.publicUrl), row.content as string, env.publicUrl) };
  };
}

/**
 * Technical (tech), start-up (startup), incubation (finance) and training (train) services: categories, lists and
 * details. Each kind is a row of services.kinds.ts; each call is registered here under its own name.
 */
export async function servicesRoutes(app: FastifyInstance) {
  defineCall(
    app,
    servicesCalls.techCategory,
    { ...SERVICES_READ, summary: '科技服务分类（cat_id 0 为一级分类）' },
    async ({ db, body }) => {
      const rows = await techCategoriesUnder(db, body.cat_id);
      return { data: rows, count: rows.length };
    },
  );
  defineCall(app, servicesCalls.techList, { ...SERVICES_READ, summary: '科技服务列表' }, listOf(TECH));
  defineCall(app, servicesCalls.techDetail, { ...SERVICES_READ, summary: '科技服务详情' }, detailOf(TECH));

  defineCall(app, servicesCalls.startupList, { ...SERVICES_READ, summary: '创业服务列表（按类型筛选）' }, listOf(STARTUP));
  defineCall(app, servicesCalls.startupDetail, { ...SERVICES_READ, summary: '创业服务详情' }, detailOf(STARTUP));

  defineCall(app, servicesCalls.financeList, { ...SERVICES_READ, summary: '孵化服务列表' }, listOf(FINANCE));
  defineCall(app, servicesCalls.financeDetail, { ...SERVICES_READ, summary: '孵化服务详情' }, detailOf(FINANCE));

  defineCall(app, servicesCalls.trainCategory, { ...SERVICES_READ, summary: '培训服务分类' }, async ({ db }) => {
    const rows = await trainCategoryList(db);
    return { data: rows, count: rows.length };
  });
  defineCall(app, servicesCalls.trainList, { ...SERVICES_READ, summary: '培训服务列表（活动时间新的在前）' }, listOf(TRAIN));
  defineCall(app, servicesCalls.trainDetail, { ...SERVICES_READ, summary: '培训服务详情' }, detailOf(TRAIN));
}
