import { detailBoundary } from '~/components/DetailError';
import { detailKind, detailMeta } from '~/components/DetailPage';
import { paths } from '~/config/paths';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { loadRoom } from '~/features/rooms/api/rooms.server';
import { roomFacts } from '~/features/rooms/components/RoomCards';
import { queryLoader } from '~/lib/list-load.server';
import { consultDetail } from '../consult-detail';
import type { Route } from './+types/tenancydetail';

const kind = detailKind('租赁服务', paths.rooms, '房源详情', 'zulin_detail', '想了解更多房源？园区招商服务为您推荐。');

export const loader = queryLoader(loadRoom);

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, (room) => ({
    title: room.title,
    description: `${room.number}，${room.position}，${room.area} 平方米，${room.work} 个工位。`,
  }));

/** Spec §2 room detail: title, image, room number, floor, workstations, area, rich-text intro. */
export default consultDetail(kind, '房源介绍', (room: Route.ComponentProps['loaderData']) => ({
  subject: { type: ConsultationType.LEASING, id: room.id, title: `${room.number} ${room.title}` },
  detail: { title: room.title, image: room.image, ratio: 'photo', facts: roomFacts(room), action: '咨询看房' },
}));

export const ErrorBoundary = detailBoundary(kind);
