import { LoginType, PAGE_SIZE } from '@shared/constants';
import type { RoomCard } from '@shared/contracts/services';
import { paths } from '~/config/paths';
import { loadSpaceCards } from '~/features/bookings/api/bookings.server';
import { SpaceCards } from '~/features/bookings/components/SpaceCards';
import { ConsultationButton } from '~/features/consultations/components/ConsultationButton';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { loadRoomPage } from '~/features/rooms/api/rooms.server';
import { RoomCards } from '~/features/rooms/components/RoomCards';
import { loadBanners } from '~/features/site/api/site.server';
import { publicListPage, queryLoader, withBanners } from '~/lib/list-load.server';
import { parseListQuery } from '~/lib/list-query';
import { listMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { ColumnList } from '../column-page';
import type { Route } from './+types/tenancy';

const kind = { title: '租赁服务', pageSize: PAGE_SIZE.rooms, href: paths.lists.rooms };

/**
 * The rooms to lease and the column's banners; on the list's first page (no keyword) also the shared meeting rooms
 * (room_spaces, issue 33), all three side by side.
 */
export const loader = queryLoader(async (context, sp) => {
  const q = parseListQuery(sp, {});
  const first = q.page === 1 && !q.keyword;
  const [page, spaces] = await Promise.all([
    withBanners(loadRoomPage(context, sp), loadBanners(context, 'tenancy')),
    first ? loadSpaceCards(context) : Promise.resolve([]),
  ]);
  return publicListPage({ ...page, spaces }, q.page, kind.pageSize);
});

export const meta = listMeta(kind.title, '园区租赁服务：可租房源的房号、楼层、工位数与面积，在线咨询看房；共享会议室在线预约。');

/** Each room card's consultation button, about that room. */
const consult = (r: RoomCard) => (
  <ConsultationButton subject={{ type: ConsultationType.LEASING, id: r.id, title: `${r.number} ${r.title}` }} size="middle" />
);

export default function Rooms({ loaderData: d }: Route.ComponentProps) {
  const { config, user } = useRootData();
  const viewer = !user ? 'visitor' : user.type === LoginType.PERSONAL ? 'personal' : 'staff';
  return (
    <>
      <ColumnList kind={kind} data={d} position="tenancy" intro={config.zulin_detail}>
        <RoomCards items={d.items} action={consult} />
      </ColumnList>
      <div className="container">
        <SpaceCards spaces={d.spaces} viewer={viewer} />
      </div>
    </>
  );
}
