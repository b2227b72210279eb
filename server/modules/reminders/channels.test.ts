import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAliyunSms, expectedSignature, rfc3986 } from '../../test/fake-aliyun-sms';
import { FakeSmtp, parseMail } from '../../test/fake-smtp';
import { testEnv } from '../../env';
import { aliyunSmsNotificationChannel, percentEncode, signRpc, type AliyunSmsNotificationConfig } from '../notifications/aliyun-sms';
import { emailNotificationChannel, type EmailConfig } from '../notifications/email';
import { createChannels, logChannel, maskPhone, reminderChannel, reminderSubject, type ReminderMessage } from './channels';
import { memoryLogger, silentLog } from './reminders.fixtures';

const message = (over: Partial<ReminderMessage> = {}): ReminderMessage => ({
  reminderId: 1,
  companyName: '云栖数据科技有限公司',
  mobile: '13812345678',
  email: 'finance@yunqi.example.cn',
  recordType: 1,
  recordId: 7,
  item: '房租（A-301）',
  paidUntil: '2026-04-30',
  days: 7,
  threshold: 7,
  ...over,
});

/** One notification channel taking reminders, as createChannels builds each. */
const aliyunSmsChannel = (cfg: AliyunSmsNotificationConfig) => reminderChannel(aliyunSmsNotificationChannel(cfg));
const emailChannel = (cfg: EmailConfig) => reminderChannel(emailNotificationChannel(cfg));

/** Alibaba Cloud's documented SendSms example (AccessKeySecret testSecret) and its published signature. */
const DOC_PARAMS = {
  AccessKeyId: 'testId',
  Action: 'SendSms',
  Format: 'XML',
  OutId: '123',
  PhoneNumbers: '15300000001',
  RegionId: 'cn-hangzhou',
  SignName: '阿里云短信测试专用',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  SignatureVersion: '1.0',
  TemplateCode: 'SMS_71390007',
  TemplateParam: '{"customer":"test"}',
  Timestamp: '2017-07-12T02:42:19Z',
  Version: '2017-05-25',
};

describe('Alibaba Cloud signature 1.0', () => {
  it('matches the known answers of the documentation, in the adapter and in the fake alike', () => {
    expect(signRpc('GET', DOC_PARAMS, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(expectedSignature('GET', DOC_PARAMS, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    // The RPC signature page's DescribeRegions example.
    const regions = {
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Version: '2014-05-26',
      Timestamp: '2016-02-23T12:46:24Z',
    };
    expect(signRpc('GET', regions, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
    expect(signRpc('POST', DOC_PARAMS, 'testSecret')).not.toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('percent-encodes as RFC 3986 asks (space %20, * %2A, ~ kept), the same as the fake', () => {
    for (const s of ["a b*c~d'(e)!", '{"company":"云栖"}', '2026-04-30T01:02:03Z', '/=&+']) expect(percentEncode(s)).toBe(rfc3986(s));
    expect(percentEncode('a b*~')).toBe('a%20b%2A~');
  });
});

describe('sms channel against the local Alibaba Cloud fake', () => {
  const fake = new FakeAliyunSms();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  const channel = () => aliyunSmsChannel({ ...cfgOf(fake) });

  it('sends a signed SendSms; the fake checks every parameter and records the message', async () => {
    expect(await channel().send(message())).toEqual({ to: '138****5678', status: 'sent', error: '' });
    expect(fake.messages.at(-1)).toMatchObject({
      phone: '13812345678',
      signName: '园区服务',
      templateCode: 'SMS_000001',
      params: { company: '云栖数据科技有限公司', item: '房租（A-301）', date: '2026-04-30', days: '7' },
    });
    await channel().send(message({ days: -4 }));
    expect(fake.messages.at(-1)!.params.days).toBe('0');
  });

  it('a wrong secret is refused by the fake (SignatureDoesNotMatch) and recorded as failed', async () => {
    const bad = aliyunSmsChannel({ ...cfgOf(fake), accessKeySecret: 'not-the-secret' });
    const r = await bad.send(message());
    expect(r.status).toBe('failed');
    expect(r.error).toMatch(/^SignatureDoesNotMatch: /);
  });

  it('a Code other than OK is a failure carrying its Message', async () => {
    fake.failWith = { code: 'isv.BUSINESS_LIMIT_CONTROL', message: '触发天级流控Permits:10', times: 1 };
    expect(await channel().send(message())).toEqual({
      to: '138****5678',
      status: 'failed',
      error: 'isv.BUSINESS_LIMIT_CONTROL: 触发天级流控Permits:10',
    });
    expect(await channel().send(message())).toMatchObject({ status: 'sent' });
  });

  it('no valid mobile → skipped without a call; an unreachable endpoint → failed', async () => {
    const calls = fake.requests.length;
    expect(await channel().send(message({ mobile: '' }))).toMatchObject({ status: 'skipped', error: '企业未登记有效手机号' });
    expect(fake.requests.length).toBe(calls);
    const down = aliyunSmsChannel({ ...cfgOf(fake), endpoint: 'http://127.0.0.1:9/' });
    expect(await down.send(message())).toMatchObject({ status: 'failed', error: expect.stringContaining('短信接口无法连接') });
  });
});

function cfgOf(fake: FakeAliyunSms) {
  return {
    accessKeyId: fake.accessKeyId,
    accessKeySecret: fake.accessKeySecret,
    signName: fake.signName,
    templates: { reminder: fake.templateCode },
    endpoint: `${fake.base}/`,
  };
}

describe('email channel against the local SMTP fake (smtp-server, AUTH required)', () => {
  const smtp = new FakeSmtp();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());

  it("delivers a plain-text message with the Chinese subject to the company's address", async () => {
    const ch = emailChannel({ url: smtp.url(), from: '园区企业服务门户 <noreply@park.example.cn>' });
    expect(await ch.send(message())).toEqual({ to: 'finance@yunqi.example.cn', status: 'sent', error: '' });
    await ch.close?.();
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual(['finance@yunqi.example.cn']);
    expect(mail.from).toBe('noreply@park.example.cn');
    expect(mail.subject).toBe('【园区企业服务门户】房租（A-301）将于 7 天后到期提醒');
    expect(mail.subject).toBe(reminderSubject(message()));
    expect(mail.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
    expect(mail.text).toContain('云栖数据科技有限公司：您的房租（A-301）已缴至 2026-04-30，将于 7 天后（2026-04-30）到期，请及时续费');
  });

  it('a company without e-mail is skipped; a wrong password or a refused message is failed', async () => {
    const ch = emailChannel({ url: smtp.url(), from: 'noreply@park.example.cn' });
    const count = smtp.messages.length;
    expect(await ch.send(message({ email: '' }))).toEqual({ to: '', status: 'skipped', error: '企业未登记电子邮箱' });
    smtp.refuse = { code: 451, message: 'Try again later', times: 1 };
    expect(await ch.send(message())).toMatchObject({ status: 'failed', error: expect.stringContaining('Try again later') });
    expect(smtp.messages.length).toBe(count);
    await ch.close?.();
    const wrong = emailChannel({ url: smtp.url().replace(smtp.pass, 'wrong'), from: 'noreply@park.example.cn' });
    expect(await wrong.send(message())).toMatchObject({ status: 'failed', error: expect.stringContaining('邮件发送失败') });
    expect(smtp.authFailures).toBeGreaterThan(0);
    await wrong.close?.();
  });

  it('parses what it receives (encoded-word subject, base64 or quoted-printable body)', () => {
    const raw = 'Subject: =?UTF-8?B?5Yiw5pyf5o+Q6YaS?=\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n=E6=B5=8B=E8=AF=95\r\n';
    expect(parseMail(raw)).toMatchObject({ subject: '到期提醒', text: '测试' });
  });
});

describe('log channel and the channel list', () => {
  it('writes one info line with company, contract and date, never the whole phone number', async () => {
    const { log, lines } = memoryLogger();
    expect(await logChannel(log).send(message())).toEqual({ to: '138****5678', status: 'sent', error: '' });
    const out = lines();
    expect(out).toContain('云栖数据科技有限公司');
    expect(out).toContain('房租（A-301）');
    expect(out).toContain('2026-04-30');
    expect(out).toContain('138****5678');
    expect(out).not.toContain('13812345678');
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('')).toBe('');
  });

  it('builds the channels REMINDER_CHANNELS names, in order', () => {
    const env = testEnv({
      REMINDER_CHANNELS: 'email,log,sms',
      SMTP_URL: 'smtp://u:p@127.0.0.1:2525',
      SMTP_FROM: 'a@b.cn',
      SMS_ALIYUN_ACCESS_KEY_ID: 'i',
      SMS_ALIYUN_ACCESS_KEY_SECRET: 's',
      SMS_ALIYUN_SIGN_NAME: 'n',
      SMS_ALIYUN_TEMPLATE_CODE: 't',
    });
    expect(createChannels(env, silentLog).map((c) => c.name)).toEqual(['email', 'log', 'sms']);
    expect(createChannels(testEnv(), silentLog).map((c) => c.name)).toEqual(['log']);
  });
});
