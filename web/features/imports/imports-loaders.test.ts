import { describe, expect, it } from 'vitest';
import * as importsCalls from '@shared/calls/imports';
import { MALFORMED_ANSWER_MSG } from '@shared/calls/define';
import { contextAnswering, drifted } from '~/lib/answering-context';
import { loadImport, loadImports } from './api/imports.server';

const status = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return (err as { init?: { status?: number } }).init?.status;
  }
  return 200;
};

describe('the import pages’ loaders take the declared calls', () => {
  it('asks import_list for 导入记录; a drifting answer is a failure, not a broken page', async () => {
    const list = contextAnswering(drifted);
    expect(await loadImports(list.context, { page: 1 })).toEqual({ items: [], total: 0, error: MALFORMED_ANSWER_MSG });
    expect(list.asked).toEqual([importsCalls.importList.path]);
  });

  it('answers 404 for a malformed id without asking, and asks import_detail for a good one', async () => {
    const none = contextAnswering({ code: 0, msg: '内容不存在或已下线', data: null });
    expect(await status(loadImport(none.context, 'abc'))).toBe(404);
    expect(await status(loadImport(none.context, '0'))).toBe(404);
    expect(none.asked).toEqual([]);
    expect(await status(loadImport(none.context, '5'))).toBe(404);
    expect(none.asked).toEqual([importsCalls.importDetail.path]);
    const busy = contextAnswering({ code: 0, msg: '服务器繁忙，请稍后再试', data: null });
    expect(await status(loadImport(busy.context, '5'))).toBe(503);
  });
});
