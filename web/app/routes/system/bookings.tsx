import { parkToday } from '@shared/billing/rules';
import { paths } from '~/config/paths';
import { loadBookingsAdmin } from '~/features/bookings/admin/api/bookings-admin.server';
import { parseBookingsAdminQuery } from '~/features/bookings/admin/admin-query';
import { BookingsAdminPage } from '~/features/bookings/admin/components/BookingsAdminPage';
import { LazyImageUpload } from '~/features/uploads/components/LazyImageUpload';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/bookings';

/** 会议室管理: the tab and its filters (date and days, state, month, keyword, page) from the URL; today in park time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const today = parkToday();
  const query = parseBookingsAdminQuery(new URL(request.url).searchParams, today);
  return { today, query, ...(await loadBookingsAdmin(context, query)) };
}

export const meta = metaOf('会议室管理 - 管理后台', '会议室预约日历、审核、会议室设置、使用费与预约规则。');

/** 会议室管理 (issue 33): the spaces' pictures through the uploads feature (site_image). */
export default function SystemBookings({ loaderData }: Route.ComponentProps) {
  return (
    <BookingsAdminPage
      path={paths.system.bookings}
      {...loaderData}
      renderImage={(p) => <LazyImageUpload active {...p} kind="site_image" />}
    />
  );
}
