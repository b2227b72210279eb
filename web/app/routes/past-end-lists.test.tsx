import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
  type AppLoadContext,
  type MetaDescriptor,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import * as articlesCalls from '@shared/calls/articles';
import { checkAnswer, type ApiCall } from '@shared/calls/define';
import * as roomsCalls from '@shared/calls/rooms';
import * as servicesCalls from '@shared/calls/services';
import type { RootData } from '~/lib/root-data';
import * as finance from './finance';
import * as information from './information';
import * as news from './news';
import * as notice from './notice';
import * as risklist from './risklist';
import * as technics from './technics';
import * as tenancy from './tenancy';
import * as train from './train';

/**
 * Every public list page run as React Router runs it on the server (its loader, its page, its meta), against a park
 * whose lists hold `total` items: a page past the end answers 404 with noindex and still says so; any other page 200.
 */

type RouteModule = {
  loader: (args: never) => unknown;
  meta: (args: never) => MetaDescriptor[];
  default: ComponentType<never>;
};

const date = { release_time: '2026-05-01 09:00', day: '01', year: '2026', month: '05' };
/** One item of each list call, as the server presents it (the id given per item). */
const ITEMS: Record<string, object> = {
  [articlesCalls.serverList.path]: {
    title: '科技政策',
    name: '科技政策',
    summary: '',
    small_title: '',
    small_title1: '',
    type: 1,
    type_name: '科技',
    ...date,
  },
  [articlesCalls.articleList.path]: { type: 1, title: '通知', name: '通知', summary: '', source: '园区', image: '', ...date },
  [roomsCalls.roomList.path]: { title: '办公室', number: 'A101', position: '1 层', work: 8, area: '120.5', image: '', monthly_rent: 0 },
  [servicesCalls.techList.path]: { name: '检验检测', company: '园区', image: '', question_number: 0, first_id: 1, second_id: 0 },
  [servicesCalls.trainList.path]: { cat_id: 1, name: '培训', active_time: '2026-05-01', address: '园区', image: '', domain: '' },
  [servicesCalls.financeList.path]: { name: '天使投资', summary: '', image: '', domain: '', question_number: 0 },
  [servicesCalls.startupList.path]: {
    type: 1,
    type_name: '工商注册',
    name: '代办',
    title: '代办',
    company: '园区',
    image: '',
    question_number: 0,
  },
};

/** A park whose every list holds `total` items, answered page by page; categories, years, banners and spaces none. */
function park(total: number): AppLoadContext {
  const api = async (call: ApiCall, body: { start?: number; page_size?: number }) => {
    const item = ITEMS[call.path];
    if (!item) return checkAnswer(call, { code: 1, msg: 'ok', data: [] });
    const size = body.page_size ?? 10;
    const from = ((body.start ?? 1) - 1) * size;
    const shown = Math.max(0, Math.min(size, total - from));
    const data = Array.from({ length: shown }, (_, i) => ({ ...item, id: from + i + 1 }));
    return checkAnswer(call, { code: 1, msg: 'ok', data, count: total });
  };
  return { api } as unknown as AppLoadContext;
}

const ROOT: RootData = { config: {}, links: [], user: null, unread: null, display: 'standard' };

/** `url` of `route` asked of React Router's static handler: the status, the page's markup and its meta tags. */
async function serve(url: string, route: RouteModule, total: number) {
  const path = url.slice(1).split('?')[0];
  const Page = route.default as ComponentType<{ loaderData: unknown; params: object; matches: unknown[] }>;
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => ROOT,
      children: [
        {
          id: `routes/${path}`,
          path,
          loader: route.loader as never,
          Component: () => <Page loaderData={useLoaderData()} params={{}} matches={[]} />,
        },
      ],
    },
  ]);
  const context = await handler.query(new Request(`http://park.test${url}`), { requestContext: park(total) as never });
  if (context instanceof Response) throw new Error(`${url} answered a Response (${context.status})`);
  const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />)
    .replaceAll('<!-- -->', '')
    .replaceAll('&amp;', '&');
  // The meta function's matches as React Router's <Meta> builds them: each match with its loader's data.
  const matches = context.matches.map((m) => {
    const data = context.loaderData[m.route.id];
    return {
      id: m.route.id,
      pathname: m.pathname,
      params: m.params,
      data,
      loaderData: data,
      handle: undefined,
      meta: [],
      error: undefined,
    };
  });
  const leaf = matches.at(-1)?.loaderData;
  const meta = (route.meta as (args: object) => MetaDescriptor[])({ data: leaf, loaderData: leaf, params: {}, matches, error: undefined });
  return { status: context.statusCode, html, meta };
}

const NOINDEX = { name: 'robots', content: 'noindex' };
const robots = (meta: MetaDescriptor[]) => meta.filter((tag) => 'name' in tag && tag.name === 'robots');

/** Each public list page (the lists drawn by ListBody or PublicList), with the address of its last page of three. */
const LISTS: [string, RouteModule, string][] = [
  ['/information', information, '/information?page=3'],
  ['/notice', notice, '/notice?page=3'],
  ['/news', news, '/news?page=3'],
  ['/tenancy', tenancy, '/tenancy?page=3'],
  ['/technics', technics, '/technics?page=3'],
  ['/train', train, '/train?page=3'],
  ['/finance', finance, '/finance?page=3'],
  ['/risklist', risklist, '/risklist?page=3'],
];

describe('a public list page past its end (/tenancy?page=99 of three pages)', () => {
  it.each(LISTS)(
    '%s answers 404 with noindex, and still says the page does not exist, with the way to the last page',
    async (path, route, last) => {
      const { status, html, meta } = await serve(`${path}?page=99`, route, 23);
      expect(status).toBe(404);
      expect(robots(meta)).toEqual([NOINDEX]);
      expect(html).toContain('第 99 页不存在，共 3 页。');
      expect(html).toMatch(new RegExp(`<a[^>]*href="${last.replace('?', '\\?')}"[^>]*>前往最后一页（第 3 页）</a>`));
    },
  );
});

describe('a public list page that exists', () => {
  it.each(LISTS)('%s?page=2 of three answers 200 without noindex', async (path, route) => {
    const { status, html, meta } = await serve(`${path}?page=2`, route, 23);
    expect(status).toBe(200);
    expect(robots(meta)).toEqual([]);
    expect(html).not.toContain('页不存在');
    expect(html).toContain('aria-label="分页"');
  });

  it.each(LISTS)('%s with nothing in it yet answers 200 without noindex: 暂无数据 on page 1', async (path, route) => {
    const { status, html, meta } = await serve(path, route, 0);
    expect(status).toBe(200);
    expect(robots(meta)).toEqual([]);
    expect(html).toContain('暂无数据');
  });
});
