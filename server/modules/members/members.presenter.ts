import { memberRoleName } from '../../../shared/auth/member-roles';
import type { CompanyContact, Invitation, Member } from '../../../shared/contracts/members';
import { formatDateTime } from '../../lib/dates';
import { maskPhone } from '../notifications/notifications.public';
import type { Contact, InvitationRow, MemberRow } from './members.service';

/** A member as the team list shows them: the bound mobile masked (138****5678), `me` for the caller's own row. */
export function presentMember(r: MemberRow, myMemberId: number | null): Member {
  return {
    id: r.id,
    nickname: r.nickname,
    phone: maskPhone(r.phone ?? ''),
    role: r.role,
    role_name: memberRoleName(r.role),
    joined_at: formatDateTime(r.createdAt),
    me: r.id === myMemberId,
  };
}

/** An open invitation: the mobile whole (the 负责人 typed it and may need to check it). */
export function presentInvitation(r: InvitationRow): Invitation {
  return {
    id: r.id,
    phone: r.phone,
    role: r.role,
    role_name: memberRoleName(r.role),
    invited_by: r.invitedBy,
    invited_at: formatDateTime(r.createdAt),
    expires_at: formatDateTime(r.expiresAt),
  };
}

export function presentContact(c: Contact): CompanyContact {
  return { contact_name: c.contactName, mobile: c.mobile, email: c.email };
}

/** A member as an audit line names them: ids, name and role (no mobile). */
export function memberAuditView(r: MemberRow) {
  return { member_id: r.id, user_id: r.userId, nickname: r.nickname, role: r.role, role_name: memberRoleName(r.role) };
}

/** The contacts as the audit line keeps them (before → after), the mobile whole: the change is what is recorded. */
export function contactAuditView(c: Contact) {
  return { contact_name: c.contactName, mobile: c.mobile, email: c.email };
}
