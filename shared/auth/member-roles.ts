/**
 * A settled company is a team (issue 30): its members, each with one role, said once here for both sides. The
 * server's company-area calls check the caller's role against these lists (server/modules/members/members.policy.ts),
 * and the personal centre shows a tab to the roles of the calls its page makes (web/config/menu.ts).
 */

/** A member's role in the company: 负责人 manages the team, 财务 the money, 经办人 the day-to-day requests. */
export const MemberRole = {
  OWNER: 1,
  FINANCE: 2,
  AGENT: 3,
} as const;
export type MemberRoleValue = (typeof MemberRole)[keyof typeof MemberRole];

export const MEMBER_ROLES: readonly MemberRoleValue[] = [MemberRole.OWNER, MemberRole.FINANCE, MemberRole.AGENT];

export const MEMBER_ROLE_NAME: Record<MemberRoleValue, string> = {
  [MemberRole.OWNER]: '负责人',
  [MemberRole.FINANCE]: '财务',
  [MemberRole.AGENT]: '经办人',
};

/** What a role is for, shown beside the role picker of the invitation. */
export const MEMBER_ROLE_HINT: Record<MemberRoleValue, string> = {
  [MemberRole.OWNER]: '管理成员与企业联系人，可使用全部功能',
  [MemberRole.FINANCE]: '房屋费用、服务费用、缴费记录与缴费方式，接收到期提醒',
  [MemberRole.AGENT]: '服务诉求、政策通知、企业简介',
};

export function memberRoleName(role: number): string {
  return MEMBER_ROLE_NAME[role as MemberRoleValue] ?? '';
}

export function isMemberRole(role: number): role is MemberRoleValue {
  return (MEMBER_ROLES as readonly number[]).includes(role);
}

// What each kind of company-area work is open to, one named list per kind (as staff's module-roles.ts).
/** Rooms and rent, service fees, payment history and the park's payment methods; the expiry reminders. */
export const BILLING_MEMBERS: readonly MemberRoleValue[] = [MemberRole.OWNER, MemberRole.FINANCE];
/** Service requests (企业服务, 服务记录) and the policy notices addressed to the company. */
export const REQUEST_MEMBERS: readonly MemberRoleValue[] = [MemberRole.OWNER, MemberRole.AGENT];
/** Booking meeting rooms (会议室预约, issue 33): any member of a settled company. */
export const BOOKING_MEMBERS: readonly MemberRoleValue[] = MEMBER_ROLES;
/** Editing the company brief (the public directory's text, logo and address). */
export const BRIEF_MEMBERS: readonly MemberRoleValue[] = [MemberRole.OWNER, MemberRole.AGENT];
/** Inviting, removing and re-roling members, passing ownership, the company's contact person and mobile. */
export const TEAM_MANAGERS: readonly MemberRoleValue[] = [MemberRole.OWNER];
/** Seeing who is in the team (成员管理 lists members and invitations to every member). */
export const ALL_MEMBERS: readonly MemberRoleValue[] = MEMBER_ROLES;

export function roleMay(role: number | null | undefined, allowed: readonly MemberRoleValue[]): boolean {
  return role != null && (allowed as readonly number[]).includes(role);
}

/** How long an invitation waits for the invited mobile to sign in. */
export const INVITATION_DAYS = 7;
/** The most members (and open invitations) one company may have. */
export const MEMBERS_MAX = 50;
