import type { AppLoadContext } from 'react-router';
import * as authCalls from '@shared/calls/auth';
import type { AccountLinks } from '@shared/contracts/sms';
import { Code } from '@shared/envelope';

export type AccountLoad = { links: AccountLinks | null; error: string | null };

/** 账号绑定: the signed-in person's ways in (the bound mobile, masked; WeChat), or why they could not be read. */
export async function loadAccountLinks(context: AppLoadContext): Promise<AccountLoad> {
  const res = await context.api(authCalls.accountLinks);
  return res.code === Code.OK ? { links: res.data, error: null } : { links: null, error: res.msg || 'Error' };
}
