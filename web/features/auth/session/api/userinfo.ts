import * as authCalls from '@shared/calls/auth';
import type { UserInfo } from '@shared/contracts/auth';
import { api } from '~/lib/api';

/**
 * POST /api/index/userinfo from the browser: the signed-in user as the server sees them now. Buttons whose
 * answer depends on the review status ask again on click, since staff may have decided after the page loaded.
 * A session that has ended answers 50008/50012/50014 and the API client offers to sign in again (spec §8).
 */
export async function fetchUserInfo(): Promise<UserInfo> {
  return (await api(authCalls.userinfo)).data;
}
