import { describe, expect, it } from 'vitest';
import * as contentCalls from '@shared/calls/content';
import { MALFORMED_ANSWER_MSG } from '@shared/calls/define';
import { loadContentAdmin } from './api/content-admin.server';
import { contextAnswering, drifted } from '~/lib/answering-context';

const failed = { items: [], total: 0, error: MALFORMED_ANSWER_MSG };

describe('the 内容发布 loader takes the declared calls', () => {
  it('a drifting list is a failure and drifting options fall back to none', async () => {
    const q = { kind: 'news' as const, keyword: '', state: null, trash: false, page: 1 };
    const list = contextAnswering(drifted);
    expect(await loadContentAdmin(list.context, q)).toEqual({
      page: failed,
      options: { tech1: [], tech2: [], train: [] },
    });
    const trash = contextAnswering(drifted);
    expect((await loadContentAdmin(trash.context, { ...q, trash: true })).page).toEqual(failed);
    expect([...list.asked, ...trash.asked]).toEqual([
      contentCalls.contentList.path,
      contentCalls.contentOptions.path,
      contentCalls.contentTrash.path,
      contentCalls.contentOptions.path,
    ]);
  });
});
