import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { FakeHttpServer } from './fake-http';

export type FakeTemplateMessage = {
  touser: string;
  template_id: string;
  url?: string;
  data: Record<string, { value: string }>;
};

/** Settings that point the message centre's WeChat channel here. */
export const fakeWechatMessageEnv = (w: { base: string; appid: string; secret: string; templateId: string }) => ({
  WECHAT_APPID: w.appid,
  WECHAT_SECRET: w.secret,
  WECHAT_API_BASE: w.base,
  WECHAT_TEMPLATE_ID: w.templateId,
});

export type FakeUser = { openid: string; unionid?: string; nickname: string; headimgurl: string };

/**
 * A local stand-in for WeChat's OAuth endpoints, as documented: single-use codes that expire after ten
 * minutes, access tokens for two hours, errors as `errcode` JSON with HTTP 200.
 */
export class FakeWechat extends FakeHttpServer {
  readonly appid = 'wx_fake_app';
  readonly secret = 'fake_secret';
  /** Who "scans" next. */
  user: FakeUser = { openid: 'openid-1', unionid: 'union-1', nickname: '微信张三', headimgurl: 'https://wx.qlogo.cn/a.png' };
  codeTtlMs = 10 * 60_000;
  /** The official account's template (issue 32), who follows the account, and what was sent. */
  readonly templateId = 'TPL_fake_message';
  followers = new Set<string>(['openid-1']);
  templateMessages: FakeTemplateMessage[] = [];
  tokenRequests = 0;
  /** Answer `system error` (errcode -1) to the next `times` template messages. */
  down: { times: number } | null = null;
  private accountTokens = new Set<string>();
  private codes = new Map<string, { user: FakeUser; expires: number }>();
  private tokens = new Map<string, FakeUser>();
  protected readonly server: Server;

  constructor() {
    super();
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const q = url.searchParams;
      const json = (body: object) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/connect/oauth2/authorize') {
        if (q.get('appid') !== this.appid || q.get('scope') !== 'snsapi_userinfo') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end('<p>参数错误</p>');
        }
        const code = this.issueCode();
        const redirect = new URL(q.get('redirect_uri') ?? '');
        const approve = new URL(redirect);
        approve.searchParams.set('code', code);
        approve.searchParams.set('state', q.get('state') ?? '');
        const deny = new URL(redirect);
        deny.searchParams.set('state', q.get('state') ?? '');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><meta name="viewport" content="width=device-width"><title>微信授权</title><p>${this.user.nickname} 申请使用你的昵称和头像</p>` +
            `<a id="approve" href="${approve.toString().replace(/&/g, '&amp;')}">允许</a> <a id="deny" href="${deny.toString().replace(/&/g, '&amp;')}">拒绝</a>`,
        );
      }
      if (url.pathname === '/sns/oauth2/access_token') {
        if (q.get('appid') !== this.appid || q.get('secret') !== this.secret) return json({ errcode: 40125, errmsg: 'invalid appsecret' });
        const entry = this.codes.get(q.get('code') ?? '');
        this.codes.delete(q.get('code') ?? '');
        if (!entry || entry.expires < Date.now() || q.get('grant_type') !== 'authorization_code')
          return json({ errcode: 40029, errmsg: 'invalid code' });
        const token = randomBytes(12).toString('hex');
        this.tokens.set(token, entry.user);
        return json({
          access_token: token,
          expires_in: 7200,
          refresh_token: 'r',
          openid: entry.user.openid,
          scope: 'snsapi_userinfo',
          ...(entry.user.unionid ? { unionid: entry.user.unionid } : {}),
        });
      }
      if (url.pathname === '/sns/userinfo') {
        const user = this.tokens.get(q.get('access_token') ?? '');
        if (!user) return json({ errcode: 40001, errmsg: 'invalid credential' });
        if (q.get('openid') !== user.openid) return json({ errcode: 40003, errmsg: 'invalid openid' });
        return json({
          openid: user.openid,
          nickname: user.nickname,
          sex: 0,
          province: '',
          city: '',
          country: '',
          headimgurl: user.headimgurl,
          privilege: [],
          ...(user.unionid ? { unionid: user.unionid } : {}),
        });
      }
      if (url.pathname === '/sns/auth') {
        return json(
          this.tokens.has(q.get('access_token') ?? '') ? { errcode: 0, errmsg: 'ok' } : { errcode: 40003, errmsg: 'invalid openid' },
        );
      }
      if (url.pathname === '/sns/oauth2/refresh_token') return json({ errcode: 40030, errmsg: 'invalid refresh_token' });
      // The official account's own API (issue 32): client_credential tokens and template messages.
      if (url.pathname === '/cgi-bin/token') {
        this.tokenRequests += 1;
        if (q.get('grant_type') !== 'client_credential') return json({ errcode: 40002, errmsg: 'invalid grant_type' });
        if (q.get('appid') !== this.appid || q.get('secret') !== this.secret) return json({ errcode: 40125, errmsg: 'invalid appsecret' });
        const token = `acc-${randomBytes(8).toString('hex')}`;
        this.accountTokens.add(token);
        return json({ access_token: token, expires_in: 7200 });
      }
      if (url.pathname === '/cgi-bin/message/template/send' && req.method === 'POST') {
        let raw = '';
        req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
        req.on('end', () => {
          if (!this.accountTokens.has(q.get('access_token') ?? '')) return json({ errcode: 40001, errmsg: 'invalid credential' });
          if (this.down && this.down.times > 0) {
            this.down.times -= 1;
            return json({ errcode: -1, errmsg: 'system error' });
          }
          let body: FakeTemplateMessage;
          try {
            body = JSON.parse(raw) as FakeTemplateMessage;
          } catch {
            return json({ errcode: 47001, errmsg: 'data format error' });
          }
          if (body.template_id !== this.templateId) return json({ errcode: 40037, errmsg: 'invalid template_id' });
          if (!this.followers.has(body.touser)) return json({ errcode: 43004, errmsg: 'require subscribe' });
          this.templateMessages.push(body);
          return json({ errcode: 0, errmsg: 'ok', msgid: 200000 + this.templateMessages.length });
        });
        return;
      }
      res.writeHead(404);
      res.end();
    });
  }

  issueCode(): string {
    const code = randomBytes(10).toString('hex');
    this.codes.set(code, { user: { ...this.user }, expires: Date.now() + this.codeTtlMs });
    return code;
  }

  /** Settings that turn sign-in through WeChat on (the QR code, binding an account), its OAuth and API here (once started). */
  loginEnv(): Record<string, string> {
    return { WECHAT_APPID: this.appid, WECHAT_SECRET: this.secret, WECHAT_OPEN_BASE: this.base, WECHAT_API_BASE: this.base };
  }
}
