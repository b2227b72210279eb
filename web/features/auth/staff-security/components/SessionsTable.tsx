import { App, Button, Tag } from 'antd';
import { ConfirmPop } from '~/components/ConfirmPop';
import type { StaffSession } from '@shared/contracts/auth';
import { Table } from '~/components/Table';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { securityApi } from '../api/security';
import { formatInstant } from '../security-view';

/** The staff member's live sessions: the current one marked, any other can be ended. */
export function SessionsTable({
  sessions,
  singleSession,
  onChanged,
}: {
  sessions: StaffSession[];
  singleSession: boolean;
  onChanged: () => void;
}) {
  const { message } = App.useApp();
  const end = async (id: number) => {
    try {
      const res = await securityApi.endSession(id);
      void message.success(res.msg, FORM_SUCCESS_SECONDS);
    } finally {
      onChanged();
    }
  };
  return (
    <>
      <p style={{ color: 'var(--care-text, #59616d)', marginTop: 0 }}>
        {singleSession
          ? '每个账户同一时间只保留一个登录：在别处登录会结束这里的会话。'
          : '可同时在多处登录；不认识的会话请立即结束并修改密码。'}
        会话闲置或到期后自动结束。
      </p>
      <Table<StaffSession>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={sessions}
        scroll={{ x: 640 }}
        stack
        columns={[
          {
            title: '浏览器',
            dataIndex: 'browser',
            render: (v: string, r) => (
              <>
                {v} {r.current && <Tag color="blue">当前会话</Tag>}
              </>
            ),
          },
          { title: '地址', dataIndex: 'ip' },
          { title: '登录时间', dataIndex: 'signed_in_at', render: formatInstant },
          { title: '最近活动', dataIndex: 'last_active_at', render: formatInstant },
          {
            title: '操作',
            key: 'op',
            render: (_, r) =>
              r.current ? (
                <span style={{ color: 'var(--care-text, #8c8c8c)' }}>—</span>
              ) : (
                <ConfirmPop title="结束这个会话吗？" okText="结束" cancelText="取消" onConfirm={() => end(r.id)}>
                  <Button size="small" danger>
                    结束会话
                  </Button>
                </ConfirmPop>
              ),
          },
        ]}
      />
    </>
  );
}
