import { PAGE_SIZE } from '@shared/constants';
import { KeywordNote } from '~/components/KeywordNote';
import { ListBody } from '~/components/ListBody';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { ConsultationButton } from '~/features/consultations/components/ConsultationButton';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { loadRoomPage } from '~/features/rooms/api/rooms.server';
import { RoomCards } from '~/features/rooms/components/RoomCards';
import { loadBanners } from '~/features/site/api/site.server';
import { ColumnHeader } from '~/features/site/components/ColumnHeader';
import { listTitle, pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/tenancy';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, banners] = await Promise.all([loadRoomPage(context, new URL(request.url).searchParams), loadBanners(context, 'tenancy')]);
  return { ...page, banners };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, listTitle('租赁服务', loaderData?.query), '园区租赁服务：可租房源的房号、楼层、工位数与面积，在线咨询看房。');

export default function Rooms({ loaderData }: Route.ComponentProps) {
  const { query, items, total, error, banners } = loaderData;
  const { config } = useRootData();
  return (
    <>
      <ColumnHeader position="tenancy" column="租赁服务" banners={banners} />
      <div className="container">
        <PageHeader title="租赁服务" crumbs={[{ label: '租赁服务' }]} />
        <div className="panel">
          {config.zulin_detail && <p style={{ margin: '0 0 8px', color: 'var(--care-text, #4f5866)' }}>{config.zulin_detail}</p>}
          <KeywordNote keyword={query.keyword} total={total} error={error} clearHref={paths.lists.rooms({ page: 1 })} />
          <ListBody
            error={error}
            count={items.length}
            total={total}
            page={query.page}
            pageSize={PAGE_SIZE.rooms}
            hrefFor={(page) => paths.lists.rooms({ ...query, page })}
          >
            <RoomCards
              items={items}
              action={(r) => (
                <ConsultationButton subject={{ type: ConsultationType.LEASING, id: r.id, title: `${r.number} ${r.title}` }} size="middle" />
              )}
            />
          </ListBody>
        </div>
      </div>
    </>
  );
}
