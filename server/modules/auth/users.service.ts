import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { passwordProblem } from '../../../shared/auth/password-policy';
import { FIRST_ADMIN_ROLES } from '../../../shared/auth/staff-roles';
import { LoginType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Env } from '../../env';
import { hashPassword } from '../../lib/password';
import type { Actor } from '../../lib/call';
import { memberOf, membershipOf } from '../members/members.public';
import { presentUser } from './auth.presenter';
import { userSeenWith } from './session.service';

/**
 * The signed-in user as userinfo shows them: a personal user's shop is the company they are a member of, with their
 * role (issue 30; memberOf also lets an invited mobile join on its first sign-in). Given the call's actor, the
 * membership is the one its page view's other calls use (membershipOf); given a user id (a sign-in's answer), asked.
 */
export async function loadUserInfo(db: Db, who: number | Actor) {
  const userId = typeof who === 'number' ? who : who.userId;
  // Read with the call's session when it has one (session.service.ts userSeenWith); otherwise only what userinfo
  // shows: this runs on every signed-in page, and secrets need not travel with it.
  const seen = typeof who === 'number' ? undefined : userSeenWith(who);
  const [user] = seen
    ? [seen]
    : await db
        .select({
          id: users.id,
          loginType: users.loginType,
          nickname: users.nickname,
          username: users.username,
          avatar: users.avatar,
          sign: users.sign,
          staffRoles: users.staffRoles,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
  if (!user) return null;
  const membership =
    user.loginType !== LoginType.PERSONAL ? null : typeof who === 'number' ? await memberOf(db, userId) : await membershipOf(db, who);
  return presentUser(user, membership ? { ...membership.company, role: membership.role } : null);
}

/** The operator's chosen password: ADMIN_PASSWORD, or the first line of ADMIN_PASSWORD_FILE. */
export async function operatorPassword(env: Env): Promise<string | undefined> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  if (!env.ADMIN_PASSWORD_FILE) return undefined;
  let text: string;
  try {
    text = await readFile(env.ADMIN_PASSWORD_FILE, 'utf8');
  } catch {
    throw new Error(`配置错误 ADMIN_PASSWORD_FILE: 无法读取文件 ${env.ADMIN_PASSWORD_FILE}`);
  }
  const password = text.split(/\r?\n/)[0]!.trim();
  if (password.length < OPERATOR_PASSWORD_MIN) throw new Error(`配置错误 ADMIN_PASSWORD_FILE: 密码至少 ${OPERATOR_PASSWORD_MIN} 位`);
  return password;
}

/** The floor ADMIN_PASSWORD already has (server/env.ts); the file is held to the same. */
const OPERATOR_PASSWORD_MIN = 10;
/** Bytes of a generated first password (base64url: 16 characters, all four kinds likely; changed at first sign-in). */
const GENERATED_PASSWORD_BYTES = 12;

/**
 * Creates the first administrator on an empty user table. With ADMIN_PASSWORD or ADMIN_PASSWORD_FILE the
 * operator chose the password: it is kept (a warning when it breaks the staff password policy, without the
 * password). Otherwise a random one is generated and printed once on the terminal — never through the logger —
 * and must be changed at the first sign-in.
 */
export async function ensureFirstAdmin(
  db: Db,
  env: Env,
  log: FastifyBaseLogger,
  out: NodeJS.WritableStream = process.stdout,
): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.loginType, LoginType.ADMIN)).limit(1);
  if (existing) return;
  const chosen = await operatorPassword(env);
  const password = chosen ?? randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
  const created = await db
    .insert(users)
    .values({
      loginType: LoginType.ADMIN,
      username: env.ADMIN_USERNAME,
      passwordHash: await hashPassword(password),
      nickname: '园区管理员',
      // System administration with content and operations, so a new park works from day one; the security
      // administrator and the auditor must be other accounts (三员分立): this one creates the first security
      // administrator (once), who then gives the auditor's role (docs/SECURITY.md).
      staffRoles: [...FIRST_ADMIN_ROLES],
      passwordChangedAt: new Date(),
      mustChangePassword: !chosen,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created.length) return;
  if (!chosen) {
    // Printed once, to the terminal only, so the operator can sign in; the first sign-in must change it.
    out.write(
      `\n  首个管理员账户已创建：用户名 ${env.ADMIN_USERNAME}  初始密码 ${password}\n  （仅显示这一次，首次登录须修改密码。可用 ADMIN_PASSWORD 或 ADMIN_PASSWORD_FILE 自行指定。）\n\n`,
    );
    return;
  }
  const problem = passwordProblem(password, env.ADMIN_USERNAME);
  if (problem)
    log.warn(
      { username: env.ADMIN_USERNAME, rule: problem },
      'first administrator password does not meet the staff password policy; change it at /system/security',
    );
  log.info(
    { username: env.ADMIN_USERNAME, from: env.ADMIN_PASSWORD ? 'ADMIN_PASSWORD' : 'ADMIN_PASSWORD_FILE' },
    'first administrator created',
  );
}
