import { MemberRole, roleMay, type MemberRoleValue } from '../../../shared/auth/member-roles';
import { ShopStatus } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { fail, forbidden, notFound } from '../../lib/errors';

/** Who may make this module's staff calls (a company's members, contacts and 负责人): said once in shared/, with the staff menu. */
export { APPLICATION_STAFF as MEMBER_STAFF } from '../../../shared/auth/module-roles';

/** A company-area call's refusals that are not the shared 请先入驻企业 and 无权访问. */
export const MEMBER_MSG = {
  missing: '成员不存在',
  invitationMissing: '邀请不存在或已失效',
  companyMissing: '企业不存在',
  lastOwner: '企业至少需要一位负责人',
  removeSelf: '不能移除自己，如需退出企业请使用“退出企业”',
  transferSelf: '不能转让给自己',
  alreadyMember: '该手机号已是本企业成员',
  alreadyInvited: '该手机号已有待接受的邀请',
  full: (max: number) => `企业成员已达上限（${max} 人，含待接受的邀请）`,
} as const;

/** A personal user's membership: the company they act for and their role in it (memberOf). */
export type Membership = {
  memberId: number;
  userId: number;
  companyId: number;
  role: MemberRoleValue;
  company: { id: number; name: string; status: number; remark: string };
};

/**
 * The company side works for the members of a settled company (status 1) only; anyone else — no company, an
 * application under review or rejected — hears 请先入驻企业, as the spec's personal centre says it.
 */
export function requireSettledMember(m: Membership | null): Membership {
  if (!m || m.company.status !== ShopStatus.PASSED) throw fail(MSG.settleFirst);
  return m;
}

/** The member's role must be one the work is open to (shared/auth/member-roles.ts): else 无权访问. */
export function requireMemberRole(m: Membership, allowed: readonly MemberRoleValue[]): Membership {
  if (!roleMay(m.role, allowed)) throw forbidden();
  return m;
}

/**
 * A member or invitation named by id must be of the caller's own company; another company's answers exactly as an
 * unknown id does (whose it is is never said).
 */
export function requireOwnRow<T extends { companyId: number }>(row: T | undefined, companyId: number, message: string): T {
  if (!row || row.companyId !== companyId) throw notFound(message);
  return row;
}

/** An invitation still open: not accepted, not withdrawn, not expired. */
export function requireOpenInvitation<T extends { acceptedAt: Date | null; withdrawnAt: Date | null; expiresAt: Date }>(
  row: T,
  now: Date,
): T {
  if (row.acceptedAt || row.withdrawnAt || row.expiresAt <= now) throw fail(MEMBER_MSG.invitationMissing);
  return row;
}

/** A change that would leave the company without a 负责人 (removing, leaving, re-roling the last one) is refused. */
export function requireOwnerLeft(ownersAfter: number): void {
  if (ownersAfter < 1) throw fail(MEMBER_MSG.lastOwner);
}

/** Whether a role is 负责人. */
export const isOwner = (role: number) => role === MemberRole.OWNER;
