import { MSG } from '@shared/messages';
import { DetailBanner } from '~/components/DetailBanner';
import { DetailError } from '~/components/DetailError';
import { ItemDetail } from '~/components/ItemDetail';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { ConsultButton } from '~/features/consultations/components/ConsultButton';
import { ConsultType } from '~/features/consultations/open-consultation';
import { loadStartupItem } from '~/features/services/api/startups.server';
import { pageMeta } from '~/lib/meta';
import { notFoundMeta } from '~/lib/not-found-meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/riskdetail';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStartupItem(context, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  !loaderData || error
    ? notFoundMeta(matches, MSG.notFound, MSG.notFound)
    : pageMeta(matches, loaderData.name, `${loaderData.name}：${loaderData.title}。服务机构：${loaderData.company}。`);

const crumbs = [{ label: '创业服务', to: paths.risk }, { label: '服务详情' }];

/** Spec §2 start-up detail: provider company, title, consultation count, consult button, intro. */
export default function RiskDetail({ loaderData: item }: Route.ComponentProps) {
  const { config } = useRootData();
  const subject = { type: ConsultType.STARTUP, id: item.id, title: item.name };
  return (
    <div className="container">
      <PageHeader crumbs={crumbs} />
      <div className="panel">
        <ItemDetail
          title={item.name}
          subtitle={item.title}
          image={item.image}
          facts={[
            { label: '服务类型', value: item.type_name },
            { label: '服务机构', value: item.company },
            { label: '咨询次数', value: `${item.question_number} 次` },
          ]}
          action={<ConsultButton subject={subject} />}
          html={item.content}
          contentHeading="服务介绍"
        />
      </div>
      <DetailBanner
        text={config.ruzhu_detail || '创业路上有疑问？园区企业服务中心为您解答。'}
        action={<ConsultButton subject={subject} label="在线咨询" onDark />}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} section="创业服务" crumbs={crumbs} backTo={paths.risk} />;
}
