import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import { PASSWORD_REUSE_DEPTH } from '../../../shared/auth/password-policy';
import type { SessionRestriction } from '../../../shared/contracts/auth';
import { MSG } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { passwordHistory, recoveryCodes, users } from '../../db/schema/index';
import type { Env } from '../../env';
import { audit } from '../../lib/audit';
import type { CipherBox } from '../../lib/crypto';
import { fail } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { confirmFailure, loginKeys, reserveAttempt } from './lockout.service';

type UserRow = typeof users.$inferSelect;

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = '园区企业服务门户';
/** Seconds of clock difference accepted either way (one 30-second step). */
export const TOTP_TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Characters of one recovery code (shown as two groups of five). */
const RECOVERY_CODE_LENGTH = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const DAY_MS = 86_400_000;
const TOTP_PATTERN = /^\d{6}$/;

/** STAFF_TOTP_REQUIRED, by default on with DATABASE_URL and off on the embedded (demo) database. */
export const totpRequired = (env: Env): boolean => env.STAFF_TOTP_REQUIRED ?? Boolean(env.DATABASE_URL);

/** When the password must be changed at the latest (its age counted from the account's creation when unknown). */
export function passwordExpiresAt(user: UserRow, env: Env): Date {
  const since = user.passwordChangedAt ?? user.createdAt;
  return new Date(since.getTime() + env.STAFF_PASSWORD_MAX_AGE_DAYS * DAY_MS);
}

/**
 * What a staff sign-in must finish before anything else: change the password (first sign-in with a generated
 * one, or older than STAFF_PASSWORD_MAX_AGE_DAYS), then enrol the second factor where it is mandatory.
 */
export function signInRestriction(user: UserRow, env: Env, now: Date): SessionRestriction | null {
  if (user.mustChangePassword || passwordExpiresAt(user, env) <= now) return 'password';
  if (totpRequired(env) && !user.totpEnabledAt) return 'totp';
  return null;
}

// ---- Second factor ----

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * A 6-digit code against the secret, once per time step: the step is claimed by one conditional update of
 * users.totp_last_step, so a code replayed (even to another process, even concurrently) is refused.
 */
async function acceptTotp(db: Db, secret: string, userId: number, code: string, now: Date): Promise<boolean> {
  if (!TOTP_PATTERN.test(code)) return false;
  const [row] = await db.select({ last: users.totpLastStep }).from(users).where(eq(users.id, userId)).limit(1);
  const result = await verifyTotp({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    afterTimeStep: row?.last ?? undefined,
  });
  if (!result.valid || !('timeStep' in result)) return false;
  const claimed = await db
    .update(users)
    .set({ totpLastStep: result.timeStep })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, result.timeStep))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/** Uses up one recovery code (one atomic update, so two requests cannot both use it). */
async function consumeRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const normal = normaliseRecovery(code);
  if (normal.length !== RECOVERY_CODE_LENGTH) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, sha256(normal)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** Checks an enrolled user's second factor: the app's current code or one unused recovery code. */
export async function checkSecondFactor(db: Db, box: CipherBox, user: UserRow, code: string, now: Date): Promise<boolean> {
  if (!user.totpEnabledAt || !user.totpSecret) return false;
  if (TOTP_PATTERN.test(code)) return acceptTotp(db, box.openText(user.totpSecret), user.id, code, now);
  return consumeRecoveryCode(db, user.id, code, now);
}

/** Starts (or restarts) enrolment: a new secret kept sealed until the first code confirms it. */
export async function startTotp(db: Db, box: CipherBox, env: Env, user: UserRow) {
  const secret = generateSecret();
  await db
    .update(users)
    .set({ totpSecret: box.sealText(secret), totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, user.id));
  const host = new URL(env.publicUrl).host;
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: `${user.username ?? ''}@${host}`, secret });
  const qr = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220, errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qr };
}

function newRecoveryCode(): string {
  const bytes = randomBytes(RECOVERY_CODE_LENGTH);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Confirms enrolment with a first code; returns the recovery codes (shown once, stored as sha256). */
export async function enableTotp(db: Db, box: CipherBox, user: UserRow, code: string, now: Date): Promise<string[] | null> {
  if (!user.totpSecret || user.totpEnabledAt) return null;
  if (!(await acceptTotp(db, box.openText(user.totpSecret), user.id, code, now))) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpEnabledAt: now }).where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: sha256(normaliseRecovery(c)) })));
  });
  return codes;
}

/**
 * Removes an account's second factor, enrolled or started: the sealed secret and every recovery code (in `db`'s
 * transaction when it is one). Whether there was one to remove.
 */
export async function clearSecondFactor(db: Db, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ secret: users.totpSecret }).from(users).where(eq(users.id, userId)).limit(1);
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null }).where(eq(users.id, userId));
    const codes = await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).returning({ id: recoveryCodes.id });
    return Boolean(before?.secret) || codes.length > 0;
  });
}

export async function disableTotp(db: Db, userId: number): Promise<void> {
  await clearSecondFactor(db, userId);
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// ---- Password ----

export async function loadStaff(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * The caller's current password, asked again before a change to its own account's security (the password, the second
 * factor): counted like a failed sign-in from this address (lockout.service), a wrong one audited as `action`
 * failed. Returns the lockout's keys, for a later failure (a wrong code) and to clear them once all succeeded.
 */
export async function checkCurrentPassword(db: Db, env: Env, req: FastifyRequest, user: UserRow, password: string, action: string) {
  const now = req.server.clock();
  const keys = loginKeys(env, user.username ?? String(user.id), req.ip);
  const locked = await reserveAttempt(db, env, keys, now);
  if (locked > 0) throw fail(MSG.accountLocked(locked));
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    await confirmFailure(db, env, keys, now);
    await audit(db, req, { action, objectType: 'user', objectId: user.id, success: false });
    throw fail(MSG.oldPasswordWrong);
  }
  return keys;
}

/** True when the password is the current one or one of the earlier ones within PASSWORD_REUSE_DEPTH. */
export async function isRecentPassword(db: Db, user: UserRow, password: string): Promise<boolean> {
  const earlier = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, user.id))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(PASSWORD_REUSE_DEPTH - 1);
  const hashes = [user.passwordHash, ...earlier.map((r) => r.hash)].filter((h): h is string => !!h);
  for (const hash of hashes) if (await verifyPassword(password, hash)) return true;
  return false;
}

/** Sets a new password; the old hash goes into the history (only the most recent ones are kept). */
export async function setPassword(db: Db, user: UserRow, password: string, now: Date): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (user.passwordHash) await tx.insert(passwordHistory).values({ userId: user.id, passwordHash: user.passwordHash, createdAt: now });
    await tx.update(users).set({ passwordHash: hash, passwordChangedAt: now, mustChangePassword: false }).where(eq(users.id, user.id));
    const keep = tx
      .select({ id: passwordHistory.id })
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, user.id))
      .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
      .limit(PASSWORD_REUSE_DEPTH);
    await tx.delete(passwordHistory).where(and(eq(passwordHistory.userId, user.id), notInArray(passwordHistory.id, keep)));
  });
}
