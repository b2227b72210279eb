import { passwordProblem, PASSWORD_MSG } from '../../../shared/auth/password-policy';
import { SMS_MSG } from '../../../shared/auth/sms-code';
import { LoginType, UserStatus } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import type { Actor, StaffRoles } from '../../lib/call';
import { fail } from '../../lib/errors';
import type { QrProvider } from './qr.service';
import type { SmsMode } from './sms-sender';

/**
 * Who may call what in the auth module. Signing in and the QR calls are public (a sign is the only key a QR call
 * needs, and checkStatus hands the token only to the browser bound by its cookie: qr.service.ts); userinfo and logout
 * take any signed-in user; a staff member's own account security takes every staff account, whatever its roles, and
 * acts only on the session's own account (nothing in a body names another user).
 */

/** Every staff account, whatever its roles: its own password, second factor and sessions (the 账号安全 page). */
export const ANY_STAFF = 'any' satisfies StaffRoles;

/**
 * A call on the caller's own account that asks for the current password again (changing it, enrolling or giving up
 * the second factor): every staff account, in a restricted session too, at most 10 a minute per session.
 */
export const OWN_PASSWORD_CALL = { access: 'admin', roles: ANY_STAFF, invalidates: false, allowRestricted: true, perMinute: 10 } as const;

/** The signed-in account still exists (a session of a removed account is treated as an invalid one). */
export function requireAccount<T>(row: T | null | undefined): T {
  if (!row) throw fail(MSG.tokenInvalid);
  return row;
}

// ---- QR sign-in ----

/** web_login hands out codes only when a QR provider (WeChat, or the demo) is on. */
export function requireQrOpen(provider: QrProvider): asserts provider is Exclude<QrProvider, 'none'> {
  if (provider === 'none') throw fail('扫码登录暂未开通，请联系园区管理员');
}

/** The QR logout needs something to end: a sign, a session, or a token presented (and refused). */
export function requireQrLogoutTarget(sign: string | undefined, actor: Actor | null, sessionProblem: number | null): void {
  if (!sign && !actor && !sessionProblem) throw fail('登录请求无效，请刷新二维码');
}

/** The phone's scan page: a code that exists and was made by a provider. */
export function requireScannable<T extends { provider: string }>(row: T | null): T {
  if (!row || row.provider === 'none') throw fail('二维码无效，请在电脑上刷新二维码');
  return row;
}

/** A demo code is confirmed only while the demo is on, and with a nickname. */
export function requireDemoNickname(provider: QrProvider, nickname: string | undefined): string {
  if (provider !== 'demo') throw fail('演示登录未开启');
  if (!nickname) throw fail('请输入昵称');
  return nickname;
}

// ---- A staff member's own account security ----

/** A new password that meets the staff password policy (shared/auth/password-policy.ts). */
export function requireGoodPassword(password: string, username: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw fail(problem);
}

/** A new password that is neither the current one nor a recent one (`reused`: staff-security.service isRecentPassword). */
export function requireNotReused(reused: boolean): void {
  if (reused) throw fail(PASSWORD_MSG.reused);
}

/** Enrolment starts and ends only while no second factor is enabled. */
export function requireTotpOff(user: { totpEnabledAt: Date | null }): void {
  if (user.totpEnabledAt) throw fail(MSG.totpAlreadyEnabled);
}

/** Enrolment is confirmed only after it was started (a secret was made). */
export function requireTotpStarted(user: { totpSecret: string | null }): void {
  if (!user.totpSecret) throw fail(MSG.totpNotStarted);
}

/** Only an enabled second factor can be disabled. */
export function requireTotpOn(user: { totpEnabledAt: Date | null }): void {
  if (!user.totpEnabledAt) throw fail(MSG.totpNotEnabled);
}

/** end_session ends another session: the current one is ended by signing out. */
export function requireOtherSession(actor: Actor, sessionId: number): void {
  if (sessionId === actor.sessionId) throw fail(MSG.sessionIsCurrent);
}

/** The session to end was a live one of the caller's own (whose else, it is not said). */
export function requireEnded(ended: boolean): void {
  if (!ended) throw fail(MSG.sessionNotFound);
}

// ---- Sign-in by SMS code and account binding (issue 30) ----

/** SMS codes go out only when SMS is configured or the demonstration is on (sms-sender.ts smsMode). */
export function requireSmsOpen(mode: SmsMode): asserts mode is Exclude<SmsMode, 'none'> {
  if (mode === 'none') throw fail(SMS_MSG.closed);
}

/** 演示模式 sends codes for demo accounts only: never for the phone of a real account, nor asked by a real account. */
export function requireDemoPhone(
  mode: SmsMode,
  phoneOwner: { demo: boolean } | null | undefined,
  caller: { demo: boolean } | null | undefined,
): void {
  if (mode !== 'demo') return;
  if ((phoneOwner && !phoneOwner.demo) || (caller && !caller.demo)) throw fail(SMS_MSG.demoOnly);
}

/** One person, one account: a phone held by another account is never moved or merged. */
export function requirePhoneFree(owner: { id: number } | null | undefined, userId: number): void {
  if (owner && owner.id !== userId) throw fail(SMS_MSG.phoneTaken);
}

/** An account signed in by SMS: a personal one (staff never sign in here) that is enabled. */
export function requireSmsAccount<T extends { status: number; loginType: number }>(user: T): T {
  if (user.loginType !== LoginType.PERSONAL) throw fail(SMS_MSG.codeWrong);
  if (user.status !== UserStatus.ENABLED) throw fail(SMS_MSG.accountDisabled);
  return user;
}

/** Linking WeChat needs the WeChat provider (a park without one can only bind a phone). */
export function requireWechatProvider(provider: QrProvider): void {
  if (provider !== 'wechat') throw fail(SMS_MSG.wechatUnavailable);
}

/** An account links one WeChat; another one is refused rather than replacing it. */
export function requireNoWechat(user: { wechatOpenid: string | null }): void {
  if (user.wechatOpenid) throw fail(SMS_MSG.wechatBound);
}

/** wechat_bind_status: a binding request, made by the caller (anyone else is told it is invalid, not whose it is). */
export function requireOwnBinding<T extends { purpose: string; userId: number | null }>(row: T | null, actor: Actor): T {
  if (!row || row.purpose !== 'bind' || row.userId !== actor.userId) throw fail(SMS_MSG.bindInvalid);
  return row;
}
