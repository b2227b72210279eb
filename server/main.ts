import path from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/index';
import { loadEnv, type Env } from './env';
import { ensureFirstAdmin } from './modules/auth/users.service';
import { dataChanged } from './lib/signed-in-cache';
import { startHousekeeping } from './modules/housekeeping/housekeeping.service';
import { ensureRegions } from './modules/regions/regions.service';
import { createChannels } from './modules/reminders/channels';
import { startReminderScheduler } from './modules/reminders/reminders.scheduler';
import { startMessageSending } from './modules/message-centre/message-centre.public';
import { runContentPublishing, startPublishing } from './modules/content/publishing.job';
import { runPolicyPublishing } from './modules/articles/policy-publishing.job';
import { runReplyDeadlines } from './modules/inbox/reply-deadlines.job';
import { runBookingReminders } from './modules/bookings/booking-reminders.job';
import { encryptPlaintextUploads } from './modules/uploads/uploads.service';
import { warnExposedData } from './lib/data-dir';
import { listenOnHost } from './lib/listen';
import { markDraining } from './plugins/health';

/** How long in-flight requests may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

async function start() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    poolSize: env.DB_POOL_SIZE,
    // A first start on a new DATA_DIR copies the build's embedded cluster (scripts/db-template.ts) instead of
    // running initdb, the migrations and the divisions' load.
    template: path.resolve(env.BUILD_DIR, 'pgdata-template'),
  });
  await database.migrate();
  await ensureRegions(database.db);
  const app = await buildApp({ env, database, web: true });
  // DATA_DIR, pgdata, secrets and uploads are made 0700 (files 0600); older ones others can read are named here.
  warnExposedData(app.log, env);
  await ensureFirstAdmin(database.db, env, app.log);
  const seedDemo = env.SEED_DEMO ?? database.kind === 'pglite';
  if (seedDemo) await seedIfEmpty(database.db, app.log);

  // Sensitive files stored before encryption at rest (issue 11) are sealed in place; idempotent, quick when none.
  const sealed = await encryptPlaintextUploads(database.db, app.storage, app.box);
  if (sealed > 0) app.log.info({ files: sealed }, 'encrypted sensitive uploads stored in plain text');

  // Purges (sessions, QR sign-ins, login counters, abandoned uploads, ID photos past retention): shortly after
  // the start, then hourly; never in tests, which call runHousekeeping directly.
  const housekeeping = startHousekeeping({
    db: database.db,
    storage: app.storage,
    env,
    clock: app.clock,
    log: app.log.child({ job: 'housekeeping' }),
    afterRun: () => dataChanged(app),
  });

  // Expiry reminders (only here, never in tests; the first run comes shortly after the start): every process
  // may run them, the claim sends each reminder once.
  const reminders = startReminderScheduler({
    db: database.db,
    channels: createChannels(env, app.log),
    intervalMinutes: env.REMINDER_INTERVAL_MINUTES,
    log: app.log.child({ job: 'reminders' }),
    now: app.clock,
    sendHours: env.SEND_HOURS,
    afterRun: () => dataChanged(app),
  });

  // The message centre's SMS, e-mail and WeChat sends (only here, never in tests): every few seconds, in every process;
  // the claim sends each once.
  const messageSending = startMessageSending(app, env.MESSAGE_SEND_INTERVAL_SECONDS);

  // Scheduled policies and other content become public when due, deleted ones are purged after the recovery
  // period; staff are told of consultations and service requests due today (issue 32): each minute.
  const publishing = startPublishing(app, [runPolicyPublishing, runContentPublishing, runReplyDeadlines, runBookingReminders]);

  // Requests in progress, for the graceful stop below.
  let inFlight = 0;
  app.addHook('onRequest', (_req, _reply, next) => {
    inFlight += 1;
    next();
  });
  app.addHook('onResponse', (_req, _reply, next) => {
    inFlight = Math.max(0, inFlight - 1);
    next();
  });
  app.addHook('onRequestAbort', (_req, next) => {
    inFlight = Math.max(0, inFlight - 1);
    next();
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    housekeeping.stop();
    // Draining: /healthz says 503 so the proxy sends no more, and for SHUTDOWN_DRAIN_MS the server still takes up
    // the connections already made (closing the listener at once would reset those still waiting to be accepted).
    markDraining(app);
    await new Promise((r) => setTimeout(r, env.SHUTDOWN_DRAIN_MS));
    // A busy server may not yet have read requests already sent (closing now would reset them): it stops only
    // once nothing has been in progress for a moment, which lets it read and answer them (SHUTDOWN_GRACE_MS at most).
    const quietSince = Date.now() + SHUTDOWN_GRACE_MS;
    for (let quiet = 0; quiet < 3 && Date.now() < quietSince;) {
      await new Promise((r) => setTimeout(r, 50));
      quiet = inFlight === 0 ? quiet + 1 : 0;
    }
    // No new connections; each open one closes once its request is answered (a keep-alive connection left idle
    // would otherwise hold the process open), and whatever still runs after SHUTDOWN_GRACE_MS is cut.
    const drain = setInterval(() => app.server.closeIdleConnections(), 100);
    const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await app.close();
    clearInterval(drain);
    clearTimeout(cut);
    await reminders.stop();
    await messageSending.stop();
    await publishing.stop();
    await database.close();
    app.log.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // '::' unless HOST is set: IPv6 and IPv4; 0.0.0.0 with a warning on a machine without IPv6 (lib/listen.ts).
  await listenOnHost(app, { port: env.PORT, host: env.HOST, hostSet: env.hostSet });
  app.log.info(`园区企业服务门户已启动：${env.publicUrl}（数据库：${database.kind === 'pglite' ? '内置 PGlite' : 'PostgreSQL'}）`);
}

start().catch((err: unknown) => {
  process.stderr.write(`启动失败：${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
