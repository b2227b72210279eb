import { MSG } from '@shared/messages';
import { DetailBanner } from '~/components/DetailBanner';
import { DetailError } from '~/components/DetailError';
import { ItemDetail } from '~/components/ItemDetail';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { ConsultButton } from '~/features/consultations/components/ConsultButton';
import { ConsultType } from '~/features/consultations/open-consultation';
import { loadFinanceItem } from '~/features/services/api/finance.server';
import { pageMeta } from '~/lib/meta';
import { notFoundMeta } from '~/lib/not-found-meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/financedetail';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFinanceItem(context, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  !loaderData || error
    ? notFoundMeta(matches, MSG.notFound, MSG.notFound)
    : pageMeta(matches, loaderData.name, loaderData.summary || `${loaderData.name}：园区孵化服务。`);

const crumbs = [{ label: '孵化服务', to: paths.finance }, { label: '服务详情' }];

export default function FinanceDetail({ loaderData: item }: Route.ComponentProps) {
  const { config } = useRootData();
  const subject = { type: ConsultType.INCUBATION, id: item.id, title: item.name };
  return (
    <div className="container">
      <PageHeader crumbs={crumbs} />
      <div className="panel">
        <ItemDetail
          title={item.name}
          subtitle={item.summary}
          image={item.image}
          facts={[
            ...(item.domain ? [{ label: '服务领域', value: item.domain }] : []),
            { label: '咨询次数', value: `${item.question_number} 次` },
          ]}
          action={<ConsultButton subject={subject} />}
          html={item.content}
          contentHeading="服务介绍"
        />
      </div>
      <DetailBanner
        text={config.rongzi_detail || '需要融资或孵化支持？园区为您对接。'}
        action={<ConsultButton subject={subject} label="在线咨询" onDark />}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} section="孵化服务" crumbs={crumbs} backTo={paths.finance} />;
}
