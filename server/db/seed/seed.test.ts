import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, getTableName, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { PAGE_SIZE } from '../../../shared/constants';
import { CONFIG_KEYS } from '../../../shared/contracts/site';
import { CONSULT_ACTION, TRAINING_CONSULT_ACTION } from '../../../shared/labels/consultations';
import { Code } from '../../../shared/envelope';
import type { Db } from '../client';
import * as schema from '../schema/index';
import { quarterOf } from '../../lib/dates';
import { searchTokens } from '../../lib/search';
import { confirmDemo, createQrLogin } from '../../modules/auth/qr.service';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedIfEmpty } from './index';
import { addDays, todayCst } from './util';
import * as articlesCalls from '../../../shared/calls/articles';
import * as companiesCalls from '../../../shared/calls/companies';
import type { ApiCall } from '../../../shared/calls/define';
import * as roomsCalls from '../../../shared/calls/rooms';
import * as servicesCalls from '../../../shared/calls/services';
import * as siteCalls from '../../../shared/calls/site';

const { articles, companies, financeItems, leases, policies, rooms, serviceFees, siteSettings, startupItems, techItems, trainItems } =
  schema;

async function rowsIn(db: Db, table: PgTable, where?: SQL) {
  const [r] = await db.select({ n: count() }).from(table).where(where);
  return r!.n;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, t.app.log);
});
afterAll(() => t.close());

describe('seeding an empty database', () => {
  it('gives every public list at least two pages at the spec page sizes', async () => {
    const lists: [ApiCall<z.ZodType, z.ZodType<unknown[]>>, object, number][] = [
      [articlesCalls.serverList, {}, PAGE_SIZE.information],
      [articlesCalls.articleList, { type: 1 }, PAGE_SIZE.information],
      [articlesCalls.articleList, { type: 2 }, PAGE_SIZE.information],
      [servicesCalls.techList, {}, PAGE_SIZE.technics],
      [servicesCalls.startupList, {}, PAGE_SIZE.startupList],
      [servicesCalls.financeList, {}, PAGE_SIZE.finance],
      [servicesCalls.trainList, {}, PAGE_SIZE.training],
      [roomsCalls.roomList, {}, PAGE_SIZE.rooms],
      [companiesCalls.shopList, {}, PAGE_SIZE.companyList],
    ];
    for (const [call, body, size] of lists) {
      const res = await t.call(call, { ...body, start: 2, page_size: size });
      expect(res.body.code, call.path).toBe(Code.OK);
      expect(res.body.count, call.path).toBeGreaterThan(size);
      expect(res.body.data.length, call.path).toBeGreaterThan(0);
    }
    const db = t.database.db;
    expect(await rowsIn(db, rooms, eq(rooms.occupancy, 0))).toBeGreaterThan(PAGE_SIZE.rooms);
    expect(await rowsIn(db, companies, eq(companies.status, 1))).toBeGreaterThan(PAGE_SIZE.companyList);
    for (const type of [1, 2, 3]) {
      const res = await t.call(servicesCalls.startupList, { type });
      expect(res.body.count, `start-up type ${type}`).toBeGreaterThanOrEqual(8);
    }
  });

  it('puts something under every policy category and every quarter', async () => {
    for (const type of [1, 2, 3]) {
      for (const quarter of [1, 2, 3, 4]) {
        const res = await t.call(articlesCalls.serverList, { type, quarter });
        expect(res.body.count, `category ${type}, quarter ${quarter}`).toBeGreaterThan(0);
      }
    }
  });

  it('stores each policy under the quarter of its release time', async () => {
    const rows = await t.database.db.select({ quarter: policies.quarter, releaseTime: policies.releaseTime }).from(policies);
    expect(rows.length).toBeGreaterThanOrEqual(26);
    for (const r of rows) expect(r.quarter).toBe(quarterOf(r.releaseTime));
  });

  it('fills the search columns of every searchable row from its text', async () => {
    for (const table of [policies, articles, techItems, startupItems, financeItems, trainItems, rooms, companies]) {
      const rows = await t.database.db
        .select({ text: table.searchText, tokens: table.searchTokens })
        .from(table as PgTable & typeof policies);
      for (const r of rows) {
        expect(r.tokens.length, getTableName(table)).toBeGreaterThan(0);
        expect(r.tokens).toEqual(searchTokens(r.text));
      }
    }
  });

  it('finds seeded policies by a keyword of their titles', async () => {
    const res = await t.call(articlesCalls.serverList, { keyword: '科技' });
    expect(res.body.count).toBeGreaterThan(0);
    expect(res.body.data.some((p: { title: string }) => p.title.includes('科技'))).toBe(true);
  });

  it('sets every configuration key, with pictures and payment codes that exist', async () => {
    const keys = (await t.database.db.select({ key: siteSettings.key }).from(siteSettings)).map((r) => r.key);
    expect(keys.sort()).toEqual([...CONFIG_KEYS, 'system_type'].sort());
    const config = (await t.call(siteCalls.config)).body.data as Record<string, unknown>;
    // shop_number is left empty: the public 入驻企业 figure then counts the listed companies.
    for (const key of CONFIG_KEYS.filter((k) => k !== 'shop_number')) expect(config[key], key).toBeTruthy();
    expect(config.shop_number).toBe('');
    expect((config.collect_code as string[]).length).toBeGreaterThanOrEqual(2);
  });

  it('refers only to demo files that are in web/public/demo', async () => {
    const dump = await t.database.db.execute(sql`
      select string_agg(x, ' ') as txt from (
        select value::text as x from site_settings union all select image from banners union all select image from partners
        union all select content || ' ' || files::text from policies
        union all select image || ' ' || content from articles union all select image from tech_items
        union all select image from startup_items union all select image from finance_items union all select image from train_items
        union all select image from rooms union all select logo || ' ' || license_path || ' ' || id_front_path || ' ' || id_back_path from companies
        union all select avatar from users union all select array_to_string(files, ' ') from feedback) t`);
    const text = String((dump as unknown as { rows: { txt: string }[] }).rows[0]!.txt);
    const paths = [...new Set(text.match(/\/demo\/[\w./-]+\.(svg|pdf)/g) ?? [])];
    expect(paths.length).toBeGreaterThan(40);
    const missing = paths.filter((p) => !existsSync(path.join('web/public', p)));
    expect(missing).toEqual([]);
  });

  it('dates leases so warnings show overdue, within a week and within a month, across two pages', async () => {
    const db = t.database.db;
    const today = todayCst();
    const active = eq(leases.status, 1);
    expect(await rowsIn(db, leases, and(active, lt(leases.paidUntil, today)))).toBeGreaterThan(0);
    expect(await rowsIn(db, leases, and(active, gte(leases.paidUntil, today), lte(leases.paidUntil, addDays(today, 7))))).toBeGreaterThan(
      0,
    );
    const withinMonth = and(active, lte(leases.paidUntil, addDays(today, 30)));
    expect(await rowsIn(db, leases, and(withinMonth, gte(leases.paidUntil, addDays(today, 8))))).toBeGreaterThan(0);
    expect(await rowsIn(db, leases, withinMonth)).toBeGreaterThan(PAGE_SIZE.warnings);
    const feesWarned = and(eq(serviceFees.status, 1), lte(serviceFees.paidUntil, addDays(today, 30)));
    expect(await rowsIn(db, serviceFees, feesWarned)).toBeGreaterThan(PAGE_SIZE.warnings);
  });

  it("makes the companies' people demo accounts, so the demo QR sign-in can sign in as them", async () => {
    const db = t.database.db;
    expect(await rowsIn(db, schema.users, and(eq(schema.users.loginType, 2), eq(schema.users.demo, false)))).toBe(0);
    // The demo provider's own service, whatever provider this test database's settings give (PostgreSQL in CI).
    const { sign } = await createQrLogin(db, t.env, 'demo', { ip: '127.0.0.1', userAgent: 'test', bindSecret: 'b'.repeat(43) });
    const { userId } = await confirmDemo(db, sign, '王启明');
    const [owner] = await db.select({ userId: companies.userId }).from(companies).where(eq(companies.contactName, '王启明'));
    expect(userId).toBe(owner!.userId);
  });

  it('names, in the demo texts, the button each detail page shows: 咨询报名 on a training, 我要咨询 elsewhere', async () => {
    const db = t.database.db;
    const trainings = await db.select({ content: schema.trainItems.content }).from(schema.trainItems);
    const services = await db.select({ content: schema.techItems.content }).from(schema.techItems);
    expect(trainings.length).toBeGreaterThan(0);
    for (const { content } of trainings) {
      expect(content).toContain(`点击“${TRAINING_CONSULT_ACTION}”`);
      expect(content).not.toContain(CONSULT_ACTION);
    }
    for (const { content } of services) expect(content).toContain(`点击“${CONSULT_ACTION}”`);
  });
});
