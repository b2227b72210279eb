import { Grid, Tooltip } from 'antd';
import { STAFF_ROLE_LABEL, type StaffRoleValue } from '@shared/auth/staff-roles';
import { StaffStatus, type AccountDuty, type StaffAccount } from '@shared/contracts/staff';
import { AdminTable } from '~/components/AdminTable';
import { dutyPower, formatInstant, rolesPower } from '../staff-view';
import s from './Staff.module.css';
import admin from '~/components/AdminPage.module.css';
import { ToneTag } from '~/components/ToneTag';
import { RowButton } from '~/components/RowButton';
import type { TableColumns } from '~/components/Table';

export type StaffAction = 'edit' | 'reset' | 'status' | 'roles' | 'totp';

type Props = {
  items: StaffAccount[];
  total: number;
  page: number;
  /** The viewer's own account: no actions on it here (its security is on 账号安全). */
  selfId: number | undefined;
  /** The viewer's roles: what they may do to which account (the duty table: dutyPower, rolesPower). */
  viewerRoles: readonly StaffRoleValue[];
  powers: { accounts: boolean; security: boolean };
  onPage: (page: number) => void;
  onAction: (action: StaffAction, item: StaffAccount) => void;
};

type DutyProps = { item: StaffAccount; viewerRoles: readonly StaffRoleValue[]; onAction: Props['onAction'] };

/**
 * A duty's button for an account (the duty table, dutyPower): pressable when the viewer does it to this account;
 * disabled with a tooltip naming who does when `explain` (the viewer does it to other accounts); otherwise not shown.
 */
function DutyButton({
  item,
  viewerRoles,
  onAction,
  duty,
  action,
  label,
  explain,
  danger,
}: DutyProps & { duty: AccountDuty; action: StaffAction; label: string; explain: boolean; danger?: boolean }) {
  const power = dutyPower(duty, viewerRoles, item.roles);
  if (power.allowed)
    return (
      <RowButton danger={danger} onClick={() => onAction(action, item)}>
        {label}
      </RowButton>
    );
  if (!explain) return null;
  const why = `${action}-why-${item.id}`;
  return (
    <Tooltip title={power.reason}>
      <span>
        <RowButton disabled aria-describedby={why}>
          {label}
        </RowButton>
        <span id={why} hidden>
          {power.reason}
        </span>
      </span>
    </Tooltip>
  );
}

/**
 * The actions on another account: 编辑 (system administrator), 重置密码 and 停用 / 启用 (by the duty table: the system
 * administrator sees who does a security administrator's or auditor's, disabled), 重置动态验证码 (security
 * administrator, when the account has one). '—' when none applies.
 */
function Actions({ item, viewerRoles, onAction, accounts }: DutyProps & { accounts: boolean }) {
  const enabled = item.status === StaffStatus.ENABLED;
  const shows = (duty: AccountDuty, explain: boolean) => explain || dutyPower(duty, viewerRoles, item.roles).allowed;
  const common = { item, viewerRoles, onAction };
  const buttons = [
    accounts && (
      <RowButton key="edit" onClick={() => onAction('edit', item)}>
        编辑
      </RowButton>
    ),
    shows('reset_password', accounts) && (
      <DutyButton key="reset" {...common} duty="reset_password" action="reset" label="重置密码" explain={accounts} />
    ),
    shows('status', accounts) && (
      <DutyButton
        key="status"
        {...common}
        duty="status"
        action="status"
        label={enabled ? '停用' : '启用'}
        explain={accounts}
        danger={enabled}
      />
    ),
    item.totp_enabled && shows('reset_totp', false) && (
      <DutyButton key="totp" {...common} duty="reset_totp" action="totp" label="重置动态验证码" explain={false} />
    ),
  ].filter(Boolean);
  if (buttons.length === 0) return <span className={admin.muted}>—</span>;
  return <div className={admin.actions}>{buttons}</div>;
}

/**
 * `pinned`: the first and last columns stay in view while the table scrolls sideways. Not on a phone: two pinned
 * columns there cover the whole box, and the buttons between them (修改角色) cannot be reached.
 */
function columnsOf({
  selfId,
  viewerRoles,
  powers,
  onAction,
  pinned,
}: Pick<Props, 'selfId' | 'viewerRoles' | 'powers' | 'onAction'> & { pinned: boolean }): TableColumns<StaffAccount> {
  const columns: TableColumns<StaffAccount> = [
    {
      title: '账户名 / 姓名',
      key: 'name',
      width: 170,
      fixed: pinned ? 'left' : undefined,
      render: (_, i) => (
        <>
          {i.username}
          {i.id === selfId && <span className={admin.muted}>（本人）</span>}
          <span className={admin.sub}>{i.nickname}</span>
        </>
      ),
    },
    {
      title: '角色',
      key: 'roles',
      width: 220,
      render: (_, i) => (
        <div className={s.roles}>
          {i.roles.map((r) => (
            <ToneTag key={r} tone="info">
              {STAFF_ROLE_LABEL[r]}
            </ToneTag>
          ))}
          {i.id !== selfId && rolesPower(viewerRoles, i.roles) && (
            <RowButton onClick={() => onAction('roles', i)} aria-label={`修改角色：${i.username}`}>
              修改角色
            </RowButton>
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
  if (powers.accounts || powers.security) {
    columns.push({
      title: '操作',
      key: 'action',
      width: 200,
      fixed: pinned ? 'right' : undefined,
      render: (_, i) =>
        i.id === selfId ? (
          <span className={admin.muted}>—</span>
        ) : (
          <Actions item={i} viewerRoles={viewerRoles} onAction={onAction} accounts={powers.accounts} />
        ),
    });
  }
  return columns;
}

/** Staff accounts, 8 a page; the table scrolls in its own box on narrow screens (first and last columns stay from md up). */
export function StaffTable({ items, total, page, selfId, viewerRoles, powers, onPage, onAction }: Props) {
  const pinned = Grid.useBreakpoint().md === true;
  const columns = columnsOf({ selfId, viewerRoles, powers, onAction, pinned });
  return <AdminTable<StaffAccount> columns={columns} items={items} page={page} total={total} onPage={onPage} />;
}
