import type { AppLoadContext } from 'react-router';
import { warnData, type WarnData } from '@shared/contracts/billing';
import { Code } from '@shared/envelope';

export type WarnOverview = { data: WarnData | null; error: string | null };

/** The overview figures (warn_data); a failure is said inline above the list, which still loads. */
export async function loadWarnOverview(context: AppLoadContext): Promise<WarnOverview> {
  const res = await context.api<unknown>('/api/index/warn_data', {});
  if (res.code !== Code.OK) return { data: null, error: res.msg || 'Error' };
  const parsed = warnData.safeParse(res.data);
  return parsed.success ? { data: parsed.data, error: null } : { data: null, error: '概览数据格式有误，请稍后再试' };
}
