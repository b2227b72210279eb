import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as categories from '@shared/calls/categories';
import { checkAnswer, MALFORMED_ANSWER_MSG, type ApiCall } from '@shared/calls/define';
import type { Envelope } from '@shared/envelope';
import { loadCategories } from './api/categories.server';

/**
 * A loader context answering every call with `envelope`, checked the way the server's in-process context.api checks a
 * declared call (a bare path would come back unchecked); it records the paths asked.
 */
function contextAnswering(envelope: Envelope<unknown>) {
  const asked: string[] = [];
  const api = async (c: ApiCall | string) => {
    asked.push(typeof c === 'string' ? c : c.path);
    return typeof c === 'string' ? envelope : checkAnswer(c, envelope);
  };
  return { context: { api } as unknown as AppLoadContext, asked };
}

/** A success that none of these calls answers: a drifting server. */
const drifted: Envelope<unknown> = { code: 1, msg: 'ok', data: [{ id: 'x' }], count: 1 };

describe('the 分类管理 loader takes the declared call', () => {
  it('asks category_list; a drifting answer is a failure, not a broken page', async () => {
    const tree = contextAnswering(drifted);
    expect(await loadCategories(tree.context, 'tech')).toEqual({
      items: [],
      total: 0,
      error: MALFORMED_ANSWER_MSG,
    });
    expect(tree.asked).toEqual([categories.categoryList.path]);
  });
});
