import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { DetailError } from '~/components/DetailError';
import { DetailPage, detailMeta, type DetailKind } from '~/components/DetailPage';
import { ItemDetail } from '~/components/ItemDetail';
import { paths } from '~/config/paths';
import { loadCompany } from '~/features/companies/api/directory.server';
import { companyFacts } from '~/features/companies/company-facts';
import { ConsultationButton } from '~/features/consultations/components/ConsultationButton';
import { ConsultationType } from '~/features/consultations/open-consultation';
import type { Route } from './+types/comdetail';

/** Each load counts one view (shop_detail); loaders run once per visit, not on revalidation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCompany(context, new URL(request.url).searchParams);
}

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.search !== nextUrl.search || currentUrl.pathname !== nextUrl.pathname;
}

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, (shop) => ({
    title: shop.shop_name,
    description: `${shop.shop_name}：${shop.domain || shop.cat_name}。地址：${shop.address}。`,
  }));

const kind: DetailKind = {
  section: '入驻企业',
  to: paths.company,
  crumb: '企业详情',
  invitation: { setting: 'ruzhu_detail', otherwise: '想了解园区企业或申请入驻？欢迎咨询。' },
};

export default function CompanyDetail({ loaderData: shop }: Route.ComponentProps) {
  const subject = { type: ConsultationType.COMPANY, id: shop.id, title: shop.shop_name };
  return (
    <DetailPage kind={kind} bandAction={<ConsultationButton subject={subject} label="在线咨询" onDark />}>
      <ItemDetail
        title={shop.shop_name}
        image={shop.shop_logo}
        // Without a logo the title takes the full width (the square logo column would stay empty).
        ratio={shop.shop_logo ? 'square' : undefined}
        facts={companyFacts(shop, shop.domain)}
        html={shop.content}
        contentHeading="企业简介"
      />
    </DetailPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} kind={kind} />;
}
