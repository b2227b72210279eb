import { PAGE_SIZE } from '../shared/constants';

/**
 * What the load part of `npm run bench` sends: the ceiling (/healthz, and the bare hello-world beside it), the
 * public calls issue 12 names, the other calls of the home page, and three server-rendered pages.
 */

export type Group = 'ceiling' | 'goal call' | 'home call' | 'page';

export type Target = {
  /** A stable id, the key of the figure in bench/results/*.json. */
  id: string;
  name: string;
  group: Group;
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  /** Seconds of load. */
  seconds: number;
  /** 'json' targets must answer the envelope with code 1; 'html' targets a 200 page. */
  kind: 'json' | 'html';
};

/** Seconds per target: the ceiling and the goal calls, the other home calls, and the pages. */
export const DURATION = Number(process.env.BENCH_DURATION ?? 6);
export const SHORT_DURATION = Number(process.env.BENCH_SHORT_DURATION ?? 4);
/** Server-rendered pages: 50 renders interleave on one thread, so without a cache the first answers take seconds. */
export const PAGE_DURATION = Number(process.env.BENCH_PAGE_DURATION ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** What a browser sends: the server compresses responses over 1 KB, as it would for a visitor. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The keyword of the goal's "keyword search" call: two characters, common (the realistic case). */
export const GOAL_KEYWORD = '科技';

const api = (id: string, group: Group, path: string, body: Record<string, unknown> = {}, name?: string): Target => ({
  id,
  name: name ?? `${path.split('/').pop()} ${JSON.stringify(body)}`,
  group,
  method: 'POST',
  path,
  body,
  seconds: group === 'goal call' ? DURATION : SHORT_DURATION,
  kind: 'json',
});

const page = (id: string, path: string, name: string): Target => ({
  id,
  name,
  group: 'page',
  method: 'GET',
  path,
  seconds: PAGE_DURATION,
  kind: 'html',
});

export const HEALTHZ: Target = {
  id: 'healthz',
  name: 'GET /healthz',
  group: 'ceiling',
  method: 'GET',
  path: '/healthz',
  seconds: DURATION,
  kind: 'json',
};

/** The bare Fastify hello-world (bench/hello-world.mjs): the same settings as /healthz. */
export const HELLO: Target = { ...HEALTHZ, id: 'hello', name: 'GET / (bare Fastify hello-world)', path: '/' };

/** Issue 12's public calls: the policy list with and without a keyword, the home's two, and a detail call. */
export function goalCalls(detailId: number): Target[] {
  return [
    api('server_list', 'goal call', '/api/index/server_list', {}, 'server_list {} (no keyword)'),
    api('server_list_keyword', 'goal call', '/api/index/server_list', { keyword: GOAL_KEYWORD }, `server_list keyword '${GOAL_KEYWORD}'`),
    api('home_policy', 'goal call', '/api/demo/home_policy'),
    api('show_dataone', 'goal call', '/api/demo/show_dataone'),
    api('server_detail', 'goal call', '/api/index/server_detail', { id: detailId }),
  ];
}

/** The home page's other calls with the bodies web/app/routes/home.tsx and root.tsx send. */
export const HOME_CALLS: Target[] = [
  api('lease_list', 'home call', '/api/demo/lease_list', { start: 1, page_size: PAGE_SIZE.homeRooms }),
  api('finance_list', 'home call', '/api/demo/finance_list', { start: 1, page_size: PAGE_SIZE.homeFinance }),
  api('shop_rand', 'home call', '/api/index/shop_rand', { page_size: PAGE_SIZE.homeCompanies }),
  api('partner_list', 'home call', '/api/demo/partner_list'),
  api('banner_list', 'home call', '/api/demo/banner_list', { position: 'home' }),
  api('config', 'home call', '/api/demo/config'),
  api('links', 'home call', '/api/demo/links'),
];

/** Issue 12's server-rendered pages: home, the policy list, a policy's detail. */
export function goalPages(detailId: number): Target[] {
  return [
    page('page_home', '/', 'GET / (home)'),
    page('page_information', '/information', 'GET /information (policy list)'),
    page('page_policydetail', `/policydetail?id=${detailId}&type=0`, `GET /policydetail?id=${detailId}&type=0`),
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
