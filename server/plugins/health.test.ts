import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { testEnv } from '../env';
import { cachedCheck, HEALTH_CHECK_TTL_MS } from './health';

/** A check that counts its runs and answers as told; `settle` ends the one running. */
function fakeCheck() {
  const state = { runs: 0, fail: false, pending: [] as (() => void)[] };
  const check = () => {
    state.runs += 1;
    return new Promise<void>((resolve, reject) => {
      state.pending.push(() => (state.fail ? reject(new Error('down')) : resolve()));
    });
  };
  const settle = () => state.pending.splice(0).forEach((done) => done());
  return { state, check, settle };
}

describe('cachedCheck: the database is asked at most once per interval', () => {
  it('probes while a check runs share it; probes within the interval reuse its outcome', async () => {
    let now = 0;
    const { state, check, settle } = fakeCheck();
    const healthy = cachedCheck(check, { now: () => now });
    const probes = [healthy(), healthy(), healthy()];
    expect(state.runs).toBe(1);
    settle();
    expect(await Promise.all(probes)).toEqual([true, true, true]);
    now += HEALTH_CHECK_TTL_MS - 1;
    expect(await healthy()).toBe(true);
    expect(state.runs).toBe(1);
    now += 1;
    const next = healthy();
    expect(state.runs).toBe(2);
    settle();
    expect(await next).toBe(true);
  });

  it('a failure is kept for the interval too, reported once, and a later check can recover', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const { state, check, settle } = fakeCheck();
    const healthy = cachedCheck(check, { now: () => now, onError: (err) => errors.push(err) });
    state.fail = true;
    const first = healthy();
    settle();
    expect(await first).toBe(false);
    expect(await healthy()).toBe(false);
    expect(state.runs).toBe(1);
    expect(errors).toHaveLength(1);
    state.fail = false;
    now += HEALTH_CHECK_TTL_MS;
    const later = healthy();
    settle();
    expect(await later).toBe(true);
  });
});

describe('GET /healthz', () => {
  let dataDir: string;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-health-'));
    database = await openDatabase({});
    app = await buildApp({ env: testEnv({ DATA_DIR: dataDir }), database });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 200 with the database kind, and 503 with the envelope once the database is gone', async () => {
    const up = await app.inject({ method: 'GET', url: '/healthz' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ code: 1, msg: 'ok', data: { database: 'pglite' } });
    expect(up.headers['x-request-id']).toBeTruthy();
    await database.close();
    // The last check's outcome may still stand for up to the interval; after it the gone database shows.
    await new Promise((resolve) => setTimeout(resolve, HEALTH_CHECK_TTL_MS + 50));
    const down = await app.inject({ method: 'GET', url: '/healthz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ code: 0, msg: '数据库不可用', data: null });
  });
});
