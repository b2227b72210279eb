import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { adminLoginBody, loginResult, userInfo } from '../../../shared/contracts/auth';
import { MSG } from '../../../shared/messages';
import { users } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { fail } from '../../lib/errors';
import { DUMMY_HASH, verifyPassword } from '../../lib/password';
import { clearFailures, lockedMinutes, recordFailure } from './lockout.service';
import { createSession, deleteSession } from './session.service';
import { loadUserInfo } from './users.service';

const loose = z.object({}).passthrough();

export async function authRoutes(app: FastifyInstance) {
  for (const path of ['/api/user/admin_login', '/api/demo/login']) {
    const summary = path === '/api/demo/login' ? '账号密码登录（同 /api/user/admin_login）' : '账号密码登录，返回 token 与用户信息';
    defineCall(app, path, { body: adminLoginBody, access: 'public', perMinute: 20, result: loginResult, summary }, async ({ body, req, db, env }) => {
      const keys = [`user:${body.username.toLowerCase()}`, `ip:${req.ip}`];
      const locked = await lockedMinutes(db, keys);
      if (locked > 0) {
        await audit(db, req, { action: 'login.locked', objectType: 'user', objectId: body.username, success: false });
        throw fail(MSG.accountLocked(locked));
      }
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.username, body.username), eq(users.status, 1)))
        .limit(1);
      const ok = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok || !user.passwordHash) {
        for (const key of keys) await recordFailure(db, env, key);
        await audit(db, req, {
          action: 'login.password',
          objectType: 'user',
          objectId: body.username,
          success: false,
          actorId: user?.id ?? null,
        });
        throw fail(MSG.badCredentials);
      }
      await clearFailures(db, keys[0]!);
      const session = await createSession(db, env, user, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
      await audit(db, req, {
        action: 'login.password',
        objectType: 'user',
        objectId: user.id,
        actorId: user.id,
        actorType: user.loginType,
      });
      const userinfo = await loadUserInfo(db, user.id);
      return {
        msg: MSG.loginSuccess,
        data: { token: session.token, type: user.loginType, expires_at: session.expiresAt.toISOString(), userinfo },
      };
    });
  }

  // The spec's client sends {user_id, type}; identity comes from the session, so both are ignored.
  for (const path of ['/api/index/userinfo', '/api/demo/get_info']) {
    const summary = path === '/api/demo/get_info' ? '当前登录用户的信息（同 /api/index/userinfo）' : '当前登录用户的信息（含其入驻申请概况）';
    defineCall(app, path, { body: loose, access: 'signed-in', result: userInfo, summary }, async ({ actor, db }) => {
      const info = await loadUserInfo(db, actor.userId);
      if (!info) throw fail(MSG.tokenInvalid);
      return { data: info };
    });
  }

  defineCall(app, '/api/user/logout', { body: loose, access: 'signed-in', result: z.null(), summary: '退出登录（结束本次会话）' }, async ({ actor, db, req }) => {
    await deleteSession(db, actor.sessionId);
    await audit(db, req, { action: 'logout', objectType: 'user', objectId: actor.userId });
    return { msg: MSG.loggedOut, data: null };
  });
}

