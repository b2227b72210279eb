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
 * What an account is for the separation of duties: the 三员 role it holds (at most one, roleSetProblem), or
 * 'business' when it holds none (only 内容编辑 / 园区运营, or no role at all).
 */
export type AccountKind = 'system' | 'security' | 'auditor' | 'business';
export const ACCOUNT_KINDS: readonly AccountKind[] = ['system', 'security', 'auditor', 'business'];
export const ACCOUNT_KIND_LABEL: Record<AccountKind, string> = {
  system: '系统管理员',
  security: '安全管理员',
  auditor: '审计管理员',
  business: '其他账号',
};

export function accountKind(roles: readonly StaffRoleValue[]): AccountKind {
  const separated = SEPARATED_ROLES.find((r) => roles.includes(r));
  return (separated as AccountKind | undefined) ?? 'business';
}

/** What one administrator does to another account (never to its own). */
export type StaffDuty = 'create' | 'roles' | 'reset_password' | 'status' | 'reset_totp';
export const STAFF_DUTIES: readonly StaffDuty[] = ['create', 'roles', 'reset_password', 'status', 'reset_totp'];
export const STAFF_DUTY_LABEL: Record<StaffDuty, string> = {
  create: '新建账号',
  roles: '修改角色',
  reset_password: '重置密码',
  status: '停用 / 启用',
  reset_totp: '重置动态验证码',
};

/**
 * 三员分立, said once (docs/SECURITY.md "Staff roles" shows this table): which role does each duty to an account
 * of each kind; null: nobody. The server's policy (server/modules/staff/staff.policy.ts) and the staff pages
 * read it.
 * - create: the account's first roles. 'security' only while no account holds it (the first security
 *   administrator of a new park, FIRST_ONLY_CREATE); an auditor is never created as one — the security
 *   administrator gives the role later.
 * - roles: giving or taking that kind's 三员 role; the 'business' column is a change of the business roles only
 *   (the account's 三员 role stays). A change from one 三员 role to another needs both columns to name the same
 *   role (else two steps: take it away, then give the other). Every change of the 三员 role renews the password
 *   (shown once to whoever made it), ends the sessions and clears the second factor, so the new role's password
 *   is known only to the role that keeps such accounts.
 * - reset_password: renews the password (shown once to whoever reset it).
 * - status: disables (ending the sessions) or enables the account.
 * - reset_totp: clears the second factor (the owner enrols again at the next sign-in), ending the sessions.
 * Invariant (staff-duties.test.ts walks it): the role that may learn an account's password — the one that resets
 * it, or changes its 三员 role — is the role that keeps accounts of the kind it then is.
 */
export const STAFF_DUTY_TABLE: Record<StaffDuty, Record<AccountKind, StaffRoleValue | null>> = {
  create: { system: StaffRole.SYSTEM, security: StaffRole.SYSTEM, auditor: null, business: StaffRole.SYSTEM },
  roles: { system: StaffRole.SYSTEM, security: StaffRole.SECURITY, auditor: StaffRole.SECURITY, business: StaffRole.SECURITY },
  reset_password: { system: StaffRole.SYSTEM, security: StaffRole.SECURITY, auditor: StaffRole.SECURITY, business: StaffRole.SYSTEM },
  status: { system: StaffRole.SYSTEM, security: StaffRole.SECURITY, auditor: StaffRole.SECURITY, business: StaffRole.SYSTEM },
  reset_totp: { system: StaffRole.SECURITY, security: StaffRole.SECURITY, auditor: StaffRole.SECURITY, business: StaffRole.SECURITY },
};

/** The kind the system administrator creates only while no account holds its role (a new park's first security administrator). */
export const FIRST_ONLY_CREATE: AccountKind = 'security';

/**
 * Who does `duty` to an account holding `roles` (null: nobody). For 'roles' use rolesChangedBy, which also needs
 * the roles after the change.
 */
export function dutyBy(duty: Exclude<StaffDuty, 'roles'>, roles: readonly StaffRoleValue[]): StaffRoleValue | null {
  return STAFF_DUTY_TABLE[duty][accountKind(roles)];
}

/** Whether a change of roles changes the account's 三员 role (gains, loses or swaps one): it then renews the password. */
export function changesSeparatedRole(before: readonly StaffRoleValue[], after: readonly StaffRoleValue[]): boolean {
  return accountKind(before) !== accountKind(after);
}

/**
 * Who may change an account's roles from `before` to `after` (STAFF_DUTY_TABLE.roles): the business column when the
 * 三员 role stays; else the role named for the 三员 role taken away and for the one given, which must be the same
 * role (null: nobody in one step).
 */
export function rolesChangedBy(before: readonly StaffRoleValue[], after: readonly StaffRoleValue[]): StaffRoleValue | null {
  const from = accountKind(before);
  const to = accountKind(after);
  if (from === to) return STAFF_DUTY_TABLE.roles.business;
  const by = [from, to].filter((k) => k !== 'business').map((k) => STAFF_DUTY_TABLE.roles[k]);
  return by.every((r) => r === by[0]) ? (by[0] ?? null) : null;
}

/** The role that resets the password of an account holding `roles` (never the account itself). */
export function passwordResetBy(roles: readonly StaffRoleValue[]): StaffRoleValue {
  return dutyBy('reset_password', roles) ?? StaffRole.SYSTEM;
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
