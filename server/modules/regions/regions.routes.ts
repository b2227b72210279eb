import type { FastifyInstance } from 'fastify';
import * as regionsCalls from '../../../shared/calls/regions';
import { defineCall } from '../../lib/call';
import { REGIONS_READ } from './regions.policy';
import { presentRegion } from './regions.presenter';
import { childrenOf } from './regions.service';

/** The administrative divisions, level by level (province → city → district). */
export async function regionsRoutes(app: FastifyInstance) {
  defineCall(app, regionsCalls.getRegionList, { ...REGIONS_READ, summary: '下级行政区划（parent_id -1 为省级）' }, async ({ db, body }) => {
    const rows = await childrenOf(db, body.parent_id);
    return { data: rows.map(presentRegion), count: rows.length };
  });
}
