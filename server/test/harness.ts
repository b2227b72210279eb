import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { testEnv, type Env } from '../env';
import { FIRST_ADMIN_ROLES, type StaffRoleValue } from '../../shared/auth/staff-roles';
import type { ApiCall, CallData } from '../../shared/calls/define';
import { LoginType } from '../../shared/constants';
import { Code } from '../../shared/envelope';
import { users } from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { createSession } from '../modules/auth/session.service';
import { ensureRegions } from '../modules/regions/regions.service';
import { embeddedDump } from './embedded-dump';

/** `ip`: the client address the call comes from (app.inject's remoteAddress); `userAgent` likewise. */
export type CallOptions = { ip?: string; userAgent?: string };

/** What a test gets back from a call: the HTTP status and the envelope. */
export type Answer<T> = { status: number; body: { code: number; msg: string; data: T; count?: number; [extra: string]: unknown } };

/** A call declared in shared/calls/: typed body data, checked against the declaration when it succeeds. */
export type TestCall = <C extends ApiCall>(call: C, body?: unknown, token?: string, opts?: CallOptions) => Promise<Answer<CallData<C>>>;

/**
 * The envelope as it came over the wire, nothing assumed about `data`: a raw test narrows what it reads. `data` may be
 * missing (some refusals leave it out) and a few answers carry fields beside it.
 */
export type RawEnvelope = { code: number; msg: string; data?: unknown; count?: number; [extra: string]: unknown };
export type RawAnswer = { status: number; body: RawEnvelope };

/** A POST to a path named on purpose (route inventories, fuzzing, the spec's paths): the raw HTTP contract. */
export type RawCall = (path: string, body?: unknown, token?: string, opts?: CallOptions) => Promise<RawAnswer>;

/** A RawCall through app.inject: the HTTP status and the parsed JSON body, unchecked. */
export function injectRaw(app: FastifyInstance): RawCall {
  return async (path, body = {}, token, opts = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      payload: body as object,
      headers: { ...(token ? { token } : {}), ...(opts.userAgent ? { 'user-agent': opts.userAgent } : {}) },
      ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    });
    return { status: res.statusCode, body: res.json<RawEnvelope>() };
  };
}

/** A TestCall through app.inject: the one way tests make declared calls (see TestApp.call). */
export function injectCall(app: FastifyInstance): TestCall {
  const raw = injectRaw(app);
  return async <C extends ApiCall>(declared: C, body: unknown = {}, token?: string, opts: CallOptions = {}) => {
    const answer = await raw(declared.path, body, token, opts);
    if (answer.body.code !== Code.OK) return answer as Answer<CallData<C>>;
    const parsed = declared.result.safeParse(answer.body.data);
    if (!parsed.success) throw new Error(`${declared.path} answered data its declaration does not describe: ${parsed.error.message}`);
    return answer as Answer<CallData<C>>;
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  env: Env;
  /**
   * POST a call declared in shared/calls/; returns the envelope and the HTTP status, with typed data. A success whose
   * data does not match the declaration fails the test (the body is left free: tests send bad input on purpose).
   */
  call: TestCall;
  /** POST to a path written out, for tests of the raw HTTP contract (they name the path on purpose); data is unknown. */
  raw: RawCall;
  close: () => Promise<void>;
};

/**
 * A fresh database on the server `base` names (TEST_DATABASE_URL), its address, and how to drop it. A copy of
 * TEST_DATABASE_TEMPLATE when set (scripts/test-pg.ts makes it once a run: the migrations applied, the divisions
 * loaded), which takes a fraction of the time the migrations take; the harness still runs them (a no-op then).
 */
export async function createTestDatabase(base: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (template && !/^[a-z0-9_]+$/.test(template)) throw new Error(`TEST_DATABASE_TEMPLATE is not a database name: ${template}`);
  await run(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** A TestApp of an app that is ready: its calls through app.inject, and `close` to end it. */
export function testApp(app: FastifyInstance, database: Database, env: Env, close: () => Promise<void>): TestApp {
  return { app, database, env, call: injectCall(app), raw: injectRaw(app), close };
}

/**
 * The app on a fresh database with the real migrations and the divisions: embedded PGlite in memory by default (loaded
 * from embeddedDump's archive), or a new database on the PostgreSQL server named by TEST_DATABASE_URL (created here,
 * dropped on close). `beforeReady` registers more on the app (the pages) before it starts.
 */
export async function createTestApp(
  envOverrides: Parameters<typeof testEnv>[0] = {},
  opts: {
    now?: () => Date;
    beforeReady?: (app: FastifyInstance) => Promise<void>;
    /** Where the log goes (set LOG_LEVEL too): tests that prove a secret is never written read it. */
    logStream?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const base = process.env.TEST_DATABASE_URL;
  const created = base ? await createTestDatabase(base, 'test') : undefined;
  const databaseUrl = created?.url;
  const dropDb = created?.drop;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  const env = testEnv({ RATE_LIMIT_PER_MINUTE: '100000', DATA_DIR: dataDir, ...envOverrides });
  const database = await openDatabase({ databaseUrl, poolSize: 4, ...(databaseUrl ? {} : { dump: await embeddedDump() }) });
  await database.migrate();
  if (databaseUrl) await ensureRegions(database.db);
  const app = await buildApp({ env, database, now: opts.now, logStream: opts.logStream });
  await opts.beforeReady?.(app);
  await app.ready();
  return testApp(app, database, env, async () => {
    await app.close();
    await database.close();
    await dropDb?.();
    await rm(dataDir, { recursive: true, force: true });
  });
}

let seq = 0;

/** A user with a live session; returns the token the way a login would. */
export async function signIn(
  t: TestApp,
  opts: { type?: number; username?: string; password?: string; roles?: StaffRoleValue[] } = {},
): Promise<{ user: typeof users.$inferSelect; token: string }> {
  const type = opts.type ?? LoginType.PERSONAL;
  seq += 1;
  const [user] = await t.database.db
    .insert(users)
    .values({
      loginType: type,
      username: type === LoginType.ADMIN ? (opts.username ?? `admin${seq}`) : null,
      passwordHash: opts.password ? await hashPassword(opts.password) : null,
      nickname: type === LoginType.ADMIN ? '管理员' : `用户${seq}`,
      // Staff default to the first administrator's roles (system, content, operations); a test names others.
      staffRoles: type === LoginType.ADMIN ? (opts.roles ?? [...FIRST_ADMIN_ROLES]) : [],
    })
    .returning();
  const { token } = await createSession(t.database.db, t.env, { id: user!.id, loginType: type }, { ip: '127.0.0.1', userAgent: 'test' });
  return { user: user!, token };
}
