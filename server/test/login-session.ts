import type * as authCalls from '../../shared/calls/auth';
import type { CallData } from '../../shared/calls/define';
import type { LoginResult } from '../../shared/contracts/auth';

/**
 * The session a password sign-in answered. admin_login's data is the session, or {otp_required} when the account
 * has a second factor and no code came (that answer has code 0): a test that expects a session fails on the other.
 */
export function session(res: { body: { data: CallData<typeof authCalls.adminLogin> } }): LoginResult {
  const { data } = res.body;
  if ('otp_required' in data) throw new Error('the sign-in asked for the second factor, not a session');
  return data;
}
