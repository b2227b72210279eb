import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as content from '@shared/calls/content';
import { checkAnswer, MALFORMED_ANSWER_MSG, type ApiCall } from '@shared/calls/define';
import type { Envelope } from '@shared/envelope';
import { loadContentAdmin } from './api/content-admin.server';

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
      content.contentList.path,
      content.contentOptions.path,
      content.contentTrash.path,
      content.contentOptions.path,
    ]);
  });
});
