import type { FastifyInstance } from 'fastify';
import * as authCalls from '../../../shared/calls/auth';
import { MSG } from '../../../shared/messages';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { ANY_STAFF, requireEnded, requireOtherSession } from './auth.policy';
import { presentStaffSession } from './auth.presenter';
import { endOwnSession, listLiveSessions } from './session.service';

/**
 * A staff member's own live sessions (the 账号安全 page): listed, and another of them ended. Everyone's sessions are
 * the security administrator's (modules/staff). Runs in a restricted session too; another account's session id is
 * refused like an unknown one.
 */
export async function mySessionsRoutes(app: FastifyInstance) {
  defineCall(
    app,
    authCalls.mySessions,
    {
      access: 'admin',
      roles: ANY_STAFF,
      invalidates: false,
      allowRestricted: true,
      summary: '本人仍有效的登录会话（浏览器、地址、登录时间、最近活动，标出当前会话）',
      count: false,
    },
    async ({ actor, db, req }) => {
      const rows = await listLiveSessions(db, actor.userId, req.server.clock());
      return { data: rows.map((r) => presentStaffSession(r, actor.sessionId)) };
    },
  );

  defineCall(
    app,
    authCalls.endSession,
    {
      access: 'admin',
      roles: ANY_STAFF,
      invalidates: false,
      allowRestricted: true,
      summary: '结束本人的另一个会话（他人的会话编号一律拒绝）',
    },
    async ({ actor, body, db, req }) => {
      requireOtherSession(actor, body.id);
      const ended = await endOwnSession(db, actor.userId, body.id, req.server.clock());
      await audit(db, req, { action: 'session.end', objectType: 'session', objectId: body.id, success: ended });
      requireEnded(ended);
      return { msg: MSG.sessionEnded, data: null };
    },
  );
}
