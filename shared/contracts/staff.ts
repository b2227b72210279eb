import { z } from 'zod';
import {
  accountKind,
  changesSeparatedRole,
  dutyBy,
  FIRST_ONLY_CREATE,
  roleSetProblem,
  rolesChangedBy,
  STAFF_DUTY_TABLE,
  STAFF_ROLES,
  StaffRole,
  type StaffDuty,
  type StaffRoleValue,
} from '../auth/staff-roles';
import { PAGE_SIZE, UserStatus } from '../constants';
import { idField, intField, keywordField, pageFields } from './common';

/**
 * Staff accounts and roles (issue 13, issue 27): who does what to which account is STAFF_DUTY_TABLE
 * (shared/auth/staff-roles.ts); the security administrator also sees everyone's sessions and the sign-in lockouts.
 * Rules and messages said once here, for the server and the back office's forms.
 */

// ---------------------------------------------------------------------------------------------------------
// Rules and labels

/** A staff account's users.status (UserStatus): 1 enabled (may sign in), 0 disabled. */
export const StaffStatus = UserStatus;
export type StaffStatusValue = (typeof StaffStatus)[keyof typeof StaffStatus];
export const STAFF_STATUS_LABEL: Record<StaffStatusValue, string> = { 0: '停用', 1: '启用' };

/** Usernames: like the first administrator's (ADMIN_USERNAME, 3–64), letters, digits and . _ - @ only. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 64;
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;
export const NICKNAME_MAX = 32;
/** Staff sessions listed a page at a time (security administrator). */
export const STAFF_SESSION_PAGE_SIZE = 20;
/** Lockouts shown at most (they last LOGIN_LOCK_MINUTES; more than this at once is an attack, listed newest first). */
export const LOCKOUT_LIST_MAX = 200;

export const STAFF_MSG = {
  usernameRequired: '请输入账户名',
  usernameLength: `账户名应为 ${USERNAME_MIN} 至 ${USERNAME_MAX} 个字符`,
  usernamePattern: '账户名只能包含字母、数字和 . _ - @',
  usernameTaken: '该账户名已被使用',
  nicknameRequired: '请输入姓名',
  nicknameTooLong: `姓名不能超过 ${NICKNAME_MAX} 个字`,
  roleInvalid: '角色无效',
  statusInvalid: '状态应为启用或停用',
  notFound: '账号不存在',
  notOwnStatus: '不能停用或启用自己的账号',
  notOwnPassword: '不能重置自己的密码，请在“账号安全”中修改',
  notOwnRoles: '不能修改自己的角色',
  grantBySecurity: '安全管理员、审计管理员角色只能由安全管理员授予：请先创建账号（可不选角色），再由安全管理员修改其角色',
  resetBySecurity: '安全管理员、审计管理员账号的密码只能由安全管理员重置',
  resetBySystem: '该账号的密码由系统管理员重置',
  statusBySecurity: '安全管理员、审计管理员账号只能由安全管理员停用或启用',
  statusBySystem: '该账号由系统管理员停用或启用',
  rolesBySystem: '系统管理员角色只能由系统管理员授予或取消',
  rolesBySecurity: '安全管理员、审计管理员角色只能由安全管理员授予或取消',
  rolesBusinessBySecurity: '内容编辑、园区运营角色由安全管理员设置',
  rolesTwoSteps: '不能把一种三员角色直接换成另一种：请先由其管理员取消原三员角色，再由新角色的管理员授予',
  totpResetBySecurity: '动态验证码由安全管理员重置',
  notOwnTotp: '不能重置自己的动态验证码，请在“账号安全”中停用后重新绑定',
  totpNotSet: '该账号未绑定动态验证码',
  lastSystem: '至少保留一个启用的系统管理员账号',
  lastSecurity: '至少保留一个启用的安全管理员账号',
  lockoutNotFound: '该锁定不存在或已解除',
  lockoutKeyInvalid: '锁定编号错误',
  created: '账号已创建',
  saved: '已保存',
  enabled: '账号已启用',
  disabled: '账号已停用，其登录会话已全部结束',
  passwordReset: '密码已重置，其登录会话已全部结束',
  rolesSaved: '角色已保存，立即生效',
  rolesSavedNewPassword: '角色已保存，立即生效；已为该账号生成新密码，其登录会话已全部结束，动态验证码已清除',
  totpReset: '动态验证码已重置，其登录会话已全部结束；下次登录须重新绑定',
  lockoutCleared: '已解除锁定',
} as const;

/**
 * Why the system administrator may not create an account holding `roles`, or null when it may
 * (STAFF_DUTY_TABLE.create): a security administrator only while no account holds that role (`securityHeld`: some
 * account, enabled or not, holds 'security'); never an auditor. The security administrator gives it later.
 */
export function createRolesProblem(roles: readonly StaffRoleValue[], securityHeld: boolean): string | null {
  const kind = accountKind(roles);
  const by = STAFF_DUTY_TABLE.create[kind];
  if (by !== StaffRole.SYSTEM || (kind === FIRST_ONLY_CREATE && securityHeld)) return STAFF_MSG.grantBySecurity;
  return null;
}

/** The duties on an existing account other than its roles (rolesChangeProblem). */
export type AccountDuty = Exclude<StaffDuty, 'create' | 'roles'>;

const refusedBecause: Record<AccountDuty, (by: StaffRoleValue | null) => string> = {
  reset_password: (by) => (by === StaffRole.SECURITY ? STAFF_MSG.resetBySecurity : STAFF_MSG.resetBySystem),
  status: (by) => (by === StaffRole.SECURITY ? STAFF_MSG.statusBySecurity : STAFF_MSG.statusBySystem),
  reset_totp: () => STAFF_MSG.totpResetBySecurity,
};

/** Why someone holding `actor` may not do `duty` to an account holding `target` (STAFF_DUTY_TABLE), or null. */
export function dutyProblem(duty: AccountDuty, actor: readonly StaffRoleValue[], target: readonly StaffRoleValue[]): string | null {
  const by = dutyBy(duty, target);
  return by && actor.includes(by) ? null : refusedBecause[duty](by);
}

/** Why someone holding `actor` may not change an account's roles from `before` to `after` (rolesChangedBy), or null. */
export function rolesChangeProblem(
  actor: readonly StaffRoleValue[],
  before: readonly StaffRoleValue[],
  after: readonly StaffRoleValue[],
): string | null {
  const by = rolesChangedBy(before, after);
  if (by && actor.includes(by)) return null;
  if (!by) return STAFF_MSG.rolesTwoSteps;
  if (!changesSeparatedRole(before, after)) return STAFF_MSG.rolesBusinessBySecurity;
  return by === StaffRole.SYSTEM ? STAFF_MSG.rolesBySystem : STAFF_MSG.rolesBySecurity;
}

// ---------------------------------------------------------------------------------------------------------
// Bodies

const roleValue = z.enum(STAFF_ROLES as [StaffRoleValue, ...StaffRoleValue[]], { error: STAFF_MSG.roleInvalid });

/** Known roles, each once, in the roles' own order. */
const roleList = z
  .array(roleValue, { error: STAFF_MSG.roleInvalid })
  .max(STAFF_ROLES.length * 2, { error: STAFF_MSG.roleInvalid })
  .transform((roles) => STAFF_ROLES.filter((r) => roles.includes(r)));

/** A set of roles one account may hold (roleSetProblem: at least one, at most one of the three 等保 roles). */
export const rolesField = roleList.superRefine((roles, ctx) => {
  const problem = roleSetProblem(roles);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * The first roles of a new account: none (the security administrator gives them later), or a set one account may
 * hold. Which of them the system administrator may give is createRolesProblem's, checked by the server.
 */
export const createRolesField = roleList.superRefine((roles, ctx) => {
  const problem = roles.length ? roleSetProblem(roles) : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const usernameField = z
  .string({ error: STAFF_MSG.usernameRequired })
  .trim()
  .min(1, { error: STAFF_MSG.usernameRequired })
  .min(USERNAME_MIN, { error: STAFF_MSG.usernameLength })
  .max(USERNAME_MAX, { error: STAFF_MSG.usernameLength })
  .regex(USERNAME_PATTERN, { error: STAFF_MSG.usernamePattern });

export const nicknameField = z
  .string({ error: STAFF_MSG.nicknameRequired })
  .trim()
  .min(1, { error: STAFF_MSG.nicknameRequired })
  .max(NICKNAME_MAX, { error: STAFF_MSG.nicknameTooLong });

const statusField = intField('状态').pipe(
  z.number().refine((n) => n === StaffStatus.ENABLED || n === StaffStatus.DISABLED, { error: STAFF_MSG.statusInvalid }),
);

/** staff_list: keyword over username and name; role and status filters (absent: all). */
export const staffListBody = z.object({
  keyword: keywordField,
  role: z.preprocess((v) => (v === '' || v === null ? undefined : v), roleValue.optional()),
  status: z.preprocess((v) => (v === '' || v === null || v === -1 || v === '-1' ? undefined : v), statusField.optional()),
  ...pageFields(PAGE_SIZE.admin),
});
export type StaffListBody = z.infer<typeof staffListBody>;

export const staffCreateBody = z.object({ username: usernameField, nickname: nicknameField, roles: createRolesField });
export type StaffCreateBody = z.infer<typeof staffCreateBody>;

export const staffUpdateBody = z.object({ id: idField, nickname: nicknameField });
export const staffStatusBody = z.object({ id: idField, status: statusField });
export const staffRolesBody = z.object({ id: idField, roles: rolesField });
export const staffSessionsBody = z.object({ ...pageFields(STAFF_SESSION_PAGE_SIZE) });
export const lockoutClearBody = z.object({
  key: z
    .string({ error: STAFF_MSG.lockoutKeyInvalid })
    .min(1, { error: STAFF_MSG.lockoutKeyInvalid })
    .max(160, { error: STAFF_MSG.lockoutKeyInvalid }),
});

// ---------------------------------------------------------------------------------------------------------
// Results

export const staffAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  roles: z.array(roleValue),
  /** 1 启用, 0 停用. */
  status: z.number().int(),
  status_name: z.string(),
  /** ISO 8601, null when never signed in. */
  last_login_at: z.string().nullable(),
  totp_enabled: z.boolean(),
  /** The next sign-in must change the password first (a generated one). */
  must_change_password: z.boolean(),
  /** Sign-in locked now (too many failures from some address). */
  locked: z.boolean(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

/** A generated password, shown this once; only its hash is kept. */
export const generatedPassword = z.object({ id: z.number().int(), username: z.string(), password: z.string() });
export type GeneratedPassword = z.infer<typeof generatedPassword>;

/**
 * staff_roles' answer: `password` is the account's new generated password when the change gave or took a 三员 role
 * (changesSeparatedRole; shown this once to whoever made the change), else null.
 */
export const staffRolesResult = z.object({ id: z.number().int(), username: z.string(), password: z.string().nullable() });
export type StaffRolesResult = z.infer<typeof staffRolesResult>;

export const staffLiveSession = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  browser: z.string(),
  ip: z.string(),
  /** ISO 8601. */
  signed_in_at: z.string(),
  last_active_at: z.string(),
  expires_at: z.string(),
  /** The session making this call (end it by signing out). */
  current: z.boolean(),
});
export type StaffLiveSession = z.infer<typeof staffLiveSession>;

/** 'account': an account from one address; 'address': an address, whatever account it tried. */
export const LOCKOUT_KINDS = ['account', 'address'] as const;
export const LOCKOUT_KIND_LABEL: Record<(typeof LOCKOUT_KINDS)[number], string> = { account: '账号', address: '地址' };

export const lockoutItem = z.object({
  /** The counter's key; lockout_clear takes it. */
  key: z.string(),
  kind: z.enum(LOCKOUT_KINDS),
  /** '' for an address lockout. */
  username: z.string(),
  ip: z.string(),
  failures: z.number().int(),
  /** ISO 8601. */
  locked_until: z.string(),
  minutes_left: z.number().int(),
});
export type LockoutItem = z.infer<typeof lockoutItem>;
