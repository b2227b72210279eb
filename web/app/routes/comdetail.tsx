import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { MSG } from '@shared/messages';
import { DetailBanner } from '~/components/DetailBanner';
import { DetailError } from '~/components/DetailError';
import { ItemDetail } from '~/components/ItemDetail';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { loadCompany } from '~/features/companies/api/directory.server';
import { ConsultButton } from '~/features/consultations/components/ConsultButton';
import { ConsultType } from '~/features/consultations/open-consultation';
import { pageMeta } from '~/lib/meta';
import { notFoundMeta } from '~/lib/not-found-meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/comdetail';

/** Each load counts one view (shop_detail); loaders run once per visit, not on revalidation. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCompany(context, new URL(request.url).searchParams);
}

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.search !== nextUrl.search || currentUrl.pathname !== nextUrl.pathname;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  !loaderData || error
    ? notFoundMeta(matches, MSG.notFound, MSG.notFound)
    : pageMeta(matches, loaderData.shop_name, `${loaderData.shop_name}：${loaderData.domain || loaderData.cat_name}。地址：${loaderData.address}。`);

const crumbs = [{ label: '入驻企业', to: paths.company }, { label: '企业详情' }];

export default function CompanyDetail({ loaderData: shop }: Route.ComponentProps) {
  const { config } = useRootData();
  const subject = { type: ConsultType.COMPANY, id: shop.id, title: shop.shop_name };
  return (
    <div className="container">
      <PageHeader crumbs={crumbs} />
      <div className="panel">
        <ItemDetail
          title={shop.shop_name}
          image={shop.shop_logo}
          // Without a logo the title takes the full width (the square logo column would stay empty).
          ratio={shop.shop_logo ? 'square' : undefined}
          facts={[
            ...(shop.cat_name ? [{ label: '所属行业', value: shop.cat_name }] : []),
            ...(shop.domain ? [{ label: '主营业务', value: shop.domain }] : []),
            { label: '企业地址', value: shop.address },
            { label: '浏览次数', value: `${shop.see_number} 次` },
          ]}
          html={shop.content}
          contentHeading="企业简介"
        />
      </div>
      <DetailBanner
        text={config.ruzhu_detail || '想了解园区企业或申请入驻？欢迎咨询。'}
        action={<ConsultButton subject={subject} label="在线咨询" onDark />}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailError error={error} section="入驻企业" crumbs={crumbs} backTo={paths.company} />;
}
