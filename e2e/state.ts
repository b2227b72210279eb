import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../scripts/lib/server-process';

export const ARTIFACTS = path.join(projectRoot, 'e2e/artifacts');

/** The administrator the e2e server is started with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

/** How many spec files run at once, each worker with a server of its own (vitest.e2e.config.ts, global-setup.ts). */
export const e2eServers = (): number => Math.max(1, Number(process.env.E2E_SERVERS ?? 1) || 1);

export type ServerState = {
  pid: number;
  port: number;
  dataDir: string;
  logFile: string;
  env: Record<string, string>;
};

export function readState(file: string): ServerState {
  return JSON.parse(readFileSync(file, 'utf8')) as ServerState;
}
