import * as regionsCalls from '@shared/calls/regions';
import { api } from '~/lib/api';
import type { RegionNode } from '../region-tree';

/** Children of a division, from the browser (a failure shows the server's message and rejects). */
export async function fetchRegionChildren(parentId: number): Promise<RegionNode[]> {
  const res = await api(regionsCalls.getRegionList, { parent_id: parentId });
  return res.data ?? [];
}
