import type { AppLoadContext } from 'react-router';
import type { ArticleCard, PolicyCard } from '@shared/contracts/articles';
import { Code } from '@shared/envelope';

/** One home tab of home_policy: 0 政策 (policy items), 1 通知公告, 2 新闻动态; the newest featured. */
export type HomeTab =
  | { type: 0; name: string; featured: PolicyCard | null; list: PolicyCard[] }
  | { type: 1 | 2; name: string; featured: ArticleCard | null; list: ArticleCard[] };

export async function loadHomePolicy(context: AppLoadContext): Promise<{ tabs: HomeTab[]; error: string | null }> {
  const res = await context.api<HomeTab[]>('/api/demo/home_policy');
  return res.code === Code.OK ? { tabs: res.data ?? [], error: null } : { tabs: [], error: res.msg || 'Error' };
}
