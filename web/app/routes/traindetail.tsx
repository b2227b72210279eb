import { MSG } from '@shared/messages';
import { DetailBanner } from '~/components/DetailBanner';
import { DetailError } from '~/components/DetailError';
import { ItemDetail } from '~/components/ItemDetail';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { ConsultButton } from '~/features/consultations/components/ConsultButton';
import { ConsultType } from '~/features/consultations/open-consultation';
import { loadTrainingItem } from '~/features/services/api/training.server';
import { pageMeta } from '~/lib/meta';
import { notFoundMeta } from '~/lib/not-found-meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/traindetail';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTrainingItem(context, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  !loaderData || error
    ? notFoundMeta(matches, MSG.notFound, MSG.notFound)
    : pageMeta(matches, loaderData.name, `${loaderData.name}：${loaderData.active_time}，${loaderData.address}。`);

const crumbs = [{ label: '培训服务', to: paths.train }, { label: '活动详情' }];

/** Spec §2 training detail: name, time, address, content. */
export default function TrainDetail({ loaderData: item }: Route.ComponentProps) {
  const { config } = useRootData();
  const subject = { type: ConsultType.TRAINING, id: item.id, title: item.name };
  return (
    <div className="container">
      <PageHeader crumbs={crumbs} />
      <div className="panel">
        <ItemDetail
          title={item.name}
          image={item.image}
          facts={[
            { label: '活动时间', value: <time dateTime={item.active_time.replace(' ', 'T')}>{item.active_time}</time> },
            { label: '活动地点', value: item.address },
          ]}
          action={<ConsultButton subject={subject} label="咨询报名" />}
          html={item.content}
          contentHeading="活动内容"
        />
      </div>
      <DetailBanner
        text={config.train_detail || '想参加培训活动？欢迎在线咨询。'}
        action={<ConsultButton subject={subject} label="在线咨询" onDark />}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} section="培训服务" crumbs={crumbs} backTo={paths.train} />;
}
