import {
  MEMBER_ROLE_HINT,
  MEMBER_ROLE_NAME,
  MEMBER_ROLES,
  MemberRole,
  roleMay,
  TEAM_MANAGERS,
  type MemberRoleValue,
} from '@shared/auth/member-roles';
import type { CompanyContact, Member } from '@shared/contracts/members';

// The checks with the contracts (zod) are members-check.ts: this module is the page's first load (issue 34).

/** The role picker's choices, each with what the role is for (the invitation and 修改角色). */
export const ROLE_CHOICES: readonly { value: MemberRoleValue; label: string; hint: string }[] = MEMBER_ROLES.map((r) => ({
  value: r,
  label: MEMBER_ROLE_NAME[r],
  hint: MEMBER_ROLE_HINT[r],
}));

/** A new invitation's role until the 负责人 picks another: 经办人, the role that can do least with money. */
export const DEFAULT_INVITE_ROLE: MemberRoleValue = MemberRole.AGENT;

/** Whether the viewer manages the team (invites, removes, re-roles, transfers, edits the contacts): a 负责人. */
export const managesTeam = (myRole: number): boolean => roleMay(myRole, TEAM_MANAGERS);

/** What the 负责人 may do to one member's row: nothing to themselves (they leave, or transfer first). */
export function rowActions(member: Member, myRole: number) {
  const others = managesTeam(myRole) && !member.me;
  return {
    changeRole: others,
    remove: others,
    transfer: others && member.role !== MemberRole.OWNER,
  };
}

/** The company's 负责人 count: the last one cannot leave or be removed (the server says so too). */
export const ownerCount = (members: readonly Member[]): number => members.filter((m) => m.role === MemberRole.OWNER).length;

export type ContactValues = { contact_name: string; mobile: string; email: string; code: string };

/** Whether saving these contacts needs a code sent to the mobile: a mobile other than the saved one. */
export const mobileChanged = (saved: CompanyContact, mobile: string): boolean => mobile.trim() !== saved.mobile.trim();

/** '—' for a missing value in the tables and the contact card. */
export const orDash = (v: string): string => v.trim() || '—';
