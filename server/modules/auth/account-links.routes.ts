import type { FastifyInstance } from 'fastify';
import * as authCalls from '../../../shared/calls/auth';
import { SMS_MSG } from '../../../shared/auth/sms-code';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { maskPhone } from '../notifications/notifications.public';
import { presentAccountLinks } from './account-links.presenter';
import { accountLinkFacts, bindingStatus, bindPhone, createWechatBind, findBinding } from './account-links.service';
import { requireAccount, requireNoWechat, requireOwnBinding, requireWechatProvider } from './auth.policy';
import { presentWebLogin } from './auth.presenter';
import { qrProvider } from './qr.service';
import { consumeSmsCode } from './sms.service';

/**
 * One person, one account (issue 30): the signed-in personal user's ways in (account_links), a mobile bound by a code
 * (bind_phone), WeChat linked by scanning a QR code (wechat_bind, then wechat_bind_status; the phone's side is the
 * QR sign-in's WeChat hand-over, wechat-handover.routes.ts, which sees the request's purpose 'bind').
 */
export async function accountLinksRoutes(app: FastifyInstance) {
  const provider = qrProvider(app.env, app.database.kind);
  const wechatAvailable = provider === 'wechat';
  const scanUrl = (sign: string) => `${app.env.publicUrl}/m/scan?sign=${encodeURIComponent(sign)}`;
  const personal = { access: 'personal', invalidates: false } as const;

  defineCall(
    app,
    authCalls.accountLinks,
    { ...personal, summary: '账号绑定：已绑定的手机号（脱敏）、是否已绑定微信、能否绑定微信' },
    async ({ db, actor }) => {
      const facts = requireAccount(await accountLinkFacts(db, actor.userId));
      return { data: presentAccountLinks(facts, wechatAvailable) };
    },
  );

  defineCall(
    app,
    authCalls.bindPhone,
    { ...personal, perMinute: 20, summary: '绑定手机号（验证码须以 purpose=bind 发送给本账号）；该手机号已绑定其他账号时拒绝，不合并账号' },
    async ({ db, actor, body, req }) => {
      await consumeSmsCode(db, { phone: body.phone, purpose: 'bind', userId: actor.userId, code: body.code }, req.server.clock());
      const { previous } = await bindPhone(db, actor.userId, body.phone);
      await audit(db, req, {
        action: 'account.bind_phone',
        objectType: 'user',
        objectId: actor.userId,
        detail: { from: previous ? maskPhone(previous) : '', to: maskPhone(body.phone) },
      });
      const facts = requireAccount(await accountLinkFacts(db, actor.userId));
      return { msg: SMS_MSG.phoneBound, data: presentAccountLinks(facts, wechatAvailable) };
    },
  );

  defineCall(
    app,
    authCalls.wechatBind,
    { ...personal, perMinute: 20, summary: '绑定微信：生成二维码，用微信扫码授权后绑定到当前账号（须园区已配置微信登录）' },
    async ({ db, env, actor, req }) => {
      requireWechatProvider(provider);
      requireNoWechat(requireAccount(await accountLinkFacts(db, actor.userId)));
      const code = await createWechatBind(
        db,
        actor.userId,
        env.QR_TTL_SECONDS,
        { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') },
        req.server.clock(),
      );
      const { sign, path, url, expires_in } = await presentWebLogin(code, scanUrl(code.sign), 'wechat');
      return { data: { sign, path, url, expires_in } };
    },
  );

  defineCall(
    app,
    authCalls.wechatBindStatus,
    { ...personal, perMinute: 120, summary: '查询绑定微信的进度：0 等待扫码，1 已绑定，-1 已过期或被拒绝（msg 说明原因）' },
    async ({ db, actor, body, req }) => {
      const row = requireOwnBinding(await findBinding(db, body.sign), actor);
      const { status, msg } = bindingStatus(row, req.server.clock());
      return { msg, data: { status, msg } };
    },
  );
}
