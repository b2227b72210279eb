import { paths } from '~/config/paths';
import { loadMessageCentre } from '~/features/message-centre/api/messages.server';
import { MessageCentre } from '~/features/message-centre/components/MessageCentre';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/messages';

/** 消息中心 (issue 32): this person's messages, 全部 / 未读, 7 a page; any personal user, in a company or not. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadMessageCentre(context, paths.personal.messages, new URL(request.url).searchParams);

export const meta = metaOf('消息中心 - 个人中心', '园区发给我的消息：审核结果、答复、通知与提醒。');

export default function PersonalMessages({ loaderData }: Route.ComponentProps) {
  return <MessageCentre path={paths.personal.messages} settingsHref={paths.personal.messageSettings} {...loaderData} />;
}
