import { loadBilling } from '~/features/billing/api/billing.server';
import { parseBillingQuery } from '~/features/billing/billing-query';
import { ContractBilling } from '~/features/billing/components/ContractBilling';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/service_price';

/** The company's service-fee contracts (my_ortherroom, 5 a page) and, with ?record=ID, one's payments (my_record type 2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBilling(context, 'fee', parseBillingQuery(new URL(request.url).searchParams));
}

export const meta = metaOf('服务费用 - 个人中心', '服务费用的签约、到期与缴费记录。');

export default function PersonalServicePrice({ loaderData }: Route.ComponentProps) {
  return <ContractBilling data={loaderData} />;
}
