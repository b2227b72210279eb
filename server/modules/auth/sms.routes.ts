import type { FastifyInstance } from 'fastify';
import * as authCalls from '../../../shared/calls/auth';
import { SMS_FREE_PER_NETWORK_HOUR, SMS_MSG, SMS_PER_NETWORK_HOUR } from '../../../shared/auth/sms-code';
import { LoginType } from '../../../shared/constants';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import { audit } from '../../lib/audit';
import { defineCall, requireActor } from '../../lib/call';
import { parkDayStart } from '../../lib/dates';
import { fail } from '../../lib/errors';
import { clientNetwork } from '../../lib/rate-limit-store';
import { maskPhone } from '../notifications/notifications.public';
import { requireAccount, requireDemoPhone, requirePhoneFree, requireSmsAccount, requireSmsOpen } from './auth.policy';
import { presentSignIn } from './auth.presenter';
import { createCaptcha, useCaptcha } from './captcha.service';
import { createSession } from './session.service';
import { presentCaptcha, presentSmsCode, presentSmsStatus } from './sms.presenter';
import { smsLoginSender, smsMode } from './sms-sender';
import {
  accountForPhone,
  consumeSmsCode,
  dropSmsCode,
  findPhoneOwner,
  findUser,
  networkCodesInHour,
  storeSmsCode,
  type SmsCodeRequest,
} from './sms.service';
import { loadUserInfo } from './users.service';

/**
 * Sign-in by SMS code beside the QR code (issue 30): whether it is on, a picture check, a code, the sign-in. The code is
 * checked by sms.service.ts; binding a phone to a signed-in account is account-links.routes.ts.
 */
export async function smsRoutes(app: FastifyInstance) {
  const mode = smsMode(app.env, app.database.kind);
  const send = smsLoginSender(app.env);

  defineCall(
    app,
    authCalls.smsStatus,
    { access: 'public', cache: 'public', summary: '短信登录是否开通（enabled），以及是否为演示模式（demo：验证码显示在页面上）' },
    async () => ({ data: presentSmsStatus(mode) }),
  );

  defineCall(
    app,
    authCalls.captcha,
    { access: 'public', perMinute: 20, invalidates: false, summary: '获取图形验证码（SVG 图片，5 分钟内有效，只能使用一次）' },
    async ({ db, req }) => {
      const now = req.server.clock();
      return { data: presentCaptcha(await createCaptcha(db, clientNetwork(req.ip), now), now) };
    },
  );

  defineCall(
    app,
    authCalls.smsCode,
    {
      access: 'public',
      perMinute: 10,
      invalidates: false,
      summary:
        `发送短信验证码（purpose：login 登录、bind 绑定手机号、contact 企业联系人手机号，后两者须已登录）。同一手机号每分钟一条、每天 10 条；` +
        `同一网络每小时第 ${SMS_FREE_PER_NETWORK_HOUR + 1} 条起须附图形验证码（未附时 code 0「${SMS_MSG.captchaRequired}」及 data.captcha_required）`,
    },
    async ({ db, body, req, env }) => {
      requireSmsOpen(mode);
      const now = req.server.clock();
      const network = clientNetwork(req.ip).slice(0, 64);
      // A bind or contact code is good only for the account that asked for it.
      const actor = body.purpose === 'login' ? null : requireActor(req, 'personal');
      const caller = actor ? requireAccount(await findUser(db, actor.userId)) : null;
      const owner = await findPhoneOwner(db, body.phone);
      requireDemoPhone(mode, owner, caller);
      if (body.purpose === 'bind') requirePhoneFree(owner, caller!.id);

      const asked = await networkCodesInHour(db, network, now);
      if (asked >= SMS_PER_NETWORK_HOUR) throw fail(SMS_MSG.tooFrequent);
      if (asked >= SMS_FREE_PER_NETWORK_HOUR) {
        if (!body.captcha_id || !body.captcha) {
          return { code: Code.FAIL, msg: SMS_MSG.captchaRequired, data: { captcha_required: true as const } };
        }
        if (!(await useCaptcha(db, body.captcha_id, body.captcha, network, now))) {
          return { code: Code.FAIL, msg: SMS_MSG.captchaWrong, data: { captcha_required: true as const } };
        }
      }

      const request: SmsCodeRequest = { phone: body.phone, purpose: body.purpose, userId: caller?.id ?? null, network };
      const code = await storeSmsCode(db, request, now, parkDayStart(now));
      const to = maskPhone(body.phone);
      if (mode === 'demo') {
        // 演示模式 without SMS settings: the log is the channel, and the page shows the code (demo accounts only).
        req.log.info({ to, purpose: body.purpose }, `演示模式短信验证码：${code}`);
        return { msg: SMS_MSG.sent, data: presentSmsCode(code) };
      }
      const sent = await send!(body.phone, code);
      if (!sent.ok) {
        await dropSmsCode(db, request, code);
        req.log.warn({ to, purpose: body.purpose, error: sent.error }, 'SMS code not sent');
        throw fail(SMS_MSG.sendFailed);
      }
      req.log.info({ to, purpose: body.purpose, endpoint: env.SMS_ALIYUN_ENDPOINT }, 'SMS code sent');
      return { msg: SMS_MSG.sent, data: presentSmsCode() };
    },
  );

  defineCall(
    app,
    authCalls.smsLogin,
    {
      access: 'public',
      perMinute: 20,
      rateGroup: 'sms-login',
      invalidates: false,
      summary: '短信验证码登录：返回 token 与用户信息（同 admin_login）；新手机号首次登录时创建个人账号',
    },
    async ({ db, env, body, req }) => {
      requireSmsOpen(mode);
      const now = req.server.clock();
      try {
        await consumeSmsCode(db, { phone: body.phone, purpose: 'login', userId: null, code: body.code }, now);
      } catch (err) {
        await audit(db, req, { action: 'login.sms', objectType: 'user', success: false, detail: { phone: maskPhone(body.phone) } });
        throw err;
      }
      const owner = await findPhoneOwner(db, body.phone);
      requireDemoPhone(mode, owner, null);
      const user = requireSmsAccount(owner ?? (await accountForPhone(db, body.phone, mode === 'demo')));
      const session = await createSession(
        db,
        env,
        { id: user.id, loginType: LoginType.PERSONAL },
        {
          ip: req.ip,
          userAgent: String(req.headers['user-agent'] ?? ''),
        },
      );
      await audit(db, req, {
        action: 'login.sms',
        objectType: 'user',
        objectId: user.id,
        actorId: user.id,
        actorType: LoginType.PERSONAL,
        detail: { phone: maskPhone(body.phone), created: !owner },
      });
      const info = requireAccount(await loadUserInfo(db, user.id));
      return { msg: MSG.loginSuccess, data: presentSignIn(user, session, null, info) };
    },
  );
}
