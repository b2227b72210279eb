import * as regionsCalls from '@shared/calls/regions';
import { api } from '~/lib/api';
import type { RegionNode } from '../region-tree';

/** Children of a division, from the browser (a failure shows the server's message and rejects). */
export async function fetchRegionChildren(parentId: number): Promise<RegionNode[]> {
  // One level at a time: the cascader opens a level when it is chosen (the whole tree is ~3 500 divisions).
  const res = await api(regionsCalls.getRegionList, { parent_id: parentId, depth: 1 });
  return res.data ?? [];
}
