import { detailBoundary } from '~/components/DetailError';
import { detailKind, detailMeta } from '~/components/DetailPage';
import { factIf } from '~/components/FactList';
import { paths } from '~/config/paths';
import { ConsultationType, TRAINING_CONSULT_ACTION } from '~/features/consultations/open-consultation';
import { loadTrainingItem } from '~/features/services/api/training.server';
import { trainingFacts } from '~/features/services/service-facts';
import { queryLoader } from '~/lib/list-load.server';
import { consultDetail } from '../consult-detail';
import type { Route } from './+types/traindetail';

const kind = detailKind('培训服务', paths.train, '活动详情', 'train_detail', '想参加培训活动？欢迎在线咨询。');

export const loader = queryLoader(loadTrainingItem);

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, (item) => ({ title: item.name, description: `${item.name}：${item.active_time}，${item.address}。` }));

/** Spec §2 training detail: name, time, address, content; and the field it is for (spec §3 `domain`, 面向领域) when given. */
export default consultDetail(kind, '活动内容', (item: Route.ComponentProps['loaderData']) => ({
  subject: { type: ConsultationType.TRAINING, id: item.id, title: item.name },
  detail: {
    title: item.name,
    image: item.image,
    facts: [...trainingFacts(item), ...factIf('面向领域', item.domain)],
    action: TRAINING_CONSULT_ACTION,
  },
}));

export const ErrorBoundary = detailBoundary(kind);
