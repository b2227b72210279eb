import { SettingOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Tag } from 'antd';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { COLUMN_LIMITS_STAFF } from '@shared/auth/module-roles';
import { holdsAnyRole } from '@shared/auth/staff-roles';
import { ColumnState, type ColumnOverviewItem, type ColumnStateValue } from '@shared/contracts/columns';
import { Table, type TableColumns } from '~/components/Table';
import type { ListPage } from '~/lib/list-load.server';
import { useRootData } from '~/lib/root-data';
import admin from '~/components/AdminPage.module.css';
import { ColumnsAlert } from './ColumnsAlert';
import { LimitsDialog } from './LimitsDialog';

type Props = { page: ListPage<ColumnOverviewItem> };

const STATE_COLOR: Record<ColumnStateValue, string> = {
  [ColumnState.OK]: 'green',
  [ColumnState.DUE_SOON]: 'gold',
  [ColumnState.OVERDUE]: 'red',
  [ColumnState.UNCHECKED]: 'default',
};

const days = (n: number) => `${n} 天`;

/**
 * /system/columns 栏目更新 (issue 13): each public column's last update against its limit, with a warning on top when
 * a column is overdue or near its limit (the government inspection's rule); a system administrator changes the limits.
 */
export function ColumnsPage({ page }: Props) {
  const revalidator = useRevalidator();
  const { user } = useRootData();
  const mayEdit = holdsAnyRole(user?.roles ?? [], COLUMN_LIMITS_STAFF);
  const [editing, setEditing] = useState(false);

  const columns: TableColumns<ColumnOverviewItem> = [
    { title: '栏目', dataIndex: 'name', width: 120 },
    {
      title: '最近更新',
      key: 'last',
      width: 190,
      render: (_, c) =>
        c.last_update ? (
          <>
            {c.last_update}
            <span className={admin.sub}>{c.basis}</span>
          </>
        ) : (
          <span className={admin.muted}>尚无已发布内容</span>
        ),
    },
    { title: '距今', key: 'days', width: 90, render: (_, c) => (c.days_since === null ? '—' : days(c.days_since)) },
    {
      title: '更新期限',
      key: 'limit',
      width: 130,
      render: (_, c) => (
        <>
          {c.limit_days ? days(c.limit_days) : <span className={admin.muted}>不检查</span>}
          {c.limit_days !== c.default_days && <span className={admin.sub}>默认 {c.default_days ? days(c.default_days) : '不检查'}</span>}
        </>
      ),
    },
    { title: '状态', key: 'state', width: 100, render: (_, c) => <Tag color={STATE_COLOR[c.state]}>{c.state_name}</Tag> },
  ];

  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <ColumnsAlert page={page} />
      <div className={admin.toolbar}>
        <p className={admin.note}>
          依据《政府网站发展指引》：动态要闻类栏目 2 周内、通知公告和政策文件类栏目 6 个月内应有更新。期限为 0 的栏目不检查。
        </p>
        {mayEdit && (
          <Button icon={<SettingOutlined />} onClick={() => setEditing(true)} disabled={!page.items.length}>
            设置更新期限
          </Button>
        )}
      </div>
      <Table<ColumnOverviewItem>
        rowKey="key"
        columns={columns}
        dataSource={page.items}
        scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
        size="middle"
        pagination={false}
        rowClassName={(c) => `column-${c.state}`}
        stack
      />
      {editing && (
        <LimitsDialog
          items={page.items}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void revalidator.revalidate();
          }}
        />
      )}
    </ConfigProvider>
  );
}
