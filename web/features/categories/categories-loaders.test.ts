import { describe, expect, it } from 'vitest';
import * as categoriesCalls from '@shared/calls/categories';
import { MALFORMED_ANSWER_MSG } from '@shared/calls/define';
import { loadCategories } from './api/categories.server';
import { contextAnswering, drifted } from '~/lib/answering-context';

describe('the 分类管理 loader takes the declared call', () => {
  it('asks category_list; a drifting answer is a failure, not a broken page', async () => {
    const tree = contextAnswering(drifted);
    expect(await loadCategories(tree.context, 'tech')).toEqual({
      items: [],
      total: 0,
      error: MALFORMED_ANSWER_MSG,
    });
    expect(tree.asked).toEqual([categoriesCalls.categoryList.path]);
  });
});
