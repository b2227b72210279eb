import { and, asc, count, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ContractStatus, addMonths, fenToYuan, tabBounds, warnLimit } from '../../../shared/billing/rules';
import { ShopStatus } from '../../../shared/constants';
import type { WarnData } from '../../../shared/contracts/billing';
import type { Page } from '../../../shared/contracts/common';
import { ContentState } from '../../../shared/contracts/content-admin';
import type { Db } from '../../db/client';
import { companies, leases, rooms, serviceFees } from '../../db/schema/index';
import { pageWithCount } from '../../lib/pagination';
import { escapeLike, keywordMatch } from '../../lib/search';
import { ROOM_LEASED, contractTable, toContract } from './billing.service';

/**
 * Keyword on the company's name (token index) or, as a substring, on the contract's own columns: its title (room
 * number, fee name) and its contract number.
 */
export function contractKeyword(keyword: string | undefined, ...own: PgColumn[]): SQL | undefined {
  if (!keyword) return undefined;
  const like = `%${escapeLike(keyword)}%`;
  return or(keywordMatch(companies.searchTokens, companies.searchText, keyword), ...own.map((col) => sql`${col} ilike ${like}`));
}

type WarnQuery = Page & { keyword?: string; type: number };
const companyFields = { name: companies.name, contactName: companies.contactName, mobile: companies.mobile };

function warnCond(status: PgColumn, paidUntil: PgColumn, own: PgColumn[], q: WarnQuery, today: string) {
  const b = tabBounds(q.type, today);
  return and(eq(status, ContractStatus.LIVE), lte(paidUntil, b.until), contractKeyword(q.keyword, ...own));
}

/**
 * One page of live contracts warned under the tab (paid-through ascending, then id), with the count and the
 * amount due over the whole filtered set: one query for the page, one for the totals.
 */
export async function warnList(db: Db, kind: number, q: WarnQuery, today: string) {
  const { table, title } = contractTable(kind);
  const cond = warnCond(table.status, table.paidUntil, [title, table.contractNumber], q, today);
  const byCompany = eq(companies.id, table.companyId);
  const list = db.select({ c: table, company: companyFields }).from(table).innerJoin(companies, byCompany);
  const money = sql<string>`coalesce(sum(${table.amountDue}), 0)`;
  const { rows, total, totals } = await pageWithCount(
    list.where(cond).orderBy(asc(table.paidUntil), asc(table.id)).$dynamic(),
    q,
    db.select({ n: count(), money }).from(table).innerJoin(companies, byCompany).where(cond),
  );
  return { rows: rows.map((r) => ({ contract: toContract(r.c), company: r.company })), total, money: Number(totals?.money ?? 0) };
}

type Tally = { warned: number; overdue: number; money: number };
type ContractTable = typeof leases | typeof serviceFees;

/** A contract table's live contracts warned by `today` (due within the warning limit), overdue, and their amount due. */
function tally(db: Db, table: ContractTable, today: string) {
  const { status, paidUntil, amountDue } = table;
  const limit = warnLimit(today);
  return db
    .select({
      tally: sql`json_build_object(
        'warned', count(*) filter (where ${paidUntil} <= ${limit}),
        'overdue', count(*) filter (where ${paidUntil} < ${today}),
        'money', coalesce(sum(${amountDue}) filter (where ${paidUntil} <= ${limit}), 0))`,
    })
    .from(table)
    .where(and(eq(status, ContractStatus.LIVE), lte(paidUntil, limit)));
}

/** A contract table's live contracts paid through a month in [from, until), by month: [month, count, amount due] rows as JSON. */
function expiriesByMonth(db: Db, table: ContractTable, from: string, until: string) {
  const { status, paidUntil, amountDue } = table;
  const month = sql<string>`to_char(${paidUntil}, 'YYYY-MM')`;
  const byMonth = db
    .select({ month: month.as('month'), n: count().as('n'), money: sql`coalesce(sum(${amountDue}), 0)`.as('money') })
    .from(table)
    .where(and(eq(status, ContractStatus.LIVE), gte(paidUntil, from), lt(paidUntil, until)))
    .groupBy(month)
    .as('by_month');
  return db
    .select({ months: sql`coalesce(json_agg(json_build_array(${byMonth.month}, ${byMonth.n}, ${byMonth.money})), '[]'::json)` })
    .from(byMonth);
}

const monthMap = (rows: unknown) =>
  new Map((rows as [string, number, number][]).map(([month, n, money]) => [month, { n: Number(n), money: Number(money) }]));

/**
 * The staff overview: rooms, settled companies, warnings, occupancy and the next 12 months of expiries. One statement
 * (each figure a subquery of its own): the embedded database runs statements one after another, and six took six
 * turns of it on every 房租预警 page.
 */
export async function warnData(db: Db, today: string): Promise<WarnData> {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const afterYear = addMonths(firstOfMonth, 12);
  const settled = db.select({ n: count() }).from(companies).where(eq(companies.status, ShopStatus.PASSED));
  const [row] = await db
    .select({
      all: count(),
      leased: sql<number>`count(*) filter (where ${ROOM_LEASED})`.mapWith(Number),
      shops: sql<number>`(${settled})`.mapWith(Number),
      leaseTally: sql<Tally>`(${tally(db, leases, today)})`,
      feeTally: sql<Tally>`(${tally(db, serviceFees, today)})`,
      leaseMonths: sql`(${expiriesByMonth(db, leases, firstOfMonth, afterYear)})`,
      feeMonths: sql`(${expiriesByMonth(db, serviceFees, firstOfMonth, afterYear)})`,
    })
    .from(rooms)
    .where(eq(rooms.status, ContentState.PUBLISHED));
  const none: Tally = { warned: 0, overdue: 0, money: 0 };
  const leaseTally = row?.leaseTally ?? none;
  const feeTally = row?.feeTally ?? none;
  const leaseMonths = monthMap(row?.leaseMonths ?? []);
  const feeMonths = monthMap(row?.feeMonths ?? []);
  const all = row?.all ?? 0;
  const leased = row?.leased ?? 0;
  const expiry_months = Array.from({ length: 12 }, (_, k) => {
    const month = addMonths(firstOfMonth, k).slice(0, 7);
    const l = leaseMonths.get(month);
    const f = feeMonths.get(month);
    return { month, leases: l?.n ?? 0, fees: f?.n ?? 0, money: fenToYuan((l?.money ?? 0) + (f?.money ?? 0)) };
  });
  return {
    room_number: all,
    shop_number: row?.shops ?? 0,
    warn_number: leaseTally.warned,
    other_warn_number: feeTally.warned,
    overdue_number: leaseTally.overdue + feeTally.overdue,
    room_rate: all ? ((leased * 100) / all).toFixed(1) : '0.0',
    leased_room_number: leased,
    total_money: fenToYuan(Number(leaseTally.money)),
    other_total_money: fenToYuan(Number(feeTally.money)),
    expiry_months,
    today,
  };
}
