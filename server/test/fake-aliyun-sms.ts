import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { FakeHttpServer } from './fake-http';

export type FakeSms = { phone: string; signName: string; templateCode: string; params: Record<string, string>; bizId: string };

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** RFC 3986 encoding byte by byte (written apart from the adapter's, so the two check each other). */
export function rfc3986(s: string): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += byte < 0x80 && UNRESERVED.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Alibaba Cloud RPC signature 1.0 as its documentation describes it (HMAC-SHA1, key = secret + '&'). */
export function expectedSignature(method: string, params: Record<string, string>, secret: string): string {
  const query = Object.entries(params)
    .filter(([k]) => k !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .join('&');
  return createHmac('sha1', `${secret}&`)
    .update(`${method}&${rfc3986('/')}&${rfc3986(query)}`)
    .digest('base64');
}

const REQUIRED = [
  'AccessKeyId',
  'Action',
  'Format',
  'PhoneNumbers',
  'SignName',
  'SignatureMethod',
  'SignatureNonce',
  'SignatureVersion',
  'TemplateCode',
  'Timestamp',
  'Version',
  'Signature',
];

/**
 * A local stand-in for Alibaba Cloud SMS (dysmsapi, SendSms 2017-05-25), as documented: parameters in the
 * query or a form body, checked for presence, a valid signature, a fresh timestamp and a single-use nonce;
 * answers JSON {Code, Message, BizId, RequestId}. `failWith` makes it answer a business error instead.
 */
export class FakeAliyunSms extends FakeHttpServer {
  readonly accessKeyId = 'LTAI-fake-id';
  readonly accessKeySecret = 'fake-secret';
  readonly signName = '园区服务';
  readonly templateCode = 'SMS_000001';
  /** The approved verification-code template of sign-in by SMS (issue 30; its variable is ${code}). */
  readonly loginTemplateCode = 'SMS_000002';
  /** The approved "you have a new message" template of the message centre (issue 32; its variable is ${title}). */
  readonly messageTemplateCode = 'SMS_000003';
  /** Accepted messages, in order. */
  messages: FakeSms[] = [];
  /** Every request, valid or not (Code answered). */
  requests: { code: string }[] = [];
  /** Answer this Code (e.g. 'isv.BUSINESS_LIMIT_CONTROL') to the next `failTimes` valid requests. */
  failWith: { code: string; message: string; times: number } | null = null;
  private nonces = new Set<string>();
  private seq = 0;
  protected readonly server: Server;

  constructor() {
    super();
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body }) => {
        this.requests.push({ code: String(body.Code) });
        res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
        res.end(JSON.stringify(body));
      });
    });
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: Record<string, unknown> }> {
    const requestId = `FAKE-${++this.seq}`;
    const err = (status: number, code: string, message: string) => ({
      status,
      body: { Code: code, Message: message, RequestId: requestId },
    });
    const url = new URL(req.url ?? '/', 'http://fake');
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const method = req.method ?? 'GET';
    const form =
      method === 'POST' && String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
        ? new URLSearchParams(raw)
        : new URLSearchParams();
    const params: Record<string, string> = {};
    for (const [k, v] of [...url.searchParams, ...form]) params[k] = v;
    if (url.pathname !== '/') return err(404, 'InvalidAction.NotFound', 'Specified api is not found');
    for (const name of REQUIRED) if (!params[name]) return err(400, 'MissingParameter', `${name} is mandatory for this action.`);
    if (params.Action !== 'SendSms' || params.Version !== '2017-05-25')
      return err(404, 'InvalidAction.NotFound', 'Specified api is not found');
    if (params.AccessKeyId !== this.accessKeyId) return err(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0')
      return err(400, 'InvalidParameter', 'SignatureMethod/SignatureVersion');
    const ts = Date.parse(params.Timestamp!);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(params.Timestamp!) || Number.isNaN(ts) || Math.abs(Date.now() - ts) > 15 * 60_000) {
      return err(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    if (params.Signature !== expectedSignature(method, params, this.accessKeySecret)) {
      return err(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    }
    if (this.nonces.has(params.SignatureNonce!)) return err(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    this.nonces.add(params.SignatureNonce!);
    if (params.SignName !== this.signName)
      return { status: 200, body: { Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: '签名不合法', RequestId: requestId } };
    if (![this.templateCode, this.loginTemplateCode, this.messageTemplateCode].includes(params.TemplateCode!))
      return { status: 200, body: { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '模板不合法', RequestId: requestId } };
    if (!/^1\d{10}$/.test(params.PhoneNumbers!))
      return { status: 200, body: { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号', RequestId: requestId } };
    let template: Record<string, string>;
    try {
      template = JSON.parse(params.TemplateParam ?? '') as Record<string, string>;
    } catch {
      return { status: 200, body: { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值', RequestId: requestId } };
    }
    if (Object.values(template).some((v) => typeof v !== 'string')) {
      return { status: 200, body: { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值', RequestId: requestId } };
    }
    if (this.failWith && this.failWith.times > 0) {
      this.failWith.times -= 1;
      return { status: 200, body: { Code: this.failWith.code, Message: this.failWith.message, RequestId: requestId } };
    }
    const bizId = `${900000 + this.seq}^0`;
    this.messages.push({
      phone: params.PhoneNumbers!,
      signName: params.SignName!,
      templateCode: params.TemplateCode!,
      params: template,
      bizId,
    });
    return { status: 200, body: { Code: 'OK', Message: 'OK', BizId: bizId, RequestId: requestId } };
  }

  /** Settings that point the sms channel here. */
  env(): Record<string, string> {
    return {
      SMS_ALIYUN_ACCESS_KEY_ID: this.accessKeyId,
      SMS_ALIYUN_ACCESS_KEY_SECRET: this.accessKeySecret,
      SMS_ALIYUN_SIGN_NAME: this.signName,
      SMS_ALIYUN_TEMPLATE_CODE: this.templateCode,
      SMS_ALIYUN_ENDPOINT: `${this.base}/`,
    };
  }

  /** Settings that turn the message centre's SMS on, sending here. */
  messageEnv(): Record<string, string> {
    return { ...this.env(), SMS_ALIYUN_MESSAGE_TEMPLATE_CODE: this.messageTemplateCode };
  }

  /** Settings that turn sign-in by SMS code on, sending here. */
  loginEnv(): Record<string, string> {
    return { ...this.env(), SMS_ALIYUN_LOGIN_TEMPLATE_CODE: this.loginTemplateCode };
  }
}
