import type { FastifyInstance } from 'fastify';
import { asc, desc, eq } from 'drizzle-orm';
import * as servicesCalls from '../../../shared/calls/services';
import { financeItems, startupItems, techCategories, techItems, trainCategories, trainItems } from '../../db/schema/index';
import { getPublished, listPublished } from '../../lib/catalog';
import { defineCall } from '../../lib/call';
import {
  financeCardFields, presentFinanceCard, presentStartCard, presentTechCard, presentTrainCard,
  startCardFields, techCardFields, trainCardFields, withContent,
} from './services.presenter';

/** Technical, start-up, incubation (finance) and training services: categories, lists and details. */
export async function servicesRoutes(app: FastifyInstance) {
  defineCall(app, servicesCalls.techCategory, { access: 'public', cache: 'public', summary: '科技服务分类（cat_id 0 为一级分类）' }, async ({ db, body }) => {
    const rows = await db
      .select({ id: techCategories.id, name: techCategories.name })
      .from(techCategories)
      .where(eq(techCategories.parentId, body.cat_id))
      .orderBy(asc(techCategories.sort), asc(techCategories.id))
      .limit(100);
    return { data: rows, count: rows.length };
  });

  defineCall(app, servicesCalls.techList, { access: 'public', cache: 'public', summary: '科技服务列表' }, async ({ db, env, body }) => {
    const { rows, total } = await listPublished(db, techItems, techCardFields(techItems), {
      filters: [body.first_id ? eq(techItems.firstId, body.first_id) : undefined, body.second_id ? eq(techItems.secondId, body.second_id) : undefined],
      keyword: body.keyword,
      orderBy: [asc(techItems.sort), desc(techItems.id)],
      page: body,
    });
    return { data: rows.map((r) => presentTechCard(r, env.publicUrl)), count: total };
  });

  defineCall(app, servicesCalls.techDetail, { access: 'public', cache: 'public', summary: '科技服务详情' }, async ({ db, env, body }) => {
    const row = await getPublished(db, techItems, body.id);
    return { data: withContent(presentTechCard(row, env.publicUrl), row.content, env.publicUrl) };
  });

  defineCall(app, servicesCalls.startList, { access: 'public', cache: 'public', summary: '创业服务列表（按类型筛选）' }, async ({ db, env, body }) => {
    const { rows, total } = await listPublished(db, startupItems, startCardFields(startupItems), {
      filters: [body.type ? eq(startupItems.type, body.type) : undefined],
      keyword: body.keyword,
      orderBy: [asc(startupItems.sort), desc(startupItems.id)],
      page: body,
    });
    return { data: rows.map((r) => presentStartCard(r, env.publicUrl)), count: total };
  });

  defineCall(app, servicesCalls.startDetail, { access: 'public', cache: 'public', summary: '创业服务详情' }, async ({ db, env, body }) => {
    const row = await getPublished(db, startupItems, body.id);
    return { data: withContent(presentStartCard(row, env.publicUrl), row.content, env.publicUrl) };
  });

  defineCall(app, servicesCalls.financeList, { access: 'public', cache: 'public', summary: '孵化服务列表' }, async ({ db, env, body }) => {
    const { rows, total } = await listPublished(db, financeItems, financeCardFields(financeItems), {
      keyword: body.keyword,
      orderBy: [asc(financeItems.sort), desc(financeItems.id)],
      page: body,
    });
    return { data: rows.map((r) => presentFinanceCard(r, env.publicUrl)), count: total };
  });

  defineCall(app, servicesCalls.financeDetail, { access: 'public', cache: 'public', summary: '孵化服务详情' }, async ({ db, env, body }) => {
    const row = await getPublished(db, financeItems, body.id);
    return { data: withContent(presentFinanceCard(row, env.publicUrl), row.content, env.publicUrl) };
  });

  defineCall(app, servicesCalls.trainCategory, { access: 'public', cache: 'public', summary: '培训服务分类' }, async ({ db }) => {
    const rows = await db
      .select({ id: trainCategories.id, name: trainCategories.name })
      .from(trainCategories)
      .orderBy(asc(trainCategories.sort), asc(trainCategories.id))
      .limit(100);
    return { data: rows, count: rows.length };
  });

  defineCall(app, servicesCalls.trainList, { access: 'public', cache: 'public', summary: '培训服务列表（活动时间新的在前）' }, async ({ db, env, body }) => {
    const { rows, total } = await listPublished(db, trainItems, trainCardFields(trainItems), {
      filters: [body.cat_id ? eq(trainItems.catId, body.cat_id) : undefined],
      keyword: body.keyword,
      orderBy: [desc(trainItems.activeTime), desc(trainItems.id)],
      page: body,
    });
    return { data: rows.map((r) => presentTrainCard(r, env.publicUrl)), count: total };
  });

  defineCall(app, servicesCalls.trainDetail, { access: 'public', cache: 'public', summary: '培训服务详情' }, async ({ db, env, body }) => {
    const row = await getPublished(db, trainItems, body.id);
    return { data: withContent(presentTrainCard(row, env.publicUrl), row.content, env.publicUrl) };
  });
}

