import { detailBoundary } from '~/components/DetailError';
import { detailKind, detailMeta } from '~/components/DetailPage';
import { paths } from '~/config/paths';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { loadStartupItem } from '~/features/services/api/startups.server';
import { startupFacts } from '~/features/services/service-facts';
import { queryLoader } from '~/lib/list-load.server';
import { consultDetail } from '../consult-detail';
import type { Route } from './+types/riskdetail';

const kind = detailKind('创业服务', paths.startups, '服务详情', 'ruzhu_detail', '创业路上有疑问？园区企业服务中心为您解答。');

export const loader = queryLoader(loadStartupItem);

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, (item) => ({ title: item.name, description: `${item.name}：${item.title}。服务机构：${item.company}。` }));

/** Spec §2 start-up detail: provider company, title, consultation count, consultation button, intro. */
export default consultDetail(kind, '服务介绍', (item: Route.ComponentProps['loaderData']) => ({
  subject: { type: ConsultationType.STARTUP, id: item.id, title: item.name },
  detail: {
    title: item.name,
    subtitle: item.title,
    image: item.image,
    facts: [{ label: '服务类型', value: item.type_name }, ...startupFacts(item)],
    action: '',
  },
}));

export const ErrorBoundary = detailBoundary(kind);
