import { DetailError } from '~/components/DetailError';
import { DetailPage, detailMeta, type DetailKind } from '~/components/DetailPage';
import { ItemDetail } from '~/components/ItemDetail';
import { paths } from '~/config/paths';
import { ConsultationButton } from '~/features/consultations/components/ConsultationButton';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { loadStartupItem } from '~/features/services/api/startups.server';
import { startupFacts } from '~/features/services/service-facts';
import type { Route } from './+types/riskdetail';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStartupItem(context, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, (item) => ({ title: item.name, description: `${item.name}：${item.title}。服务机构：${item.company}。` }));

const kind: DetailKind = {
  section: '创业服务',
  to: paths.startups,
  crumb: '服务详情',
  invitation: { setting: 'ruzhu_detail', otherwise: '创业路上有疑问？园区企业服务中心为您解答。' },
};

/** Spec §2 start-up detail: provider company, title, consultation count, consultation button, intro. */
export default function StartupDetail({ loaderData: item }: Route.ComponentProps) {
  const subject = { type: ConsultationType.STARTUP, id: item.id, title: item.name };
  return (
    <DetailPage kind={kind} bandAction={<ConsultationButton subject={subject} label="在线咨询" onDark />}>
      <ItemDetail
        title={item.name}
        subtitle={item.title}
        image={item.image}
        facts={[{ label: '服务类型', value: item.type_name }, ...startupFacts(item)]}
        action={<ConsultationButton subject={subject} />}
        html={item.content}
        contentHeading="服务介绍"
      />
    </DetailPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} kind={kind} />;
}
