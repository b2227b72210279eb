import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../shared/calls/define';
import type { ResolveSession, SessionLookup } from '../lib/session-lookup';

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

/**
 * The header of a page view's in-process calls (plugins/web.ts), so that the page resolves its session once however
 * many calls its loaders make (issue 34: a back-office page made four to seven, each looking the session up again).
 * Its value names a page view being rendered: an unguessable id that lives only while the page renders. A call that
 * presents it with the page's own token gets the lookup the page's first call made; any other value, or another
 * token, is looked up as usual, so the header grants nothing.
 */
export const PAGE_SESSION_HEADER = 'x-page-session';

/** A page view's shared session lookup: the header value for its calls, and the end of it once the page is rendered. */
export type PageSession = { id: string; close: () => void };

declare module 'fastify' {
  interface FastifyRequest {
    /** The presented token names no session at all (sessionProblem 50008): refusals are counted, not audited one by one. */
    unknownToken: boolean;
  }
  interface FastifyInstance {
    /**
     * Opens a page view's shared session lookup for `token`. Only for page views that change nothing (GET: loaders
     * only): after an action (a sign-out, a password change) the loaders must see the session as it is now.
     */
    openPageSession: (token: string) => PageSession;
    /** What a token names now (a kept signed-in page is sent only to a session that is still live: plugins/web.ts). */
    lookUpSession: ResolveSession;
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
  /** Page views being rendered: their token, and the lookup their first call made. */
  const pages = new Map<string, { token: string; found?: Promise<SessionLookup> }>();
  app.decorate('lookUpSession', resolveSession);
  app.decorate('openPageSession', (token: string): PageSession => {
    const id = randomBytes(18).toString('base64url');
    pages.set(id, { token });
    return { id, close: () => pages.delete(id) };
  });
  /** The page view's lookup when the request is one of its calls with its token; otherwise a lookup of its own. */
  const lookUp = (req: FastifyRequest, token: string): Promise<SessionLookup> => {
    const id = req.headers[PAGE_SESSION_HEADER];
    const page = typeof id === 'string' ? pages.get(id) : undefined;
    if (!page || page.token !== token) return resolveSession(token);
    page.found ??= resolveSession(token);
    return page.found;
  };
  // Callback-style: a request without a token header or session cookie (every anonymous visitor) costs two
  // string tests and no promise; only a presented token is looked up.
  app.addHook('preHandler', (req, _reply, done) => {
    if (!req.url.startsWith(API_PREFIX) && !req.url.startsWith('/files/')) return done();
    const token = presentedToken(req, app.env.publicUrl);
    if (!token) return done();
    lookUp(req, token).then((found) => {
      if ('actor' in found) req.actor = found.actor;
      else {
        req.sessionProblem = found.problem;
        req.unknownToken = found.unknown === true;
      }
      done();
    }, done);
  });
}
