import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, addMonths, ContractStatus } from '../../../shared/billing/rules';
import { ShopStatus } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { companies, leases, serviceFees } from '../../db/schema/index';
import { searchText, searchTokens } from '../../lib/search';
import type { ReminderChannel, ReminderMessage } from './channels';

/** Test fixtures for the reminder tests (not used by the server). */

let seq = 0;

export async function makeCompany(db: Db, over: { name?: string; mobile?: string; email?: string } = {}) {
  seq += 1;
  const name = over.name ?? `测试企业${seq}有限公司`;
  const text = searchText(name);
  const [row] = await db
    .insert(companies)
    .values({
      name,
      contactName: '王经理',
      mobile: over.mobile ?? `139${String(10_000_000 + seq).slice(-8)}`,
      email: over.email ?? '',
      status: ShopStatus.PASSED,
      searchText: text,
      searchTokens: searchTokens(text),
    })
    .returning();
  return row!;
}

/** A live lease paid through `paidUntil` (the other dates around it). */
export async function makeLease(db: Db, companyId: number, paidUntil: string, over: { roomNumber?: string; status?: number } = {}) {
  seq += 1;
  const start = addMonths(paidUntil, -6);
  const [row] = await db
    .insert(leases)
    .values({
      companyId,
      roomNumber: over.roomNumber ?? `R-${seq}`,
      signDate: start,
      leaseMonths: 24,
      startDate: start,
      endDate: addDays(addMonths(start, 24), -1),
      paidUntil,
      price: 500_000,
      cycleMonths: 3,
      amountDue: 1_500_000,
      status: over.status ?? ContractStatus.LIVE,
    })
    .returning();
  return row!;
}

export async function makeFee(db: Db, companyId: number, paidUntil: string, title = '物业费') {
  const start = addMonths(paidUntil, -3);
  const [row] = await db
    .insert(serviceFees)
    .values({
      companyId,
      title,
      signDate: start,
      leaseMonths: 12,
      signExpire: addDays(addMonths(start, 12), -1),
      paidUntil,
      price: 80_000,
      cycleMonths: 3,
      amountDue: 240_000,
    })
    .returning();
  return row!;
}

/** A channel that keeps what it was given; `fail` makes it answer failed. */
export function recordingChannel(name: 'log' | 'sms' | 'email' = 'log') {
  const sent: ReminderMessage[] = [];
  const channel: ReminderChannel & { sent: ReminderMessage[]; fail: string } = {
    name,
    sent,
    fail: '',
    async send(m) {
      if (channel.fail) return { to: m.mobile, status: 'failed', error: channel.fail };
      sent.push(m);
      return { to: m.mobile, status: 'sent', error: '' };
    },
  };
  return channel;
}

/** A logger whose lines the test can read. */
export function memoryLogger(): { log: FastifyBaseLogger; lines: () => string } {
  const chunks: string[] = [];
  const log = pino({ level: 'info' }, { write: (s: string) => void chunks.push(s) }) as unknown as FastifyBaseLogger;
  return { log, lines: () => chunks.join('') };
}

export const silentLog = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

/** A moment in park time (UTC+8): parkTime('2026-03-10', 10) is 10:00 in Shanghai. */
export function parkTime(date: string, hour: number, minute = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (hour - 8) * 3_600_000 + minute * 60_000);
}
