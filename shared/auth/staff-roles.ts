/**
 * Staff roles (issue 13). A staff account holds one or more roles; every staff call names the roles that may make
 * it (server/lib/call.ts), and the back office's menu shows an item only to the roles of its page.
 *
 * The three roles of 等保 2.0's separation of duties (系统管理员、安全管理员、审计管理员, "三员分立") are held by
 * different accounts: an account holds at most one of them. The business roles (content, operations) may be
 * added to any account, including one of the three.
 */
export const StaffRole = {
  /** 系统管理员: staff accounts (create, disable, reset a password: not of a security administrator or auditor) and the site settings. */
  SYSTEM: 'system',
  /** 安全管理员: who holds which role, the passwords of security administrators and auditors, everyone's sessions, sign-in lockouts. */
  SECURITY: 'security',
  /** 审计管理员: reads and exports the audit trail, nothing else. */
  AUDITOR: 'auditor',
  /** 内容编辑: everything the public site shows. */
  CONTENT: 'content',
  /** 园区运营: applications, companies, leases, fees, warnings, consultations and service requests. */
  OPERATIONS: 'operations',
} as const;
export type StaffRoleValue = (typeof StaffRole)[keyof typeof StaffRole];

export const STAFF_ROLES: readonly StaffRoleValue[] = Object.values(StaffRole);

export const STAFF_ROLE_LABEL: Record<StaffRoleValue, string> = {
  system: '系统管理员',
  security: '安全管理员',
  auditor: '审计管理员',
  content: '内容编辑',
  operations: '园区运营',
};

/** The three roles no account may combine (等保 2.0 三员分立). */
export const SEPARATED_ROLES: readonly StaffRoleValue[] = [StaffRole.SYSTEM, StaffRole.SECURITY, StaffRole.AUDITOR];

/** The roles the first administrator gets (and staff accounts made before roles existed): all but the two 三员 roles held by others. */
export const FIRST_ADMIN_ROLES: readonly StaffRoleValue[] = [StaffRole.SYSTEM, StaffRole.CONTENT, StaffRole.OPERATIONS];

/**
 * The roles the system administrator may give an account it creates (or none). The other two 三员 roles are given
 * only by the security administrator (staff_roles), so no administrator can make an account of another 三员 role and
 * act through it — with one exception: while no account holds 'security' at all, the system administrator may
 * create the first security administrator (FIRST_SECURITY_ROLE), as a new park has no one else to do it.
 */
export const SYSTEM_GRANTABLE_ROLES: readonly StaffRoleValue[] = [StaffRole.SYSTEM, StaffRole.CONTENT, StaffRole.OPERATIONS];
export const FIRST_SECURITY_ROLE: StaffRoleValue = StaffRole.SECURITY;

/**
 * The roles whose accounts the security administrator looks after: only it gives them (staff_roles, which then also
 * gives the account a new password, so whoever created it no longer knows one that works) and only it resets their
 * passwords. Every other account's password is reset by the system administrator.
 */
export const SECURITY_KEPT_ROLES: readonly StaffRoleValue[] = [StaffRole.SECURITY, StaffRole.AUDITOR];

/** The role that resets the password of an account holding `roles` (never the account itself). */
export function passwordResetBy(roles: readonly StaffRoleValue[]): StaffRoleValue {
  return roles.some((r) => SECURITY_KEPT_ROLES.includes(r)) ? StaffRole.SECURITY : StaffRole.SYSTEM;
}

export function isStaffRole(value: unknown): value is StaffRoleValue {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Why a set of roles may not be held by one account, or null when it may. */
export function roleSetProblem(roles: readonly StaffRoleValue[]): string | null {
  if (roles.length === 0) return '请至少选择一个角色';
  const separated = roles.filter((r) => SEPARATED_ROLES.includes(r));
  if (separated.length > 1) return '系统管理员、安全管理员、审计管理员须由不同账号担任';
  return null;
}

/** Whether someone holding `held` may make a call open to `allowed` ('any': every staff account). */
export function holdsAnyRole(held: readonly StaffRoleValue[], allowed: readonly StaffRoleValue[] | 'any'): boolean {
  return allowed === 'any' || allowed.some((r) => held.includes(r));
}
