import type { FastifyInstance } from 'fastify';
import * as qrCalls from '../../../shared/calls/qr';
import { audit } from '../../lib/audit';
import { defineCall } from '../../lib/call';
import { TICKET_COOKIE } from '../../lib/qr-cookies';
import { requireDemoNickname, requireScannable } from './auth.policy';
import { presentScanInfo } from './auth.presenter';
import { confirmDemo, confirmWechat, findQrLogin, qrNickname, qrProvider } from './qr.service';

/**
 * QR sign-in, the phone's side: what a scanned code would sign in, and its confirmation — by the WeChat user the
 * phone brought back from WeChat (wechat-handover.routes.ts), or in the demo by a nickname.
 */
export async function qrScanRoutes(app: FastifyInstance) {
  const provider = qrProvider(app.env, app.database.kind);
  if (provider === 'demo' && (app.database.kind === 'postgres' || app.env.DATABASE_URL)) {
    app.log.warn('QR_DEMO is on with PostgreSQL: anyone who knows a nickname can sign in as it. Use WeChat settings for a deployment.');
  }

  defineCall(
    app,
    qrCalls.scanInfo,
    {
      access: 'public',
      perMinute: 60,
      summary: '手机扫码页：查询该二维码的状态，以及请求登录的浏览器、地址和时间',
    },
    async ({ db, body }) => {
      const row = requireScannable(await findQrLogin(db, body.sign));
      return { data: presentScanInfo(row, await qrNickname(db, row)) };
    },
  );

  defineCall(
    app,
    qrCalls.scanConfirm,
    {
      access: 'public',
      perMinute: 20,
      summary: '手机上确认登录（微信授权后；演示模式下填写昵称）',
    },
    async ({ db, body, req }) => {
      const row = await findQrLogin(db, body.sign);
      const demo = row?.provider === 'demo';
      const { userId } = demo
        ? await confirmDemo(db, body.sign, requireDemoNickname(provider, body.nickname))
        : await confirmWechat(db, body.sign, req.cookies?.[TICKET_COOKIE]);
      await audit(db, req, {
        action: 'login.qr.confirm',
        objectType: 'user',
        objectId: userId,
        actorId: userId,
        detail: { provider: demo ? 'demo' : 'wechat' },
      });
      return { msg: '已确认，请在电脑上继续', data: null };
    },
  );
}
