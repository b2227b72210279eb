import type { CompanyContact, Member } from '@shared/contracts/members';
import { membersApi } from '../api/members';
import { contactBody } from '../members-check';
import { ContactDialog } from './ContactDialog';
import { InviteDialog } from './InviteDialog';
import { RoleDialog } from './RoleDialog';

/** Which of the team's dialogs is open (none: null). */
export type TeamDialog = { kind: 'invite' } | { kind: 'role'; member: Member } | { kind: 'contact' } | null;

type Props = {
  dialog: TeamDialog;
  contact: CompanyContact | null;
  onClose: () => void;
  /** Saved: the dialog closes and the page is read again. */
  onDone: () => void;
};

/**
 * /members' three form dialogs (邀请成员, 修改角色, 修改企业联系人), antd's, with their calls and checks: one chunk, loaded
 * with antd's providers at the first click (MembersPage), so the page's first load carries none of them.
 */
export function TeamDialogs({ dialog, contact, onClose, onDone }: Props) {
  if (dialog?.kind === 'invite') return <InviteDialog onCancel={onClose} onInvited={onDone} />;
  if (dialog?.kind === 'role') return <RoleDialog member={dialog.member} onCancel={onClose} onSaved={onDone} />;
  if (dialog?.kind === 'contact' && contact)
    return (
      <ContactDialog
        saved={contact}
        verify={{ send: membersApi.contactCode, loadCaptcha: membersApi.captcha }}
        save={(v) => {
          const checked = contactBody(contact, v);
          return checked.ok ? { call: () => membersApi.saveContact(checked.body) } : { errors: checked.errors };
        }}
        onCancel={onClose}
        onSaved={onDone}
      />
    );
  return null;
}
