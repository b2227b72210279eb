import { ContractStatus } from '../../../shared/billing/rules';
import { ShopStatus } from '../../../shared/constants';
import { fail, notFound } from '../../lib/errors';

/** Who may make this module's staff calls: said once in shared/, with the staff menu. */
export { BILLING_STAFF } from '../../../shared/auth/module-roles';

export const RECORD_MISSING = '记录不存在';
export const CONTRACT_ENDED = '合同已终止，不能操作';
export const STALE_RECORD = '该记录已更新，请刷新后重试';
export const ROOM_TAKEN = '该房间已有在租合同';

/** A company sees only its own contracts; another company's id answers exactly as an unknown one. */
export function requireOwn<T extends { companyId: number }>(contract: T | undefined, companyId: number): T {
  if (!contract || contract.companyId !== companyId) throw notFound(RECORD_MISSING);
  return contract;
}

export function requireFound<T>(row: T | undefined): T {
  if (!row) throw notFound(RECORD_MISSING);
  return row;
}

/** Payments, edits and ending apply to live contracts only (ended ones never warn and take no money). */
export function requireLive(contract: { status: number }): void {
  if (contract.status !== ContractStatus.LIVE) throw fail(CONTRACT_ENDED);
}

/** Leases and fee contracts are made with settled companies only. */
export function requireContractCompany(company: { status: number } | undefined): void {
  if (!company || company.status !== ShopStatus.PASSED) throw fail('请选择已入驻的企业');
}

/** A lease is signed on or before the day it starts. */
export function requireLeaseDates(signDate: string, startDate: string): void {
  if (signDate > startDate) throw fail('签约日期不能晚于起租日期');
}

/** A paid-through date given with a contract is never before its sign date. */
export function requirePaidThrough(paidUntil: string | undefined, signDate: string, message = '已缴至日期不能早于签约日期'): void {
  if (paidUntil !== undefined && paidUntil < signDate) throw fail(message);
}
