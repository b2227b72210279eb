import type { AppLoadContext } from 'react-router';
import { warnListData, type WarnItem } from '@shared/contracts/billing';
import { Code } from '@shared/envelope';
import { warnListPayload, type WarnQuery } from '../warnings-query';
import type { WarnKind } from '../warnings-view';

export type WarnListPage = { items: WarnItem[]; total: number; totalMoney: string; error: string | null };

/** One page (7, spec §9) of warned leases or fees for the query; a failed load leaves the list empty (spec §8). */
export async function loadWarnList(context: AppLoadContext, kind: WarnKind, q: WarnQuery): Promise<WarnListPage> {
  const res = await context.api<unknown>(kind.call, warnListPayload(q));
  if (res.code !== Code.OK) return { items: [], total: 0, totalMoney: '0.00', error: res.msg || 'Error' };
  // The contract is checked here so a drifting answer shows as an error, not as a broken table.
  const parsed = warnListData.safeParse(res.data);
  if (!parsed.success) return { items: [], total: 0, totalMoney: '0.00', error: '预警数据格式有误，请稍后再试' };
  return { items: parsed.data.list, total: res.count ?? parsed.data.list.length, totalMoney: parsed.data.total_money, error: null };
}
