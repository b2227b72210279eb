import { useRevalidator } from 'react-router';
import { loadRoomBooking } from '~/features/bookings/api/bookings.server';
import { RoomBookingPage } from '~/features/bookings/components/RoomBookingPage';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/room_booking';

/**
 * 会议室预约 (issue 33): the spaces (room_spaces), the chosen space's day (room_slots, `?space=&date=`) and the company's
 * bookings (room_bookings, `?tab=&page=`), all server-rendered; any member of a settled company.
 */
export const loader = ({ request, context }: Route.LoaderArgs) => loadRoomBooking(context, new URL(request.url).searchParams);

export const meta = metaOf('会议室预约 - 个人中心', '预约园区的共享会议室、培训室和路演厅，查看和取消本企业的预约。');

export default function PersonalRoomBooking({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return <RoomBookingPage data={loaderData} onChanged={() => void revalidator.revalidate()} />;
}
