import { detailBoundary } from '~/components/DetailError';
import { detailKind, detailMeta } from '~/components/DetailPage';
import { paths } from '~/config/paths';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { loadFinanceItem } from '~/features/services/api/finance.server';
import { financeFacts } from '~/features/services/service-facts';
import { queryLoader } from '~/lib/list-load.server';
import { consultDetail } from '../consult-detail';
import type { Route } from './+types/financedetail';

const kind = detailKind('孵化服务', paths.finance, '服务详情', 'rongzi_detail', '需要融资或孵化支持？园区为您对接。');

export const loader = queryLoader(loadFinanceItem);

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, (item) => ({ title: item.name, description: item.summary || `${item.name}：园区孵化服务。` }));

export default consultDetail(kind, '服务介绍', (item: Route.ComponentProps['loaderData']) => ({
  subject: { type: ConsultationType.INCUBATION, id: item.id, title: item.name },
  detail: { title: item.name, subtitle: item.summary, image: item.image, facts: financeFacts(item), action: '' },
}));

export const ErrorBoundary = detailBoundary(kind);
