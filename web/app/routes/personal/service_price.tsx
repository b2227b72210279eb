import { loadBilling } from '~/features/billing/api/billing.server';
import { parseBillingQuery } from '~/features/billing/billing-query';
import { ContractBilling } from '~/features/billing/components/ContractBilling';
import { loadRoomCharges } from '~/features/bookings/api/bookings.server';
import { chargesHref, readChargesPage } from '~/features/bookings/booking-query';
import { RoomCharges } from '~/features/bookings/components/RoomCharges';
import { paths } from '~/config/paths';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/service_price';

/**
 * The company's service-fee contracts (my_ortherroom, 5 a page) and, with ?record=ID, one's payments (my_record type 2);
 * below the contracts, 会议室使用费 (room_charges, `?cpage=`), loaded beside them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sp = new URL(request.url).searchParams;
  const query = parseBillingQuery(sp);
  const [billing, roomCharges] = await Promise.all([
    loadBilling(context, 'fee', query),
    query.record ? Promise.resolve(null) : loadRoomCharges(context, readChargesPage(sp)),
  ]);
  return { ...billing, roomCharges };
}

export const meta = metaOf('服务费用 - 个人中心', '服务费用的签约、到期与缴费记录，以及会议室使用费。');

export default function PersonalServicePrice({ loaderData }: Route.ComponentProps) {
  const { roomCharges, ...billing } = loaderData;
  return (
    <>
      <ContractBilling data={billing} />
      {roomCharges && (
        <RoomCharges data={roomCharges} hrefFor={(cpage) => chargesHref(paths.personal.servicePrice, billing.query.page, cpage)} />
      )}
    </>
  );
}
