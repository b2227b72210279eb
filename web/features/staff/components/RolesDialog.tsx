import { Checkbox } from 'antd';
import { useState } from 'react';
import type { StaffRoleValue } from '@shared/auth/staff-roles';
import { rolesChangeProblem, rolesField, type GeneratedPassword, type StaffAccount } from '@shared/contracts/staff';
import { ActionDialog } from '~/components/ActionDialog';
import { useSaveForm } from '~/components/useSaveForm';
import { staffApi } from '../api/staff';
import { ROLE_OPTIONS, roleNames } from '../staff-view';
import s from './Staff.module.css';
import admin from '~/components/AdminPage.module.css';

type Props = {
  item: StaffAccount;
  viewerRoles: readonly StaffRoleValue[];
  onClose: () => void;
  onDone: (renewed: GeneratedPassword | null) => void;
};

/**
 * 修改角色: another account's roles, effective at its next request, as the duty table lets the viewer (the system role
 * by the system administrator; the security and auditor roles and the business roles by the security administrator;
 * rolesChangeProblem, the server's rule, checked before sending). A change of the 三员 role also gives the account a
 * new password, handed to `onDone` to be shown once.
 */
export function RolesDialog({ item, viewerRoles, onClose, onDone }: Props) {
  const [roles, setRoles] = useState<StaffRoleValue[]>(item.roles);
  const [error, setError] = useState<string | null>(null);
  const { sending, send } = useSaveForm();

  const submit = async () => {
    const checked = rolesField.safeParse(roles);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? '角色无效');
    const problem = rolesChangeProblem(viewerRoles, item.roles, checked.data);
    if (problem) return setError(problem);
    await send(
      () => staffApi.setRoles(item.id, checked.data),
      (res) => {
        const { id, username, password } = res.data;
        onDone(password === null ? null : { id, username, password });
      },
    );
  };

  return (
    <ActionDialog title="修改角色" okText="保存角色" sending={sending} onOk={() => void submit()} onCancel={onClose}>
      <div className={admin.facts}>
        <p>
          账号：{item.username}（{item.nickname}）
        </p>
        <p>现有角色：{roleNames(item.roles) || '—'}</p>
      </div>
      <Checkbox.Group
        options={ROLE_OPTIONS}
        value={roles}
        aria-label="角色"
        onChange={(v) => {
          setRoles(v as StaffRoleValue[]);
          setError(null);
        }}
      />
      {error && (
        <span className={s.error} role="alert">
          {error}
        </span>
      )}
      <p className={admin.muted} style={{ marginTop: 12 }}>
        保存后立即生效：该账号的下一次操作即按新角色判断。系统管理员、安全管理员、审计管理员须由不同账号担任；系统管理员角色由系统管理员授予或取消，其他角色由安全管理员设置。三员角色有变化时，系统同时为该账号生成新密码（只显示一次，请交给本人），其会话立即结束、动态验证码清除，下次登录须修改密码并重新绑定。
      </p>
    </ActionDialog>
  );
}
