import { ComingSoon } from '~/components/ComingSoon';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/room_price';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '房屋费用 - 个人中心', '已租房屋的租金、到期时间与缴费记录。');

export default function PersonalRoomPrice() {
  return <ComingSoon name="房屋费用" />;
}
