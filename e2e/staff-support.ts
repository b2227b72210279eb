import { writeFileSync } from 'node:fs';
import type { StaffRoleValue } from '../shared/auth/staff-roles';
import { LoginType } from '../shared/constants';
import { openDatabase } from '../server/db/client';
import { users } from '../server/db/schema/index';
import { hashPassword } from '../server/lib/password';
import { startServer, stopServer } from '../scripts/lib/server-process';
import { readState } from './state';
import { ownServer } from './support';

export type StaffAccount = { username: string; password: string; roles: StaffRoleValue[]; nickname?: string };

/**
 * Adds staff accounts straight into the e2e server's embedded database (one process at a time may open it): the
 * server is stopped, the rows written, and the server started again on the same data and port — once for all the
 * accounts, a restart being some seconds of the suite. Sessions survive.
 */
export async function addStaffAccounts(accounts: StaffAccount[]): Promise<void> {
  const { stateFile } = ownServer();
  const state = readState(stateFile);
  await stopServer(state.pid);
  const database = await openDatabase({ dataDir: state.dataDir });
  try {
    const rows = await Promise.all(
      accounts.map(async (a) => ({
        loginType: LoginType.ADMIN,
        username: a.username,
        nickname: a.nickname ?? '审计员小周',
        passwordHash: await hashPassword(a.password),
        staffRoles: a.roles,
        passwordChangedAt: new Date(),
        mustChangePassword: false,
      })),
    );
    await database.db.insert(users).values(rows);
  } finally {
    await database.close();
  }
  const server = await startServer({ env: state.env, port: state.port, logFile: state.logFile });
  writeFileSync(stateFile, JSON.stringify({ ...state, pid: server.pid }));
}

/** One staff account (addStaffAccounts). */
export const addStaffAccount = (username: string, password: string, roles: StaffRoleValue[], nickname?: string): Promise<void> =>
  addStaffAccounts([{ username, password, roles, nickname }]);
