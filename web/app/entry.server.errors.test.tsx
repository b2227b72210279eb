import { Suspense } from 'react';
import type * as ReactRouter from 'react-router';
import type { AppLoadContext, EntryContext, LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

/**
 * A render error inside a Suspense boundary: React draws the boundary's fallback and the page answers 500, and
 * nothing but the entry's onError hears of it, so the entry logs it through the context (server/plugins/web.ts
 * gives the request's logger). The real renderer runs; only React Router's ServerRouter is replaced by a page.
 */
const page = vi.hoisted(() => ({ fails: true }));
function Listing(): React.ReactNode {
  if (page.fails) throw new Error('栏目数据格式错误');
  return <p>政策列表</p>;
}
vi.mock('react-router', async (original) => ({
  ...(await original<typeof ReactRouter>()),
  ServerRouter: () => (
    <html lang="zh-CN">
      <head>
        <title>园区</title>
      </head>
      <body>
        <main>
          <Suspense fallback={<p>加载中</p>}>
            <Listing />
          </Suspense>
        </main>
      </body>
    </html>
  ),
}));

const { default: handleRequest, handleError } = await import('./entry.server');

const render = (logPageError: (err: unknown) => void) =>
  handleRequest(
    new Request('http://park.test/information'),
    200,
    new Headers(),
    {} as EntryContext,
    { logPageError } as unknown as AppLoadContext,
  );

describe('entry.server: errors inside a boundary', () => {
  /** The page rendered with or without its error, and what the entry logged. */
  const renderPage = async (fails: boolean) => {
    page.fails = fails;
    const logged: unknown[] = [];
    const res = await render((err) => logged.push(err));
    return { res, logged };
  };

  it('answers 500 with the fallback and logs the error once', async () => {
    const { res, logged } = await renderPage(true);
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('加载中');
    expect(logged.map((e) => (e as Error).message)).toEqual(['栏目数据格式错误']);
  });

  it('logs nothing for a page without errors', async () => {
    const { res, logged } = await renderPage(false);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('政策列表');
    expect(logged).toEqual([]);
  });
});

describe('entry.server: errors React Router catches', () => {
  const args = (request: Request, logPageError: (err: unknown) => void) =>
    ({ request, params: {}, context: { logPageError } }) as unknown as LoaderFunctionArgs;

  it("logs a loader's error through the context", () => {
    const logged: unknown[] = [];
    const err = new Error('接口返回格式错误');
    handleError(
      err,
      args(new Request('http://park.test/information'), (e) => logged.push(e)),
    );
    expect(logged).toEqual([err]);
  });

  it('logs nothing for a request the visitor abandoned', () => {
    const logged: unknown[] = [];
    const gone = new AbortController();
    gone.abort();
    handleError(
      new Error('aborted'),
      args(new Request('http://park.test/information', { signal: gone.signal }), (e) => logged.push(e)),
    );
    expect(logged).toEqual([]);
  });
});
