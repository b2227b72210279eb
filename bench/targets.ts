import { PAGE_SIZE } from '../shared/constants';

/**
 * What `npm run bench` loads, in order: the ceiling, the policy list (/information's call) with and without a
 * keyword, the home page's calls, one detail call and two server-rendered pages.
 */

export type Group = 'ceiling' | 'policy list' | 'home page calls' | 'detail' | 'pages';

export type Target = {
  name: string;
  group: Group;
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  /** Seconds of load; the short runs keep the whole bench within ~15 minutes. */
  seconds: number;
  /** 'json' targets must answer the envelope with code 1; 'html' targets a 200 page. */
  kind: 'json' | 'html';
};

/** Seconds per call for the ceiling and the policy list, and for everything else. */
export const DURATION = Number(process.env.BENCH_DURATION ?? 6);
export const SHORT_DURATION = Number(process.env.BENCH_SHORT_DURATION ?? 5);
/** Server-rendered pages: 50 renders interleave on one thread, so the first answers take seconds. */
export const PAGE_DURATION = Number(process.env.BENCH_PAGE_DURATION ?? 15);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** What a browser sends: the server compresses responses over 1 KB, as it would for a visitor. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const api = (
  group: Group,
  path: string,
  body: Record<string, unknown> = {},
  name = `${path.split('/').pop()} ${JSON.stringify(body)}`,
): Target => ({
  name,
  group,
  method: 'POST',
  path,
  body,
  seconds: group === 'policy list' ? DURATION : SHORT_DURATION,
  kind: 'json',
});

/** The home page's calls with the bodies web/app/routes/home.tsx and root.tsx send (config and links: every page). */
export const HOME_CALLS: Target[] = [
  api('home page calls', '/api/demo/home_policy'),
  api('home page calls', '/api/demo/lease_list', { start: 1, page_size: PAGE_SIZE.homeLease }),
  api('home page calls', '/api/demo/finance_list', { start: 1, page_size: PAGE_SIZE.homeFinance }),
  api('home page calls', '/api/index/shop_rand', { page_size: PAGE_SIZE.homeCompanies }),
  api('home page calls', '/api/demo/partner_list'),
  api('home page calls', '/api/demo/banner_list', { position: 'home' }),
  api('home page calls', '/api/demo/show_dataone'),
  api('home page calls', '/api/demo/config'),
  api('home page calls', '/api/demo/links'),
];

export function targets(detailId: number): Target[] {
  return [
    {
      name: 'GET /healthz (ceiling)',
      group: 'ceiling',
      method: 'GET',
      path: '/healthz',
      seconds: DURATION,
      kind: 'json',
    },
    api('policy list', '/api/index/server_list', {}, 'server_list {} (no keyword)'),
    ...['科', '科技', '政策', '人工智能'].map((keyword) =>
      api('policy list', '/api/index/server_list', { keyword }, `server_list keyword '${keyword}'`),
    ),
    ...HOME_CALLS,
    api('detail', '/api/index/server_detail', { id: detailId }),
    {
      name: 'GET / (home page, SSR)',
      group: 'pages',
      method: 'GET',
      path: '/',
      seconds: PAGE_DURATION,
      kind: 'html',
    },
    {
      name: 'GET /information (list page, SSR)',
      group: 'pages',
      method: 'GET',
      path: '/information',
      seconds: PAGE_DURATION,
      kind: 'html',
    },
  ];
}

/** The newest visible policy's id, from the list call: a real id for the detail call and page. */
export async function newestPolicyId(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/index/server_list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await res.json()) as { code: number; msg: string; data?: { id: number }[] };
  const id = body.data?.[0]?.id;
  if (body.code !== 1 || !id) throw new Error(`server_list gave no policy id: ${body.msg}`);
  return id;
}
