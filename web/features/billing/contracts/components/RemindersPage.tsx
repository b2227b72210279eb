import { BellOutlined } from '@ant-design/icons';
import { App, Button, ConfigProvider, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { ReminderItem } from '@shared/contracts/billing';
import { ListOutcome } from '~/components/ListOutcome';
import { AdminTable } from '~/components/AdminTable';
import { ToneTag } from '~/components/ToneTag';
import type { ListPage } from '~/lib/list-load.server';
import { runReminders } from '../api/contract-calls';
import { reminderListHref, type ReminderQuery } from '../contract-query';
import { deliveryTags, reminderSubject } from '../reminder-view';
import s from './Contracts.module.css';
import admin from '~/components/AdminPage.module.css';
import { ListSearch } from './ListSearch';
import type { TableColumns } from '~/components/Table';

const TAG_TONE = { success: 'ok', error: 'bad', default: 'plain', processing: 'info' } as const;

type Props = { path: string; query: ReminderQuery; page: ListPage<ReminderItem> };

const columns: TableColumns<ReminderItem> = [
  { title: '提醒时间', dataIndex: 'created_at', key: 'created_at', width: 150 },
  { title: '企业', dataIndex: 'company_name', key: 'company_name', width: 180 },
  { title: '合同', key: 'subject', width: 160, render: (_, r) => reminderSubject(r) },
  { title: '已缴至', dataIndex: 'expire_time', key: 'expire_time', width: 110 },
  { title: '提醒节点', dataIndex: 'threshold_label', key: 'threshold_label', width: 100 },
  {
    title: '发送结果',
    key: 'deliveries',
    render: (_, r) => (
      <div className={s.tags}>
        {deliveryTags(r).map((t) => (
          <Tooltip key={t.key} title={t.title}>
            <ToneTag tone={TAG_TONE[t.color]}>{t.text}</ToneTag>
          </Tooltip>
        ))}
        {r.deliveries.length === 0 && '—'}
      </div>
    ),
  },
];

/** /system/reminders: what the daily job sent (each channel's outcome) and 立即执行提醒 to run it now. */
export function RemindersPage({ path, query, page }: Props) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    try {
      const res = await runReminders();
      void message.success(res.msg || '操作成功', 6);
      void revalidator.revalidate();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setRunning(false);
    }
  };

  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <div className={admin.toolbar}>
        <ListSearch path={path} keyword={query.keyword} placeholder="搜索企业名称、房间号或费用名称" clearHref={path} />
        <Button type="primary" icon={<BellOutlined />} loading={running} disabled={running} onClick={() => void run()}>
          立即执行提醒
        </Button>
      </div>
      <p className={admin.summary}>每天自动在到期前 30 天、7 天、1 天和到期当日提醒企业，每个节点只发送一次。</p>
      <ListOutcome keyword={query.keyword} total={page.total} error={page.error} />
      <AdminTable<ReminderItem>
        columns={columns}
        items={page.items}
        scrollX={900}
        page={query.page}
        total={page.total}
        onPage={(p) => void navigate(reminderListHref(path, { keyword: query.keyword, page: p }))}
      />
    </ConfigProvider>
  );
}
