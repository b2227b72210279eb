import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LoginType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { qrLogins, users } from '../../db/schema/index';
import type { Env } from '../../env';
import { fail } from '../../lib/errors';
import { createSession, hashToken } from './session.service';
import type { WechatProfile } from './wechat.client';

export type QrProvider = 'wechat' | 'demo' | 'none';

/** WeChat when configured; the demo only on the embedded database, or where QR_DEMO turns it on explicitly. */
export function qrProvider(env: Env, dbKind: 'pglite' | 'postgres'): QrProvider {
  if (env.WECHAT_APPID && env.WECHAT_SECRET) return 'wechat';
  if (env.QR_DEMO ?? dbKind === 'pglite') return 'demo';
  return 'none';
}

export const EXPIRED_MSG = '二维码已失效，请在电脑上刷新二维码';

export async function createQrLogin(db: Db, env: Env, provider: QrProvider, ip: string) {
  const sign = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + env.QR_TTL_SECONDS * 1000);
  await db.insert(qrLogins).values({ signHash: hashToken(sign), provider, ip: ip.slice(0, 64), expiresAt });
  return { sign, expiresAt };
}

export async function findQrLogin(db: Db, sign: string) {
  const [row] = await db.select().from(qrLogins).where(eq(qrLogins.signHash, hashToken(sign))).limit(1);
  return row ?? null;
}

/** Ends a pending login (the computer's page was left, or it asked for a fresh code). */
export async function cancelQrLogin(db: Db, sign: string) {
  await db
    .update(qrLogins)
    .set({ state: 'cancelled' })
    .where(and(eq(qrLogins.signHash, hashToken(sign)), sql`${qrLogins.state} in ('pending', 'scanned')`));
}

/**
 * The computer's poll. Once the phone has confirmed, the first poll takes the session token and marks the
 * login collected in the same statement, so a token is handed out exactly once.
 */
export async function collectQrLogin(db: Db, env: Env, sign: string, meta: { ip: string; userAgent: string }) {
  const row = await findQrLogin(db, sign);
  if (!row || row.state === 'cancelled' || row.state === 'collected') return { status: 'gone' as const };
  if (row.expiresAt <= new Date()) return { status: 'expired' as const };
  if (row.state !== 'confirmed') return { status: row.state === 'scanned' ? ('scanned' as const) : ('pending' as const) };
  const [taken] = await db
    .update(qrLogins)
    .set({ state: 'collected' })
    .where(and(eq(qrLogins.id, row.id), eq(qrLogins.state, 'confirmed')))
    .returning({ userId: qrLogins.userId });
  if (!taken?.userId) return { status: 'gone' as const };
  const session = await createSession(db, env, { id: taken.userId, loginType: LoginType.PERSONAL }, meta);
  return { status: 'confirmed' as const, userId: taken.userId, ...session };
}

/** Demo: a nickname names the personal user (created on first use); the pending login is confirmed. */
export async function confirmDemo(db: Db, sign: string, nickname: string) {
  const row = await findQrLogin(db, sign);
  if (!row || row.provider !== 'demo' || row.state !== 'pending' || row.expiresAt <= new Date()) throw fail(EXPIRED_MSG);
  const userId = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.loginType, LoginType.PERSONAL), eq(users.nickname, nickname), isNull(users.wechatOpenid), eq(users.status, 1)))
      .limit(1);
    const id = existing?.id ?? (await tx.insert(users).values({ loginType: LoginType.PERSONAL, nickname }).returning({ id: users.id }))[0]!.id;
    const done = await tx
      .update(qrLogins)
      .set({ state: 'confirmed', userId: id })
      .where(and(eq(qrLogins.id, row.id), eq(qrLogins.state, 'pending'), gt(qrLogins.expiresAt, new Date())))
      .returning({ id: qrLogins.id });
    if (done.length === 0) throw fail(EXPIRED_MSG);
    return id;
  });
  return { userId };
}

/** WeChat: remembers the OAuth state for this login before the phone is sent to WeChat. */
export async function beginWechat(db: Db, sign: string) {
  const row = await findQrLogin(db, sign);
  if (!row || row.provider !== 'wechat' || row.state !== 'pending' || row.expiresAt <= new Date()) throw fail(EXPIRED_MSG);
  const state = randomBytes(16).toString('hex');
  await db.update(qrLogins).set({ oauthState: state }).where(eq(qrLogins.id, row.id));
  return state;
}

/** WeChat callback: binds the phone's WeChat user to the login and gives that phone a ticket to confirm with. */
export async function wechatScanned(db: Db, sign: string, state: string, profile: () => Promise<WechatProfile>) {
  const row = await findQrLogin(db, sign);
  if (!row || row.provider !== 'wechat' || row.oauthState !== state) throw fail('授权请求无效，请重新扫码');
  if (row.state !== 'pending' || row.expiresAt <= new Date()) throw fail(EXPIRED_MSG);
  const p = await profile();
  const userId = await findOrCreateWechatUser(db, p);
  const ticket = randomBytes(24).toString('base64url');
  await db
    .update(qrLogins)
    .set({ state: 'scanned', userId, confirmTicketHash: hashToken(ticket), oauthState: null })
    .where(and(eq(qrLogins.id, row.id), eq(qrLogins.state, 'pending')));
  return { ticket, nickname: p.nickname };
}

/** WeChat: the phone that scanned taps 确认登录. */
export async function confirmWechat(db: Db, sign: string, ticket: string | undefined) {
  const row = await findQrLogin(db, sign);
  if (!row || row.provider !== 'wechat' || row.state !== 'scanned' || row.expiresAt <= new Date()) throw fail(EXPIRED_MSG);
  if (!ticket || row.confirmTicketHash !== hashToken(ticket)) throw fail('请使用扫码的手机确认登录');
  await db.update(qrLogins).set({ state: 'confirmed' }).where(and(eq(qrLogins.id, row.id), eq(qrLogins.state, 'scanned')));
  return { userId: row.userId! };
}

/** Accounts are keyed on unionid (shared across the park's WeChat apps), falling back to openid. */
async function findOrCreateWechatUser(db: Db, p: WechatProfile): Promise<number> {
  const byUnion = p.unionid
    ? await db.select({ id: users.id }).from(users).where(eq(users.wechatUnionid, p.unionid)).limit(1)
    : [];
  const found = byUnion[0] ?? (await db.select({ id: users.id }).from(users).where(eq(users.wechatOpenid, p.openid)).limit(1))[0];
  if (found) {
    await db.update(users).set({ nickname: p.nickname, avatar: p.headimgurl, wechatUnionid: p.unionid ?? null, wechatOpenid: p.openid }).where(eq(users.id, found.id));
    return found.id;
  }
  const [created] = await db
    .insert(users)
    .values({ loginType: LoginType.PERSONAL, nickname: p.nickname, avatar: p.headimgurl, wechatOpenid: p.openid, wechatUnionid: p.unionid ?? null })
    .returning({ id: users.id });
  return created!.id;
}
