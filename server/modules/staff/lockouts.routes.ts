import type { FastifyInstance } from 'fastify';
import * as staffCalls from '../../../shared/calls/staff';
import { STAFF_MSG } from '../../../shared/contracts/staff';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { SECURITY_STAFF } from './staff.policy';
import { clearLockout, currentLockouts } from './lockouts.service';

/**
 * The sign-in lockouts, for the security administrator (会话与锁定): the accounts and addresses locked now, and one
 * lock lifted. The counters are kept by the sign-in (modules/auth lockout.service.ts).
 */
export async function lockoutsRoutes(app: FastifyInstance) {
  defineCall(
    app,
    staffCalls.lockouts,
    { access: 'admin', roles: SECURITY_STAFF, invalidates: false, summary: '当前被锁定的账号（按来源地址）与地址（登录失败次数过多）' },
    async ({ db }) => {
      const rows = await currentLockouts(db, app.clock());
      return { data: rows, count: rows.length };
    },
  );

  defineCall(
    app,
    staffCalls.lockoutClear,
    { access: 'admin', roles: SECURITY_STAFF, invalidates: false, summary: '解除一个登录锁定（该账号或地址可立即再试）' },
    async ({ db, body, req }) => {
      const before = await clearLockout(db, body.key, app.clock());
      await audit(db, req, {
        action: 'lockout.clear',
        objectType: 'login_attempts',
        objectId: body.key,
        detail: { before: { failures: before.failures, locked_until: before.lockedUntil?.toISOString() ?? null }, after: null },
      });
      return { msg: STAFF_MSG.lockoutCleared, data: null };
    },
  );
}
