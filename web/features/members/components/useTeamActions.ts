import type { Member } from '@shared/contracts/members';
import { useConfirmedCall } from '~/components/useConfirmedCall';
import { membersApi } from '../api/members';

const named = (m: Member) => m.nickname || m.phone || '该成员';

/**
 * The 负责人's and every member's steps behind a confirmation: 移除, 转让负责人, 退出企业. The server's refusal (the
 * last 负责人 cannot leave or be removed …) is shown by the API client; `onChanged` reloads the page either way,
 * `onLeft` leaves the team's pages once out.
 */
export function useTeamActions({ onChanged, onLeft }: { onChanged: () => void; onLeft: () => void }) {
  const confirmed = useConfirmedCall();
  return {
    remove: (m: Member) =>
      confirmed({
        title: `移除成员「${named(m)}」？`,
        content: '移除后对方立即失去本企业的全部权限，如需重新加入需要再次邀请。',
        okText: '移除',
        danger: true,
        call: () => membersApi.remove(m.id),
        after: onChanged,
      }),
    transfer: (m: Member) =>
      confirmed({
        title: `将负责人转让给「${named(m)}」？`,
        content: '转让后对方成为负责人，您将成为经办人，不能再邀请或移除成员、修改角色和企业联系人。',
        okText: '确定转让',
        danger: true,
        call: () => membersApi.transfer(m.id),
        after: onChanged,
      }),
    leave: () =>
      confirmed({
        title: '退出企业？',
        content: '退出后您将不能再查看和办理本企业的事务，如需重新加入需要负责人再次邀请。企业唯一的负责人需先转让负责人才能退出。',
        okText: '退出企业',
        danger: true,
        call: () => membersApi.leave(),
        onDone: onLeft,
      }),
  };
}
