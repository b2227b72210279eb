import type { MetaDescriptor } from 'react-router';
import { isRootData, siteNameOf } from './root-data';

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The site name from the root match, for <title> in meta functions. */
export function siteNameFrom(matches: readonly MatchLike[]): string {
  const root = matches.find((m) => m?.id === 'root');
  return siteNameOf(isRootData(root?.loaderData) ? root.loaderData.config : undefined);
}

/** `{title} - {site}` and a description, the pair every page has. */
export function pageMeta(matches: readonly MatchLike[], title: string, description: string): MetaDescriptor[] {
  const site = siteNameFrom(matches);
  return [
    { title: title ? `${title} - ${site}` : site },
    { name: 'description', content: description },
    { name: 'SiteName', content: site },
  ];
}

/** A list page's title: the column, the keyword it is filtered by, and the page after the first. */
export function listTitle(column: string, q: { keyword?: string; page?: number } | undefined): string {
  const kw = q?.keyword ? `：“${q.keyword}”` : '';
  const page = q?.page && q.page > 1 ? `（第 ${q.page} 页）` : '';
  return `${column}${kw}${page}`;
}
