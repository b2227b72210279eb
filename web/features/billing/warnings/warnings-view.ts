import * as billingCalls from '@shared/calls/billing';
import type { WarnItem } from '@shared/contracts/billing';
import { RecordType, formatYuan, yuanToFen, type RecordTypeValue } from '@shared/billing/rules';
import { paths } from '~/config/paths';
import { ExportKind, type ExportKindValue } from './warnings-query';

/** What tells the rent page from the fee page: one generic list, configured. */
export type WarnKind = {
  /** The list call (spec §7). */
  call: typeof billingCalls.warnList | typeof billingCalls.ortherwarnList;
  /** The page it lives on. */
  path: string;
  /** The record type (pay_add): 1 lease, 2 fee. */
  recordType: RecordTypeValue;
  exportKind: ExportKindValue;
  /** Heading of the list and the noun in sentences. */
  title: string;
  /** The column that names the item: the room number or the fee's name. */
  titleLabel: string;
  searchPlaceholder: string;
};

export const RENT_WARNINGS: WarnKind = {
  call: billingCalls.warnList,
  path: paths.system.warning,
  recordType: RecordType.LEASE,
  exportKind: ExportKind.ROOMS,
  title: '房租预警列表',
  titleLabel: '房间号',
  searchPlaceholder: '搜索企业名称或房间号',
};

export const FEE_WARNINGS: WarnKind = {
  call: billingCalls.ortherwarnList,
  path: paths.system.otherWarning,
  recordType: RecordType.FEE,
  exportKind: ExportKind.FEES,
  title: '其他预警列表',
  titleLabel: '费用名称',
  searchPlaceholder: '搜索企业名称或费用名称',
};

/** '12000.00' (yuan from the API) → '12,000.00 元'; anything unreadable is shown as it came. */
export function yuanText(yuan: string): string {
  const fen = yuanToFen(yuan);
  return fen === null ? `${yuan} 元` : formatYuan(fen);
}

export type Remaining = { text: string; tone: 'overdue' | 'today' | 'soon' | 'normal' };

/** How far the paid-through date is: '已逾期 N 天', '今日到期', or 'N 天' (a week or less: 'soon'). */
export function remaining(daysLeft: number): Remaining {
  if (daysLeft < 0) return { text: `已逾期 ${-daysLeft} 天`, tone: 'overdue' };
  if (daysLeft === 0) return { text: '今日到期', tone: 'today' };
  return { text: `${daysLeft} 天`, tone: daysLeft <= 7 ? 'soon' : 'normal' };
}

/** '—' for a field the record leaves empty. */
export const orDash = (v: string): string => (v.trim() ? v : '—');

/** The sentence the pay dialog confirms: what the paid-through date moves to. */
export function payConsequence(item: Pick<WarnItem, 'expire_time' | 'next_expire_time' | 'real_pay'>): string {
  return `登记缴纳一期 ${yuanText(item.real_pay)}，已缴至日期将由 ${item.expire_time} 顺延至 ${item.next_expire_time}。`;
}
