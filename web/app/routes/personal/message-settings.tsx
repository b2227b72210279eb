import { loadMessageSettings } from '~/features/message-centre/api/channel-settings.server';
import { MessageSettingsPage } from '~/features/message-centre/components/MessageSettingsPage';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/message-settings';

/** 通知设置 (issue 32): which kinds of message also reach this person by SMS, e-mail or WeChat; any personal user. */
export const loader = ({ context }: Route.LoaderArgs) => loadMessageSettings(context);

export const meta = metaOf('通知设置 - 个人中心', '选择哪些消息同时通过短信、电子邮件或微信通知您。');

export default function PersonalMessageSettings({ loaderData }: Route.ComponentProps) {
  return <MessageSettingsPage data={loaderData} />;
}
