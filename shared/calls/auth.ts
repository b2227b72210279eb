import { z } from 'zod';
import * as c from '../contracts/auth';
import { call } from './define';

/** Sign-in, the signed-in user and staff account security (server/modules/auth, web/features/auth/session, staff-security). */

const noBody = z.object({}).passthrough();

// Password sign-in (spec §7): two paths, one behaviour. A staff account with a second factor and no code is refused
// (code 0) with data {otp_required: true}; success answers the session.
const signInResult = z.union([c.loginResult, c.otpRequiredData]);
export const adminLogin = call('/api/user/admin_login', c.adminLoginBody, signInResult);
export const login = call('/api/demo/login', c.adminLoginBody, signInResult);

// The signed-in user (the spec's client sends {user_id, type}; identity comes from the session) and signing out.
export const userinfo = call('/api/index/userinfo', noBody, c.userInfo);
export const getInfo = call('/api/demo/get_info', noBody, c.userInfo);
export const logout = call('/api/user/logout', noBody, z.null());

// A staff member's own account security (issue 11).
export const securityInfo = call('/api/admin/security_info', noBody, c.staffSecurityInfo);
export const changePassword = call('/api/admin/change_password', c.changePasswordBody, c.restrictionResult);
export const totpSetup = call('/api/admin/totp_setup', c.totpSetupBody, c.totpSetupResult);
export const totpEnable = call('/api/admin/totp_enable', c.totpEnableBody, c.totpEnableResult);
export const totpDisable = call('/api/admin/totp_disable', c.totpDisableBody, c.restrictionResult);
export const mySessions = call('/api/admin/my_sessions', noBody, z.array(c.staffSession));
export const endSession = call('/api/admin/end_session', c.endSessionBody, z.null());
