import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as qrCalls from '../../../shared/calls/qr';
import { MSG } from '../../../shared/messages';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { bindCookie } from '../../lib/qr-cookies';
import { requireQrLogoutTarget, requireQrOpen } from './auth.policy';
import { presentQrStatus, presentWebLogin } from './auth.presenter';
import { signOut } from './auth.service';
import { bindSecretFor, cancelQrLogin, collectQrLogin, createQrLogin, qrProvider } from './qr.service';

/**
 * QR sign-in for personal users (spec §4, §7), the computer's side: a code, its status, giving it up. The phone's side
 * is qr-scan.routes.ts, WeChat's hand-over to the phone wechat-handover.routes.ts.
 */
export async function qrRoutes(app: FastifyInstance) {
  const provider = qrProvider(app.env, app.database.kind);
  const scanUrl = (sign: string) => `${app.env.publicUrl}/m/scan?sign=${encodeURIComponent(sign)}`;
  const bind = bindCookie(app.env.publicUrl);
  // defineCall's handlers answer data, not replies: web_login leaves the browser's binding secret here, and
  // the cookie is set on its way out (before @fastify/cookie's onSend writes the Set-Cookie headers).
  const bindToSet = new WeakMap<FastifyRequest, string>();
  app.addHook('preSerialization', async (req, reply, payload) => {
    const secret = bindToSet.get(req);
    if (secret) {
      reply.setCookie(bind.name, secret, {
        httpOnly: true,
        sameSite: 'lax',
        path: bind.path,
        secure: bind.secure,
        maxAge: app.env.QR_TTL_SECONDS,
      });
    }
    return payload;
  });

  defineCall(
    app,
    qrCalls.webLogin,
    {
      access: 'public',
      perMinute: 120,
      summary:
        '生成扫码登录二维码（data.path 为图片，data.sign 为本次登录标识；同时在本浏览器设置 HttpOnly 绑定 Cookie，查询扫码状态须携带）',
    },
    async ({ db, env, req }) => {
      requireQrOpen(provider);
      const bindSecret = bindSecretFor(req.cookies?.[bind.name]);
      const code = await createQrLogin(db, env, provider, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), bindSecret });
      const data = await presentWebLogin(code, scanUrl(code.sign), provider);
      bindToSet.set(req, bindSecret);
      return { data };
    },
  );

  defineCall(
    app,
    qrCalls.checkStatus,
    {
      access: 'public',
      perMinute: 120,
      extra: z.object({ user_id: z.number().int(), token: z.string(), type: z.literal(2), expires_at: z.string() }).partial(),
      summary:
        '查询扫码状态：0 等待扫码，2 已扫码待确认，1 已登录（同时返回 user_id、token、type），-1 已过期。须携带 web_login 设置的绑定 Cookie，否则始终为 0',
    },
    async ({ db, env, body, req }) => {
      const result = await collectQrLogin(db, env, body.sign, req.cookies?.[bind.name], {
        ip: req.ip,
        userAgent: String(req.headers['user-agent'] ?? ''),
      });
      if (result.status === 'confirmed') {
        await audit(db, req, { action: 'login.qr', objectType: 'user', objectId: result.userId, actorId: result.userId, actorType: 2 });
      }
      // The login page asks every second: only a sign-in changes what signed-in pages show (a new session).
      return { ...presentQrStatus(result), unchanged: result.status !== 'confirmed' };
    },
  );

  defineCall(
    app,
    qrCalls.logout,
    {
      access: 'public',
      perMinute: 60,
      summary: '退出登录：带 sign 时作废该扫码登录请求；带登录凭证（token 请求头或本站 Cookie）时同时结束该会话',
    },
    async ({ db, body, req, actor }) => {
      requireQrLogoutTarget(body.sign, actor, req.sessionProblem);
      if (body.sign) await cancelQrLogin(db, body.sign);
      if (actor) {
        await signOut(db, req, actor, { via: 'indexnew' });
        return { msg: MSG.loggedOut, data: null };
      }
      return { data: null };
    },
  );

  // Our own pages give a code up here (the login page left, the phone's 不是我，取消登录): unlike logout, it
  // never ends the session the browser may also hold.
  defineCall(
    app,
    qrCalls.cancel,
    {
      access: 'public',
      perMinute: 60,
      summary: '作废一个扫码登录请求（不结束已登录的会话）',
    },
    async ({ db, body }) => {
      await cancelQrLogin(db, body.sign);
      return { data: null };
    },
  );
}
