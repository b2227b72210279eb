import { paths } from '~/config/paths';
import { loadMessageCentre } from '~/features/message-centre/api/messages.server';
import { MessageCentre } from '~/features/message-centre/components/MessageCentre';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/messages';

/** 消息中心 (issue 32): this staff member's messages, 全部 / 未读, 7 a page; every staff role. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadMessageCentre(context, paths.system.messages, new URL(request.url).searchParams);

export const meta = metaOf('消息中心 - 管理后台', '发给我的消息：新的申请、咨询与服务诉求。');

export default function SystemMessages({ loaderData }: Route.ComponentProps) {
  return <MessageCentre path={paths.system.messages} {...loaderData} />;
}
