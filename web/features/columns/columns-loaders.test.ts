import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as columns from '@shared/calls/columns';
import { checkAnswer, MALFORMED_ANSWER_MSG, type ApiCall } from '@shared/calls/define';
import type { Envelope } from '@shared/envelope';
import { loadColumnsOverview } from './api/columns.server';

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

describe('the 栏目更新 loader takes the declared call', () => {
  it('asks columns_overview; a drifting answer is a failure, not a broken page', async () => {
    const overview = contextAnswering(drifted);
    expect(await loadColumnsOverview(overview.context)).toEqual({
      items: [],
      total: 0,
      error: MALFORMED_ANSWER_MSG,
    });
    expect(overview.asked).toEqual([columns.columnsOverview.path]);
  });
});
