import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import { ANSWER_ENCODINGS, COMPRESS_MIN_BYTES } from './lib/cached-page';
import { inModule } from './lib/call';
import { cipherBox, loadDataKey, type CipherBox } from './lib/crypto';
import { createStorage, type FileStorage } from './lib/storage';
import { contentRoutes } from './modules/content/content.routes';
import { articlesRoutes } from './modules/articles/articles.routes';
import { apidocsRoutes } from './modules/apidocs/apidocs.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { accountLinksRoutes } from './modules/auth/account-links.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { mySessionsRoutes } from './modules/auth/my-sessions.routes';
import { qrScanRoutes } from './modules/auth/qr-scan.routes';
import { qrRoutes } from './modules/auth/qr.routes';
import { isQrHandOver } from './modules/auth/qr.service';
import { resolveSession } from './modules/auth/session.service';
import { smsRoutes } from './modules/auth/sms.routes';
import { staffPasswordRoutes } from './modules/auth/staff-password.routes';
import { staffTotpRoutes } from './modules/auth/staff-totp.routes';
import { wechatHandOverRoutes } from './modules/auth/wechat-handover.routes';
import { consumeSmsCode } from './modules/auth/auth.public';
import { billingRoutes } from './modules/billing/billing.routes';
import { briefRoutes } from './modules/companies/brief.routes';
import { directoryRoutes } from './modules/companies/directory.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { inboxRoutes } from './modules/inbox/inbox.routes';
import { membersRoutes } from './modules/members/members.routes';
import { consultationsRoutes } from './modules/consultations/consultations.routes';
import { roomsRoutes } from './modules/rooms/rooms.routes';
import { policyNoticesRoutes } from './modules/policy-notices/policy-notices.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { messageCentreRoutes } from './modules/message-centre/message-centre.routes';
import { lockoutsRoutes } from './modules/staff/lockouts.routes';
import { staffRolesRoutes } from './modules/staff/staff-roles.routes';
import { staffSessionsRoutes } from './modules/staff/staff-sessions.routes';
import { staffTotpResetRoutes } from './modules/staff/staff-totp.routes';
import { staffAccountRoutes } from './modules/staff/staff.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { columnsRoutes } from './modules/columns/columns.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { searchRoutes } from './modules/search/search.routes';
import { regionsRoutes } from './modules/regions/regions.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { siteRoutes } from './modules/site/site.routes';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes';
import { registerAuditHooks } from './plugins/audit';
import { registerBodyParsers } from './plugins/body';
import { registerErrorHandling } from './plugins/errors';
import { registerHealth } from './plugins/health';
import { registerHttpSecurity } from './plugins/http-security';
import { registerPublicCache } from './lib/response-cache';
import { registerRateLimit } from './plugins/rate-limit';
import { loggerOptions, OneLineRequestLog, requestIdGenerator } from './plugins/logging';
import { registerSession } from './plugins/session';
import { registerWeb, type PageDependencies } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    env: Env;
    database: Database;
    storage: FileStorage;
    /** AES-256-GCM with the data key (lib/crypto): personal data at rest. */
    box: CipherBox;
    /** The current time; tests fix it (warnings and reminders are computed against it). */
    clock: () => Date;
  }
}

export type BuildOptions = {
  env: Env;
  database: Database;
  /** Serve the web pages too (off for API-only tests). */
  web?: boolean;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** Where the log goes (default stdout); tests read it to prove no secret is written. */
  logStream?: DestinationStream;
};

/** Builds the server: plugins, then the API modules, then the web pages, explicitly and in this order. */
export async function buildApp({ env, database, web = false, now = () => new Date(), logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Tokens, cookies, QR signs in URLs and SQL parameters never reach the log (plugins/logging.ts).
    logger: env.LOG_LEVEL === 'silent' ? false : loggerOptions(env.LOG_LEVEL, logStream),
    // One line per request, when it completes (Fastify's default writes two).
    logController: new OneLineRequestLog(),
    // The request id: our own, or a listed proxy's x-request-id (plugins/logging.ts), never a client's.
    genReqId: requestIdGenerator(env.TRUST_PROXY),
    // Only the listed proxies' X-Forwarded-For is believed; with none listed, req.ip is the socket's address.
    trustProxy: env.TRUST_PROXY.length ? env.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });
  app.decorate('db', database.db);
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('clock', now);
  app.decorate('storage', createStorage(env));
  app.decorate('box', cipherBox(loadDataKey(env)));
  registerErrorHandling(app);
  registerAuditHooks(app);
  registerBodyParsers(app, 1024 * 1024);
  await app.register(cookie);
  // Helmet's headers (computed once), the request id, the origin check, CSP and cache headers.
  await registerHttpSecurity(app);
  // Bodies under 1 KB are sent as they are (compressing them costs more than it saves). JSON answers up to 64 KB
  // are compressed in one synchronous call: a zlib stream per answer (the plugin's default above 8 KB on two
  // cores) cost a quarter of the CPU of a home-page call; pages, larger, still stream. gzip is preferred to brotli
  // (ANSWER_ENCODINGS says why); the built scripts and styles are sent as compressed at build time (plugins/web.ts).
  await app.register(compress, { threshold: COMPRESS_MIN_BYTES, syncThreshold: 64 * 1024, encodings: [...ANSWER_ENCODINGS] });
  // Requests per minute per client (plugins/rate-limit.ts), before the routes it counts.
  await registerRateLimit(app);
  // Who a presented token is: the auth module's query, handed to the plugin (plugins import no module).
  registerSession(app, { resolveSession: (token) => resolveSession(app.db, app.env, token) });
  registerPublicCache(app);

  // The database is checked at most once a second, however often probes ask (plugins/health.ts).
  registerHealth(app);

  await app.register(inModule('auth', authRoutes));
  await app.register(inModule('auth', staffPasswordRoutes));
  await app.register(inModule('auth', staffTotpRoutes));
  await app.register(inModule('auth', mySessionsRoutes));
  await app.register(inModule('auth', qrRoutes));
  await app.register(inModule('auth', qrScanRoutes));
  await app.register(inModule('auth', wechatHandOverRoutes));
  await app.register(inModule('auth', smsRoutes));
  await app.register(inModule('auth', accountLinksRoutes));
  await app.register(inModule('site', siteRoutes));
  await app.register(inModule('articles', articlesRoutes));
  await app.register(inModule('content', contentRoutes));
  await app.register(inModule('services', servicesRoutes));
  await app.register(inModule('rooms', roomsRoutes));
  await app.register(inModule('companies', directoryRoutes));
  await app.register(inModule('companies', briefRoutes));
  await app.register(inModule('consultations', consultationsRoutes));
  await app.register(inModule('search', searchRoutes));
  await app.register(inModule('regions', regionsRoutes));
  await app.register(inModule('uploads', uploadsRoutes));
  await app.register(inModule('applications', applicationsRoutes));
  await app.register(inModule('billing', billingRoutes));
  await app.register(inModule('reminders', remindersRoutes));
  await app.register(inModule('feedback', feedbackRoutes));
  await app.register(inModule('inbox', inboxRoutes));
  await app.register(inModule('policy-notices', policyNoticesRoutes));
  await app.register(inModule('imports', importsRoutes));
  await app.register(inModule('message-centre', messageCentreRoutes));
  await app.register(inModule('bookings', bookingsRoutes));
  // A company's team (issue 30); the contact mobile's SMS code is checked by auth, which in turn asks members who a user acts for.
  await app.register(inModule('members', membersRoutes, { verifyContactCode: (check) => consumeSmsCode(app.db, check, app.clock()) }));
  await app.register(inModule('staff', staffAccountRoutes));
  await app.register(inModule('staff', staffRolesRoutes));
  await app.register(inModule('staff', staffTotpResetRoutes));
  await app.register(inModule('staff', staffSessionsRoutes));
  await app.register(inModule('staff', lockoutsRoutes));
  await app.register(inModule('audit', auditRoutes));
  await app.register(inModule('columns', columnsRoutes));
  await app.register(inModule('categories', categoriesRoutes));
  await app.register(inModule('apidocs', apidocsRoutes));
  // robots.txt and sitemap.xml: before the pages, whose guard would send a crawler to /login.
  await app.register(inModule('sitemap', sitemapRoutes));

  if (web) await registerWeb(app, pageDependencies(app));
  return app;
}

/** What the web pages need of the modules, handed to plugins/web.ts (which imports none): the login page's QR check. */
export function pageDependencies(app: FastifyInstance): PageDependencies {
  return { isQrHandOver: (token, bindSecret, now) => isQrHandOver(app.db, app.env, token, bindSecret, now) };
}
