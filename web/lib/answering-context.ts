import type { AppLoadContext } from 'react-router';
import { checkAnswer, type ApiCall } from '@shared/calls/define';
import type { Envelope } from '@shared/envelope';

/**
 * For loader tests: a context answering every call with `envelope`, checked the way the server's in-process
 * context.api checks a declared call (a bare path comes back unchecked); it records the paths asked.
 */
export function contextAnswering(envelope: Envelope<unknown>) {
  const asked: string[] = [];
  const api = async (c: ApiCall | string) => {
    asked.push(typeof c === 'string' ? c : c.path);
    return typeof c === 'string' ? envelope : checkAnswer(c, envelope);
  };
  return { context: { api } as unknown as AppLoadContext, asked };
}

/** A success that no list or detail call answers (ids are numbers): a drifting server. */
export const drifted: Envelope<unknown> = { code: 1, msg: 'ok', data: [{ id: 'x' }], count: 1 };
