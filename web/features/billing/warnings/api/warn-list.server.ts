import type { AppLoadContext } from 'react-router';
import type { WarnItem } from '@shared/contracts/billing';
import { Code } from '@shared/envelope';
import { warnListPayload, type WarnQuery } from '../warnings-query';
import type { WarnKind } from '../warnings-view';

export type WarnListPage = { items: WarnItem[]; total: number; totalMoney: string; error: string | null };

/** One page (7, spec §9) of warned leases or fees for the query; a failed load leaves the list empty (spec §8). */
export async function loadWarnList(context: AppLoadContext, kind: WarnKind, q: WarnQuery): Promise<WarnListPage> {
  const res = await context.api(kind.call, warnListPayload(q));
  if (res.code !== Code.OK) return { items: [], total: 0, totalMoney: '0.00', error: res.msg || 'Error' };
  return { items: res.data.list, total: res.count ?? res.data.list.length, totalMoney: res.data.total_money, error: null };
}
