import { z } from 'zod';
import { intField } from './common';

/**
 * getRegionList: the divisions under a parent's code (-1, the default, for the provinces), each with its children in
 * `items` (spec §3 region tree: id, name, items). `depth` (not in the spec) says how many levels to answer: the
 * default 3 is the whole way down (-1 gives the whole tree); our address form loads one level at a time with 1.
 */
export const regionListBody = z.object({
  parent_id: intField('上级地区')
    .pipe(z.number().min(-1).max(999_999, { error: '上级地区格式错误' }))
    .default(-1),
  depth: intField('层级')
    .pipe(z.number().min(1, { error: '层级应为 1 至 3' }).max(3, { error: '层级应为 1 至 3' }))
    .default(3),
});
export type RegionListBody = z.infer<typeof regionListBody>;

/**
 * A division: its code as id, whether it has children, and its children as far down as `depth` asked (`items` is []
 * for a leaf and below the last level asked). Divisions have three levels, so an answer nests at most three deep; the
 * schema says so level by level rather than recursively (the API document's schemas stay self-contained).
 */
const division = { id: z.number().int(), name: z.string(), leaf: z.boolean() };
const lastLevel = z.object({ ...division, items: z.array(z.never()).max(0) });
const middleLevel = z.object({ ...division, items: z.array(lastLevel) });
export const regionItem = z.object({ ...division, items: z.array(middleLevel) });
export type RegionItem = z.infer<typeof regionItem>;
