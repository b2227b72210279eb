import type { FastifyInstance } from 'fastify';
import * as staffCalls from '../../../shared/calls/staff';
import { MSG } from '../../../shared/messages';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { presentLiveSession } from './staff.presenter';
import { SECURITY_STAFF, requireLiveSession, requireOtherSession } from './staff.policy';
import { endStaffSession, liveStaffSessions } from './staff.service';

/**
 * Everyone's live staff sessions, for the security administrator (会话与锁定): listed, and one ended. One's own are on
 * the 账号安全 page (modules/auth my-sessions.routes.ts).
 */
export async function staffSessionsRoutes(app: FastifyInstance) {
  defineCall(
    app,
    staffCalls.staffSessions,
    {
      access: 'admin',
      roles: SECURITY_STAFF,
      invalidates: false,
      summary: '全部后台账号仍有效的会话（账号、浏览器、地址、登录时间、最近活动）',
    },
    async ({ actor, db, body }) => {
      const { rows, total } = await liveStaffSessions(db, body, app.clock());
      return { data: rows.map((r) => presentLiveSession(r, actor.sessionId)), count: total };
    },
  );

  defineCall(
    app,
    staffCalls.staffSessionEnd,
    {
      access: 'admin',
      roles: SECURITY_STAFF,
      invalidates: false,
      summary: '结束某个后台会话（其持有者随即收到 50008；本人当前会话请退出登录）',
    },
    async ({ actor, db, body, req }) => {
      requireOtherSession(actor, body.id);
      const ended = requireLiveSession(await endStaffSession(db, body.id, app.clock()));
      await audit(db, req, {
        action: 'staff.session_end',
        objectType: 'session',
        objectId: body.id,
        detail: { user_id: ended.userId, username: ended.username ?? '' },
      });
      return { msg: MSG.sessionEnded, data: null };
    },
  );
}
