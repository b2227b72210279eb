import { writeFileSync } from 'node:fs';
import type { StaffRoleValue } from '../shared/auth/staff-roles';
import { LoginType } from '../shared/constants';
import { openDatabase } from '../server/db/client';
import { users } from '../server/db/schema/index';
import { hashPassword } from '../server/lib/password';
import { startServer, stopServer } from '../scripts/lib/server-process';
import { readState } from './state';
import { ownServer } from './support';

/**
 * Adds a staff account straight into the e2e server's embedded database (one process at a time may open it): the
 * server is stopped, the row written, and the server started again on the same data and port. Sessions survive.
 */
export async function addStaffAccount(username: string, password: string, roles: StaffRoleValue[], nickname = '审计员小周') {
  const { stateFile } = ownServer();
  const state = readState(stateFile);
  await stopServer(state.pid);
  const database = await openDatabase({ dataDir: state.dataDir });
  try {
    await database.db.insert(users).values({
      loginType: LoginType.ADMIN,
      username,
      nickname,
      passwordHash: await hashPassword(password),
      staffRoles: roles,
      passwordChangedAt: new Date(),
      mustChangePassword: false,
    });
  } finally {
    await database.close();
  }
  const server = await startServer({ env: state.env, port: state.port, logFile: state.logFile });
  writeFileSync(stateFile, JSON.stringify({ ...state, pid: server.pid }));
}
