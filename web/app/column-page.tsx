import type { Banner } from '@shared/contracts/site';
import type { ReactNode } from 'react';
import type { BannerPosition } from '@shared/labels/site';
import { PageHeader } from '~/components/PageHeader';
import { PublicList, type ListQuery, type PublicListProps } from '~/components/PublicList';
import { ColumnHeader } from '~/features/site/components/ColumnHeader';

type Props<Q extends ListQuery> = Omit<PublicListProps<Q>, 'banner' | 'data'> & {
  position: BannerPosition;
  data: PublicListProps<Q>['data'] & { banners: Banner[] };
};

/** A public list under its column's banners (科技服务, 培训服务, 孵化服务, 租赁服务): the column named as the list. */
export function ColumnList<Q extends ListQuery>({ position, ...list }: Props<Q>) {
  return <PublicList {...list} banner={<ColumnHeader position={position} column={list.kind.title} banners={list.data.banners} />} />;
}

type LandingProps = { position: BannerPosition; title: string; banners: Banner[]; children: ReactNode };

/** A column's landing page (入驻企业, 创业服务): its banners, the breadcrumb and h1, then its panels in a grid. */
export function ColumnLanding({ position, title, banners, children }: LandingProps) {
  return (
    <>
      <ColumnHeader position={position} column={title} banners={banners} />
      <div className="container">
        <PageHeader title={title} crumbs={[{ label: title }]} />
      </div>
      <div className="container" style={{ display: 'grid', gap: 24 }}>
        {children}
      </div>
    </>
  );
}
