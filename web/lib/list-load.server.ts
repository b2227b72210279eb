import type { AppLoadContext } from 'react-router';
import { Code } from '@shared/envelope';

/** One page of a list: a failed load is an empty list with the server's message (spec §8). */
export type ListPage<T> = { items: T[]; total: number; error: string | null };

export async function loadList<T>(context: AppLoadContext, call: string, body: Record<string, unknown>): Promise<ListPage<T>> {
  const res = await context.api<T[]>(call, body);
  if (res.code !== Code.OK) return { items: [], total: 0, error: res.msg || 'Error' };
  return { items: res.data ?? [], total: res.count ?? res.data?.length ?? 0, error: null };
}

/** Optional data for a page (categories, figures): what the server answered, or a fallback when it failed. */
export async function loadOr<T>(context: AppLoadContext, call: string, body: Record<string, unknown>, fallback: T): Promise<T> {
  const res = await context.api<T>(call, body);
  return res.code === Code.OK && res.data != null ? res.data : fallback;
}

/** The keyword only when there is one, as the list calls take it. */
export const keywordBody = (keyword: string) => (keyword ? { keyword } : {});
