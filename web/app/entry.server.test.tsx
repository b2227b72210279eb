import type { AppLoadContext, EntryContext } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * React's renderer stands in here: it answers the way the real one does (a stream once the shell is rendered,
 * whose allReady settles when everything is; a rejection when the shell fails; and it gives up when the signal
 * aborts), so what is tested is the entry's own part: the page comes back, and the guard that ends a render
 * that never finishes does not outlive the render (a pending timer keeps the whole render in memory).
 */
type Options = { signal: AbortSignal };
const renderer = vi.hoisted(() => ({ outcome: 'ready' as 'ready' | 'shell-error' | 'never', aborted: 0 }));
vi.mock('react-dom/server.edge', () => ({
  renderToReadableStream: (_element: unknown, options: Options) =>
    new Promise((resolve, reject) => {
      options.signal.addEventListener('abort', () => {
        renderer.aborted += 1;
        reject(new Error('aborted'));
      });
      if (renderer.outcome === 'never') return;
      setImmediate(() => {
        if (renderer.outcome === 'shell-error') return reject(new Error('shell failed'));
        const html = '<!DOCTYPE html><html><head></head><body><main>园区</main></body></html>';
        const stream = new Blob([html]).stream();
        resolve(Object.assign(stream, { allReady: Promise.resolve() }));
      });
    }),
}));

const { default: handleRequest, streamTimeout } = await import('./entry.server');

const render = () =>
  handleRequest(
    new Request('http://park.test/'),
    200,
    new Headers(),
    {} as EntryContext,
    { nonce: 'bm9uY2U=' } as unknown as AppLoadContext,
  );

describe('entry.server', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderer.aborted = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    renderer.outcome = 'ready';
  });

  it('answers the page and leaves no timer behind once it is rendered', async () => {
    const res = await render();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('<main>园区</main>');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(streamTimeout + 2_000);
    expect(renderer.aborted).toBe(0);
  });

  it('hands the page to the server as UTF-8 when it takes it, and answers without a body', async () => {
    const taken: Buffer[] = [];
    const res = await handleRequest(
      new Request('http://park.test/'),
      200,
      new Headers(),
      {} as EntryContext,
      {
        nonce: 'bm9uY2U=',
        takeHtml: (html: Buffer) => taken.push(html),
      } as unknown as AppLoadContext,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.body).toBeNull();
    expect(taken).toHaveLength(1);
    expect(taken[0]!.toString('utf8')).toContain('<main>园区</main>');
  });

  it('leaves no timer behind when the page fails before any markup', async () => {
    renderer.outcome = 'shell-error';
    await expect(render()).rejects.toThrow('shell failed');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still ends a render that never finishes', async () => {
    // A render that has not answered yet: the guard is the one timer, and it aborts after streamTimeout.
    renderer.outcome = 'never';
    const pending = render();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(streamTimeout + 1_000);
    expect(renderer.aborted).toBe(1);
    await expect(pending).rejects.toThrow('aborted');
    expect(vi.getTimerCount()).toBe(0);
  });
});
