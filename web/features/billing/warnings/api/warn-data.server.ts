import type { AppLoadContext } from 'react-router';
import * as billingCalls from '@shared/calls/billing';
import type { WarnData } from '@shared/contracts/billing';
import { Code } from '@shared/envelope';

export type WarnOverview = { data: WarnData | null; error: string | null };

/** The overview figures (warn_data); a failure is said inline above the list, which still loads. */
export async function loadWarnOverview(context: AppLoadContext): Promise<WarnOverview> {
  const res = await context.api(billingCalls.warnData, {});
  return res.code === Code.OK ? { data: res.data, error: null } : { data: null, error: res.msg || 'Error' };
}
