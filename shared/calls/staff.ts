import { z } from 'zod';
import { idBody } from '../contracts/common';
import * as c from '../contracts/staff';
import { call, query } from './define';

/** Staff accounts, roles, sessions and sign-in lockouts (server/modules/staff, web/features/staff). */

const noBody = z.object({}).passthrough();
const saved = z.object({ id: z.number().int() });

// Accounts and roles: who does what to which account is STAFF_DUTY_TABLE (shared/auth/staff-roles.ts).
export const staffList = query('/api/admin/staff_list', c.staffListBody, z.array(c.staffAccount));
export const staffCreate = call('/api/admin/staff_create', c.staffCreateBody, c.generatedPassword);
export const staffUpdate = call('/api/admin/staff_update', c.staffUpdateBody, saved);
export const staffStatus = call('/api/admin/staff_status', c.staffStatusBody, saved);
export const staffResetPassword = call('/api/admin/staff_reset_password', idBody, c.generatedPassword);
export const staffRoles = query('/api/admin/staff_roles', c.staffRolesBody, c.staffRolesResult);
export const staffTotpReset = call('/api/admin/staff_totp_reset', idBody, saved);

// Everyone's live sessions and the lockouts in force: the security administrator's.
export const staffSessions = query('/api/admin/staff_sessions', c.staffSessionsBody, z.array(c.staffLiveSession), { live: true });
export const staffSessionEnd = call('/api/admin/staff_session_end', idBody, z.null());
export const lockouts = query('/api/admin/lockouts', noBody, z.array(c.lockoutItem), { live: true });
export const lockoutClear = call('/api/admin/lockout_clear', c.lockoutClearBody, z.null());
