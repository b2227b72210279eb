import nodemailer from 'nodemailer';
import { MessageChannel, type MessageChannelValue } from '../../../shared/message-centre/kinds';
import type { Env } from '../../env';
import { formatDateTime } from '../../lib/dates';
import { SMTP_TIMEOUT_MS, emailBody, sendAliyunSms, smsText, type AliyunSmsAccount } from '../notifications/notifications.public';

/**
 * The message centre's channels (issue 32): SMS through Alibaba Cloud, e-mail through SMTP, WeChat template messages
 * through the official account's API. Each says a message in its own words; the outbox (outbox.service.ts) decides when.
 */

/** One message as a channel sends it: the address it was written for, and what to say and link to. */
export type Outgoing = {
  address: string;
  /** The person's name as a salutation (a company's name for its members). */
  to: string;
  title: string;
  body: string;
  /** The page it concerns, absolute (PUBLIC_URL + link), '' when none. */
  url: string;
  createdAt: Date;
};

/** A try's outcome: sent; failed (tried again later, the provider's reason kept); skipped (never sendable, with why). */
export type SendOutcome = { status: 'sent' | 'failed' | 'skipped'; error: string };

export type MessageSender = { channel: MessageChannelValue; send: (m: Outgoing) => Promise<SendOutcome>; close?: () => void };

/** How long a WeChat API call may take. */
export const WECHAT_TIMEOUT_MS = 10_000;

/** SMS: the approved "new message" template with the title; the text and link are on the portal. */
function smsSender(account: AliyunSmsAccount, templateCode: string): MessageSender {
  return {
    channel: MessageChannel.SMS,
    async send(m) {
      if (!/^1\d{10}$/.test(m.address)) return { status: 'skipped', error: '手机号格式错误' };
      const sent = await sendAliyunSms(account, templateCode, m.address, { title: smsText(m.title, 20) });
      return sent.ok ? { status: 'sent', error: '' } : { status: 'failed', error: sent.error };
    },
  };
}

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailSender(url: string, from: string): MessageSender {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    channel: MessageChannel.EMAIL,
    async send(m) {
      if (!SIMPLE_EMAIL.test(m.address)) return { status: 'skipped', error: '电子邮箱格式错误' };
      const text = emailBody(m.to, [m.body || m.title, ...(m.url ? [`查看详情：${m.url}`] : []), `时间：${formatDateTime(m.createdAt)}`]);
      try {
        await transport.sendMail({ from, to: m.address, subject: `【园区企业服务门户】${m.title}`, text });
        return { status: 'sent', error: '' };
      } catch (err) {
        return { status: 'failed', error: `邮件发送失败：${(err as Error).message}`.slice(0, 300) };
      }
    },
    close: () => transport.close(),
  };
}

type WechatAnswer = { errcode?: number; errmsg?: string; access_token?: string; expires_in?: number };

/** WeChat answers these when the person cannot receive it (not following the account, refused): not worth a retry. */
const WECHAT_UNREACHABLE: Record<number, string> = { 43004: '用户未关注公众号', 43101: '用户拒绝接收消息', 40003: 'openid 无效' };
/** An access token WeChat no longer accepts: fetched again once. */
const WECHAT_TOKEN_INVALID = new Set([40001, 40014, 42001]);

/** WeChat template messages: the access token of client_credential, kept until shortly before it expires. */
function wechatSender(cfg: { base: string; appid: string; secret: string; templateId: string }, clock: () => Date): MessageSender {
  let token: { value: string; until: number } | null = null;
  const getJson = async (url: URL, init?: RequestInit): Promise<WechatAnswer> => {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS) });
    return (await res.json()) as WechatAnswer;
  };
  const accessToken = async (): Promise<string> => {
    if (token && token.until > clock().getTime()) return token.value;
    const url = new URL('/cgi-bin/token', cfg.base);
    url.search = new URLSearchParams({ grant_type: 'client_credential', appid: cfg.appid, secret: cfg.secret }).toString();
    const a = await getJson(url);
    if (!a.access_token) throw new Error(`获取微信 access_token 失败：${a.errcode ?? ''} ${a.errmsg ?? ''}`.trim());
    // Renewed five minutes early: a token that expires during a send would fail it.
    token = { value: a.access_token, until: clock().getTime() + ((a.expires_in ?? 7200) - 300) * 1000 };
    return token.value;
  };
  const post = async (m: Outgoing): Promise<WechatAnswer> => {
    const url = new URL('/cgi-bin/message/template/send', cfg.base);
    url.searchParams.set('access_token', await accessToken());
    const data = {
      thing1: { value: smsText(m.title, 20) },
      thing2: { value: smsText(m.body || m.title, 20) },
      time3: { value: formatDateTime(m.createdAt) },
    };
    return getJson(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ touser: m.address, template_id: cfg.templateId, ...(m.url ? { url: m.url } : {}), data }),
    });
  };
  return {
    channel: MessageChannel.WECHAT,
    async send(m) {
      try {
        let a = await post(m);
        if (a.errcode && WECHAT_TOKEN_INVALID.has(a.errcode)) {
          token = null;
          a = await post(m);
        }
        if (!a.errcode) return { status: 'sent', error: '' };
        const reason = `${a.errcode}: ${a.errmsg ?? ''}`.slice(0, 300);
        if (WECHAT_UNREACHABLE[a.errcode]) return { status: 'skipped', error: `${WECHAT_UNREACHABLE[a.errcode]}（${reason}）` };
        return { status: 'failed', error: reason };
      } catch (err) {
        const e = err as Error;
        const reason = e.name === 'TimeoutError' ? `微信接口超时（${WECHAT_TIMEOUT_MS / 1000} 秒）` : `微信接口无法连接：${e.message}`;
        return { status: 'failed', error: reason.slice(0, 300) };
      }
    },
  };
}

/** The channels this park configured (env), in the order of MESSAGE_CHANNELS. */
export function createMessageSenders(env: Env, clock: () => Date): MessageSender[] {
  const senders: MessageSender[] = [];
  const { SMS_ALIYUN_ACCESS_KEY_ID: id, SMS_ALIYUN_ACCESS_KEY_SECRET: secret, SMS_ALIYUN_SIGN_NAME: signName } = env;
  if (env.SMS_ALIYUN_MESSAGE_TEMPLATE_CODE && id && secret && signName) {
    const account = { accessKeyId: id, accessKeySecret: secret, signName, endpoint: env.SMS_ALIYUN_ENDPOINT };
    senders.push(smsSender(account, env.SMS_ALIYUN_MESSAGE_TEMPLATE_CODE));
  }
  if (env.SMTP_URL && env.SMTP_FROM) senders.push(emailSender(env.SMTP_URL, env.SMTP_FROM));
  if (env.WECHAT_TEMPLATE_ID && env.WECHAT_APPID && env.WECHAT_SECRET) {
    senders.push(
      wechatSender(
        { base: env.WECHAT_API_BASE, appid: env.WECHAT_APPID, secret: env.WECHAT_SECRET, templateId: env.WECHAT_TEMPLATE_ID },
        clock,
      ),
    );
  }
  return senders;
}

/** Which channels a park configured, without opening any (通知设置 shows them). */
export function configuredChannels(env: Env): Set<MessageChannelValue> {
  const on = new Set<MessageChannelValue>();
  if (env.SMS_ALIYUN_MESSAGE_TEMPLATE_CODE && env.SMS_ALIYUN_ACCESS_KEY_ID) on.add(MessageChannel.SMS);
  if (env.SMTP_URL && env.SMTP_FROM) on.add(MessageChannel.EMAIL);
  if (env.WECHAT_TEMPLATE_ID && env.WECHAT_APPID) on.add(MessageChannel.WECHAT);
  return on;
}
