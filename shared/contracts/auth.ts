import { STAFF_ROLES, type StaffRoleValue } from '../auth/staff-roles';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MSG } from '../auth/password-policy';
import { MSG } from '../messages';

/** Longest second-factor input accepted: a recovery code with its dash (a TOTP code has 6 digits). */
export const OTP_INPUT_MAX = 32;

/** Spec §5: username and password are trimmed; empty fields get their own message. */
export const adminLoginBody = z.object({
  username: z.string({ error: MSG.accountRequired }).trim().min(1, { error: MSG.accountRequired }).max(64, { error: MSG.badCredentials }),
  password: z
    .string({ error: MSG.passwordRequired })
    .trim()
    .min(1, { error: MSG.passwordRequired })
    .max(128, { error: MSG.badCredentials }),
  /** Staff second factor once enrolled: the 6-digit code of the authenticator app, or one recovery code. */
  otp: z.string({ error: MSG.otpInvalid }).trim().max(OTP_INPUT_MAX, { error: MSG.otpInvalid }).optional(),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export const shopSummary = z.object({
  id: z.number().int(),
  shop_name: z.string(),
  /** 0 审核中, 1 已通过, 2 已驳回. */
  status: z.number().int(),
  remark: z.string(),
  /**
   * The user's role in the company (shared/auth/member-roles.ts: 1 负责人, 2 财务, 3 经办人; issue 30), which decides
   * the personal centre's tabs; absent for staff.
   */
  role: z.number().int().optional(),
});
export type ShopSummary = z.infer<typeof shopSummary>;

export const userInfo = z.object({
  id: z.number().int(),
  /** Login type: 1 administrator, 2 personal. */
  type: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  username: z.string(),
  sign: z.string(),
  /** The user's company application, if any. */
  shop: shopSummary.nullable(),
  /** Staff only, when this session must first change its password or enrol the second factor (issue 11). */
  restriction: z.enum(['password', 'totp']).optional(),
  /** Staff only: the account's roles (issue 13), which decide the back office's menu and calls. */
  roles: z.array(z.enum(STAFF_ROLES as [StaffRoleValue, ...StaffRoleValue[]])).optional(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const loginResult = z.object({
  token: z.string(),
  type: z.number().int(),
  /** ISO 8601 instant the session ends at the latest. */
  expires_at: z.string(),
  userinfo: userInfo,
  /** A staff session that must first change its password ('password') or enrol TOTP ('totp'); else null. */
  restriction: z.enum(['password', 'totp']).nullable(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** The refusal data of admin_login when the account has a second factor and no code came with the password. */
export const otpRequiredData = z.object({ otp_required: z.literal(true) });

// ---- Staff account security (issue 11): password, second factor, sessions ----

/** Why a staff session may only do account security for now: change the password, or enrol the second factor. */
export const SESSION_RESTRICTIONS = ['password', 'totp'] as const;
export type SessionRestriction = (typeof SESSION_RESTRICTIONS)[number];

/** What change_password and totp_disable answer: the session's restriction from now on (null: none). */
export const restrictionResult = z.object({ restriction: z.enum(SESSION_RESTRICTIONS).nullable() });

const requiredText = (msg: string, max = PASSWORD_MAX_LENGTH) =>
  z.string({ error: msg }).min(1, { error: msg }).max(max, { error: PASSWORD_MSG.tooLong });

/** The policy itself (length, classes, username, reuse) is checked by the server with shared/auth/password-policy. */
export const changePasswordBody = z
  .object({
    old_password: requiredText('请输入当前密码'),
    password: requiredText('请输入新密码'),
    confirm: requiredText('请再次输入新密码'),
  })
  .refine((b) => b.password === b.confirm, { error: PASSWORD_MSG.mismatch, path: ['confirm'] });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const otpCode = z
  .string({ error: MSG.otpRequired })
  .trim()
  .min(1, { error: MSG.otpRequired })
  .max(OTP_INPUT_MAX, { error: MSG.otpInvalid });

/** Starts enrolment: the current password first (a stolen session alone cannot enrol its own authenticator). */
export const totpSetupBody = z.object({ password: requiredText(MSG.passwordRequired) });
/** Confirms enrolment with the current password and the first code the app shows. */
export const totpEnableBody = z.object({ password: requiredText(MSG.passwordRequired), code: otpCode });
/** Stopping the second factor needs the password and a current code (or a recovery code). */
export const totpDisableBody = z.object({ password: requiredText(MSG.passwordRequired), code: otpCode });
/** Ends one of the caller's own other sessions. */
export const endSessionBody = z.object({
  id: z.coerce
    .number({ error: '会话编号错误' })
    .int({ error: '会话编号错误' })
    .positive({ error: '会话编号错误' })
    .max(2_147_483_647, { error: '会话编号错误' }),
});

export const staffSecurityInfo = z.object({
  username: z.string(),
  /** ISO 8601; when the password was last set (null: unknown, counted from the account's creation). */
  password_changed_at: z.string().nullable(),
  /** ISO 8601; when the password must be changed at the latest. */
  password_expires_at: z.string(),
  /** Days a password lives (STAFF_PASSWORD_MAX_AGE_DAYS). */
  password_max_age_days: z.number().int(),
  /** The next sign-in (or this session) must change the password first. */
  must_change_password: z.boolean(),
  /** What this session is restricted to until done: 'password', 'totp', or null (full access). */
  restriction: z.enum(SESSION_RESTRICTIONS).nullable(),
  totp_enabled: z.boolean(),
  /** Whether every staff member must have a second factor (STAFF_TOTP_REQUIRED). */
  totp_required: z.boolean(),
  /** Unused recovery codes left. */
  recovery_codes_left: z.number().int(),
  /** One session per account (ADMIN_SINGLE_SESSION): a new sign-in ends the older one. */
  single_session: z.boolean(),
  /** The password rules in words. */
  password_rules: z.string(),
});
export type StaffSecurityInfo = z.infer<typeof staffSecurityInfo>;

export const totpSetupResult = z.object({
  /** Base32 secret, for typing into an app that cannot scan. */
  secret: z.string(),
  /** otpauth:// URI the QR code encodes. */
  otpauth_uri: z.string(),
  /** The QR code as a data: URL (PNG). */
  qr: z.string(),
});
export type TotpSetupResult = z.infer<typeof totpSetupResult>;

export const totpEnableResult = z.object({
  /** Ten one-time recovery codes, shown this once; only their hashes are kept. */
  recovery_codes: z.array(z.string()),
});
export type TotpEnableResult = z.infer<typeof totpEnableResult>;

export const staffSession = z.object({
  id: z.number().int(),
  /** Browser and system, read from the User-Agent. */
  browser: z.string(),
  ip: z.string(),
  /** ISO 8601. */
  signed_in_at: z.string(),
  last_active_at: z.string(),
  expires_at: z.string(),
  /** The session making this call. */
  current: z.boolean(),
  restriction: z.enum(SESSION_RESTRICTIONS).nullable(),
});
export type StaffSession = z.infer<typeof staffSession>;
