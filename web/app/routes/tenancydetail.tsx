import { MSG } from '@shared/messages';
import { DetailBanner } from '~/components/DetailBanner';
import { DetailError } from '~/components/DetailError';
import { ItemDetail } from '~/components/ItemDetail';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { ConsultButton } from '~/features/consultations/components/ConsultButton';
import { ConsultType } from '~/features/consultations/open-consultation';
import { loadRoom } from '~/features/rooms/api/rooms.server';
import { roomFacts } from '~/features/rooms/components/RoomCards';
import { pageMeta } from '~/lib/meta';
import { notFoundMeta } from '~/lib/not-found-meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/tenancydetail';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRoom(context, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  !loaderData || error
    ? notFoundMeta(matches, MSG.notFound, MSG.notFound)
    : pageMeta(
        matches,
        loaderData.title,
        `${loaderData.number}，${loaderData.position}，${loaderData.area} 平方米，${loaderData.work} 个工位。`,
      );

const crumbs = [{ label: '租赁服务', to: paths.tenancy }, { label: '房源详情' }];

/** Spec §2 lease detail: title, image, room number, floor, workstations, area, rich-text intro. */
export default function TenancyDetail({ loaderData: room }: Route.ComponentProps) {
  const { config } = useRootData();
  const subject = { type: ConsultType.LEASING, id: room.id, title: `${room.number} ${room.title}` };
  return (
    <div className="container">
      <PageHeader crumbs={crumbs} />
      <div className="panel">
        <ItemDetail
          title={room.title}
          image={room.image}
          ratio="photo"
          facts={roomFacts(room)}
          action={<ConsultButton subject={subject} label="咨询看房" />}
          html={room.content}
          contentHeading="房源介绍"
        />
      </div>
      <DetailBanner
        text={config.zulin_detail || '想了解更多房源？园区招商服务为您推荐。'}
        action={<ConsultButton subject={subject} label="在线咨询" onDark />}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} section="租赁服务" crumbs={crumbs} backTo={paths.tenancy} />;
}
