import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { AUDIT_RETENTION_DEFAULT_DAYS, AUDIT_RETENTION_MAX_DAYS, AUDIT_RETENTION_MIN_DAYS } from '../shared/contracts/audit';
import { REPLY_LIMIT_WORKING_DAYS } from '../shared/inbox/rules';
import { DEFAULT_SEND_HOURS, type SendHours } from '../shared/message-centre/kinds';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes'].includes(v)));

/** Where expiry reminders can go (server/modules/reminders). */
export const REMINDER_CHANNEL_NAMES = ['log', 'sms', 'email'] as const;
export type ReminderChannelName = (typeof REMINDER_CHANNEL_NAMES)[number];

const SMS_SETTINGS = [
  'SMS_ALIYUN_ACCESS_KEY_ID',
  'SMS_ALIYUN_ACCESS_KEY_SECRET',
  'SMS_ALIYUN_SIGN_NAME',
  'SMS_ALIYUN_TEMPLATE_CODE',
] as const;
const EMAIL_SETTINGS = ['SMTP_URL', 'SMTP_FROM'] as const;

/** A whole number from `min` to `max` (`fallback` when unset); anything else is refused with `msg`. */
const wholeNumber = (min: number, max: number, fallback: number, msg: string) =>
  z.coerce.number({ error: msg }).int({ error: msg }).min(min, { error: msg }).max(max, { error: msg }).default(fallback);

const AUDIT_RETENTION_MESSAGE = `AUDIT_RETENTION_DAYS 应为 ${AUDIT_RETENTION_MIN_DAYS} 至 ${AUDIT_RETENTION_MAX_DAYS} 的整数（审计日志至少保存 6 个月）`;

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Where the server listens: '::' (IPv6 and IPv4 on Linux; 0.0.0.0 when the machine has no IPv6) unless set. */
  HOST: z.string().trim().min(1).default('::'),
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL 必须是完整地址，例如 https://park.example.cn' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL 必须以 postgres:// 开头' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  ADMIN_USERNAME: z.string().trim().min(3).max(64).default('admin'),
  ADMIN_PASSWORD: z.string().min(10, { error: 'ADMIN_PASSWORD 至少 10 位' }).max(128).optional(),
  /** A file holding the first administrator's password (read once at the first start; issue 11). */
  ADMIN_PASSWORD_FILE: z.string().min(1).optional(),
  /** Staff second factor (TOTP): mandatory for every staff member (default: on with DATABASE_URL, optional on the embedded demo). */
  STAFF_TOTP_REQUIRED: bool,
  /** Days a staff password lives before it must be changed (GB/T 22239-2019). */
  STAFF_PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** One session per staff account: a new sign-in ends the older one (answers 50012, spec §6). */
  ADMIN_SINGLE_SESSION: bool,
  /** The data key for personal data at rest (AES-256-GCM): base64 of 32 bytes, or a file holding it. */
  DATA_KEY: z.string().min(1).optional(),
  DATA_KEY_FILE: z.string().min(1).optional(),
  /** Days after a rejection or withdrawal before the application's ID photos are deleted (PIPL minimisation). */
  ID_PHOTO_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /**
   * Days a sent message's copy of its address (phone, e-mail, WeChat openid) is kept in the delivery log; the
   * housekeeping job then blanks it, keeping what was sent, when and how it went (PIPL minimisation).
   */
  DELIVERY_ADDRESS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /**
   * Days an import's uploaded workbook (the park's records, contacts included) is kept for its report; the
   * housekeeping job then deletes the file, keeping the record and its counts (PIPL minimisation).
   */
  IMPORT_FILE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Days the audit trail is kept; the housekeeping job deletes older lines (issue 13; at least 6 months, 等保 2.0). */
  AUDIT_RETENTION_DAYS: wholeNumber(
    AUDIT_RETENTION_MIN_DAYS,
    AUDIT_RETENTION_MAX_DAYS,
    AUDIT_RETENTION_DEFAULT_DAYS,
    AUDIT_RETENTION_MESSAGE,
  ),
  /** Images one user may upload per day, and how many images the server decodes at once. */
  UPLOAD_DAILY_QUOTA: z.coerce.number().int().min(1).max(100000).default(200),
  UPLOAD_DECODE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Seed demo content into an empty embedded database on first start (default: on for the embedded database). */
  SEED_DEMO: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where `npm run build` put the pages (react-router.config.ts reads the same variable). */
  BUILD_DIR: z.string().min(1).default('build'),
  /** Serve web pages through Vite's dev server instead of the built bundle. */
  WEB_DEV: bool,
  /** The reverse proxies whose X-Forwarded-For is believed: addresses or CIDR ranges, comma-separated (unset: none). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => [
      ...new Set(
        (v ?? '')
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      ),
    ])
    .refine(
      (list) =>
        list.every((entry) => {
          const [ip = '', bits, extra] = entry.split('/');
          const family = isIP(ip);
          const maxBits = family === 4 ? 32 : 128;
          return family !== 0 && extra === undefined && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits));
        }),
      { error: 'TRUST_PROXY 应为反向代理的地址或网段，逗号分隔，例如 127.0.0.1,10.0.0.0/8（不能填 1 或 true）' },
    ),
  /** Minutes a session may sit idle, and hours it may live, by login type. */
  ADMIN_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  ADMIN_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(12),
  USER_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(60 * 24 * 7),
  /** Personal sessions live 7 days at most (issue 11). */
  USER_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7, { error: 'USER_SESSION_HOURS 最多 168（7 天）' })
    .default(24 * 7),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Failed passwords and codes per account from every network without a recent success together (issue 27). */
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(2).max(1000).default(20),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * Several app nodes (issue 14): where request counts live so limits hold across nodes. `redis` (REDIS_URL),
   * `database` (the shared PostgreSQL) or `memory` (this process). Default: redis when REDIS_URL is set, database
   * with DATABASE_URL, memory on the embedded database (one process by construction).
   */
  RATE_LIMIT_STORE: z.enum(['memory', 'database', 'redis'], { error: 'RATE_LIMIT_STORE 应为 memory、database 或 redis' }).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'REDIS_URL 必须以 redis:// 或 rediss:// 开头' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * After SIGTERM: how long /healthz says 503 while the server still answers what reaches it, before it stops
   * accepting connections and lets the requests in flight finish (docs/RELIABILITY.md). Match the proxy's health
   * check interval.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** Where uploads are kept: DATA_DIR/uploads unless set; several nodes point it at one shared directory. */
  UPLOADS_DIR: z.string().min(1).optional(),
  /**
   * Uploads in S3-compatible object storage instead (issue 14; server/lib/s3-storage.ts): the bucket, and for
   * anything but AWS itself the endpoint (MinIO, Aliyun OSS, Tencent COS…). Without keys the SDK's default chain
   * (AWS_* variables, profile, instance role) answers. Path-style addresses (endpoint/bucket/key) for MinIO and the like.
   */
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'S3_BUCKET 应为存储桶名称：3 至 63 位小写字母、数字、点或连字符' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT 必须是完整地址，例如 https://oss-cn-hangzhou.aliyuncs.com 或 http://minio:9000' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool,
  /**
   * Seconds a public answer or page for visitors without a session is kept in memory (docs/CACHING.md); every
   * change through the API empties the caches at once, this bounds what it cannot see (other nodes). 0: off.
   */
  PUBLIC_CACHE_SECONDS: wholeNumber(0, 60, 10, 'PUBLIC_CACHE_SECONDS 应为 0 至 60 的整数（0 表示不缓存）'),
  /** WeChat official-account web authorization for QR sign-in; both set or neither. */
  WECHAT_APPID: z.string().trim().min(1).optional(),
  WECHAT_SECRET: z.string().trim().min(1).optional(),
  WECHAT_OPEN_BASE: z.url().default('https://open.weixin.qq.com'),
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  /** Demo QR sign-in (a nickname signs in): default on only for the embedded database without WeChat. */
  QR_DEMO: bool,
  QR_TTL_SECONDS: z.coerce.number().int().min(30).max(1800).default(300),
  /** Expiry reminders to companies (issue 9): the channels, comma-separated (log, sms, email), and how often the job runs. */
  REMINDER_CHANNELS: z
    .string()
    .default('log')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((c) => c.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.enum(REMINDER_CHANNEL_NAMES, { error: 'REMINDER_CHANNELS 只能是 log、sms、email（逗号分隔）' }))
        .min(1, { error: 'REMINDER_CHANNELS 至少填写一个渠道：log、sms、email' }),
    ),
  REMINDER_INTERVAL_MINUTES: wholeNumber(1, 1440, 60, 'REMINDER_INTERVAL_MINUTES 应为 1 至 1440 的整数'),
  /** Consultations and service requests unanswered longer than this many working days are flagged (issue 10). */
  REPLY_LIMIT_WORKING_DAYS: wholeNumber(1, 20, REPLY_LIMIT_WORKING_DAYS, 'REPLY_LIMIT_WORKING_DAYS 应为 1 至 20 的整数'),
  /** Alibaba Cloud SMS (dysmsapi SendSms) for the sms channel. */
  SMS_ALIYUN_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  SMS_ALIYUN_ACCESS_KEY_SECRET: z.string().trim().min(1).optional(),
  SMS_ALIYUN_SIGN_NAME: z.string().trim().min(1).optional(),
  SMS_ALIYUN_TEMPLATE_CODE: z.string().trim().min(1).optional(),
  /**
   * Sign-in by SMS code (issue 30): the approved verification-code template, its variable `${code}`. With the AccessKey
   * and signature above it turns the 短信登录 tab on (server/modules/auth/sms-sender.ts).
   */
  SMS_ALIYUN_LOGIN_TEMPLATE_CODE: z.string().trim().min(1).optional(),
  /**
   * The message centre's SMS (issue 32): the approved template of "you have a new message", its variable `${title}`.
   * With the AccessKey and signature above it turns SMS on for messages (server/modules/message-centre/senders.ts).
   */
  SMS_ALIYUN_MESSAGE_TEMPLATE_CODE: z.string().trim().min(1).optional(),
  /**
   * The message centre's WeChat template messages (issue 32): the official account's template (its fields thing1 title,
   * thing2 short text, time3 time), sent with WECHAT_APPID/WECHAT_SECRET to the openid the QR sign-in recorded.
   */
  WECHAT_TEMPLATE_ID: z.string().trim().min(1).max(64).optional(),
  /**
   * The hours (park time, from-until, e.g. 9-20) in which notifications, expiry reminders and the message centre's SMS
   * go out; outside them they wait for the morning, so no text message wakes anyone at night. `0-24` sends at any hour.
   */
  SEND_HOURS: z
    .string()
    .trim()
    .default(`${DEFAULT_SEND_HOURS.from}-${DEFAULT_SEND_HOURS.until}`)
    .transform((v, ctx) => {
      const m = /^(\d{1,2})-(\d{1,2})$/.exec(v);
      const hours = m ? { from: Number(m[1]), until: Number(m[2]) } : null;
      if (!hours || hours.from >= hours.until || hours.until > 24) {
        ctx.addIssue({ code: 'custom', message: 'SEND_HOURS 应形如 9-20（园区时间，起始小时-结束小时，0-24 表示全天）' });
        return z.NEVER;
      }
      return hours as SendHours;
    }),
  /** How often the message sender looks for due SMS, e-mail and WeChat sends (seconds). */
  MESSAGE_SEND_INTERVAL_SECONDS: wholeNumber(1, 600, 5, 'MESSAGE_SEND_INTERVAL_SECONDS 应为 1 至 600 的整数'),
  /** Optional: the approved template for "your service request is completed" (without it that SMS is skipped, e-mail still goes). */
  SMS_ALIYUN_FEEDBACK_TEMPLATE_CODE: z.string().trim().min(1).optional(),
  SMS_ALIYUN_ENDPOINT: z
    .url({ error: 'SMS_ALIYUN_ENDPOINT 必须是完整地址，例如 https://dysmsapi.aliyuncs.com/' })
    .default('https://dysmsapi.aliyuncs.com/'),
  /** SMTP for the email channel: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/[^/\s]+/, { error: 'SMTP_URL 必须形如 smtp://用户名:密码@主机:端口 或 smtps://…' })
    .optional(),
  SMTP_FROM: z.string().trim().min(3).max(200).optional(),
});

/** `hostSet`: HOST was given, so the server listens there or fails (no fallback to IPv4 only; server/lib/listen.ts). */
export type Env = z.infer<typeof schema> & {
  dataDir: string;
  /** Where uploads are kept (UPLOADS_DIR, else DATA_DIR/uploads); not used when S3_BUCKET is set. */
  uploadsDir: string;
  rateLimitStore: 'memory' | 'database' | 'redis';
  publicUrl: string;
  hostSet: boolean;
};

/** Reads and validates the environment once; a bad setting stops the start with one clear line. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`配置错误 ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (!!e.WECHAT_APPID !== !!e.WECHAT_SECRET) throw new Error('配置错误 WECHAT_APPID/WECHAT_SECRET: 两项须同时设置');
  if (e.QR_DEMO && e.WECHAT_APPID) throw new Error('配置错误 QR_DEMO: 已配置微信登录时不能开启演示登录');
  // A channel named but not configured stops the start: reminders must not silently go nowhere.
  const missing = (names: readonly (keyof typeof e)[]) => names.filter((n) => !e[n]);
  if (e.REMINDER_CHANNELS.includes('sms') && missing(SMS_SETTINGS).length) {
    throw new Error(`配置错误 REMINDER_CHANNELS: 启用短信提醒（sms）须设置 ${missing(SMS_SETTINGS).join('、')}`);
  }
  // A login template without the account to send it with would leave the 短信登录 tab silently off.
  const smsAccount = ['SMS_ALIYUN_ACCESS_KEY_ID', 'SMS_ALIYUN_ACCESS_KEY_SECRET', 'SMS_ALIYUN_SIGN_NAME'] as const;
  if (e.SMS_ALIYUN_LOGIN_TEMPLATE_CODE && missing(smsAccount).length) {
    throw new Error(`配置错误 SMS_ALIYUN_LOGIN_TEMPLATE_CODE: 短信登录须同时设置 ${missing(smsAccount).join('、')}`);
  }
  if (e.SMS_ALIYUN_MESSAGE_TEMPLATE_CODE && missing(smsAccount).length) {
    throw new Error(`配置错误 SMS_ALIYUN_MESSAGE_TEMPLATE_CODE: 消息短信须同时设置 ${missing(smsAccount).join('、')}`);
  }
  if (e.WECHAT_TEMPLATE_ID && !e.WECHAT_APPID)
    throw new Error('配置错误 WECHAT_TEMPLATE_ID: 微信通知须同时设置 WECHAT_APPID/WECHAT_SECRET');
  if (e.REMINDER_CHANNELS.includes('email') && missing(EMAIL_SETTINGS).length) {
    throw new Error(`配置错误 REMINDER_CHANNELS: 启用邮件提醒（email）须设置 ${missing(EMAIL_SETTINGS).join('、')}`);
  }
  // Uploads go to one place: a bucket half-configured, or both a bucket and a directory, stops the start.
  if (e.S3_BUCKET && e.UPLOADS_DIR) {
    throw new Error(
      '配置错误 S3_BUCKET/UPLOADS_DIR: 上传文件只能放在一处：使用对象存储（S3_BUCKET）时请删除 UPLOADS_DIR，使用共享目录时请删除 S3_BUCKET',
    );
  }
  const s3Extras = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((n) => e[n]);
  if (!e.S3_BUCKET && (s3Extras.length || e.S3_FORCE_PATH_STYLE !== undefined)) {
    throw new Error(
      `配置错误 S3_BUCKET: 已设置 ${[...s3Extras, ...(e.S3_FORCE_PATH_STYLE !== undefined ? ['S3_FORCE_PATH_STYLE'] : [])].join('、')}，但没有设置 S3_BUCKET（上传文件仍会存到本地目录）`,
    );
  }
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
    throw new Error('配置错误 S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY: 两项须同时设置（都不设置时使用 SDK 默认的凭证来源）');
  }
  const rateLimitStore = e.RATE_LIMIT_STORE ?? (e.REDIS_URL ? 'redis' : e.DATABASE_URL ? 'database' : 'memory');
  if (rateLimitStore === 'redis' && !e.REDIS_URL) throw new Error('配置错误 RATE_LIMIT_STORE: 使用 redis 须设置 REDIS_URL');
  if (rateLimitStore === 'database' && !e.DATABASE_URL) {
    throw new Error('配置错误 RATE_LIMIT_STORE: 内置数据库只允许一个进程，请求计数放在内存（memory）即可；多节点部署请设置 DATABASE_URL');
  }
  return {
    ...e,
    rateLimitStore,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    dataDir: path.resolve(e.DATA_DIR),
    hostSet: !!source.HOST?.trim(),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
  };
}

/** Settings for tests and tools: defaults, overridden as needed. */
export function testEnv(overrides: Partial<Record<keyof z.input<typeof schema>, string>> = {}): Env {
  // Request counts stay in each test's process unless a test asks for a shared store.
  return loadEnv({ LOG_LEVEL: 'silent', RATE_LIMIT_STORE: 'memory', ...overrides } as NodeJS.ProcessEnv);
}
