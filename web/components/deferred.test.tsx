// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FeedbackModule from '~/lib/feedback';
import { deferred, useIdlePreload } from './deferred';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const said: string[] = [];
vi.mock('~/lib/feedback', async (original) => ({
  ...(await original<typeof FeedbackModule>()),
  feedback: () => ({ error: (t: string) => said.push(t) }),
}));

function Drawer({ title }: { title: string }) {
  return <p>{title}</p>;
}

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  said.length = 0;
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

describe('deferred parts (a back-office drawer or dialog in a chunk of its own)', () => {
  it('are not fetched nor drawn until active, then drawn and kept after (for their closing)', async () => {
    const importer = vi.fn(() => Promise.resolve(Drawer));
    const Part = deferred(importer);
    await act(async () => root.render(<Part active={false} title="新建租约" />));
    expect(importer).not.toHaveBeenCalled();
    expect(host.textContent).toBe('');
    await act(async () => root.render(<Part active title="新建租约" />));
    await vi.waitFor(() => expect(host.textContent).toBe('新建租约'));
    await act(async () => root.render(<Part active={false} title="新建租约" />));
    expect(host.textContent).toBe('新建租约');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('say 正在打开… while the chunk is on its way, and draw the part in its place when it has come', async () => {
    let arrive = (_: typeof Drawer) => {};
    const Part = deferred(() => new Promise<typeof Drawer>((resolve) => (arrive = resolve)));
    await act(async () => root.render(<Part active title="新建租约" />));
    const status = host.querySelector('[role=status]');
    expect(status?.textContent).toBe('正在打开…');
    await act(async () => arrive(Drawer));
    await vi.waitFor(() => expect(host.textContent).toBe('新建租约'));
    expect(host.querySelector('[role=status]')).toBeNull();
  });

  it('say 网络错误 when the chunk cannot be fetched, and leave the page as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = deferred<{ title: string }>(() => Promise.reject(new Error('chunk failed')));
    await act(async () =>
      root.render(
        <>
          <p>列表</p>
          <Part active title="x" />
        </>,
      ),
    );
    await vi.waitFor(() => expect(said).toEqual(['网络异常，请检查网络后重试']));
    expect(host.textContent).toBe('列表');
  });

  it('are fetched once the browser is idle after the page has loaded, once however often asked', async () => {
    const importer = vi.fn(() => Promise.resolve(Drawer));
    const Part = deferred(importer);
    function Page() {
      useIdlePreload(Part);
      return <p>列表</p>;
    }
    await act(async () => root.render(<Page />));
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await Part.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
