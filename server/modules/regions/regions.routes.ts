import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { intField } from '../../../shared/contracts/common';
import { defineCall } from '../../lib/call';
import { childrenOf } from './regions.service';

/** A division: its code as id, and whether it has children (items is always empty: children load on demand). */
const regionItem = z.object({ id: z.number().int(), name: z.string(), leaf: z.boolean(), items: z.array(z.never()).max(0) });

const body = z.object({ parent_id: intField('上级地区').pipe(z.number().min(-1).max(999_999, { error: '上级地区格式错误' })).default(-1) });

export async function regionsRoutes(app: FastifyInstance) {
  defineCall(app, '/api/demo/getRegionList', { body, access: 'public', cache: 'public', result: z.array(regionItem), summary: '下级行政区划（parent_id -1 为省级）' }, async ({ db, body: b }) => {
    const rows = await childrenOf(db, b.parent_id);
    return { data: rows, count: rows.length };
  });
}
