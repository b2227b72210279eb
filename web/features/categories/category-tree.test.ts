import { describe, expect, it } from 'vitest';
import { categoryTree, movedOrder } from './category-tree';

const c = (id: number, parent_id = 0) => ({ id, parent_id, name: `c${id}`, sort: id, item_count: 0, child_count: 0 });

describe('category tree', () => {
  const items = [c(1), c(3, 1), c(4, 1), c(2), c(5, 2)];
  it('nests second levels under their first level', () => {
    expect(categoryTree(items).map((n) => [n.id, n.children?.map((k) => k.id)])).toEqual([
      [1, [3, 4]],
      [2, [5]],
    ]);
    expect(categoryTree([c(7)])[0]).not.toHaveProperty('children');
  });
  it('moves within the level only, null at the ends', () => {
    expect(movedOrder(items, items[3]!, -1)).toEqual([2, 1]);
    expect(movedOrder(items, items[1]!, 1)).toEqual([4, 3]);
    expect(movedOrder(items, items[0]!, -1)).toBeNull();
    expect(movedOrder(items, items[4]!, 1)).toBeNull();
  });
});
