import { executionAsyncId } from 'node:async_hooks';
import type * as ReactRouter from 'react-router';
import type { AppLoadContext, EntryContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

/**
 * Issue 12: rendering a page must not switch on async_hooks' promise hooks. React's Node renderer runs each render
 * in `AsyncLocalStorage.run`, which on Node 20 turns them on for the whole process for good: from the first page
 * on, every promise of every request (/healthz included) paid for them. With the hooks off a promise reaction runs
 * with execution id 0; with them on, each gets an id of its own. The real renderer and antd's style cache render
 * here; only React Router's ServerRouter is replaced by a page, as it needs a whole route tree.
 */
vi.mock('react-router', async (original) => ({
  ...(await original<typeof ReactRouter>()),
  ServerRouter: ({ url }: { url: string }) => (
    <html lang="zh-CN">
      <head>
        <title>园区</title>
      </head>
      <body>
        <main>{url}</main>
      </body>
    </html>
  ),
}));

const { default: handleRequest } = await import('./entry.server');

/** The execution id a promise reaction runs with, reached from a fresh macrotask. */
const reactionId = () =>
  new Promise<number>((resolve) => setImmediate(() => void Promise.resolve().then(() => resolve(executionAsyncId()))));

describe('entry.server and async hooks', () => {
  it('renders a page without turning on promise hooks for the process', async () => {
    expect(await reactionId()).toBe(0);
    const res = await handleRequest(
      new Request('http://park.test/'),
      200,
      new Headers(),
      {} as EntryContext,
      { nonce: 'bm9uY2U=' } as unknown as AppLoadContext,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<main>http://park.test/</main>');
    expect(await reactionId()).toBe(0);
  });
});
