import { createHmac, randomUUID } from 'node:crypto';
import { maskPhone, type NotificationChannel } from './channels';

/** How long one SendSms call may take before it counts as failed (retried by a later run). */
export const SMS_TIMEOUT_MS = 10_000;

export type AliyunSmsNotificationConfig = {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /**
   * The approved template of each notification kind ('reminder' → SMS_ALIYUN_TEMPLATE_CODE). Alibaba Cloud sends only
   * approved templates, so a kind without one is skipped on this channel (the other channels still carry it).
   */
  templates: Partial<Record<string, string>>;
  /** https://dysmsapi.aliyuncs.com/ (tests point it at a local fake). */
  endpoint: string;
};

/** RFC 3986 percent-encoding as Alibaba Cloud's RPC signature wants it: only A–Z a–z 0–9 - _ . ~ stay as they are. */
export function percentEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Signature version 1.0 (HMAC-SHA1) of an RPC-style call: the parameters sorted by name, each name and value
 * percent-encoded and joined with & and =; StringToSign = METHOD & %2F & percentEncode(that query); the key is
 * the AccessKey secret followed by '&'; the result is base64.
 */
export function signRpc(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** The parameters of one SendSms call, unsigned. */
export function sendSmsParams(
  cfg: { accessKeyId: string; signName: string },
  templateCode: string,
  phone: string,
  param: string,
  now = new Date(),
): Record<string, string> {
  return {
    AccessKeyId: cfg.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: phone,
    RegionId: 'cn-hangzhou',
    SignName: cfg.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    TemplateCode: templateCode,
    TemplateParam: param,
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
}

type SendSmsAnswer = { Code?: string; Message?: string; BizId?: string; RequestId?: string };

/** One SendSms call's connection settings: the AccessKey, the approved signature and the API address. */
export type AliyunSmsAccount = Pick<AliyunSmsNotificationConfig, 'accessKeyId' | 'accessKeySecret' | 'signName' | 'endpoint'>;

/**
 * Sends one templated SMS through Alibaba Cloud (dysmsapi SendSms), POSTed form-encoded so the number stays out of
 * URLs and access logs. `param` is the template's variables, e.g. {"code":"123456"}. Never throws: the outcome, and
 * when it failed why (Alibaba Cloud's Code and Message, or the transport's), without the parameters.
 */
export async function sendAliyunSms(
  cfg: AliyunSmsAccount,
  templateCode: string,
  phone: string,
  param: Record<string, string>,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const params = sendSmsParams(cfg, templateCode, phone, JSON.stringify(param));
  const body = new URLSearchParams({ ...params, Signature: signRpc('POST', params, cfg.accessKeySecret) });
  try {
    const res = await fetch(cfg.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    const text = await res.text();
    let answer: SendSmsAnswer;
    try {
      answer = JSON.parse(text) as SendSmsAnswer;
    } catch {
      return { ok: false, error: `短信接口返回异常（HTTP ${res.status}）` };
    }
    if (answer.Code === 'OK') return { ok: true };
    return { ok: false, error: `${answer.Code ?? `HTTP ${res.status}`}: ${answer.Message ?? ''}`.slice(0, 300) };
  } catch (err) {
    const e = err as Error;
    const reason = e.name === 'TimeoutError' ? `短信接口超时（${SMS_TIMEOUT_MS / 1000} 秒）` : `短信接口无法连接：${e.message}`;
    return { ok: false, error: reason.slice(0, 300) };
  }
}

/** Alibaba Cloud SMS as a notification channel (sendAliyunSms with the kind's template). */
export function aliyunSmsNotificationChannel(cfg: AliyunSmsNotificationConfig): NotificationChannel {
  return {
    name: 'sms',
    async send(n) {
      const to = maskPhone(n.mobile);
      if (!/^1\d{10}$/.test(n.mobile.trim())) return { to, status: 'skipped', error: '企业未登记有效手机号' };
      const templateCode = cfg.templates[n.kind];
      if (!templateCode) return { to, status: 'skipped', error: `未配置该类通知的短信模板（${n.title}）` };
      const sent = await sendAliyunSms(cfg, templateCode, n.mobile.trim(), n.smsParam);
      return sent.ok ? { to, status: 'sent', error: '' } : { to, status: 'failed', error: sent.error };
    },
  };
}
