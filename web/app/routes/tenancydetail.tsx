import { DetailError } from '~/components/DetailError';
import { DetailPage, detailMeta, type DetailKind } from '~/components/DetailPage';
import { ItemDetail } from '~/components/ItemDetail';
import { paths } from '~/config/paths';
import { ConsultationButton } from '~/features/consultations/components/ConsultationButton';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { loadRoom } from '~/features/rooms/api/rooms.server';
import { roomFacts } from '~/features/rooms/components/RoomCards';
import type { Route } from './+types/tenancydetail';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRoom(context, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, (room) => ({
    title: room.title,
    description: `${room.number}，${room.position}，${room.area} 平方米，${room.work} 个工位。`,
  }));

const kind: DetailKind = {
  section: '租赁服务',
  to: paths.rooms,
  crumb: '房源详情',
  invitation: { setting: 'zulin_detail', otherwise: '想了解更多房源？园区招商服务为您推荐。' },
};

/** Spec §2 room detail: title, image, room number, floor, workstations, area, rich-text intro. */
export default function RoomDetail({ loaderData: room }: Route.ComponentProps) {
  const subject = { type: ConsultationType.LEASING, id: room.id, title: `${room.number} ${room.title}` };
  return (
    <DetailPage kind={kind} bandAction={<ConsultationButton subject={subject} label="在线咨询" onDark />}>
      <ItemDetail
        title={room.title}
        image={room.image}
        ratio="photo"
        facts={roomFacts(room)}
        action={<ConsultationButton subject={subject} label="咨询看房" />}
        html={room.content}
        contentHeading="房源介绍"
      />
    </DetailPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} kind={kind} />;
}
