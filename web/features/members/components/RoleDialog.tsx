import { Alert } from 'antd';
import { useState } from 'react';
import type { Member } from '@shared/contracts/members';
import { ActionDialog } from '~/components/ActionDialog';
import { useSaveForm } from '~/components/useSaveForm';
import { membersApi } from '../api/members';
import s from './Members.module.css';
import { RolePicker } from './RolePicker';

/** 修改角色 of one member (负责人): the three roles with what each is for; the change applies on their next call. */
export function RoleDialog({ member, onCancel, onSaved }: { member: Member; onCancel: () => void; onSaved: () => void }) {
  const [role, setRole] = useState(member.role);
  const { sending, serverError, send } = useSaveForm();
  return (
    <ActionDialog
      title={`修改角色：${member.nickname || member.phone}`}
      okText="保存"
      sending={sending}
      onOk={() => void send(() => membersApi.setRole(member.id, role), onSaved, { fallback: '角色已修改' })}
      onCancel={onCancel}
      width={520}
    >
      {serverError && <Alert type="error" showIcon title={serverError} role="alert" style={{ marginBottom: 16 }} />}
      <p className={s.note}>修改后立即生效，对方的个人中心只显示新角色可用的功能。</p>
      <RolePicker value={role} onChange={setRole} aria-label="角色" />
    </ActionDialog>
  );
}
