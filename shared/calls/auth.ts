import { z } from 'zod';
import * as c from '../contracts/auth';
import { signBody } from '../contracts/qr';
import * as s from '../contracts/sms';
import { call, query } from './define';

/** Sign-in, the signed-in user and staff account security (server/modules/auth, web/features/auth/session, staff-security). */

const noBody = z.object({}).passthrough();

// Password sign-in (spec §7): two paths, one behaviour. A staff account with a second factor and no code is refused
// (code 0) with data {otp_required: true}; success answers the session.
const signInResult = z.union([c.loginResult, c.otpRequiredData]);
export const adminLogin = call('/api/user/admin_login', c.adminLoginBody, signInResult);
export const login = call('/api/demo/login', c.adminLoginBody, signInResult);

// The signed-in user (the spec's client sends {user_id, type}; identity comes from the session) and signing out.
export const userinfo = query('/api/index/userinfo', noBody, c.userInfo);
export const getInfo = query('/api/demo/get_info', noBody, c.userInfo);
export const logout = call('/api/user/logout', noBody, z.null());

// A staff member's own account security (issue 11).
export const securityInfo = query('/api/admin/security_info', noBody, c.staffSecurityInfo, { live: true });
export const changePassword = call('/api/admin/change_password', c.changePasswordBody, c.restrictionResult);
export const totpSetup = call('/api/admin/totp_setup', c.totpSetupBody, c.totpSetupResult);
export const totpEnable = call('/api/admin/totp_enable', c.totpEnableBody, c.totpEnableResult);
export const totpDisable = call('/api/admin/totp_disable', c.totpDisableBody, c.restrictionResult);
export const mySessions = query('/api/admin/my_sessions', noBody, z.array(c.staffSession), { live: true });
export const endSession = call('/api/admin/end_session', c.endSessionBody, z.null());

// Sign-in by SMS code beside the QR code (issue 30): whether the tab shows, a picture check, a code, the sign-in
// (answered like admin_login: the session in data, and the session cookie on our pages).
export const smsStatus = query('/api/indexnew/sms_status', noBody, s.smsStatusData);
export const captcha = call('/api/indexnew/captcha', noBody, s.captchaData);
export const smsCode = call('/api/indexnew/sms_code', s.smsCodeBody, z.union([s.smsCodeData, s.captchaRequiredData]));
export const smsLogin = call('/api/indexnew/sms_login', s.smsLoginBody, c.loginResult);

// One person, one account: the signed-in personal user's ways in, a mobile bound by a code, WeChat linked by a scan.
export const accountLinks = query('/api/index/account_links', noBody, s.accountLinks);
export const bindPhone = call('/api/index/bind_phone', s.bindPhoneBody, s.accountLinks);
export const wechatBind = call('/api/index/wechat_bind', noBody, s.wechatBindData);
export const wechatBindStatus = query('/api/index/wechat_bind_status', signBody, s.wechatBindStatus, { live: true });
