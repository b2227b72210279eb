import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('settings', () => {
  it('has working defaults: port 3000, embedded database under ./data, no admin password', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toMatch(/data$/);
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    expect(env.publicUrl).toBe('http://localhost:3000');
  });

  it('stops on a bad setting with one clear line naming it', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/^配置错误 PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL 必须以 postgres:\/\/ 开头/);
    expect(() => loadEnv({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD 至少 10 位/);
    expect(() => loadEnv({ PUBLIC_URL: 'park' })).toThrow(/PUBLIC_URL/);
  });

  it('sends notifications from 09:00 to 20:00 park time unless SEND_HOURS says otherwise', () => {
    expect(loadEnv({}).SEND_HOURS).toEqual({ from: 9, until: 20 });
    expect(loadEnv({ SEND_HOURS: '8-21' }).SEND_HOURS).toEqual({ from: 8, until: 21 });
    expect(loadEnv({ SEND_HOURS: '0-24' }).SEND_HOURS).toEqual({ from: 0, until: 24 });
    for (const bad of ['20-9', '9-25', 'night', '9'])
      expect(() => loadEnv({ SEND_HOURS: bad })).toThrow(/^配置错误 SEND_HOURS: SEND_HOURS 应形如 9-20/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy by default', () => {
      expect(loadEnv({}).TRUST_PROXY).toEqual([]);
    });

    it('reads proxy addresses and CIDR ranges, comma-separated', () => {
      expect(loadEnv({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8,::1,fd00::/8 ' }).TRUST_PROXY).toEqual([
        '127.0.0.1',
        '10.0.0.0/8',
        '::1',
        'fd00::/8',
      ]);
    });

    it('refuses "trust everyone" and anything that is not an address or range, in Chinese', () => {
      for (const bad of ['1', 'true', '*', '10.0.0.0/33', '300.1.1.1', 'proxy.local', '10.0.0.0/8/1', '::1/129']) {
        expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/^配置错误 TRUST_PROXY: TRUST_PROXY 应为反向代理的地址或网段/);
      }
    });
  });

  describe('reminder settings', () => {
    const sms = {
      SMS_ALIYUN_ACCESS_KEY_ID: 'LTAI-id',
      SMS_ALIYUN_ACCESS_KEY_SECRET: 'secret',
      SMS_ALIYUN_SIGN_NAME: '园区',
      SMS_ALIYUN_TEMPLATE_CODE: 'SMS_1',
    };

    it("defaults to the log channel every 60 minutes, against Alibaba Cloud's endpoint", () => {
      const env = loadEnv({});
      expect(env.REMINDER_CHANNELS).toEqual(['log']);
      expect(env.REMINDER_INTERVAL_MINUTES).toBe(60);
      expect(env.SMS_ALIYUN_ENDPOINT).toBe('https://dysmsapi.aliyuncs.com/');
    });

    it('reads a comma list of channels, ignoring spaces, case and repeats', () => {
      const env = loadEnv({
        REMINDER_CHANNELS: ' log, SMS ,sms,email',
        ...sms,
        SMTP_URL: 'smtp://u:p@mail.example.cn:587',
        SMTP_FROM: 'park@example.cn',
      });
      expect(env.REMINDER_CHANNELS).toEqual(['log', 'sms', 'email']);
    });

    it('refuses an unknown channel, an empty list and a bad interval with one line', () => {
      expect(() => loadEnv({ REMINDER_CHANNELS: 'log,fax' })).toThrow(
        /^配置错误 REMINDER_CHANNELS.*: REMINDER_CHANNELS 只能是 log、sms、email/,
      );
      expect(() => loadEnv({ REMINDER_CHANNELS: ' , ' })).toThrow(/^配置错误 REMINDER_CHANNELS: REMINDER_CHANNELS 至少填写一个渠道/);
      expect(() => loadEnv({ REMINDER_INTERVAL_MINUTES: '0' })).toThrow(/^配置错误 REMINDER_INTERVAL_MINUTES/);
      expect(() => loadEnv({ REMINDER_INTERVAL_MINUTES: 'hourly' })).toThrow(/^配置错误 REMINDER_INTERVAL_MINUTES/);
    });

    it('stops the start when a named channel is not configured, naming what is missing', () => {
      expect(() => loadEnv({ REMINDER_CHANNELS: 'sms' })).toThrow(
        '配置错误 REMINDER_CHANNELS: 启用短信提醒（sms）须设置 SMS_ALIYUN_ACCESS_KEY_ID、SMS_ALIYUN_ACCESS_KEY_SECRET、SMS_ALIYUN_SIGN_NAME、SMS_ALIYUN_TEMPLATE_CODE',
      );
      expect(() => loadEnv({ REMINDER_CHANNELS: 'sms', ...sms, SMS_ALIYUN_TEMPLATE_CODE: '' })).toThrow(/SMS_ALIYUN_TEMPLATE_CODE/);
      expect(() => loadEnv({ REMINDER_CHANNELS: 'email', SMTP_URL: 'smtp://mail.example.cn' })).toThrow(
        '配置错误 REMINDER_CHANNELS: 启用邮件提醒（email）须设置 SMTP_FROM',
      );
      expect(() => loadEnv({ SMTP_URL: 'http://mail.example.cn' })).toThrow(/^配置错误 SMTP_URL/);
      // Configured but not named is fine: the channel simply stays off.
      expect(loadEnv({ ...sms }).REMINDER_CHANNELS).toEqual(['log']);
      expect(loadEnv({ REMINDER_CHANNELS: 'sms', ...sms }).REMINDER_CHANNELS).toEqual(['sms']);
    });
  });
});
