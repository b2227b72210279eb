import type { FastifyInstance } from 'fastify';
import { SMS_MSG } from '../../../shared/auth/sms-code';
import * as qrCalls from '../../../shared/calls/qr';
import { LoginType } from '../../../shared/constants';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { TICKET_COOKIE } from '../../lib/qr-cookies';
import { beginWechat, qrProvider, wechatScanned } from './qr.service';
import { authorizeUrl, fetchProfile, type WechatConfig } from './wechat.client';

/**
 * QR sign-in by WeChat, the phone's hand-over (pages, not calls): the phone leaves for WeChat's authorization page,
 * and WeChat sends it back with a single-use code; the phone then holds a ticket to confirm with (qr-scan.routes.ts).
 * Every outcome goes back to the phone's scan page, /m/scan, with what went wrong in `error`.
 */
export async function wechatHandOverRoutes(app: FastifyInstance) {
  const wechat: WechatConfig | null =
    qrProvider(app.env, app.database.kind) === 'wechat'
      ? {
          appid: app.env.WECHAT_APPID!,
          secret: app.env.WECHAT_SECRET!,
          openBase: app.env.WECHAT_OPEN_BASE.replace(/\/$/, ''),
          apiBase: app.env.WECHAT_API_BASE.replace(/\/$/, ''),
        }
      : null;

  app.get<{ Querystring: { sign?: string } }>(
    '/m/wechat/authorize',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const sign = String(req.query.sign ?? '');
      if (!wechat) return reply.redirect(`/m/scan?sign=${encodeURIComponent(sign)}`);
      try {
        const state = await beginWechat(app.db, sign);
        const back = `${app.env.publicUrl}/m/wechat/callback?sign=${encodeURIComponent(sign)}`;
        return reply.redirect(authorizeUrl(wechat, back, state));
      } catch {
        return reply.redirect(`/m/scan?sign=${encodeURIComponent(sign)}&error=expired`);
      }
    },
  );

  app.get<{ Querystring: { sign?: string; code?: string; state?: string } }>('/m/wechat/callback', async (req, reply) => {
    const sign = String(req.query.sign ?? '');
    const back = (error?: string) => `/m/scan?sign=${encodeURIComponent(sign)}${error ? `&error=${error}` : ''}`;
    if (!wechat) return reply.redirect(back('expired'));
    if (!req.query.code) return reply.redirect(back('denied'));
    try {
      const scanned = await wechatScanned(app.db, sign, String(req.query.state ?? ''), () => fetchProfile(wechat, String(req.query.code)));
      if (scanned.purpose === 'bind') {
        // A binding request (issue 30): the WeChat is now linked to the account that asked; nobody is signed in.
        await audit(app.db, req, {
          action: 'account.bind_wechat',
          objectType: 'user',
          objectId: scanned.userId,
          actorId: scanned.userId,
          actorType: LoginType.PERSONAL,
        });
        return reply.redirect(back());
      }
      reply.setCookie(TICKET_COOKIE, scanned.ticket, {
        httpOnly: true,
        sameSite: 'lax',
        path: qrCalls.QR_CALLS_PREFIX,
        secure: app.env.publicUrl.startsWith('https://'),
        maxAge: app.env.QR_TTL_SECONDS,
      });
      return reply.redirect(back());
    } catch (err) {
      req.log.info({ err: (err as Error).message }, 'wechat callback refused');
      // 'taken': a binding request scanned by a WeChat that belongs to another account (该微信已绑定其他账号).
      const kind =
        err instanceof AppError && err.message === SMS_MSG.wechatTaken
          ? 'taken'
          : err instanceof AppError && /微信/.test(err.message)
            ? 'wechat'
            : 'expired';
      return reply.redirect(back(kind));
    }
  });
}
