import type { Member } from '@shared/contracts/members';
import { MSG } from '@shared/messages';
import { feedback, FORM_SUCCESS_SECONDS } from '~/lib/feedback';

/** The team's calls: a chunk of their own (the API client, the calls' declarations, zod), loaded at the first confirmation. */
const loadApi = () => import('../api/members').then((m) => m.membersApi);
type MembersApi = Awaited<ReturnType<typeof loadApi>>;

const named = (m: { nickname: string; phone: string }) => m.nickname || m.phone || '该成员';

type Confirmed = {
  title: string;
  content: string;
  okText: string;
  call: (api: MembersApi) => Promise<{ msg: string }>;
  /** Takes over from the success message (退出企业: off to the personal centre). */
  onDone?: () => void;
  /** After the call, whether it succeeded or not (the page read again). */
  after?: () => void;
};

/**
 * A step behind a confirmation (取消 has the focus first), through feedback(): the call, then the server's message; a
 * refusal has been shown by the API client. `after` runs either way.
 */
function confirmed({ title, content, okText, call, onDone, after }: Confirmed) {
  feedback().confirm({
    title,
    content,
    okText,
    cancelText: '取消',
    autoFocusButton: 'cancel',
    danger: true,
    onOk: async () => {
      let api: MembersApi;
      try {
        api = await loadApi();
      } catch {
        return feedback().error(MSG.networkError);
      }
      try {
        const res = await call(api);
        if (onDone) onDone();
        else feedback().notice('success', res.msg, FORM_SUCCESS_SECONDS);
      } catch {
        // The API client has shown the server's message.
      } finally {
        after?.();
      }
    },
  });
}

/**
 * The 负责人's and every member's steps behind a confirmation: 移除, 转让负责人, 撤回 an invitation, 退出企业. The server's
 * refusal (the last 负责人 cannot leave or be removed …) is shown by the API client; `onChanged` reloads the page either
 * way, `onLeft` leaves the team's pages once out.
 */
export function teamActions({ onChanged, onLeft }: { onChanged: () => void; onLeft: () => void }) {
  return {
    remove: (m: Member) =>
      confirmed({
        title: `移除成员「${named(m)}」？`,
        content: '移除后对方立即失去本企业的全部权限，如需重新加入需要再次邀请。',
        okText: '移除',
        call: (api) => api.remove(m.id),
        after: onChanged,
      }),
    transfer: (m: Member) =>
      confirmed({
        title: `将负责人转让给「${named(m)}」？`,
        content: '转让后对方成为负责人，您将成为经办人，不能再邀请或移除成员、修改角色和企业联系人。',
        okText: '确定转让',
        call: (api) => api.transfer(m.id),
        after: onChanged,
      }),
    cancelInvitation: (phone: string, id: number) =>
      confirmed({
        title: `撤回对 ${phone} 的邀请？`,
        content: '撤回后对方用该手机号登录不会再加入本企业。',
        okText: '撤回',
        call: (api) => api.cancelInvitation(id),
        after: onChanged,
      }),
    leave: () =>
      confirmed({
        title: '退出企业？',
        content: '退出后您将不能再查看和办理本企业的事务，如需重新加入需要负责人再次邀请。企业唯一的负责人需先转让负责人才能退出。',
        okText: '退出企业',
        call: (api) => api.leave(),
        onDone: onLeft,
      }),
  };
}
