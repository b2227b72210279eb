import { z } from 'zod';
import { intField } from './common';

/** getRegionList: the divisions under a parent's code (-1, the default, for the provinces). */
export const regionListBody = z.object({
  parent_id: intField('上级地区')
    .pipe(z.number().min(-1).max(999_999, { error: '上级地区格式错误' }))
    .default(-1),
});

/** A division: its code as id, and whether it has children (items is always empty: children load on demand). */
export const regionItem = z.object({ id: z.number().int(), name: z.string(), leaf: z.boolean(), items: z.array(z.never()).max(0) });
export type RegionItem = z.infer<typeof regionItem>;
