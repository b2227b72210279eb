import { data, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { ApiCall, CallBody, CallData } from '@shared/calls/define';
import { Code, type Envelope } from '@shared/envelope';
import { pageBeyondEnd } from './list-query';

/**
 * One page of a list: a failed load is an empty list with the server's message (spec §8). `atLeast`: the total is
 * a lower bound (the envelope's count_at_least: a search in the text counts only some pages ahead), “N 条以上”.
 */
export type ListPage<T> = { items: T[]; total: number; error: string | null; atLeast?: boolean };

export function loadList<C extends ApiCall<z.ZodType, z.ZodArray>>(
  context: AppLoadContext,
  call: C,
  body: CallBody<C>,
): Promise<ListPage<CallData<C>[number]>>;
export async function loadList(context: AppLoadContext, call: ApiCall, body: Record<string, unknown>): Promise<ListPage<unknown>> {
  const res = (await context.api(call, body)) as Envelope<unknown[]>;
  if (res.code !== Code.OK) return { items: [], total: 0, error: res.msg || 'Error' };
  return { items: res.data ?? [], total: res.count ?? res.data?.length ?? 0, error: null, ...atLeastOf(res) };
}

/** `{ atLeast: true }` when the envelope's count is a lower bound, else nothing (the page's data stays as it was). */
export const atLeastOf = (res: Envelope<unknown>): { atLeast?: true } => (res.count_at_least ? { atLeast: true } : {});

/** What a public list page's loader gives its page, its list's `items`, `total` and `error` among it. */
type LoadedList = { items: readonly unknown[]; total: number; error: string | null };

/**
 * A public list page's answer (/information, /notice, /news, /tenancy, /technics, /train, /finance, /risklist): a
 * page past the end of a list that has items (the page ListBody says 第 N 页不存在 on) answers HTTP 404, so it is
 * neither indexed nor kept by the page cache, and is marked `pastEnd` for pageMeta's noindex; it is drawn as
 * before. A page in range, the first page of an empty list and a failed load answer 200.
 */
export function publicListPage<D extends LoadedList>(loaded: D, page: number, pageSize: number) {
  const pastEnd = !loaded.error && pageBeyondEnd(page, loaded.total, loaded.items.length, pageSize) !== null;
  return data({ ...loaded, pastEnd }, { status: pastEnd ? 404 : 200 });
}

/** Optional data for a page (categories, figures): what the server answered, or a fallback when it failed. */
export function loadOr<C extends ApiCall>(context: AppLoadContext, call: C, body: CallBody<C>, fallback: CallData<C>): Promise<CallData<C>>;
export async function loadOr(context: AppLoadContext, call: ApiCall, body: Record<string, unknown>, fallback: unknown): Promise<unknown> {
  const res = await context.api(call, body);
  return res.code === Code.OK && res.data != null ? res.data : fallback;
}

/** The keyword only when there is one, as the list calls take it. */
export const keywordBody = (keyword: string) => (keyword ? { keyword } : {});

type LoaderArgs = { request: Request; context: AppLoadContext };

/** A loader of what `load` answers for the address's query string (a detail's ?id=, a list's filters and page). */
export const queryLoader =
  <R>(load: (context: AppLoadContext, sp: URLSearchParams) => R) =>
  ({ request, context }: LoaderArgs) =>
    load(context, new URL(request.url).searchParams);

/** A back-office list's loader: the query its address says (`parse`), and the page `load` answers for it. */
export const listLoader =
  <Q, P>(parse: (sp: URLSearchParams) => Q, load: (context: AppLoadContext, query: Q) => Promise<P>) =>
  async ({ request, context }: LoaderArgs) => {
    const query = parse(new URL(request.url).searchParams);
    return { query, page: await load(context, query) };
  };

/** A page and its column's banners, loaded side by side. */
export async function withBanners<P extends object, B>(page: Promise<P>, banners: Promise<B>): Promise<P & { banners: B }> {
  const [loaded, shown] = await Promise.all([page, banners]);
  return { ...loaded, banners: shown };
}
