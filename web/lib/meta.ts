import type { MetaDescriptor } from 'react-router';
import { columnNameFor } from '~/config/page-columns';
import { isRootData, siteNameOf } from './root-data';

type MatchLike = { id: string; pathname?: string; loaderData?: unknown } | undefined;

function rootConfig(matches: readonly MatchLike[]) {
  const root = matches.find((m) => m?.id === 'root');
  return isRootData(root?.loaderData) ? root.loaderData.config : undefined;
}

/** The site name from the root match, for <title> in meta functions. */
export function siteNameFrom(matches: readonly MatchLike[]): string {
  return siteNameOf(rootConfig(matches));
}

/** An article's (policy's, announcement's, news item's) meta of the government web-page specification. */
export type ArticleMeta = { title: string; pubDate: string; source: string };

export type PageMetaOptions = {
  /** The column when the page's path does not say it (web/config/page-columns.ts). */
  column?: string;
  article?: ArticleMeta;
};

/** PubDate as the specification writes it, YYYY-MM-DD HH:mm ('2026-05-10' becomes '2026-05-10 00:00'). */
export function pubDateOf(text: string): string {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?/.exec(text.trim());
  if (!m) return '';
  const two = (s: string | undefined) => (s ?? '0').padStart(2, '0');
  return `${m[1]}-${two(m[2])}-${two(m[3])} ${two(m[4])}:${two(m[5])}`;
}

/** A public list's page past its end (publicListPage in list-load.server.ts: answered 404), kept out of search results. */
const isPastEnd = (loaderData: unknown) =>
  typeof loaderData === 'object' && loaderData !== null && 'pastEnd' in loaderData && loaderData.pastEnd === true;

/**
 * `{title} - {site}`, a description, and the site's identity of the government web-page specification (issue 14):
 * SiteName, SiteDomain (PUBLIC_URL's host), SiteIDCode (网站标识码, when set), ColumnName (the page's column), and
 * on an article ArticleTitle, PubDate and ContentSource (its source, else the site); `noindex` on a public list's page
 * past its end.
 */
export function pageMeta(
  matches: readonly MatchLike[],
  title: string,
  description: string,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const config = rootConfig(matches);
  const site = siteNameOf(config);
  const leaf = matches.at(-1);
  const column = options.column ?? columnNameFor(leaf?.pathname ?? '');
  const tags: MetaDescriptor[] = [
    { title: title ? `${title} - ${site}` : site },
    { name: 'description', content: description },
    { name: 'SiteName', content: site },
  ];
  const named = (name: string, content: string | undefined) => {
    if (content?.trim()) tags.push({ name, content: content.trim() });
  };
  named('SiteDomain', config?.site_domain);
  named('SiteIDCode', config?.site_code);
  named('ColumnName', column);
  if (options.article) {
    named('ArticleTitle', options.article.title);
    named('PubDate', pubDateOf(options.article.pubDate));
    named('ContentSource', options.article.source || site);
  }
  if (isPastEnd(leaf?.loaderData)) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** A list page's title: the column, the keyword it is filtered by, and the page after the first. */
export function listTitle(column: string, q: { keyword?: string; page?: number } | undefined): string {
  const kw = q?.keyword ? `：“${q.keyword}”` : '';
  const page = q?.page && q.page > 1 ? `（第 ${q.page} 页）` : '';
  return `${column}${kw}${page}`;
}

/** A route's meta of a fixed title and description. */
export const metaOf =
  (title: string, description: string) =>
  ({ matches }: { matches: readonly MatchLike[] }) =>
    pageMeta(matches, title, description);

/** A list route's meta: its column, with the keyword and the page its loader read (listTitle). */
export const listMeta =
  (column: string, description: string) =>
  ({ matches, loaderData }: { matches: readonly MatchLike[]; loaderData?: { query?: { keyword?: string; page?: number } } }) =>
    pageMeta(matches, listTitle(column, loaderData?.query), description);
