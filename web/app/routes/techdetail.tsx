import { MSG } from '@shared/messages';
import { DetailBanner } from '~/components/DetailBanner';
import { DetailError } from '~/components/DetailError';
import { ItemDetail } from '~/components/ItemDetail';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { ConsultButton } from '~/features/consultations/components/ConsultButton';
import { ConsultType } from '~/features/consultations/open-consultation';
import { loadTechItem } from '~/features/services/api/technics.server';
import { pageMeta } from '~/lib/meta';
import { notFoundMeta } from '~/lib/not-found-meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/techdetail';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTechItem(context, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  !loaderData || error
    ? notFoundMeta(matches, MSG.notFound, MSG.notFound)
    : pageMeta(matches, loaderData.name, `${loaderData.name}：由${loaderData.company}提供的科技服务，可在线咨询。`);

const crumbs = [{ label: '科技服务', to: paths.technics }, { label: '服务详情' }];

export default function TechDetail({ loaderData: item }: Route.ComponentProps) {
  const { config } = useRootData();
  const subject = { type: ConsultType.TECH, id: item.id, title: item.name };
  return (
    <div className="container">
      <PageHeader crumbs={crumbs} />
      <div className="panel">
        <ItemDetail
          title={item.name}
          image={item.image}
          facts={[
            { label: '服务机构', value: item.company },
            { label: '咨询次数', value: `${item.question_number} 次` },
          ]}
          action={<ConsultButton subject={subject} />}
          html={item.content}
          contentHeading="服务介绍"
        />
      </div>
      <DetailBanner
        text={config.tech_detail || '需要科技服务？园区工作人员为您对接服务机构。'}
        action={<ConsultButton subject={subject} label="在线咨询" onDark />}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} section="科技服务" crumbs={crumbs} backTo={paths.technics} />;
}
