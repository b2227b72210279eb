import { detailBoundary } from '~/components/DetailError';
import { detailKind, detailMeta } from '~/components/DetailPage';
import { paths } from '~/config/paths';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { loadTechItem } from '~/features/services/api/technics.server';
import { techFacts } from '~/features/services/service-facts';
import { queryLoader } from '~/lib/list-load.server';
import { consultDetail } from '../consult-detail';
import type { Route } from './+types/techdetail';

const kind = detailKind('科技服务', paths.technics, '服务详情', 'tech_detail', '需要科技服务？园区工作人员为您对接服务机构。');

export const loader = queryLoader(loadTechItem);

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, (item) => ({ title: item.name, description: `${item.name}：由${item.company}提供的科技服务，可在线咨询。` }));

export default consultDetail(kind, '服务介绍', (item: Route.ComponentProps['loaderData']) => ({
  subject: { type: ConsultationType.TECH, id: item.id, title: item.name },
  detail: { title: item.name, image: item.image, facts: techFacts(item), action: '' },
}));

export const ErrorBoundary = detailBoundary(kind);
