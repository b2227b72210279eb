import { App, Button, ConfigProvider } from 'antd';
import { ConfirmPop } from '~/components/ConfirmPop';
import { useNavigate, useRevalidator } from 'react-router';
import { LOCKOUT_KIND_LABEL, STAFF_SESSION_PAGE_SIZE, type LockoutItem, type StaffLiveSession } from '@shared/contracts/staff';
import { adminPagination } from '~/components/AdminTable';
import { column, Lines } from '~/components/columns';
import { LoadAlert } from '~/components/ListOutcome';
import { Table } from '~/components/Table';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import type { SessionsData } from '../api/staff.server';
import { staffApi } from '../api/staff';
import { formatInstant } from '../staff-view';
import s from './Staff.module.css';
import admin from '~/components/AdminPage.module.css';
import { ToneTag } from '~/components/ToneTag';

type Props = { path: string; page: number; data: SessionsData };

/**
 * /system/sessions (security administrator): every live staff session, with 结束会话 (its holder is signed out at
 * once), and the sign-in lockouts in force, with 解除锁定. The current session is ended by signing out.
 */
export function SessionsPage({ path, page, data }: Props) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const run = async (work: () => Promise<{ msg: string }>) => {
    try {
      const res = await work();
      void message.success(res.msg, FORM_SUCCESS_SECONDS);
    } catch {
      // The API client has shown the server's message.
    } finally {
      void revalidator.revalidate();
    }
  };

  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <section className={s.section} aria-labelledby="live-sessions">
        <h2 id="live-sessions">在线会话</h2>
        <p className={admin.muted}>全部后台账号仍有效的登录。结束后对方须重新登录；不认识的会话请结束，并请系统管理员重置该账号密码。</p>
        <LoadAlert error={data.sessions.error} />
        <Table<StaffLiveSession>
          rowKey="id"
          size="middle"
          dataSource={data.sessions.items}
          scroll={{ x: 760 }}
          stack
          empty="暂无在线会话"
          pagination={{
            ...adminPagination({
              page,
              total: data.sessions.total,
              pageSize: STAFF_SESSION_PAGE_SIZE,
              onPage: (p) => void navigate(p > 1 ? `${path}?page=${p}` : path),
            }),
            showTotal: (n) => `共 ${n} 个会话`,
          }}
          columns={[
            column({ title: '账号', key: 'account', width: 160, fixed: 'left' }, (r) => <Lines main={r.username} sub={r.nickname} />),
            {
              title: '浏览器',
              key: 'browser',
              width: 150,
              render: (_, r) => (
                <>
                  {r.browser} {r.current && <ToneTag tone="info">当前会话</ToneTag>}
                </>
              ),
            },
            { title: '地址', dataIndex: 'ip', width: 130 },
            { title: '登录时间', key: 'signed_in_at', width: 140, render: (_, r) => formatInstant(r.signed_in_at) },
            { title: '最近活动', key: 'last_active_at', width: 140, render: (_, r) => formatInstant(r.last_active_at) },
            {
              title: '操作',
              key: 'op',
              width: 100,
              fixed: 'right',
              render: (_, r) =>
                r.current ? (
                  <span className={admin.muted}>—</span>
                ) : (
                  <ConfirmPop
                    title={`结束 ${r.username} 的这个会话吗？`}
                    okText="结束"
                    cancelText="取消"
                    onConfirm={() => run(() => staffApi.endSession(r.id))}
                  >
                    <Button size="small" danger>
                      结束会话
                    </Button>
                  </ConfirmPop>
                ),
            },
          ]}
        />
      </section>
      <section className={s.section} aria-labelledby="lockouts">
        <h2 id="lockouts">登录锁定</h2>
        <p className={admin.muted}>登录失败次数过多而暂时锁定的账号（按来源地址）和地址，到时自动解除；确认是本人后可提前解除。</p>
        <LoadAlert error={data.lockouts.error} />
        <Table<LockoutItem>
          rowKey="key"
          size="middle"
          dataSource={data.lockouts.items}
          pagination={false}
          scroll={{ x: 640 }}
          stack
          empty="当前没有被锁定的账号或地址"
          columns={[
            {
              title: '类型',
              key: 'kind',
              width: 80,
              render: (_, r) => <ToneTag tone={r.kind === 'account' ? 'bad' : 'warn'}>{LOCKOUT_KIND_LABEL[r.kind]}</ToneTag>,
            },
            { title: '账户名', key: 'username', width: 140, render: (_, r) => r.username || '—' },
            { title: '地址', dataIndex: 'ip', width: 130 },
            { title: '失败次数', dataIndex: 'failures', width: 90 },
            column({ title: '锁定至', key: 'locked_until', width: 170 }, (r) => (
              <Lines main={formatInstant(r.locked_until)} sub={`约 ${r.minutes_left} 分钟后解除`} />
            )),
            {
              title: '操作',
              key: 'op',
              width: 100,
              render: (_, r) => (
                <ConfirmPop
                  title="解除这个锁定吗？"
                  okText="解除"
                  cancelText="取消"
                  onConfirm={() => run(() => staffApi.clearLockout(r.key))}
                >
                  <Button size="small">解除锁定</Button>
                </ConfirmPop>
              ),
            },
          ]}
        />
      </section>
    </ConfigProvider>
  );
}
