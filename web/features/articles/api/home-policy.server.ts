import type { AppLoadContext } from 'react-router';
import * as articlesCalls from '@shared/calls/articles';
import type { CallData } from '@shared/calls/define';
import type { ArticleCard, PolicyCard } from '@shared/contracts/articles';
import { Code } from '@shared/envelope';

type Card = PolicyCard | ArticleCard;

/** A tab's listed item as the tab shows it: its title and release date (YYYY-MM-DD), linking to the item. */
export type HomeItem = Pick<Card, 'id' | 'title'> & { date: string };

/** The featured item adds its summary, and its picture ('' for a policy, which has none) with the release time. */
export type HomeFeatured = HomeItem & Pick<Card, 'summary' | 'release_time'> & { image: string };

/** One home tab of home_policy: type 0 政策 (policy items), 1 通知公告, 2 新闻动态 (ArticleType); the newest featured. */
export type HomeTab = {
  type: number;
  name: string;
  featured: HomeFeatured | null;
  list: HomeItem[];
};

const homeItem = (c: Card): HomeItem => ({ id: c.id, title: c.title, date: `${c.year}-${c.month}-${c.day}` });

/**
 * Each tab with only what the home page shows of its items (the page's HTML carries its data for hydration, so
 * the cards' other fields, e.g. the list items' summaries and the policies' document numbers, would be sent unseen).
 */
function homeTabs(tabs: CallData<typeof articlesCalls.homePolicy>): HomeTab[] {
  return tabs.map((t) => ({
    type: t.type,
    name: t.name,
    featured: t.featured && {
      ...homeItem(t.featured),
      summary: t.featured.summary,
      release_time: t.featured.release_time,
      image: 'image' in t.featured ? t.featured.image : '',
    },
    list: t.list.map(homeItem),
  }));
}

export async function loadHomePolicy(context: AppLoadContext): Promise<{ tabs: HomeTab[]; error: string | null }> {
  const res = await context.api(articlesCalls.homePolicy);
  return res.code === Code.OK ? { tabs: homeTabs(res.data), error: null } : { tabs: [], error: res.msg || 'Error' };
}
