import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_SECONDS,
  SMS_MSG,
  SMS_PER_NETWORK_HOUR,
  SMS_PER_PHONE_DAY,
  SMS_RESEND_SECONDS,
  type SmsPurpose,
} from '../../../shared/auth/sms-code';
import { LoginType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { smsCodes, users } from '../../db/schema/index';
import { fail } from '../../lib/errors';
import { purgeCaptchas } from './captcha.service';

/**
 * SMS codes (issue 30): made here, checked here. A code is 6 random digits (crypto), kept only as a hash tied to its
 * phone and purpose, good for SMS_CODE_TTL_SECONDS, once, with SMS_CODE_MAX_TRIES tries; only the newest code of a
 * phone, purpose and account counts (asking again ends the older one). The rows are also the send counts.
 */

/** The transaction-level advisory lock (class 'smsc', key: the phone) that serializes the sends of one phone. */
const SMS_SEND_LOCK = 0x736d7363;

/** The stored hash of a code: bound to its phone and purpose, so one row's hash says nothing of another's. */
export function smsCodeHash(phone: string, purpose: SmsPurpose, code: string): string {
  return createHash('sha256').update(`sms-code\n${purpose}\n${phone}\n${code}`).digest('hex');
}

/** A fresh code: SMS_CODE_LENGTH digits, uniformly random. */
export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

export type SmsCodeRequest = { phone: string; purpose: SmsPurpose; userId: number | null; network: string };

/** How far a phone and a network are from their limits. */
export async function smsSendCounts(db: Db, phone: string, network: string, now: Date, dayStart: Date) {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const [byNetwork] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.network, network), gt(smsCodes.createdAt, hourAgo)));
  const [lastOfPhone] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const [byPhoneToday] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, dayStart)));
  return { networkHour: byNetwork?.n ?? 0, phoneLast: lastOfPhone?.createdAt ?? null, phoneToday: byPhoneToday?.n ?? 0 };
}

/**
 * Keeps a new code for `req` and returns it, refusing (发送过于频繁) when the phone asked within
 * SMS_RESEND_SECONDS, asked SMS_PER_PHONE_DAY times this park day, or the network SMS_PER_NETWORK_HOUR times this
 * hour. The checks and the insert run under the phone's lock, so two sends at once cannot both pass.
 */
export async function storeSmsCode(db: Db, req: SmsCodeRequest, now: Date, dayStart: Date): Promise<string> {
  const code = newSmsCode();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SMS_SEND_LOCK}, hashtext(${req.phone}))`);
    const counts = await smsSendCounts(tx as unknown as Db, req.phone, req.network, now, dayStart);
    const tooSoon = counts.phoneLast && now.getTime() - counts.phoneLast.getTime() < SMS_RESEND_SECONDS * 1000;
    if (tooSoon || counts.phoneToday >= SMS_PER_PHONE_DAY || counts.networkHour >= SMS_PER_NETWORK_HOUR) throw fail(SMS_MSG.tooFrequent);
    await insertSmsCode(tx as unknown as Db, req, code, now);
  });
  return code;
}

/** The row of a code (the only writer of sms_codes rows; the test helper server/test/sms.ts uses it too). */
export async function insertSmsCode(db: Db, req: SmsCodeRequest, code: string, now = new Date()): Promise<void> {
  await db.insert(smsCodes).values({
    phone: req.phone,
    purpose: req.purpose,
    userId: req.userId,
    codeHash: smsCodeHash(req.phone, req.purpose, code),
    network: req.network.slice(0, 64),
    expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    createdAt: now,
  });
}

/** Forgets a code that was never sent (the SMS service refused it), so it neither counts nor works. */
export async function dropSmsCode(db: Db, req: SmsCodeRequest, code: string): Promise<void> {
  await db
    .delete(smsCodes)
    .where(and(eq(smsCodes.phone, req.phone), eq(smsCodes.codeHash, smsCodeHash(req.phone, req.purpose, code)), isNull(smsCodes.usedAt)));
}

/** `userId`: the account a bind or contact code was asked for; null or absent for a sign-in code. */
export type SmsCodeCheck = { phone: string; purpose: SmsPurpose; userId?: number | null; code: string };

/**
 * Checks and uses a code: the newest code of this phone, purpose and account (null: sign-in) must be live, unused,
 * within its tries, and match. Every try is counted before the comparison, in one statement, so parallel guesses
 * get SMS_CODE_MAX_TRIES comparisons in all; a right code is used once (the statement that marks it used wins).
 * Any failure: 验证码错误或已过期.
 */
export async function consumeSmsCode(db: Db, check: SmsCodeCheck, now = new Date()): Promise<void> {
  const [newest] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, check.phone),
        eq(smsCodes.purpose, check.purpose),
        check.userId == null ? isNull(smsCodes.userId) : eq(smsCodes.userId, check.userId),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!newest) throw fail(SMS_MSG.codeWrong);
  const [tried] = await db
    .update(smsCodes)
    .set({ tries: sql`${smsCodes.tries} + 1` })
    .where(and(eq(smsCodes.id, newest.id), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now), lt(smsCodes.tries, SMS_CODE_MAX_TRIES)))
    .returning({ codeHash: smsCodes.codeHash });
  if (!tried || tried.codeHash !== smsCodeHash(check.phone, check.purpose, check.code)) throw fail(SMS_MSG.codeWrong);
  const used = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, newest.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) throw fail(SMS_MSG.codeWrong);
}

/** Codes a network asked for in the hour before `now` (from SMS_FREE_PER_NETWORK_HOUR on, a picture check is asked). */
export async function networkCodesInHour(db: Db, network: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.network, network.slice(0, 64)), gt(smsCodes.createdAt, new Date(now.getTime() - 3_600_000))));
  return row?.n ?? 0;
}

type UserRow = typeof users.$inferSelect;

/** The account a phone is bound to, if any. */
export async function findPhoneOwner(db: Db, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * The account a verified phone signs in: the one it is bound to, or on a first sign-in a new personal account
 * (nickname 用户 and the last four digits; `demo` when made by the demonstration). Two first sign-ins at once make
 * one account (the phone's unique index decides; the other reads it).
 */
export async function accountForPhone(db: Db, phone: string, demo: boolean): Promise<UserRow> {
  const found = await findPhoneOwner(db, phone);
  if (found) return found;
  const [created] = await db
    .insert(users)
    .values({ loginType: LoginType.PERSONAL, nickname: `用户${phone.slice(-4)}`, phone, demo })
    .onConflictDoNothing()
    .returning();
  return created ?? (await findPhoneOwner(db, phone))!;
}

/** Removes codes made over two days ago (past every limit's window, long expired) and spent picture checks. */
export async function purgeSmsChecks(db: Db, now: Date): Promise<void> {
  await db.delete(smsCodes).where(lte(smsCodes.createdAt, new Date(now.getTime() - 2 * 86_400_000)));
  await purgeCaptchas(db, now);
}
