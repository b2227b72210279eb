import { userinfo } from '@shared/calls/auth';
import type { UserInfo } from '@shared/contracts/auth';
import { api } from '~/lib/api';

/** POST /api/index/userinfo with the API client: loaded by userinfo.ts at the first click (it brings zod along). */
export async function askUserInfo(): Promise<UserInfo> {
  return (await api(userinfo)).data;
}
