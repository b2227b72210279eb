import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import * as siteCalls from '@shared/calls/site';
import { loadBanners, loadParkFigures } from './site.server';

const contextAnswering = (envelope: unknown) =>
  ({ api: vi.fn(async () => envelope) }) as unknown as AppLoadContext & { api: ReturnType<typeof vi.fn> };
const figures = { shop_number: 3, room_number: 10, vacant_room_number: 4, policy_number: 7, service_number: 5, train_number: 2 };

describe('the site loaders make the declared calls', () => {
  it('loads the banners of a position, none when the load fails', async () => {
    const banner = { id: 1, title: '惠企政策', image: 'https://park.example.cn/demo/b.svg', href: '' };
    const ok = contextAnswering({ code: 1, msg: 'ok', data: [banner], count: 1 });
    await expect(loadBanners(ok, 'company')).resolves.toEqual([banner]);
    expect(ok.api).toHaveBeenCalledWith(siteCalls.bannerList, { position: 'company' });
    await expect(loadBanners(contextAnswering({ code: 0, msg: '服务器繁忙', data: null }), 'home')).resolves.toEqual([]);
  });

  it('loads the park figures, null when the load fails', async () => {
    const ok = contextAnswering({ code: 1, msg: 'ok', data: figures });
    await expect(loadParkFigures(ok)).resolves.toEqual(figures);
    expect(ok.api).toHaveBeenCalledWith(siteCalls.showDataone, {});
    await expect(loadParkFigures(contextAnswering({ code: 0, msg: '服务器繁忙', data: null }))).resolves.toBeNull();
  });
});
