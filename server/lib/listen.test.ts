import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testEnv } from '../env';
import { createTestApp, type TestApp } from '../test/harness';
import { DEFAULT_HOST, IPV4_ANY, listenOnHost } from './listen';

/** GET /healthz over one address family; the status, or the error's code. */
function healthz(host: string, port: number): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get({ host, port, path: '/healthz', timeout: 5_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

/**
 * The IPv6 loopback this test connects to. A machine without it cannot show dual stack: the test fails and says
 * so, it does not pass without having checked.
 */
function requireIpv6Loopback() {
  const has = Object.values(os.networkInterfaces()).some((list) => list?.some((a) => a.family === 'IPv6' && a.address === '::1'));
  if (!has) throw new Error('本机没有 IPv6 回环地址 ::1（IPv6 已关闭？）：无法验证 IPv4 + IPv6 双栈监听，请在有 IPv6 的机器上运行');
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the server listens', () => {
  it("by default on '::', reachable over IPv6 (::1) and IPv4 (127.0.0.1) on one port", async () => {
    requireIpv6Loopback();
    t = await createTestApp();
    expect(t.env.HOST).toBe(DEFAULT_HOST);
    expect(t.env.hostSet).toBe(false);
    const host = await listenOnHost(t.app, { port: 0, host: t.env.HOST, hostSet: t.env.hostSet });
    expect(host).toBe('::');
    const { port } = t.app.server.address() as AddressInfo;
    expect(await healthz('::1', port)).toBe(200);
    expect(await healthz('127.0.0.1', port)).toBe(200);
  });

  it('on HOST when it is set: 127.0.0.1 answers on IPv4 only', async () => {
    requireIpv6Loopback();
    t = await createTestApp({ HOST: '127.0.0.1' });
    expect(t.env.hostSet).toBe(true);
    await listenOnHost(t.app, { port: 0, host: t.env.HOST, hostSet: t.env.hostSet });
    const { port } = t.app.server.address() as AddressInfo;
    expect(await healthz('127.0.0.1', port)).toBe(200);
    expect(await healthz('::1', port)).toBe('ECONNREFUSED');
  });

  it('on HOST=::1 when it is set: IPv6 only', async () => {
    requireIpv6Loopback();
    t = await createTestApp({ HOST: '::1' });
    await listenOnHost(t.app, { port: 0, host: t.env.HOST, hostSet: t.env.hostSet });
    const { port } = t.app.server.address() as AddressInfo;
    expect(await healthz('::1', port)).toBe(200);
    expect(await healthz('127.0.0.1', port)).toBe('ECONNREFUSED');
  });
});

describe('without IPv6 on the machine', () => {
  const noIpv6 = () => Object.assign(new Error('listen EAFNOSUPPORT: address family not supported :::3000'), { code: 'EAFNOSUPPORT' });

  it('the default falls back to 0.0.0.0 with a warning instead of failing to start', async () => {
    const listen = vi.fn(async ({ host }: { host?: string }) => {
      if (host === '::') throw noIpv6();
      return `http://${host}:3000`;
    });
    const warn = vi.fn();
    const app = { listen, log: { warn } } as unknown as Parameters<typeof listenOnHost>[0];
    expect(await listenOnHost(app, { port: 3000, host: DEFAULT_HOST, hostSet: false })).toBe(IPV4_ANY);
    expect(listen.mock.calls.map(([o]) => o.host)).toEqual(['::', '0.0.0.0']);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![1])).toContain('IPv6');
  });

  it('HOST set to :: explicitly fails as asked (no silent change of address); other errors are not hidden', async () => {
    const app = { listen: vi.fn(async () => Promise.reject(noIpv6())), log: { warn: vi.fn() } } as unknown as Parameters<
      typeof listenOnHost
    >[0];
    await expect(listenOnHost(app, { port: 3000, host: '::', hostSet: true })).rejects.toThrow('EAFNOSUPPORT');
    const busy = {
      listen: vi.fn(async () => Promise.reject(Object.assign(new Error('in use'), { code: 'EADDRINUSE' }))),
      log: { warn: vi.fn() },
    } as unknown as Parameters<typeof listenOnHost>[0];
    await expect(listenOnHost(busy, { port: 3000, host: '::', hostSet: false })).rejects.toThrow('in use');
  });

  it('Fastify listens again after a refused listen (what the fallback relies on)', async () => {
    const app = Fastify({ logger: false });
    app.get('/healthz', async () => ({ ok: true }));
    try {
      // 192.0.2.0/24 is documentation space: not an address of this machine, so the kernel refuses it like '::' without IPv6.
      await expect(app.listen({ port: 0, host: '192.0.2.123' })).rejects.toMatchObject({ code: 'EADDRNOTAVAIL' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      expect(await healthz('127.0.0.1', port)).toBe(200);
    } finally {
      await app.close();
    }
  });
});

it('HOST defaults to :: and keeps an explicit setting', () => {
  expect(testEnv().HOST).toBe('::');
  expect(testEnv().hostSet).toBe(false);
  expect(testEnv({ HOST: '0.0.0.0' })).toMatchObject({ HOST: '0.0.0.0', hostSet: true });
});
