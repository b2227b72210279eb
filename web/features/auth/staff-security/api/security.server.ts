import type { AppLoadContext } from 'react-router';
import * as authCalls from '@shared/calls/auth';
import type { StaffSecurityInfo, StaffSession } from '@shared/contracts/auth';
import { Code } from '@shared/envelope';

export type SecurityData = { info: StaffSecurityInfo | null; sessions: StaffSession[] };

/** The staff member's account security and live sessions, through the same API other clients use. */
export async function loadSecurity(context: AppLoadContext): Promise<SecurityData> {
  const [info, sessions] = await Promise.all([context.api(authCalls.securityInfo, {}), context.api(authCalls.mySessions, {})]);
  return {
    info: info.code === Code.OK ? info.data : null,
    sessions: sessions.code === Code.OK ? sessions.data : [],
  };
}
