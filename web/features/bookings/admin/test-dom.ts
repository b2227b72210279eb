import { act } from 'react';
import { expect, vi } from 'vitest';
import type { Envelope } from '@shared/envelope';

// What the 会议室管理 browser tests share: a fetch answering by path, and a person's clicks and typing.

/** A fetch answering each call's path with its envelope (a plain success when none is set); the bodies sent kept. */
export function answeringFetch() {
  const answers: Record<string, Envelope<unknown>> = {};
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (path: string, _init?: RequestInit) => json(answers[path] ?? { code: 1, msg: '操作成功', data: null }));
  const sentTo = (path: string) => fetchMock.mock.calls.filter(([p]) => p === path).map(([, init]) => JSON.parse(String(init?.body)));
  return { answers, fetchMock, sentTo };
}

export const text = () => document.body.textContent ?? '';
export const button = (name: string, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name) ?? null;

export const until = async (check: () => boolean) => {
  for (let i = 0; i < 1000 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 5)));
  expect(check()).toBe(true);
};

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
