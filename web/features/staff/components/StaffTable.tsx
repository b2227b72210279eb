import { Button, Grid, Tooltip, type TableColumnsType } from 'antd';
import { STAFF_ROLE_LABEL, type StaffRoleValue } from '@shared/auth/staff-roles';
import { PAGE_SIZE } from '@shared/constants';
import { StaffStatus, type StaffAccount } from '@shared/contracts/staff';
import { EmptyState } from '~/components/EmptyState';
import { Table } from '~/components/Table';
import { formatInstant, resetPower } from '../staff-view';
import s from './Staff.module.css';
import { ToneTag } from './Tags';

export type StaffAction = 'edit' | 'reset' | 'status' | 'roles';

type Props = {
  items: StaffAccount[];
  total: number;
  page: number;
  /** The viewer's own account: no actions on it here (its security is on 账号安全). */
  selfId: number | undefined;
  /** The viewer's roles: whose passwords they reset (resetPower). */
  viewerRoles: readonly StaffRoleValue[];
  powers: { accounts: boolean; roles: boolean };
  onPage: (page: number) => void;
  onAction: (action: StaffAction, item: StaffAccount) => void;
};

/**
 * 重置密码 for an account: pressable when the viewer resets its password; for the system administrator, disabled
 * with a tooltip naming who does (a security administrator's or auditor's account); otherwise not shown.
 */
function ResetButton({ item, viewerRoles, accounts, onAction }: { item: StaffAccount; viewerRoles: readonly StaffRoleValue[]; accounts: boolean; onAction: Props['onAction'] }) {
  const power = resetPower(viewerRoles, item.roles);
  if (power.allowed) return <Button type="link" size="small" onClick={() => onAction('reset', item)}>重置密码</Button>;
  if (!accounts) return null;
  return (
    <Tooltip title={power.reason}>
      <span>
        <Button type="link" size="small" disabled aria-describedby={`reset-why-${item.id}`}>重置密码</Button>
        <span id={`reset-why-${item.id}`} hidden>{power.reason}</span>
      </span>
    </Tooltip>
  );
}

/**
 * `pinned`: the first and last columns stay in view while the table scrolls sideways. Not on a phone: two pinned
 * columns there cover the whole box, and the buttons between them (修改角色) cannot be reached.
 */
function columnsOf({ selfId, viewerRoles, powers, onAction, pinned }: Pick<Props, 'selfId' | 'viewerRoles' | 'powers' | 'onAction'> & { pinned: boolean }): TableColumnsType<StaffAccount> {
  const columns: TableColumnsType<StaffAccount> = [
    {
      title: '账户名 / 姓名',
      key: 'name',
      width: 170,
      fixed: pinned ? 'left' : undefined,
      render: (_, i) => (
        <>
          {i.username}
          {i.id === selfId && <span className={s.muted}>（本人）</span>}
          <span className={s.sub}>{i.nickname}</span>
        </>
      ),
    },
    {
      title: '角色',
      key: 'roles',
      width: 220,
      render: (_, i) => (
        <div className={s.roles}>
          {i.roles.map((r) => <ToneTag key={r} tone="info">{STAFF_ROLE_LABEL[r]}</ToneTag>)}
          {powers.roles && i.id !== selfId && (
            <Button type="link" size="small" onClick={() => onAction('roles', i)} aria-label={`修改角色：${i.username}`}>修改角色</Button>
          )}
        </div>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 80,
      render: (_, i) => <ToneTag tone={i.status === StaffStatus.ENABLED ? 'ok' : 'plain'}>{i.status_name}</ToneTag>,
    },
    { title: '最近登录', key: 'last_login_at', width: 140, render: (_, i) => formatInstant(i.last_login_at) },
    {
      title: '登录安全',
      key: 'security',
      width: 190,
      render: (_, i) => (
        <div className={s.roles}>
          <ToneTag tone={i.totp_enabled ? 'ok' : 'plain'}>{i.totp_enabled ? '动态验证码已启用' : '未启用动态验证码'}</ToneTag>
          {i.must_change_password && <ToneTag tone="warn">须修改密码</ToneTag>}
          {i.locked && <ToneTag tone="bad">登录已锁定</ToneTag>}
        </div>
      ),
    },
  ];
  if (powers.accounts || powers.roles) {
    columns.push({
      title: '操作',
      key: 'action',
      width: powers.accounts ? 170 : 100,
      fixed: pinned ? 'right' : undefined,
      render: (_, i) => {
        if (i.id === selfId) return <span className={s.muted}>—</span>;
        const reset = <ResetButton item={i} viewerRoles={viewerRoles} accounts={powers.accounts} onAction={onAction} />;
        if (!powers.accounts) return resetPower(viewerRoles, i.roles).allowed ? <div className={s.actions}>{reset}</div> : <span className={s.muted}>—</span>;
        return (
          <div className={s.actions}>
            <Button type="link" size="small" onClick={() => onAction('edit', i)}>编辑</Button>
            {reset}
            <Button type="link" size="small" danger={i.status === StaffStatus.ENABLED} onClick={() => onAction('status', i)}>
              {i.status === StaffStatus.ENABLED ? '停用' : '启用'}
            </Button>
          </div>
        );
      },
    });
  }
  return columns;
}

/** Staff accounts, 8 a page; the table scrolls in its own box on narrow screens (first and last columns stay from md up). */
export function StaffTable({ items, total, page, selfId, viewerRoles, powers, onPage, onAction }: Props) {
  const pinned = Grid.useBreakpoint().md === true;
  const columns = columnsOf({ selfId, viewerRoles, powers, onAction, pinned });
  return (
    <Table<StaffAccount>
      rowKey="id"
      columns={columns}
      dataSource={items}
      scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
      size="middle"
      locale={{ emptyText: <EmptyState /> }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE.admin,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (n) => `共 ${n} 条`,
        onChange: onPage,
      }}
    />
  );
}
