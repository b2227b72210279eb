import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';
import { MSG } from '../../shared/messages';

/** JSON bodies (an empty body is an empty object) and the form encoding older clients send. */
export function registerBodyParsers(app: FastifyInstance, bodyLimit: number) {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        return done(new AppError(0, MSG.badJson, 400), undefined);
      }
      done(null, parsed);
    } catch {
      done(new AppError(0, MSG.badJson, 400), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
