import QRCode from 'qrcode';
import type { z } from 'zod';
import type { LoginResult, SessionRestriction, StaffSecurityInfo, StaffSession, UserInfo } from '../../../shared/contracts/auth';
import { QR_OTHER_BROWSER_MSG, QrStatus, type qrStatusData, type ScanInfo, type WebLoginData } from '../../../shared/contracts/qr';
import { isStaffRole } from '../../../shared/auth/staff-roles';
import { PASSWORD_RULES_TEXT } from '../../../shared/auth/password-policy';
import { LoginType } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import type { companies, qrLogins, sessions, users } from '../../db/schema/index';
import type { CallResult } from '../../lib/call';
import { formatDateTime } from '../../lib/dates';
import type { collectQrLogin } from './qr.service';
import { browserLabel } from './user-agent';

type UserRow = typeof users.$inferSelect;
/** What userinfo shows of a user (never the password hash, the TOTP secret or WeChat ids, which are not even read). */
export type UserInfoRow = Pick<typeof users.$inferSelect, 'id' | 'loginType' | 'nickname' | 'username' | 'avatar' | 'sign' | 'staffRoles'>;
/** The company a personal user is a member of, with their role in it (issue 30). */
type CompanyRow = Pick<typeof companies.$inferSelect, 'id' | 'name' | 'status' | 'remark'> & { role?: number };

/** The signed-in user as the spec's userinfo shape; never the password hash or WeChat ids. */
export function presentUser(user: UserInfoRow, company: CompanyRow | null): UserInfo {
  return {
    id: user.id,
    type: user.loginType,
    nickname: user.nickname || user.username || '',
    avatar: user.avatar,
    username: user.username ?? '',
    sign: user.sign,
    shop: company
      ? {
          id: company.id,
          shop_name: company.name,
          status: company.status,
          remark: company.remark,
          ...(company.role !== undefined ? { role: company.role } : {}),
        }
      : null,
    ...(user.loginType === LoginType.ADMIN ? { roles: user.staffRoles.filter(isStaffRole) } : {}),
  };
}

type SessionRow = Pick<typeof sessions.$inferSelect, 'id' | 'ip' | 'userAgent' | 'createdAt' | 'lastSeenAt' | 'expiresAt'> & {
  restriction: StaffSession['restriction'];
};

const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/i, '微信'],
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome · Windows" from a User-Agent; "未知浏览器" when nothing is recognised. */
export function describeBrowser(userAgent: string): string {
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  return [browser, system].filter(Boolean).join(' · ') || '未知浏览器';
}

/** A staff member's session for the security page; never the token or its hash. */
export function presentStaffSession(row: SessionRow, currentId: number): StaffSession {
  return {
    id: row.id,
    browser: describeBrowser(row.userAgent),
    ip: row.ip,
    signed_in_at: row.createdAt.toISOString(),
    last_active_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    current: row.id === currentId,
    restriction: row.restriction,
  };
}

/** The signed-in user's info, with the session's restriction when it has one (the client then opens 账号安全 first). */
export function withRestriction(info: UserInfo, restriction: SessionRestriction | null): UserInfo {
  return restriction ? { ...info, restriction } : info;
}

/** A password sign-in's answer: the session's token and ends, never the user's id alone. */
export function presentSignIn(
  user: Pick<UserRow, 'loginType'>,
  session: { token: string; expiresAt: Date },
  restriction: SessionRestriction | null,
  info: UserInfo,
): LoginResult {
  return {
    token: session.token,
    type: user.loginType,
    expires_at: session.expiresAt.toISOString(),
    userinfo: withRestriction(info, restriction),
    restriction,
  };
}

/** What the 账号安全 page shows of the account and its settings (never a hash, secret or code). */
export function presentSecurityInfo(
  user: UserRow,
  facts: {
    restriction: SessionRestriction | null;
    passwordExpiresAt: Date;
    passwordMaxAgeDays: number;
    totpRequired: boolean;
    recoveryCodesLeft: number;
    singleSession: boolean;
  },
): StaffSecurityInfo {
  return {
    username: user.username ?? '',
    password_changed_at: user.passwordChangedAt?.toISOString() ?? null,
    password_expires_at: facts.passwordExpiresAt.toISOString(),
    password_max_age_days: facts.passwordMaxAgeDays,
    must_change_password: user.mustChangePassword || facts.restriction === 'password',
    restriction: facts.restriction,
    totp_enabled: Boolean(user.totpEnabledAt),
    totp_required: facts.totpRequired,
    recovery_codes_left: facts.recoveryCodesLeft,
    single_session: facts.singleSession,
    password_rules: PASSWORD_RULES_TEXT,
  };
}

// ---- QR sign-in ----

/** A new code for the computer's login page: the image of the phone's scan address, and when it expires. */
export async function presentWebLogin(
  code: { sign: string; expiresAt: Date },
  url: string,
  provider: WebLoginData['provider'],
): Promise<WebLoginData> {
  const path = await QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { path, sign: code.sign, url, provider, expires_in: Math.round((code.expiresAt.getTime() - Date.now()) / 1000) };
}

/** checkStatus's answer for each state of the computer's poll (qr.service collectQrLogin). */
export function presentQrStatus(result: Awaited<ReturnType<typeof collectQrLogin>>): CallResult<z.infer<typeof qrStatusData>> {
  switch (result.status) {
    case 'other-browser':
      // Whoever knows only the sign learns nothing but that the code is live, and never gets the token.
      return { msg: QR_OTHER_BROWSER_MSG, data: QrStatus.WAITING };
    case 'pending':
      return { msg: '请使用手机扫码', data: QrStatus.WAITING };
    case 'scanned':
      return { msg: '扫码成功，请在手机上确认登录', data: QrStatus.SCANNED };
    case 'confirmed':
      return {
        msg: MSG.loginSuccess,
        data: QrStatus.SIGNED_IN,
        extra: { user_id: result.userId, token: result.token, type: 2, expires_at: result.expiresAt.toISOString() },
      };
    default:
      return { msg: '二维码已过期，请刷新', data: QrStatus.EXPIRED };
  }
}

type QrLoginRow = typeof qrLogins.$inferSelect;

/** The phone's scan page: the code's state, who it signs in, and which browser asked for it, from where and when. */
export function presentScanInfo(row: QrLoginRow, nickname: string, now = new Date()): ScanInfo {
  // 'taken': a binding request refused because the WeChat belongs to another account (account-links.service.ts).
  const expired = row.expiresAt <= now || row.state === 'cancelled' || row.state === 'taken';
  const state: ScanInfo['state'] = expired ? 'expired' : row.state === 'collected' ? 'confirmed' : (row.state as ScanInfo['state']);
  return {
    purpose: row.purpose === 'bind' ? 'bind' : 'login',
    provider: row.provider as ScanInfo['provider'],
    state,
    nickname,
    demo: row.provider === 'demo',
    requester: { browser: browserLabel(row.userAgent), ip: row.ip, requested_at: formatDateTime(row.createdAt) },
  };
}
