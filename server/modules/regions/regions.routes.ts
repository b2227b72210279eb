import type { FastifyInstance } from 'fastify';
import * as regionsCalls from '../../../shared/calls/regions';
import { defineCall } from '../../lib/call';
import { childrenOf } from './regions.service';

export async function regionsRoutes(app: FastifyInstance) {
  defineCall(app, regionsCalls.getRegionList, { access: 'public', cache: 'public', summary: '下级行政区划（parent_id -1 为省级）' }, async ({ db, body }) => {
    const rows = await childrenOf(db, body.parent_id);
    return { data: rows, count: rows.length };
  });
}
