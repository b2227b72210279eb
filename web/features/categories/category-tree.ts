import type { CategoryAdminItem } from '@shared/contracts/categories';

export type CategoryNode = CategoryAdminItem & { children?: CategoryNode[] };

/** First levels with their children (Ant Design's tree table); a first level without children has no `children`. */
export function categoryTree(items: CategoryAdminItem[]): CategoryNode[] {
  return items
    .filter((c) => c.parent_id === 0)
    .map((f) => {
      const kids = items.filter((c) => c.parent_id === f.id);
      return kids.length ? { ...f, children: kids } : { ...f };
    });
}

/** The ids of `item`'s level with it moved one place up (-1) or down (+1); null at either end. */
export function movedOrder(items: CategoryAdminItem[], item: CategoryAdminItem, step: -1 | 1): number[] | null {
  const ids = items.filter((c) => c.parent_id === item.parent_id).map((c) => c.id);
  const i = ids.indexOf(item.id);
  const j = i + step;
  if (i < 0 || j < 0 || j >= ids.length) return null;
  [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  return ids;
}
