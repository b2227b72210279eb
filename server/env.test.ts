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

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
