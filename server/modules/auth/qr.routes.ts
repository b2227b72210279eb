import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { z } from 'zod';
import * as qrCalls from '../../../shared/calls/qr';
import { QR_OTHER_BROWSER_MSG, QrStatus, type ScanInfo, type WebLoginData } from '../../../shared/contracts/qr';
import { MSG } from '../../../shared/messages';
import { users } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { formatDateTime } from '../../lib/dates';
import { AppError, fail } from '../../lib/errors';
import {
  beginWechat, bindSecretFor, cancelQrLogin, collectQrLogin, confirmDemo, confirmWechat, createQrLogin, findQrLogin, qrProvider, wechatScanned,
} from './qr.service';
import { deleteSession } from './session.service';
import { browserLabel } from './user-agent';
import { authorizeUrl, fetchProfile, type WechatConfig } from './wechat.client';

const TICKET_COOKIE = 'qr_ticket';

/**
 * The browser-binding cookie web_login sets (issue 11): over HTTPS `__Host-` (Secure, Path=/, no Domain, so
 * no other host can plant it). Path=/ either way: the login page's action checks it too (plugins/web.ts isQrHandOver).
 */
export function bindCookie(publicUrl: string) {
  const https = publicUrl.startsWith('https://');
  return https ? { name: '__Host-qr_bind', path: '/', secure: true } : { name: 'qr_bind', path: '/', secure: false };
}

/** QR sign-in for personal users (spec §4, §7): the computer shows a code, the phone confirms. */
export async function qrRoutes(app: FastifyInstance) {
  const provider = qrProvider(app.env, app.database.kind);
  const wechat: WechatConfig | null =
    provider === 'wechat'
      ? { appid: app.env.WECHAT_APPID!, secret: app.env.WECHAT_SECRET!, openBase: app.env.WECHAT_OPEN_BASE.replace(/\/$/, ''), apiBase: app.env.WECHAT_API_BASE.replace(/\/$/, '') }
      : null;
  if (provider === 'demo' && (app.database.kind === 'postgres' || app.env.DATABASE_URL)) {
    app.log.warn('QR_DEMO is on with PostgreSQL: anyone who knows a nickname can sign in as it. Use WeChat settings for a deployment.');
  }
  const scanUrl = (sign: string) => `${app.env.publicUrl}/m/scan?sign=${encodeURIComponent(sign)}`;
  const bind = bindCookie(app.env.publicUrl);
  // defineCall's handlers answer data, not replies: web_login leaves the browser's binding secret here, and
  // the cookie is set on its way out (before @fastify/cookie's onSend writes the Set-Cookie headers).
  const bindToSet = new WeakMap<FastifyRequest, string>();
  app.addHook('preSerialization', async (req, reply, payload) => {
    const secret = bindToSet.get(req);
    if (secret) {
      reply.setCookie(bind.name, secret, { httpOnly: true, sameSite: 'lax', path: bind.path, secure: bind.secure, maxAge: app.env.QR_TTL_SECONDS });
    }
    return payload;
  });

  defineCall(app, qrCalls.webLogin, {
    access: 'public',
    perMinute: 120,
    summary: '生成扫码登录二维码（data.path 为图片，data.sign 为本次登录标识；同时在本浏览器设置 HttpOnly 绑定 Cookie，查询扫码状态须携带）',
  }, async ({ db, env, req }) => {
    if (provider === 'none') throw fail('扫码登录暂未开通，请联系园区管理员');
    const bindSecret = bindSecretFor(req.cookies?.[bind.name]);
    const { sign, expiresAt } = await createQrLogin(db, env, provider, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), bindSecret });
    const url = scanUrl(sign);
    const path = await QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
    bindToSet.set(req, bindSecret);
    const data: WebLoginData = { path, sign, url, provider, expires_in: Math.round((expiresAt.getTime() - Date.now()) / 1000) };
    return { data };
  });

  defineCall(app, qrCalls.checkStatus, {
    access: 'public',
    perMinute: 120,
    extra: z.object({ user_id: z.number().int(), token: z.string(), type: z.literal(2), expires_at: z.string() }).partial(),
    summary: '查询扫码状态：0 等待扫码，2 已扫码待确认，1 已登录（同时返回 user_id、token、type），-1 已过期。须携带 web_login 设置的绑定 Cookie，否则始终为 0',
  }, async ({ db, env, body, req }) => {
    const result = await collectQrLogin(db, env, body.sign, req.cookies?.[bind.name], { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });
    switch (result.status) {
      case 'other-browser':
        // Whoever knows only the sign learns nothing but that the code is live, and never gets the token.
        return { msg: QR_OTHER_BROWSER_MSG, data: QrStatus.WAITING };
      case 'pending':
        return { msg: '请使用手机扫码', data: QrStatus.WAITING };
      case 'scanned':
        return { msg: '扫码成功，请在手机上确认登录', data: QrStatus.SCANNED };
      case 'confirmed':
        await audit(db, req, { action: 'login.qr', objectType: 'user', objectId: result.userId, actorId: result.userId, actorType: 2 });
        return {
          msg: MSG.loginSuccess,
          data: QrStatus.SIGNED_IN,
          extra: { user_id: result.userId, token: result.token, type: 2, expires_at: result.expiresAt.toISOString() },
        };
      default:
        return { msg: '二维码已过期，请刷新', data: QrStatus.EXPIRED };
    }
  });

  defineCall(app, qrCalls.logout, {
    access: 'public',
    perMinute: 60,
    summary: '退出登录：带 sign 时作废该扫码登录请求；带登录凭证（token 请求头或本站 Cookie）时同时结束该会话',
  }, async ({ db, body, req, actor }) => {
    if (!body.sign && !actor && !req.sessionProblem) throw fail('登录请求无效，请刷新二维码');
    if (body.sign) await cancelQrLogin(db, body.sign);
    if (actor) {
      await deleteSession(db, actor.sessionId);
      await audit(db, req, { action: 'logout', objectType: 'user', objectId: actor.userId, detail: { via: 'indexnew' } });
      return { msg: MSG.loggedOut, data: null };
    }
    return { data: null };
  });

  // Our own pages give a code up here (the login page left, the phone's 不是我，取消登录): unlike logout, it
  // never ends the session the browser may also hold.
  defineCall(app, qrCalls.cancel, {
    access: 'public',
    perMinute: 60,
    summary: '作废一个扫码登录请求（不结束已登录的会话）',
  }, async ({ db, body }) => {
    await cancelQrLogin(db, body.sign);
    return { data: null };
  });

  defineCall(app, qrCalls.scanInfo, {
    access: 'public',
    perMinute: 60,
    summary: '手机扫码页：查询该二维码的状态，以及请求登录的浏览器、地址和时间',
  }, async ({ db, body }) => {
    const row = await findQrLogin(db, body.sign);
    if (!row || row.provider === 'none') throw fail('二维码无效，请在电脑上刷新二维码');
    const expired = row.expiresAt <= new Date() || row.state === 'cancelled';
    const state: ScanInfo['state'] = expired ? 'expired' : row.state === 'collected' ? 'confirmed' : (row.state as ScanInfo['state']);
    const [user] = row.userId ? await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, row.userId)).limit(1) : [];
    const data: ScanInfo = {
      provider: row.provider as ScanInfo['provider'],
      state,
      nickname: user?.nickname ?? '',
      demo: row.provider === 'demo',
      requester: { browser: browserLabel(row.userAgent), ip: row.ip, requested_at: formatDateTime(row.createdAt) },
    };
    return { data };
  });

  defineCall(app, qrCalls.scanConfirm, {
    access: 'public',
    perMinute: 20,
    summary: '手机上确认登录（微信授权后；演示模式下填写昵称）',
  }, async ({ db, body, req }) => {
    const row = await findQrLogin(db, body.sign);
    if (row?.provider === 'demo') {
      if (provider !== 'demo') throw fail('演示登录未开启');
      if (!body.nickname) throw fail('请输入昵称');
      const { userId } = await confirmDemo(db, body.sign, body.nickname);
      await audit(db, req, { action: 'login.qr.confirm', objectType: 'user', objectId: userId, actorId: userId, detail: { provider: 'demo' } });
    } else {
      const { userId } = await confirmWechat(db, body.sign, req.cookies?.[TICKET_COOKIE]);
      await audit(db, req, { action: 'login.qr.confirm', objectType: 'user', objectId: userId, actorId: userId, detail: { provider: 'wechat' } });
    }
    return { msg: '已确认，请在电脑上继续', data: null };
  });

  // The phone leaves for WeChat's authorization page, and WeChat sends it back here with a single-use code.
  app.get<{ Querystring: { sign?: string } }>('/m/wechat/authorize', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (req, reply) => {
    const sign = String(req.query.sign ?? '');
    if (!wechat) return reply.redirect(`/m/scan?sign=${encodeURIComponent(sign)}`);
    try {
      const state = await beginWechat(app.db, sign);
      const back = `${app.env.publicUrl}/m/wechat/callback?sign=${encodeURIComponent(sign)}`;
      return reply.redirect(authorizeUrl(wechat, back, state));
    } catch {
      return reply.redirect(`/m/scan?sign=${encodeURIComponent(sign)}&error=expired`);
    }
  });

  app.get<{ Querystring: { sign?: string; code?: string; state?: string } }>('/m/wechat/callback', async (req, reply) => {
    const sign = String(req.query.sign ?? '');
    const back = (error?: string) => `/m/scan?sign=${encodeURIComponent(sign)}${error ? `&error=${error}` : ''}`;
    if (!wechat) return reply.redirect(back('expired'));
    if (!req.query.code) return reply.redirect(back('denied'));
    try {
      const { ticket } = await wechatScanned(app.db, sign, String(req.query.state ?? ''), () => fetchProfile(wechat, String(req.query.code)));
      reply.setCookie(TICKET_COOKIE, ticket, {
        httpOnly: true,
        sameSite: 'lax',
        path: qrCalls.QR_CALLS_PREFIX,
        secure: app.env.publicUrl.startsWith('https://'),
        maxAge: app.env.QR_TTL_SECONDS,
      });
      return reply.redirect(back());
    } catch (err) {
      req.log.info({ err: (err as Error).message }, 'wechat callback refused');
      const kind = err instanceof AppError && /微信/.test(err.message) ? 'wechat' : 'expired';
      return reply.redirect(back(kind));
    }
  });
}
