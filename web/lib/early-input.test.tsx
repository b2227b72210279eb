// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_SCRIPT, noteServerDrawn, stopEarlyClicks, takeEarlyInput } from './early-input';
import '~/test/dom';

const changed = vi.fn();

/** A form as a page draws it: every field held in React's state, which the <output> shows. */
function Fields() {
  const [name, setName] = useState('张三');
  const [note, setNote] = useState('');
  const [agree, setAgree] = useState(false);
  const [size, setSize] = useState('s');
  const on = (set: (v: never) => void) => (v: unknown) => {
    changed(v);
    set(v as never);
  };
  return (
    <form>
      <input aria-label="name" value={name} onChange={(e) => on(setName)(e.target.value)} />
      <textarea aria-label="note" value={note} onChange={(e) => on(setNote)(e.target.value)} />
      <input aria-label="agree" type="checkbox" checked={agree} onChange={(e) => on(setAgree)(e.target.checked)} />
      <input aria-label="small" type="radio" name="size" value="s" checked={size === 's'} onChange={() => on(setSize)('s')} />
      <input aria-label="large" type="radio" name="size" value="l" checked={size === 'l'} onChange={() => on(setSize)('l')} />
      <input aria-label="file" type="file" onChange={() => changed('file')} />
      <output>{JSON.stringify({ name, note, agree, size })}</output>
    </form>
  );
}

const el = <T extends HTMLElement>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;
const state = () => JSON.parse(document.querySelector('output')!.textContent!) as Record<string, unknown>;
const setNative = (f: HTMLInputElement | HTMLTextAreaElement, prop: 'value' | 'checked', v: string | boolean) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f), prop)!.set!.call(f, v);

describe('what is typed before React takes the page over', () => {
  let root: Root | null = null;
  afterEach(() => {
    if (root) act(() => root!.unmount());
    root = null;
    document.body.innerHTML = '';
    changed.mockClear();
  });

  /** The server's HTML, changed by a person as `before` does, then hydrated. */
  async function served(before: () => void) {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Fields />);
    document.body.append(host);
    noteServerDrawn(document);
    before();
    await act(async () => {
      root = hydrateRoot(host, <Fields />);
    });
  }

  const typeAll = () => {
    setNative(el('name'), 'value', '李四');
    setNative(el('note'), 'value', '上午九点前到');
    setNative(el('agree'), 'checked', true);
    setNative(el('large'), 'checked', true);
  };

  it('stays on screen after hydration while React still holds what the server drew', async () => {
    await served(typeAll);
    expect(el<HTMLInputElement>('name').value).toBe('李四');
    expect(state()).toEqual({ name: '张三', note: '', agree: false, size: 's' });
  });

  it('is handed to React once the page is hydrated, each field once', async () => {
    await served(typeAll);
    await act(async () => takeEarlyInput());
    expect(state()).toEqual({ name: '李四', note: '上午九点前到', agree: true, size: 'l' });
    expect(changed.mock.calls.map(([v]) => v)).toEqual(['李四', '上午九点前到', true, 'l']);
    // What is shown is unchanged, and the small radio, left by the person's choice, is not told anything.
    expect([el<HTMLInputElement>('name').value, el<HTMLInputElement>('small').checked]).toEqual(['李四', false]);

    await act(async () => takeEarlyInput());
    expect(changed).toHaveBeenCalledTimes(4);
  });

  it('tells React nothing of fields left as drawn, nor of file inputs (their upload box does)', async () => {
    const file = new File(['x'], 'a.txt');
    await served(() => Object.defineProperty(el('file'), 'files', { value: [file] }));
    await act(async () => takeEarlyInput());
    expect(changed).not.toHaveBeenCalled();
    expect(state()).toEqual({ name: '张三', note: '', agree: false, size: 's' });
  });

  it('waits for a field React has not yet hydrated', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Fields />);
    document.body.append(host);
    noteServerDrawn(document);
    typeAll();
    takeEarlyInput();
    expect(changed).not.toHaveBeenCalled();
    await act(async () => {
      root = hydrateRoot(host, <Fields />);
    });
    await act(async () => takeEarlyInput());
    expect(state()).toEqual({ name: '李四', note: '上午九点前到', agree: true, size: 'l' });
  });

  describe('a button pressed before the page’s script has run', () => {
    const pressed = vi.fn();
    function Page() {
      return (
        <div>
          <form aria-label="antd">
            <button type="submit" onClick={() => pressed('保存')}>
              保存
            </button>
          </form>
          <form aria-label="server" method="post">
            <button type="submit">登录</button>
          </form>
          <a href="#next" role="button">
            下一页
          </a>
        </div>
      );
    }
    const press = (name: string) => {
      const target = [...document.querySelectorAll('button, a')].find((b) => b.textContent === name)!;
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };

    afterEach(() => {
      stopEarlyClicks();
      pressed.mockClear();
    });

    it('is kept, its form not submitted by the browser, and pressed again once React has the page', async () => {
      const host = document.createElement('div');
      host.innerHTML = renderToString(<Page />);
      document.body.append(host);
      new Function(EARLY_CLICKS_SCRIPT)();
      // Links and the forms the server answers work as they are.
      expect([press('下一页'), press('登录')]).toEqual([false, false]);
      expect(press('保存')).toBe(true);
      noteServerDrawn(document);
      stopEarlyClicks();
      await act(async () => {
        root = hydrateRoot(host, <Page />);
      });
      expect(pressed).not.toHaveBeenCalled();
      await act(async () => takeEarlyInput());
      expect(pressed).toHaveBeenCalledTimes(1);
      await act(async () => takeEarlyInput());
      expect(pressed).toHaveBeenCalledTimes(1);
    });

    it('is React’s alone once the page is being taken over', async () => {
      const host = document.createElement('div');
      host.innerHTML = renderToString(<Page />);
      document.body.append(host);
      new Function(EARLY_CLICKS_SCRIPT)();
      stopEarlyClicks();
      expect(press('保存')).toBe(false);
    });
  });
});
