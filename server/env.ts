import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes'].includes(v)));

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
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
  /** Seed demo content into an empty embedded database on first start (default: on for the embedded database). */
  SEED_DEMO: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where `npm run build` put the pages (react-router.config.ts reads the same variable). */
  BUILD_DIR: z.string().min(1).default('build'),
  /** Serve web pages through Vite's dev server instead of the built bundle. */
  WEB_DEV: bool,
  TRUST_PROXY: bool,
  /** Minutes a session may sit idle, and hours it may live, by login type. */
  ADMIN_IDLE_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  ADMIN_SESSION_HOURS: z.coerce.number().int().min(1).max(24 * 7).default(12),
  USER_IDLE_MINUTES: z.coerce.number().int().min(1).max(60 * 24 * 30).default(60 * 24 * 7),
  USER_SESSION_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** WeChat official-account web authorization for QR sign-in; both set or neither. */
  WECHAT_APPID: z.string().trim().min(1).optional(),
  WECHAT_SECRET: z.string().trim().min(1).optional(),
  WECHAT_OPEN_BASE: z.url().default('https://open.weixin.qq.com'),
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  /** Demo QR sign-in (a nickname signs in): default on only for the embedded database without WeChat. */
  QR_DEMO: bool,
  QR_TTL_SECONDS: z.coerce.number().int().min(30).max(1800).default(300),
});

export type Env = z.infer<typeof schema> & { dataDir: string; publicUrl: string };

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
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
  };
}

/** Settings for tests and tools: defaults, overridden as needed. */
export function testEnv(overrides: Partial<Record<keyof z.input<typeof schema>, string>> = {}): Env {
  return loadEnv({ LOG_LEVEL: 'silent', ...overrides } as NodeJS.ProcessEnv);
}
