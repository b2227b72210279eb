import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { LoginType, UserStatus } from '../../../shared/constants';
import { QR_DEMO_MSG } from '../../../shared/contracts/qr';
import type { Db } from '../../db/client';
import { qrLogins, sessions, users } from '../../db/schema/index';
import type { Env } from '../../env';
import { fail } from '../../lib/errors';
import { bindScannedWechat } from './account-links.service';
import { createSession, hashToken } from './session.service';
import type { WechatProfile } from './wechat.client';

export type QrProvider = 'wechat' | 'demo' | 'none';

/**
 * WeChat when configured. The demo is on by default only on the embedded database; with a real database
 * (DATABASE_URL, or a PostgreSQL connection however it was made) it needs QR_DEMO=1 said explicitly.
 */
export function qrProvider(env: Env, dbKind: 'pglite' | 'postgres'): QrProvider {
  if (env.WECHAT_APPID && env.WECHAT_SECRET) return 'wechat';
  const realDatabase = dbKind === 'postgres' || Boolean(env.DATABASE_URL);
  if (realDatabase) return env.QR_DEMO === true ? 'demo' : 'none';
  return env.QR_DEMO === false ? 'none' : 'demo';
}

/** The browser-binding secret web_login keeps in the asking browser's HttpOnly cookie (32 random bytes). */
const BIND_SECRET = /^[A-Za-z0-9_-]{43}$/;

/**
 * The secret for this browser: the one its cookie already holds (several login tabs of one browser share it),
 * or a fresh one.
 */
export function bindSecretFor(existing: string | undefined): string {
  return existing && BIND_SECRET.test(existing) ? existing : randomBytes(32).toString('base64url');
}

function bindMatches(row: { bindHash: string | null }, secret: string | undefined): boolean {
  if (!row.bindHash || !secret || !BIND_SECRET.test(secret)) return false;
  return timingSafeEqual(Buffer.from(hashToken(secret)), Buffer.from(row.bindHash));
}

export const EXPIRED_MSG = '二维码已失效，请在电脑上刷新二维码';

/** A new code, bound to the asking browser (its binding secret's hash, address and user agent are kept). */
export async function createQrLogin(db: Db, env: Env, provider: QrProvider, asker: { ip: string; userAgent: string; bindSecret: string }) {
  const sign = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + env.QR_TTL_SECONDS * 1000);
  await db.insert(qrLogins).values({
    signHash: hashToken(sign),
    provider,
    ip: asker.ip.slice(0, 64),
    userAgent: asker.userAgent.slice(0, 255),
    bindHash: hashToken(asker.bindSecret),
    expiresAt,
  });
  return { sign, expiresAt };
}

export async function findQrLogin(db: Db, sign: string) {
  const [row] = await db
    .select()
    .from(qrLogins)
    .where(eq(qrLogins.signHash, hashToken(sign)))
    .limit(1);
  return row ?? null;
}

/** The nickname of the account a code signs in, once the phone has scanned or confirmed it; '' before. */
export async function qrNickname(db: Db, row: { userId: number | null }): Promise<string> {
  if (!row.userId) return '';
  const [user] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, row.userId)).limit(1);
  return user?.nickname ?? '';
}

/** Ends a pending login (the computer's page was left, or it asked for a fresh code). */
export async function cancelQrLogin(db: Db, sign: string) {
  await db
    .update(qrLogins)
    .set({ state: 'cancelled' })
    .where(and(eq(qrLogins.signHash, hashToken(sign)), sql`${qrLogins.state} in ('pending', 'scanned')`));
}

/**
 * The computer's poll. Only the browser that asked for the code (it holds the binding secret web_login put in
 * its cookie) learns more than that the code is live: anyone else who knows the `sign` (a shoulder-surfer, a
 * screenshot) is answered `other-browser` however far the code has got. Once the phone has confirmed, the
 * first poll of the asking browser takes the session token and marks the login collected in the same
 * statement, so a token is handed out exactly once.
 */
export async function collectQrLogin(
  db: Db,
  env: Env,
  sign: string,
  bindSecret: string | undefined,
  meta: { ip: string; userAgent: string },
) {
  const row = await findQrLogin(db, sign);
  // A binding request (purpose 'bind', account-links.service.ts) never signs anyone in.
  if (!row || row.purpose !== 'login' || row.state === 'cancelled' || row.state === 'collected') return { status: 'gone' as const };
  if (row.expiresAt <= new Date()) return { status: 'expired' as const };
  if (!bindMatches(row, bindSecret)) return { status: 'other-browser' as const };
  if (row.state !== 'confirmed') return { status: row.state === 'scanned' ? ('scanned' as const) : ('pending' as const) };
  const [taken] = await db
    .update(qrLogins)
    .set({ state: 'collected' })
    .where(
      and(eq(qrLogins.id, row.id), eq(qrLogins.purpose, 'login'), eq(qrLogins.state, 'confirmed'), eq(qrLogins.bindHash, row.bindHash!)),
    )
    .returning({ userId: qrLogins.userId });
  if (!taken?.userId) return { status: 'gone' as const };
  const session = await createSession(db, env, { id: taken.userId, loginType: LoginType.PERSONAL }, meta);
  return { status: 'confirmed' as const, userId: taken.userId, ...session };
}

/**
 * Whether `token` is the session checkStatus has just handed to this browser (it holds `bindSecret`, its binding
 * cookie): a live personal session, made within QR_TTL_SECONDS of `now`, of the user of a code this browser asked
 * for and collected, made after that code. The login page sets the session cookie only for such a token, so a
 * form of another site cannot sign a browser into the attacker's own account (login CSRF).
 */
export async function isQrHandOver(db: Db, env: Env, token: string, bindSecret: string | undefined, now = new Date()): Promise<boolean> {
  if (!bindSecret || !BIND_SECRET.test(bindSecret) || token.length < 20 || token.length > 200) return false;
  const since = new Date(now.getTime() - env.QR_TTL_SECONDS * 1000);
  const [found] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(
      qrLogins,
      and(
        eq(qrLogins.userId, sessions.userId),
        eq(qrLogins.purpose, 'login'),
        eq(qrLogins.bindHash, hashToken(bindSecret)),
        eq(qrLogins.state, 'collected'),
        lte(qrLogins.createdAt, sessions.createdAt),
      ),
    )
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.loginType, LoginType.PERSONAL),
        eq(users.status, UserStatus.ENABLED),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.createdAt, since),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * Demo: a nickname names a demo account (users.demo, made by the demo itself or its seed; created on first
 * use), and the pending login is confirmed. The demo never signs in a real account: a nickname held by any
 * account that is not a demo one (a WeChat user, a member of staff) is refused.
 */
export async function confirmDemo(db: Db, sign: string, nickname: string) {
  const row = await findQrLogin(db, sign);
  if (!row || row.provider !== 'demo' || row.purpose !== 'login' || row.state !== 'pending' || row.expiresAt <= new Date()) {
    throw fail(EXPIRED_MSG);
  }
  const userId = await db.transaction(async (tx) => {
    const [real] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.nickname, nickname),
          or(eq(users.demo, false), ne(users.loginType, LoginType.PERSONAL), sql`${users.wechatOpenid} is not null`),
        ),
      )
      .limit(1);
    if (real) throw fail(QR_DEMO_MSG.realUser);
    const [existing] = await tx
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(and(eq(users.loginType, LoginType.PERSONAL), eq(users.nickname, nickname), eq(users.demo, true), isNull(users.wechatOpenid)))
      .limit(1);
    if (existing && existing.status !== UserStatus.ENABLED) throw fail('该演示账号已停用');
    const id =
      existing?.id ??
      (await tx.insert(users).values({ loginType: LoginType.PERSONAL, nickname, demo: true }).returning({ id: users.id }))[0]!.id;
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

/**
 * WeChat callback. A sign-in: binds the phone's WeChat user to the login and gives that phone a ticket to confirm
 * with. A binding request (purpose 'bind', issue 30): links the WeChat to the account that asked for the code
 * (account-links.service.ts bindScannedWechat) and signs nobody in.
 */
export async function wechatScanned(
  db: Db,
  sign: string,
  state: string,
  profile: () => Promise<WechatProfile>,
): Promise<{ purpose: 'login'; ticket: string; nickname: string } | { purpose: 'bind'; userId: number; nickname: string }> {
  const row = await findQrLogin(db, sign);
  if (!row || row.provider !== 'wechat' || row.oauthState !== state) throw fail('授权请求无效，请重新扫码');
  if (row.state !== 'pending' || row.expiresAt <= new Date()) throw fail(EXPIRED_MSG);
  const p = await profile();
  if (row.purpose === 'bind') {
    const userId = await bindScannedWechat(db, row, p);
    return { purpose: 'bind', userId, nickname: p.nickname };
  }
  const userId = await findOrCreateWechatUser(db, p);
  const ticket = randomBytes(24).toString('base64url');
  await db
    .update(qrLogins)
    .set({ state: 'scanned', userId, confirmTicketHash: hashToken(ticket), oauthState: null })
    .where(and(eq(qrLogins.id, row.id), eq(qrLogins.state, 'pending')));
  return { purpose: 'login', ticket, nickname: p.nickname };
}

/** WeChat: the phone that scanned taps 确认登录. */
export async function confirmWechat(db: Db, sign: string, ticket: string | undefined) {
  const row = await findQrLogin(db, sign);
  if (!row || row.provider !== 'wechat' || row.purpose !== 'login' || row.state !== 'scanned' || row.expiresAt <= new Date()) {
    throw fail(EXPIRED_MSG);
  }
  if (!ticket || row.confirmTicketHash !== hashToken(ticket)) throw fail('请使用扫码的手机确认登录');
  await db
    .update(qrLogins)
    .set({ state: 'confirmed' })
    .where(and(eq(qrLogins.id, row.id), eq(qrLogins.state, 'scanned')));
  return { userId: row.userId! };
}

/** Accounts are keyed on unionid (shared across the park's WeChat apps), falling back to openid. */
async function findOrCreateWechatUser(db: Db, p: WechatProfile): Promise<number> {
  const byUnion = p.unionid ? await db.select({ id: users.id }).from(users).where(eq(users.wechatUnionid, p.unionid)).limit(1) : [];
  const found = byUnion[0] ?? (await db.select({ id: users.id }).from(users).where(eq(users.wechatOpenid, p.openid)).limit(1))[0];
  if (found) {
    await db
      .update(users)
      .set({ nickname: p.nickname, avatar: p.headimgurl, wechatUnionid: p.unionid ?? null, wechatOpenid: p.openid })
      .where(eq(users.id, found.id));
    return found.id;
  }
  const [created] = await db
    .insert(users)
    .values({
      loginType: LoginType.PERSONAL,
      nickname: p.nickname,
      avatar: p.headimgurl,
      wechatOpenid: p.openid,
      wechatUnionid: p.unionid ?? null,
    })
    .returning({ id: users.id });
  return created!.id;
}
