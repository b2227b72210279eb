import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginType } from '../../shared/constants';
import { policyTally } from '../modules/articles/articles.service';
import { resolveSession } from '../modules/auth/session.service';
import { createTestApp, signIn, type TestApp } from '../test/harness';
import type { Db } from './client';
import { policyTokenCounts } from './schema/index';
import { keptStatement, keptStatements } from './kept-statement';

describe('keptStatements', () => {
  it('builds each shape once per database handle', () => {
    const build = vi.fn((_db: Db, shape: string) => ({ shape }));
    const kept = keptStatements(build);
    const a = {} as Db;
    const b = {} as Db;
    expect(kept(a, '1')).toBe(kept(a, '1'));
    expect(kept(a, '2')).not.toBe(kept(a, '1'));
    expect(kept(b, '1')).not.toBe(kept(a, '1'));
    expect(build).toHaveBeenCalledTimes(3);
    const one = vi.fn((_db: Db) => ({}));
    const single = keptStatement(one);
    single(a);
    single(a);
    single(b);
    expect(one).toHaveBeenCalledTimes(2);
  });
});

/**
 * Issue 34: the statements every signed-in call and every keyword list send are built once per handle; a later run
 * only sends its values (no statement text is made again) and answers as a statement built afresh would.
 */
describe('statements built once (db/kept-statement.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('the session lookup: the second lookup builds no statement, and each token still finds its own session', async () => {
    const a = await signIn(t);
    const b = await signIn(t, { type: LoginType.ADMIN });
    const first = await resolveSession(t.database.db, t.env, a.token);
    expect(first).toMatchObject({ actor: { userId: a.user.id, loginType: LoginType.PERSONAL } });
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      const second = await resolveSession(t.database.db, t.env, b.token);
      expect(second).toMatchObject({ actor: { userId: b.user.id, loginType: LoginType.ADMIN } });
      expect(await resolveSession(t.database.db, t.env, 'x'.repeat(43))).toEqual({ problem: 50008, unknown: true });
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('the token counts: one statement per shape, the counts of the tokens asked, within the category asked', async () => {
    // Counts as the triggers keep them: 青瓷 in two categories and two quarters, 瓷 in one.
    await t.database.db.insert(policyTokenCounts).values([
      { token: '青瓷', category: 1, quarter: 1, n: 3 },
      { token: '青瓷', category: 2, quarter: 2, n: 4 },
      { token: '瓷', category: 1, quarter: 1, n: 5 },
    ]);
    const all = await policyTally(t.database.db)(['青瓷', '瓷', '无此词']);
    expect(Object.fromEntries(all)).toEqual({ 青瓷: 7, 瓷: 5 });
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      expect(Object.fromEntries(await policyTally(t.database.db)(['瓷', '青瓷', '又一']))).toEqual({ 青瓷: 7, 瓷: 5 });
      expect(Object.fromEntries(await policyTally(t.database.db, { type: 2 })(['青瓷']))).toEqual({ 青瓷: 4 });
      expect(Object.fromEntries(await policyTally(t.database.db, { type: 2 })(['瓷']))).toEqual({});
      // The first run of a shape builds it; the same shape again, with other values, does not.
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });
});
