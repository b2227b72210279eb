import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { expect, vi } from 'vitest';
import type { Envelope } from '@shared/envelope';

// What the browser tests (happy-dom) share: React's act environment (set by importing this), a fetch answering by
// path, a React root for each test, and a person's clicks and typing.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** A JSON answer as fetch gives it. */
export const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** A fetch answering each call's path with its envelope (`fallback` when none is set); the bodies sent kept. */
export function answeringFetch(fallback: Envelope<unknown> = { code: 1, msg: '操作成功', data: null }) {
  const answers: Record<string, Envelope<unknown>> = {};
  const fetchMock = vi.fn(async (path: string, _init?: RequestInit) => json(answers[path] ?? fallback));
  const sentTo = (path: string) => fetchMock.mock.calls.filter(([p]) => p === path).map(([, init]) => JSON.parse(String(init?.body)));
  /** Forgets the calls made and the answers set. */
  const reset = () => {
    fetchMock.mockClear();
    for (const k of Object.keys(answers)) delete answers[k];
  };
  return { answers, fetchMock, sentTo, reset };
}

/** Stubs fetch with `fetchMock` and makes a React root in a fresh host on the page (for a `beforeEach`). */
export function openRoot(fetchMock: (path: string, init?: RequestInit) => Promise<Response>): Root {
  vi.stubGlobal('fetch', fetchMock);
  const host = document.createElement('div');
  document.body.append(host);
  return createRoot(host);
}

/** Unmounts the root, empties the page and gives fetch back (for an `afterEach`). */
export function closeRoot(root: Root): void {
  act(() => root.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
}

export const text = () => document.body.textContent ?? '';
export const button = (name: string, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name) ?? null;
/** The input of a form field by its id. */
export const field = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!;

/** Waits (5 s at most: antd animates, and the machine may be busy) for `check` to hold, and asserts it does. */
export const until = async (check: () => boolean) => {
  for (let i = 0; i < 1000 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 5)));
  expect(check()).toBe(true);
};

/** Clicks the button of that name once it is there (within what `within` gives, when given). */
export const click = async (name: string, within?: () => ParentNode | null) => {
  await until(() => button(name, within?.() ?? document) !== null);
  await act(async () => button(name, within?.() ?? document)!.click());
};

/** Types into an input or text area as a person would (React's own value setter, then the input event). */
export async function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
