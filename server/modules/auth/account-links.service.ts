import { randomBytes } from 'node:crypto';
import { and, eq, ne, or } from 'drizzle-orm';
import { SMS_MSG } from '../../../shared/auth/sms-code';
import { UserStatus } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { qrLogins, users } from '../../db/schema/index';
import { fail } from '../../lib/errors';
import { hashToken } from './session.service';
import type { WechatProfile } from './wechat.client';

/**
 * One person, one account (issue 30): a signed-in user binds a mobile (verified by a code) or links WeChat by scanning a
 * QR code. Nothing is ever merged: a phone or a WeChat held by another account is refused.
 */

type QrLoginRow = typeof qrLogins.$inferSelect;

/** Binds `phone` to the user (after its code was checked), refusing a phone bound to another account. */
export async function bindPhone(db: Db, userId: number, phone: string): Promise<{ previous: string | null }> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)))
    .limit(1);
  if (taken) throw fail(SMS_MSG.phoneTaken);
  const [before] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  try {
    await db.update(users).set({ phone }).where(eq(users.id, userId));
  } catch (err) {
    if (isUniqueViolation(err)) throw fail(SMS_MSG.phoneTaken);
    throw err;
  }
  return { previous: before?.phone ?? null };
}

/** A WeChat binding request: a QR code (its `sign`) the user scans with WeChat, tied to the user (qr_logins purpose 'bind'). */
export async function createWechatBind(db: Db, userId: number, ttlSeconds: number, asker: { ip: string; userAgent: string }, now: Date) {
  const sign = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await db.insert(qrLogins).values({
    signHash: hashToken(sign),
    purpose: 'bind',
    provider: 'wechat',
    userId,
    ip: asker.ip.slice(0, 64),
    userAgent: asker.userAgent.slice(0, 255),
    expiresAt,
    createdAt: now,
  });
  return { sign, expiresAt };
}

export async function findBinding(db: Db, sign: string): Promise<QrLoginRow | null> {
  const [row] = await db
    .select()
    .from(qrLogins)
    .where(and(eq(qrLogins.signHash, hashToken(sign)), eq(qrLogins.purpose, 'bind')))
    .limit(1);
  return row ?? null;
}

/** A binding request's progress: 0 waiting, 1 linked, -1 expired or refused (the message says which). */
export function bindingStatus(row: QrLoginRow, now: Date): { status: 0 | 1 | -1; msg: string } {
  if (row.state === 'collected') return { status: 1, msg: SMS_MSG.wechatBound };
  if (row.state === 'taken') return { status: -1, msg: SMS_MSG.wechatTaken };
  if (row.state === 'cancelled' || row.expiresAt <= now) return { status: -1, msg: SMS_MSG.bindExpired };
  return { status: 0, msg: SMS_MSG.bindWaiting };
}

/**
 * The WeChat callback of a binding request (qr.service.ts wechatScanned): links the scanning WeChat (openid, and
 * unionid when WeChat gives one) to the request's account and marks the request done ('collected'). A WeChat that
 * belongs to another account is refused (该微信已绑定其他账号) and the request ends ('taken'), as does an account that
 * meanwhile linked another WeChat or was disabled.
 */
export async function bindScannedWechat(db: Db, row: QrLoginRow, p: WechatProfile): Promise<number> {
  const userId = row.userId!;
  const refuse = async (state: 'taken' | 'cancelled', msg: string) => {
    await db
      .update(qrLogins)
      .set({ state, oauthState: null })
      .where(and(eq(qrLogins.id, row.id), eq(qrLogins.state, 'pending')));
    return fail(msg);
  };
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        p.unionid ? or(eq(users.wechatOpenid, p.openid), eq(users.wechatUnionid, p.unionid)) : eq(users.wechatOpenid, p.openid),
      ),
    )
    .limit(1);
  if (other) throw await refuse('taken', SMS_MSG.wechatTaken);
  const [user] = await db.select({ status: users.status, openid: users.wechatOpenid }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.status !== UserStatus.ENABLED) throw await refuse('cancelled', SMS_MSG.accountDisabled);
  if (user.openid && user.openid !== p.openid) throw await refuse('cancelled', SMS_MSG.wechatBound);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ wechatOpenid: p.openid, wechatUnionid: p.unionid ?? null })
        .where(eq(users.id, userId));
      const done = await tx
        .update(qrLogins)
        .set({ state: 'collected', oauthState: null })
        .where(and(eq(qrLogins.id, row.id), eq(qrLogins.state, 'pending')))
        .returning({ id: qrLogins.id });
      if (done.length === 0) throw fail('二维码已失效，请在电脑上刷新二维码');
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw await refuse('taken', SMS_MSG.wechatTaken);
    throw err;
  }
  return userId;
}

/** What the 账号绑定 card shows: the bound mobile (raw, the presenter masks it) and whether WeChat is linked. */
export async function accountLinkFacts(db: Db, userId: number) {
  const [row] = await db
    .select({ phone: users.phone, wechatOpenid: users.wechatOpenid, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
