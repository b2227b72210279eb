import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { detailBoundary } from '~/components/DetailError';
import { detailKind, detailMeta } from '~/components/DetailPage';
import { paths } from '~/config/paths';
import { loadCompany } from '~/features/companies/api/directory.server';
import { companyFacts } from '~/features/companies/company-facts';
import { ConsultationType } from '~/features/consultations/open-consultation';
import { queryLoader } from '~/lib/list-load.server';
import { consultDetail } from '../consult-detail';
import type { Route } from './+types/comdetail';

const kind = detailKind('入驻企业', paths.company, '企业详情', 'ruzhu_detail', '想了解园区企业或申请入驻？欢迎咨询。');

/** Each load counts one view (shop_detail); loaders run once per visit, not on revalidation. */
export const loader = queryLoader(loadCompany);

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.search !== nextUrl.search || currentUrl.pathname !== nextUrl.pathname;
}

export const meta: Route.MetaFunction = (args) =>
  detailMeta(args, (shop) => ({
    title: shop.shop_name,
    description: `${shop.shop_name}：${shop.domain || shop.cat_name}。地址：${shop.address}。`,
  }));

export default consultDetail(kind, '企业简介', (shop: Route.ComponentProps['loaderData']) => ({
  subject: { type: ConsultationType.COMPANY, id: shop.id, title: shop.shop_name },
  // Without a logo the title takes the full width (the square logo column would stay empty).
  detail: {
    title: shop.shop_name,
    image: shop.shop_logo,
    ratio: shop.shop_logo ? 'square' : undefined,
    facts: companyFacts(shop, shop.domain),
  },
}));

export const ErrorBoundary = detailBoundary(kind);
