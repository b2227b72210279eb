import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LoginType } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema/index';
import type { Env } from '../../env';
import { hashPassword } from '../../lib/password';
import { presentUser } from './auth.presenter';

export async function loadUserInfo(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, company: { id: companies.id, name: companies.name, status: companies.status, remark: companies.remark } })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? presentUser(row.user, row.company) : null;
}

/**
 * Creates the first administrator on an empty user table. Without ADMIN_PASSWORD a random one is generated
 * and printed once: there is no default password.
 */
export async function ensureFirstAdmin(db: Db, env: Env, log: FastifyBaseLogger): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.loginType, LoginType.ADMIN)).limit(1);
  if (existing) return;
  const generated = !env.ADMIN_PASSWORD;
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({
      loginType: LoginType.ADMIN,
      username: env.ADMIN_USERNAME,
      passwordHash: await hashPassword(password),
      nickname: '园区管理员',
    })
    .onConflictDoNothing();
  if (generated) {
    // Printed once, to the console only, so the operator can sign in and change it.
    process.stdout.write(
      `\n  首个管理员账户已创建：用户名 ${env.ADMIN_USERNAME}  初始密码 ${password}\n  （仅显示这一次，请妥善保存。设置 ADMIN_PASSWORD 可自行指定。）\n\n`,
    );
  } else {
    log.info({ username: env.ADMIN_USERNAME }, 'first administrator created from ADMIN_PASSWORD');
  }
}
