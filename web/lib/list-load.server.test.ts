import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call } from '@shared/calls/define';
import { keywordBody, loadList, loadOr } from './list-load.server';

const roomList = call('/api/demo/lease_list', z.record(z.string(), z.unknown()), z.array(z.unknown()));
const optional = call('/api/demo/train_category', z.record(z.string(), z.unknown()), z.array(z.unknown()));

const contextAnswering = (envelope: unknown) =>
  ({ api: vi.fn(async () => envelope) }) as unknown as AppLoadContext & { api: ReturnType<typeof vi.fn> };

describe('loadList', () => {
  it('gives the items and the total of a page', async () => {
    const ctx = contextAnswering({ code: 1, msg: 'ok', data: [{ id: 1 }], count: 11 });
    await expect(loadList(ctx, roomList, { start: 2 })).resolves.toEqual({ items: [{ id: 1 }], total: 11, error: null });
    expect(ctx.api).toHaveBeenCalledWith(roomList, { start: 2 });
  });

  it("leaves the list empty with the server's message when the load fails (spec §8)", async () => {
    const ctx = contextAnswering({ code: 0, msg: '服务器繁忙，请稍后再试', data: null });
    await expect(loadList(ctx, roomList, {})).resolves.toEqual({ items: [], total: 0, error: '服务器繁忙，请稍后再试' });
  });
});

describe('loadOr and keywordBody', () => {
  it('falls back when optional data fails', async () => {
    await expect(loadOr(contextAnswering({ code: 0, msg: 'x', data: null }), optional, {}, [])).resolves.toEqual([]);
    await expect(loadOr(contextAnswering({ code: 1, msg: '', data: [{ id: 1, name: 'a' }] }), optional, {}, [])).resolves.toEqual([
      { id: 1, name: 'a' },
    ]);
  });

  it('sends the keyword only when there is one', () => {
    expect(keywordBody('')).toEqual({});
    expect(keywordBody('科技')).toEqual({ keyword: '科技' });
  });
});
