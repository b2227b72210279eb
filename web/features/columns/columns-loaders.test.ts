import { describe, expect, it } from 'vitest';
import * as columnsCalls from '@shared/calls/columns';
import { MALFORMED_ANSWER_MSG } from '@shared/calls/define';
import { loadColumnsOverview } from './api/columns.server';
import { contextAnswering, drifted } from '~/lib/answering-context';

describe('the 栏目更新 loader takes the declared call', () => {
  it('asks columns_overview; a drifting answer is a failure, not a broken page', async () => {
    const overview = contextAnswering(drifted);
    expect(await loadColumnsOverview(overview.context)).toEqual({
      items: [],
      total: 0,
      error: MALFORMED_ANSWER_MSG,
    });
    expect(overview.asked).toEqual([columnsCalls.columnsOverview.path]);
  });
});
