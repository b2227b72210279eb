import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveSession } from '../modules/auth/session.service';

export const TOKEN_COOKIE = 'token';

/**
 * The `token` header (spec §6) or, for our own web pages, the HttpOnly `token` cookie. A cookie is honoured
 * only on same-origin requests, so another site cannot make calls with a visitor's session.
 */
function presentedToken(req: FastifyRequest): string | undefined {
  const header = req.headers.token;
  if (typeof header === 'string' && header) return header;
  const cookie = req.cookies?.[TOKEN_COOKIE];
  if (!cookie) return undefined;
  const origin = req.headers.origin;
  if (origin) {
    try {
      if (new URL(origin).host !== req.headers.host) return undefined;
    } catch {
      return undefined;
    }
  }
  return cookie;
}

export function registerSession(app: FastifyInstance) {
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionProblem', null);
  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/api/') && !req.url.startsWith('/files/')) return;
    const token = presentedToken(req);
    if (!token) return;
    const found = await resolveSession(app.db, app.env, token);
    if ('actor' in found) req.actor = found.actor;
    else req.sessionProblem = found.problem;
  });
}
