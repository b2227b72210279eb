import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { addDays, parkToday } from '../../../shared/billing/rules';
import { BOOKING_MSG, BookingStatus, hourMinute } from '../../../shared/bookings/rules';
import * as bookingsCalls from '../../../shared/calls/bookings';
import { bookings, messages } from '../../db/schema/index';
import { testEnv } from '../../env';
import { ALL_DAY, buildSpace, companyMember, type Booker } from '../../test/booking-factories';
import type { TestApp } from '../../test/harness';
import { sharedDatabase } from '../../test/nodes';

/**
 * Issue 33's race: companies pressing 预约 for one slot at the same moment on two app nodes. The database's exclusion
 * constraint (bookings_no_overlap) lets exactly one through; every other answer is 该时段已被预约，请选择其他时间 and
 * writes nothing. On PostgreSQL (TEST_DATABASE_URL) each node has its own connection pool on one database, as two
 * server processes have; on PGlite the two nodes share the one in-process database. The real clock: tomorrow (park
 * time) in a space open all day.
 */
const nodes = sharedDatabase({ name: 'bookrace' });
let dataDir: string;
let a: TestApp;
let b: TestApp;
let companies: Booker[];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bookrace-'));
  await nodes.setUp();
  const env = testEnv({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000' });
  a = await nodes.node(env);
  b = await nodes.node(env);
  companies = [];
  for (let i = 0; i < 20; i++) companies.push(await companyMember(i % 2 ? b : a));
});

afterAll(async () => {
  await nodes.closeNodes();
  await nodes.tearDown();
  await rm(dataDir, { recursive: true, force: true });
});

const tomorrow = () => addDays(parkToday(new Date()), 1);
const book = (node: TestApp, who: Booker, spaceId: number, start: string, end: string) =>
  node.call(bookingsCalls.roomBook, { space_id: spaceId, start, end, subject: '抢订测试', people: 2 }, who.token);

/** Pairs of holding bookings of one space that overlap: must be none, whatever the application did. */
const overlaps = async (spaceId: number) => {
  const res = await a.database.db.execute(sql`
    select count(*)::int as n from ${bookings} x join ${bookings} y
      on x.space_id = y.space_id and x.id < y.id
     and tstzrange(x.start_at, x.end_at) && tstzrange(y.start_at, y.end_at)
    where x.space_id = ${spaceId} and x.status in (0, 1) and y.status in (0, 1)`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n);
};

describe('20 companies booking one slot at once, half on each node', () => {
  it('ends with exactly one booking; the 19 others hear 该时段已被预约，请选择其他时间 and nothing of theirs is written', async () => {
    const space = await buildSpace(a.database.db, { openingHours: ALL_DAY, freeMinutes: 60, pricePerHour: 8000 });
    const day = tomorrow();
    const messagesBefore = (await a.database.db.select({ n: count() }).from(messages))[0]!.n;

    const answers = await Promise.all(companies.map((who, i) => book(i % 2 ? b : a, who, space.id, `${day} 10:00`, `${day} 12:00`)));

    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const won = answers.filter((r) => r.body.code === 1);
    const lost = answers.filter((r) => r.body.code !== 1);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => r.body.msg)).toEqual(Array(19).fill('该时段已被预约，请选择其他时间'));
    const winner = companies[answers.indexOf(won[0]!)]!;

    const rows = await a.database.db.select().from(bookings).where(eq(bookings.spaceId, space.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: won[0]!.body.data.id,
      companyId: winner.companyId,
      status: BookingStatus.CONFIRMED,
      chargedMinutes: 60,
      charge: 8000,
    });
    expect((await a.database.db.select({ n: count() }).from(messages))[0]!.n).toBe(messagesBefore);
    // Each node sees the same day: the slot is the winner's.
    for (const [node, who] of [
      [a, winner],
      [b, companies.find((c) => c !== winner)!],
    ] as const) {
      const slots = (await node.call(bookingsCalls.roomSlots, { space_id: space.id, date: day }, who.token)).body.data.slots;
      expect(slots.find((s) => s.start === '10:00')!.state).toBe(who === winner ? 'mine' : 'taken');
    }
  });

  it('lets no two of 20 staggered, partly overlapping bookings both through', async () => {
    const space = await buildSpace(a.database.db, { openingHours: ALL_DAY });
    const day = tomorrow();
    // Hour-long bookings starting every half hour from 08:00, each asked for twice: neighbours overlap by 30 minutes.
    const answers = await Promise.all(
      companies.map((who, i) => {
        const from = 8 * 60 + 30 * (i % 10);
        return book(i % 2 ? b : a, who, space.id, `${day} ${hourMinute(from)}`, `${day} ${hourMinute(from + 60)}`);
      }),
    );
    const won = answers.filter((r) => r.body.code === 1);
    expect(answers.map((r) => r.body.msg).filter((msg, i) => answers[i]!.body.code !== 1 && msg !== BOOKING_MSG.taken)).toEqual([]);
    // Ten windows in a chain, each overlapping only its neighbours: whatever the order, what is left cannot take one
    // more (a refusal means an overlapping booking holds), so between 4 (e.g. 08:30, 10:00, 11:30, 12:30) and 5 fit.
    expect(won.length).toBeGreaterThanOrEqual(4);
    expect(won.length).toBeLessThanOrEqual(5);
    const rows = await a.database.db.select().from(bookings).where(eq(bookings.spaceId, space.id));
    expect(rows).toHaveLength(won.length);
    expect(await overlaps(space.id)).toBe(0);
  });
});
