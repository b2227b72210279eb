import { loadBilling } from '~/features/billing/api/billing.server';
import { parseBillingQuery } from '~/features/billing/billing-query';
import { ContractBilling } from '~/features/billing/components/ContractBilling';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/room_price';

/** The company's leases (my_room, 5 a page) and, with ?record=ID, one lease's payments (my_record type 1). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBilling(context, 'lease', parseBillingQuery(new URL(request.url).searchParams));
}

export const meta = metaOf('房屋费用 - 个人中心', '已租房屋的租金、到期时间与缴费记录。');

export default function PersonalRoomPrice({ loaderData }: Route.ComponentProps) {
  return <ContractBilling data={loaderData} />;
}
