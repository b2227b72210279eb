import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { StaffStatus, type GeneratedPassword, type StaffAccount } from '@shared/contracts/staff';
import { useConfirmedCall } from '~/components/useConfirmedCall';
import { staffApi } from '../api/staff';
import type { StaffAction } from './StaffTable';

/**
 * What the staff page's row buttons do: open the drawer or the roles dialog, or (after a confirmation) disable or
 * enable the account, reset its password (the new one shown once) or its second factor; then a fresh list.
 */
export function useStaffActions() {
  const revalidator = useRevalidator();
  const confirmed = useConfirmedCall();
  const [editing, setEditing] = useState<{ item?: StaffAccount } | null>(null);
  const [rolesOf, setRolesOf] = useState<StaffAccount | null>(null);
  const [shown, setShown] = useState<{ title: string; result: GeneratedPassword } | null>(null);
  const refresh = () => void revalidator.revalidate();

  const confirmStatus = (item: StaffAccount) => {
    const disabling = item.status === StaffStatus.ENABLED;
    confirmed({
      title: disabling ? `确定停用账号 ${item.username} 吗？` : `确定启用账号 ${item.username} 吗？`,
      content: disabling ? '停用后该账号不能登录，正在使用的会话立即结束。' : '启用后该账号可以重新登录。',
      okText: disabling ? '确定停用' : '确定启用',
      danger: disabling,
      call: () => staffApi.setStatus(item.id, disabling ? StaffStatus.DISABLED : StaffStatus.ENABLED),
      after: refresh,
    });
  };

  const confirmReset = (item: StaffAccount) =>
    confirmed({
      title: `确定重置 ${item.username} 的密码吗？`,
      content: '将生成新的初始密码（只显示一次），原密码立即失效，该账号正在使用的会话立即结束，下次登录须修改密码。',
      okText: '确定重置',
      danger: true,
      call: () => staffApi.resetPassword(item.id),
      onDone: (res) => setShown({ title: '密码已重置', result: res.data }),
      after: refresh,
    });

  const confirmTotpReset = (item: StaffAccount) =>
    confirmed({
      title: `确定重置 ${item.username} 的动态验证码吗？`,
      content:
        '用于本人手机丢失等情形：将清除其动态验证码密钥和恢复码，该账号正在使用的会话立即结束，下次登录后须重新绑定。请先当面或电话核实是本人申请。',
      okText: '确定重置',
      danger: true,
      call: () => staffApi.resetTotp(item.id),
      after: refresh,
    });

  const onAction = (action: StaffAction, item: StaffAccount) => {
    if (action === 'edit') setEditing({ item });
    else if (action === 'roles') setRolesOf(item);
    else if (action === 'status') confirmStatus(item);
    else if (action === 'totp') confirmTotpReset(item);
    else confirmReset(item);
  };

  return { editing, setEditing, rolesOf, setRolesOf, shown, setShown, refresh, onAction };
}
