import { ConfigProvider } from 'antd';
import { useNavigate, useRevalidator } from 'react-router';
import type { MessageDeliveryItem } from '@shared/contracts/message-centre';
import { DELIVERY_RETRY_HOURS } from '@shared/message-centre/kinds';
import { AdminSearch } from '~/components/AdminSearch';
import { FilterLinks, type FilterOption } from '~/components/FilterLinks';
import { ListOutcome } from '~/components/ListOutcome';
import { useConfirmedCall } from '~/components/useConfirmedCall';
import type { ListPage } from '~/lib/list-load.server';
import admin from '~/components/AdminPage.module.css';
import { resendDelivery } from '../api/channel-calls';
import { CHANNEL_CHOICES, deliveriesHref, STATE_CHOICES, type DeliveryQuery } from '../delivery-query';
import { DeliveryTable } from './DeliveryTable';

type Props = { path: string; query: DeliveryQuery; page: ListPage<MessageDeliveryItem> };

/** A filter row's links: 全部, then each choice; the other filters and the keyword are kept, the page goes back to 1. */
function filterOptions<V extends string>(
  choices: readonly { value: V; label: string }[],
  active: V | null,
  href: (value: V | null) => string,
): FilterOption[] {
  return [
    { key: 'all', label: '全部', href: href(null), active: active === null },
    ...choices.map((c) => ({ key: c.value, label: c.label, href: href(c.value), active: c.value === active })),
  ];
}

/**
 * 发送记录 (issue 32, park operations): every message's SMS, e-mail and WeChat sends, newest first, by state, channel
 * and keyword (links and a GET form, so a view can be reloaded and shared); a failed send can be sent again after a
 * confirmation, and the list is loaded again.
 */
export function DeliveryLog({ path, query, page }: Props) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const confirmed = useConfirmedCall();
  const to = (q: Partial<DeliveryQuery>) => deliveriesHref(path, { ...query, page: 1, ...q });

  const onResend = (d: MessageDeliveryItem) =>
    confirmed({
      title: '确定重新发送吗？',
      content: `将立即通过${d.channel_name}再次向 ${d.recipient}${d.address ? `（${d.address}）` : ''}发送“${d.title}”，原有发送记录保留。`,
      okText: '重新发送',
      call: () => resendDelivery(d.id),
      after: () => void revalidator.revalidate(),
    });

  return (
    // Two-character buttons keep their plain names (搜索) for people and for assistive technology.
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <div className={admin.toolbar}>
        <AdminSearch
          path={path}
          id="deliveries-keyword"
          keyword={query.keyword}
          placeholder="搜索消息标题或接收人"
          keep={{ status: query.status, channel: query.channel }}
          clearHref={to({ keyword: '' })}
          label="搜索发送记录"
        />
      </div>
      <FilterLinks
        rows={[
          { label: '状态', options: filterOptions(STATE_CHOICES, query.status, (status) => to({ status })) },
          { label: '渠道', options: filterOptions(CHANNEL_CHOICES, query.channel, (channel) => to({ channel })) },
        ]}
      />
      <p className={admin.summary}>
        消息中心之外，消息按每人的通知设置通过短信、电子邮件和微信发送；发送失败会在 {DELIVERY_RETRY_HOURS}{' '}
        小时内自动重试，仍未成功的可以重新发送。
      </p>
      <ListOutcome keyword={query.keyword} total={page.total} error={page.error} />
      <DeliveryTable
        items={page.items}
        total={page.total}
        page={query.page}
        onPage={(p) => void navigate(deliveriesHref(path, { ...query, page: p }))}
        onResend={onResend}
      />
    </ConfigProvider>
  );
}
