import { PAGE_SIZE } from '@shared/constants';
import type { RoomCard } from '@shared/contracts/services';
import { paths } from '~/config/paths';
import { ConsultationButton } from '~/features/consultations/components/ConsultationButton';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { loadRoomPage } from '~/features/rooms/api/rooms.server';
import { RoomCards } from '~/features/rooms/components/RoomCards';
import { loadBanners } from '~/features/site/api/site.server';
import { queryLoader, withBanners } from '~/lib/list-load.server';
import { listMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { ColumnList } from '../column-page';
import type { Route } from './+types/tenancy';

const kind = { title: '租赁服务', pageSize: PAGE_SIZE.rooms, href: paths.lists.rooms };

export const loader = queryLoader((context, sp) => withBanners(loadRoomPage(context, sp), loadBanners(context, 'tenancy')));

export const meta = listMeta(kind.title, '园区租赁服务：可租房源的房号、楼层、工位数与面积，在线咨询看房。');

/** Each room card's consultation button, about that room. */
const consult = (r: RoomCard) => (
  <ConsultationButton subject={{ type: ConsultationType.LEASING, id: r.id, title: `${r.number} ${r.title}` }} size="middle" />
);

export default function Rooms({ loaderData: d }: Route.ComponentProps) {
  return (
    <ColumnList kind={kind} data={d} position="tenancy" intro={useRootData().config.zulin_detail}>
      <RoomCards items={d.items} action={consult} />
    </ColumnList>
  );
}
