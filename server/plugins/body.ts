import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';
import { InputTooDeepError, cleanInput } from '../lib/control-chars';
import { MSG } from '../../shared/messages';

const badJson = () => new AppError(0, MSG.badJson, 400);

/** A parsed body with control characters stripped from every string (lib/control-chars), or a 400 when too deep. */
function cleaned(value: Record<string, unknown>): Record<string, unknown> | AppError {
  try {
    return cleanInput(value);
  } catch (err) {
    if (err instanceof InputTooDeepError) return badJson();
    throw err;
  }
}

/**
 * JSON bodies (an empty body is an empty object) and the form encoding older clients send. Every text a request
 * carries — body, query string, path parameters — loses its control characters here, once, before any call sees it.
 */
export function registerBodyParsers(app: FastifyInstance, bodyLimit: number) {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(badJson(), undefined);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return done(badJson(), undefined);
    const result = cleaned(parsed as Record<string, unknown>);
    return result instanceof AppError ? done(result, undefined) : done(null, result);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    const result = cleaned(Object.fromEntries(new URLSearchParams(String(body))));
    return result instanceof AppError ? done(result, undefined) : done(null, result);
  });
  // Query strings and path parameters (GET /api/admin/warn_export?keyword=, /files/:id, /m/wechat/callback?sign=).
  // Callback-style: no promise per request.
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      if (req.query && typeof req.query === 'object') cleanInput(req.query);
      if (req.params && typeof req.params === 'object') cleanInput(req.params);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
}
