import type { CategoryAdminItem } from '../../../shared/contracts/categories';
import type { CategoryRow } from './categories.service';

export function presentCategory(r: CategoryRow & { itemCount: number; childCount: number }): CategoryAdminItem {
  return { id: r.id, parent_id: r.parentId, name: r.name, sort: r.sort, item_count: r.itemCount, child_count: r.childCount };
}

/** What the audit trail keeps of a category. */
export const categoryAuditView = (r: CategoryRow | null) => (r ? { name: r.name, parent_id: r.parentId, sort: r.sort } : null);
