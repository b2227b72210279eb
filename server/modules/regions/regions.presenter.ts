import type { RegionItem } from '../../../shared/contracts/regions';
import type { RegionNode } from './regions.service';

/** A division as the address form's cascader reads it: the code as id; children load on demand, so items is empty. */
export function presentRegion(n: RegionNode): RegionItem {
  return { id: n.code, name: n.name, leaf: !n.hasChildren, items: [] };
}
