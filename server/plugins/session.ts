import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../shared/calls/define';
import type { ResolveSession } from '../lib/session-lookup';

/** The session cookie over plain http (development, an intranet without TLS). */
export const TOKEN_COOKIE = 'token';
/**
 * Over https the cookie is `__Host-token`: the browser accepts it only with Secure, Path=/ and no Domain, so a
 * neighbouring subdomain cannot plant or overwrite a session (web/lib/session.server.ts sets it).
 */
export const SECURE_TOKEN_COOKIE = '__Host-token';

/** The cookie name that applies to this server's address. */
export function tokenCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https://') ? SECURE_TOKEN_COOKIE : TOKEN_COOKIE;
}

/** The session cookie's value, read under the name that applies (never the other one). */
export function sessionCookieOf(req: FastifyRequest, publicUrl: string): string | undefined {
  return req.cookies?.[tokenCookieName(publicUrl)] || undefined;
}

/**
 * The `token` header (spec §6) or, for our own web pages, the HttpOnly session cookie. State-changing requests
 * from another site were already refused (plugins/http-security.ts); a cookie on a cross-site read is ignored.
 */
function presentedToken(req: FastifyRequest, publicUrl: string): string | undefined {
  const header = req.headers.token;
  if (typeof header === 'string' && header) return header;
  const cookie = sessionCookieOf(req, publicUrl);
  if (!cookie) return undefined;
  const origin = req.headers.origin;
  if (origin) {
    try {
      if (new URL(origin).host !== req.headers.host && new URL(origin).origin !== new URL(publicUrl).origin) return undefined;
    } catch {
      return undefined;
    }
  }
  return cookie;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The presented token names no session at all (sessionProblem 50008): refusals are counted, not audited one by one. */
    unknownToken: boolean;
  }
}

/**
 * `resolveSession`: what a presented token names. The query is the auth module's (session.service.ts); server/app.ts
 * passes it in, so this plugin imports no module.
 */
export function registerSession(app: FastifyInstance, { resolveSession }: { resolveSession: ResolveSession }) {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionProblem', null);
  app.decorateRequest('unknownToken', false);
  // Callback-style: a request without a token header or session cookie (every anonymous visitor) costs two
  // string tests and no promise; only a presented token is looked up.
  app.addHook('preHandler', (req, _reply, done) => {
    if (!req.url.startsWith(API_PREFIX) && !req.url.startsWith('/files/')) return done();
    const token = presentedToken(req, app.env.publicUrl);
    if (!token) return done();
    resolveSession(token).then((found) => {
      if ('actor' in found) req.actor = found.actor;
      else {
        req.sessionProblem = found.problem;
        req.unknownToken = found.unknown === true;
      }
      done();
    }, done);
  });
}
