// @vitest-environment happy-dom
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@shared/envelope';
import { clearTokenCookie, getSession, tokenCookie } from './session.server';

function context(token: string | undefined, answer: Envelope) {
  const api = vi.fn(async (_call: string) => answer);
  const ctx: AppLoadContext = {
    token,
    publicUrl: 'http://localhost',
    secureCookies: false,
    api: api as AppLoadContext['api'],
    isQrHandOver: async () => false,
  };
  return Object.assign(ctx, { api });
}

describe('tokenCookie', () => {
  it('is HttpOnly, same-site and lives until the session expires', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(tokenCookie('abc', '2026-01-01T01:00:00Z', false, now)).toBe('token=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600');
    expect(tokenCookie('abc', '2026-01-01T01:00:00Z', true, now)).toMatch(/; Secure$/);
    expect(clearTokenCookie(false)).toContain('Max-Age=0');
  });

  it('over https is a __Host- cookie: Secure, Path=/, no Domain', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const set = tokenCookie('abc', '2026-01-01T01:00:00Z', true, now);
    expect(set).toBe('__Host-token=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600; Secure');
    expect(set).not.toMatch(/Domain=/i);
    expect(clearTokenCookie(true)).toBe('__Host-token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure');
  });

  it('never outlives 7 days, whatever expiry it is given', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(tokenCookie('abc', '2026-03-01T00:00:00Z', false, now)).toMatch(new RegExp(`Max-Age=${7 * 24 * 3600}$`));
    expect(tokenCookie('abc', 'not a date', false, now)).toMatch(/Max-Age=0$/);
  });
});

describe('getSession', () => {
  it('asks the server once per request however many loaders need the user', async () => {
    const ctx = context('t'.repeat(43), {
      code: 1,
      msg: '',
      data: { id: 1, type: 1, nickname: 'a', avatar: '', username: 'a', sign: '', shop: null },
    });
    const [a, b] = await Promise.all([getSession(ctx), getSession(ctx)]);
    expect(a).toBe(b);
    expect(a.user?.id).toBe(1);
    expect(ctx.api).toHaveBeenCalledTimes(1);
  });

  it('treats a refused session as signed out and marks the cookie stale', async () => {
    const ctx = context('t'.repeat(43), { code: 50014, msg: '登录已过期，请重新登录', data: null });
    expect(await getSession(ctx)).toEqual({ user: null, stale: true, ended: 50014 });
  });

  it('makes no call without a cookie', async () => {
    const ctx = context(undefined, { code: 1, msg: '', data: null });
    expect(await getSession(ctx)).toEqual({ user: null, stale: false, ended: null });
    expect(ctx.api).not.toHaveBeenCalled();
  });
});
