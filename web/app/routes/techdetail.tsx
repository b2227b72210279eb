import { DetailError } from '~/components/DetailError';
import { DetailPage, detailMeta, type DetailKind } from '~/components/DetailPage';
import { ItemDetail } from '~/components/ItemDetail';
import { paths } from '~/config/paths';
import { ConsultationButton } from '~/features/consultations/components/ConsultationButton';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { loadTechItem } from '~/features/services/api/technics.server';
import { techFacts } from '~/features/services/service-facts';
import type { Route } from './+types/techdetail';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTechItem(context, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, (item) => ({ title: item.name, description: `${item.name}：由${item.company}提供的科技服务，可在线咨询。` }));

const kind: DetailKind = {
  section: '科技服务',
  to: paths.technics,
  crumb: '服务详情',
  invitation: { setting: 'tech_detail', otherwise: '需要科技服务？园区工作人员为您对接服务机构。' },
};

export default function TechDetail({ loaderData: item }: Route.ComponentProps) {
  const subject = { type: ConsultationType.TECH, id: item.id, title: item.name };
  return (
    <DetailPage kind={kind} bandAction={<ConsultationButton subject={subject} label="在线咨询" onDark />}>
      <ItemDetail
        title={item.name}
        image={item.image}
        facts={techFacts(item)}
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
