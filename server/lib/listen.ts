import type { FastifyInstance } from 'fastify';

/** The default address: every IPv6 and (dual stack, as Node opens it on Linux) every IPv4 address. */
export const DEFAULT_HOST = '::';
/** Where the default falls back to on a machine without IPv6. */
export const IPV4_ANY = '0.0.0.0';

/** What the kernel answers a listen on '::' when IPv6 is off (ipv6.disable=1, a container without it). */
const NO_IPV6 = new Set(['EAFNOSUPPORT', 'EADDRNOTAVAIL', 'EPROTONOSUPPORT']);

type Listener = Pick<FastifyInstance, 'listen' | 'log'>;

/**
 * Starts listening: on HOST when it was set (and fails if that fails), otherwise on '::' — IPv6 and IPv4 alike —
 * falling back to 0.0.0.0 with a warning when the machine has no IPv6 rather than not starting. Returns the
 * address listened on.
 */
export async function listenOnHost(app: Listener, opts: { port: number; host: string; hostSet: boolean }): Promise<string> {
  try {
    await app.listen({ port: opts.port, host: opts.host });
    return opts.host;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (opts.hostSet || opts.host !== DEFAULT_HOST || !code || !NO_IPV6.has(code)) throw err;
    app.log.warn({ code }, `本机不支持 IPv6（${code}），改为仅在 IPv4 ${IPV4_ANY} 上监听；设置 HOST 可指定地址`);
    await app.listen({ port: opts.port, host: IPV4_ANY });
    return IPV4_ANY;
  }
}
