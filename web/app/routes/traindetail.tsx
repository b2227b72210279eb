import { DetailError } from '~/components/DetailError';
import { DetailPage, detailMeta, type DetailKind } from '~/components/DetailPage';
import { factIf } from '~/components/FactList';
import { ItemDetail } from '~/components/ItemDetail';
import { paths } from '~/config/paths';
import { ConsultationButton } from '~/features/consultations/components/ConsultationButton';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { loadTrainingItem } from '~/features/services/api/training.server';
import { trainingFacts } from '~/features/services/service-facts';
import type { Route } from './+types/traindetail';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTrainingItem(context, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, (item) => ({ title: item.name, description: `${item.name}：${item.active_time}，${item.address}。` }));

const kind: DetailKind = {
  section: '培训服务',
  to: paths.train,
  crumb: '活动详情',
  invitation: { setting: 'train_detail', otherwise: '想参加培训活动？欢迎在线咨询。' },
};

/** Spec §2 training detail: name, time, address, content; and the field it is for (spec §3 `domain`, 面向领域) when given. */
export default function TrainDetail({ loaderData: item }: Route.ComponentProps) {
  const subject = { type: ConsultationType.TRAINING, id: item.id, title: item.name };
  return (
    <DetailPage kind={kind} bandAction={<ConsultationButton subject={subject} label="在线咨询" onDark />}>
      <ItemDetail
        title={item.name}
        image={item.image}
        facts={[...trainingFacts(item), ...factIf('面向领域', item.domain)]}
        action={<ConsultationButton subject={subject} label="咨询报名" />}
        html={item.content}
        contentHeading="活动内容"
      />
    </DetailPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} kind={kind} />;
}
