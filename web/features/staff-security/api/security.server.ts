import type { AppLoadContext } from 'react-router';
import type { StaffSecurityInfo, StaffSession } from '@shared/contracts/auth';
import { Code } from '@shared/envelope';

export type SecurityData = { info: StaffSecurityInfo | null; sessions: StaffSession[] };

/** The staff member's account security and live sessions, through the same API other clients use. */
export async function loadSecurity(context: AppLoadContext): Promise<SecurityData> {
  const [info, sessions] = await Promise.all([
    context.api<StaffSecurityInfo>('/api/admin/security_info', {}),
    context.api<StaffSession[]>('/api/admin/my_sessions', {}),
  ]);
  return {
    info: info.code === Code.OK ? info.data : null,
    sessions: sessions.code === Code.OK ? sessions.data : [],
  };
}
