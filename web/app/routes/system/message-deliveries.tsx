import { paths } from '~/config/paths';
import { loadDeliveries } from '~/features/message-centre/api/deliveries.server';
import { DeliveryLog } from '~/features/message-centre/components/DeliveryLog';
import { parseDeliveryQuery } from '~/features/message-centre/delivery-query';
import { listLoader } from '~/lib/list-load.server';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/message-deliveries';

/** 发送记录 (issue 32, park operations): state, channel, keyword and page from the URL. */
export const loader = listLoader(parseDeliveryQuery, (context, query) => loadDeliveries(context, paths.system.messageDeliveries, query));

export const meta = metaOf('发送记录 - 管理后台', '消息通过短信、电子邮件和微信的发送记录。');

export default function SystemMessageDeliveries({ loaderData }: Route.ComponentProps) {
  return <DeliveryLog path={paths.system.messageDeliveries} query={loaderData.query} page={loaderData.page} />;
}
