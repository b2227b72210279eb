import { DetailError } from '~/components/DetailError';
import { DetailPage, detailMeta, type DetailKind } from '~/components/DetailPage';
import { ItemDetail } from '~/components/ItemDetail';
import { paths } from '~/config/paths';
import { ConsultationButton } from '~/features/consultations/components/ConsultationButton';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { loadFinanceItem } from '~/features/services/api/finance.server';
import { financeFacts } from '~/features/services/service-facts';
import type { Route } from './+types/financedetail';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFinanceItem(context, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, (item) => ({ title: item.name, description: item.summary || `${item.name}：园区孵化服务。` }));

const kind: DetailKind = {
  section: '孵化服务',
  to: paths.finance,
  crumb: '服务详情',
  invitation: { setting: 'rongzi_detail', otherwise: '需要融资或孵化支持？园区为您对接。' },
};

export default function FinanceDetail({ loaderData: item }: Route.ComponentProps) {
  const subject = { type: ConsultationType.INCUBATION, id: item.id, title: item.name };
  return (
    <DetailPage kind={kind} bandAction={<ConsultationButton subject={subject} label="在线咨询" onDark />}>
      <ItemDetail
        title={item.name}
        subtitle={item.summary}
        image={item.image}
        facts={financeFacts(item)}
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
