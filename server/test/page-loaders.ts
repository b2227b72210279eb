import type { AppLoadContext } from 'react-router';
import { checkAnswer, type ApiCall } from '../../shared/calls/define';
import type { Envelope } from '../../shared/envelope';
import { MSG } from '../../shared/messages';
import type { RawAnswer, TestApp } from './harness';

/** An entry of web/app/routes.ts. */
export type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/** A page's loader, as React Router calls it. */
export type Loader = (args: { request: Request; context: AppLoadContext; params: object }) => Promise<unknown>;

/** Every page address of web/app/routes.ts and its route module (relative to web/app/). */
export function pageFiles(entries: readonly RouteEntry[], prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const e of entries) {
    const at = e.path === undefined ? prefix : `${prefix}/${e.path}`;
    if (e.path !== undefined || e.index) found.set(at || '/', e.file);
    for (const [p, f] of pageFiles(e.children ?? [], at)) if (!found.has(p)) found.set(p, f);
  }
  return found;
}

/** A role refusal, in either of the envelope's ways of saying it (HTTP 403, or code 0 in a 200) with 无权访问. */
export const refused = (status: number, msg: unknown) => status === 403 || msg === MSG.forbidden;

/** A call a loader made, and what it was answered. */
export type Asked = { path: string; answer: RawAnswer };

/**
 * Runs a page's loader at `pagePath` with the session of `token`, its calls made against the test app the way the web
 * server makes them (checked against their declaration when they succeed); returns every call it asked, in order.
 */
export async function runLoader(t: TestApp, loader: Loader, pagePath: string, token: string): Promise<Asked[]> {
  const asked: Asked[] = [];
  const api = async (c: ApiCall | string, body: Record<string, unknown> = {}) => {
    const callPath = typeof c === 'string' ? c : c.path;
    const answer = await t.raw(callPath, body, token);
    asked.push({ path: callPath, answer });
    return typeof c === 'string' ? answer.body : checkAnswer(c, answer.body as Envelope<unknown>);
  };
  const context = {
    api,
    token,
    publicUrl: t.env.publicUrl,
    secureCookies: false,
    isQrHandOver: async () => false,
  } as unknown as AppLoadContext;
  try {
    await loader({ request: new Request(`http://localhost${pagePath}`), context, params: {} });
  } catch (err) {
    // A redirect (a page beyond the last) is an answer; anything else is the loader failing.
    if (!(err instanceof Response)) throw err;
  }
  return asked;
}
