import type { FastifyInstance } from 'fastify';
import * as regionsCalls from '../../../shared/calls/regions';
import { defineCall } from '../../lib/call';
import { REGIONS_READ } from './regions.policy';
import { presentRegion } from './regions.presenter';
import { treeUnder } from './regions.service';

/** The administrative divisions, level by level (province → city → district). */
export async function regionsRoutes(app: FastifyInstance) {
  defineCall(
    app,
    regionsCalls.getRegionList,
    {
      ...REGIONS_READ,
      summary: '行政区划树：parent_id 之下的各级区划，items 为下级（parent_id -1 为省级起；depth 为层数，默认 3 即到区县）',
    },
    async ({ db, body }) => {
      const rows = await treeUnder(db, body.parent_id, body.depth);
      return { data: rows.map(presentRegion), count: rows.length };
    },
  );
}
