import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import * as regionsCalls from '@shared/calls/regions';
import { loadRegionOptions } from './regions.server';

const node = (id: number, name: string, leaf = false) => ({ id, name, leaf, items: [] });
const LEVELS: Record<number, unknown> = {
  [-1]: [node(330000, '浙江省')],
  330000: [node(330100, '杭州市')],
};
/** Answers getRegionList from LEVELS; a parent not there fails. */
const context = () =>
  ({
    api: vi.fn(async (_call: unknown, body: { parent_id: number }) =>
      LEVELS[body.parent_id] ? { code: 1, msg: 'ok', data: LEVELS[body.parent_id] } : { code: 0, msg: '服务器繁忙', data: null },
    ),
  }) as unknown as AppLoadContext & { api: ReturnType<typeof vi.fn> };

describe('loadRegionOptions', () => {
  it('loads the provinces and the levels of a saved selection through getRegionList, one level a call', async () => {
    const ctx = context();
    const r = await loadRegionOptions(ctx, { province: 330000, city: 330100, district: 0 });
    expect(ctx.api.mock.calls).toEqual([
      [regionsCalls.getRegionList, { parent_id: -1, depth: 1 }],
      [regionsCalls.getRegionList, { parent_id: 330000, depth: 1 }],
    ]);
    expect(r).toEqual({
      error: null,
      options: [{ value: 330000, label: '浙江省', isLeaf: false, children: [{ value: 330100, label: '杭州市', isLeaf: false }] }],
    });
  });

  it('keeps the provinces when a lower level fails, and says why when the provinces fail', async () => {
    expect(await loadRegionOptions(context(), { province: 330000, city: 330100, district: 330108 })).toEqual({
      error: null,
      options: [{ value: 330000, label: '浙江省', isLeaf: false }],
    });
    const failing = { api: vi.fn(async () => ({ code: 0, msg: '服务器繁忙', data: null })) } as unknown as AppLoadContext;
    expect(await loadRegionOptions(failing, { province: 0, city: 0, district: 0 })).toEqual({ options: [], error: '服务器繁忙' });
  });
});
