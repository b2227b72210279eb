import type { ReactNode } from 'react';
import type { MetaDescriptor } from 'react-router';
import type { SiteConfig } from '@shared/contracts/site';
import { MSG } from '@shared/messages';
import { pageMeta, type PageMetaOptions } from '~/lib/meta';
import { notFoundMeta } from '~/lib/not-found-meta';
import { useRootData } from '~/lib/root-data';
import { DetailBanner } from './DetailBanner';
import { PageHeader, type Crumb } from './PageHeader';

type TextSetting = { [K in keyof SiteConfig]-?: SiteConfig[K] extends string ? K : never }[keyof SiteConfig];

/** What a public detail route says about its page, beside the item itself. */
export type DetailKind = {
  /** The section: the first crumb after 首页, the heading of the page's error and its way back (返回…). */
  section: string;
  to: string;
  /** The section's own section, when it sits under one (通知公告 and 新闻动态 under 政策资讯): a crumb before it. */
  parent?: Crumb;
  /** The page's own crumb (服务详情, 房源详情…). */
  crumb: string;
  /** The band under the panel invites with this section's setting (站点管理), or with `otherwise` while it is empty. */
  invitation: { setting: TextSetting; otherwise: string };
};

/** A kind in one line: its section and address, its own crumb, and the invitation's setting with its fallback. */
export const detailKind = (section: string, to: string, crumb: string, setting: TextSetting, otherwise: string): DetailKind => ({
  section,
  to,
  crumb,
  invitation: { setting, otherwise },
});

export const detailCrumbs = ({ section, to, crumb, parent }: DetailKind): Crumb[] => [
  ...(parent ? [parent] : []),
  { label: section, to },
  { label: crumb },
];

type Props = { kind: DetailKind; children: ReactNode; bandAction: ReactNode };

/**
 * One public detail page (a policy or article, a service, a training, a room, a company): the breadcrumb, the item
 * in its panel (`children`: ItemDetail or ArticleView, each with its own h1), and the invitation band with its
 * button (`bandAction`, the consultation).
 */
export function DetailPage({ kind, children, bandAction }: Props) {
  const { config } = useRootData();
  return (
    <div className="container">
      <PageHeader crumbs={detailCrumbs(kind)} />
      <div className="panel">{children}</div>
      <DetailBanner text={config[kind.invitation.setting] || kind.invitation.otherwise} action={bandAction} />
    </div>
  );
}

type Matches = Parameters<typeof pageMeta>[0];
export type DetailMeta = { title: string; description: string; options?: PageMetaOptions };

/** A detail route's meta: the item's title and description, or the 404's (kept out of search results) without an item. */
export function detailMeta<T>(
  { loaderData, matches, error }: { loaderData: T | undefined; matches: Matches; error?: unknown },
  describe: (item: T, matches: Matches) => DetailMeta,
): MetaDescriptor[] {
  if (!loaderData || error) return notFoundMeta(matches, MSG.notFound, MSG.notFound);
  const { title, description, options } = describe(loaderData, matches);
  return pageMeta(matches, title, description, options);
}
