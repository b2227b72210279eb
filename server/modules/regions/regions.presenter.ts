import type { RegionItem } from '../../../shared/contracts/regions';
import type { RegionNode } from './regions.service';

type Presented = { id: number; name: string; leaf: boolean; items: Presented[] };

const present = (n: RegionNode): Presented => ({ id: n.code, name: n.name, leaf: !n.hasChildren, items: n.children.map(present) });

/**
 * A division as spec §3's region tree has it (id, name, items = its children) plus `leaf`; the children go as far
 * down as they were read. Divisions nest at most three levels, which is what RegionItem spells out level by level.
 */
export function presentRegion(n: RegionNode): RegionItem {
  return present(n) as RegionItem;
}
