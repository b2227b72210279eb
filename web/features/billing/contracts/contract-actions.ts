import { advancePaidThrough, fenToYuan, yuanToFen } from '@shared/billing/rules';
import { contractEndBody, updateTimeBody } from '@shared/contracts/billing';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';
import { isLeaseItem, type ContractItem } from './contract-form';
import type { ContractKind } from './contract-kinds';

/** A payload checked with the call's body schema: what is sent, typed as the call takes it. */
export type Checked<P = Record<string, unknown>> = { ok: true; payload: P } | { ok: false; errors: FieldErrors };

function check<S extends z.ZodType>(schema: S, payload: Record<string, unknown>): Checked<z.input<S>> {
  const parsed = schema.safeParse(payload);
  return parsed.success ? { ok: true, payload: payload as z.input<S> } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** The date a contract's periods are counted from (the grid its paid-through dates move on). */
export function periodStartOf(item: ContractItem): string {
  return isLeaseItem(item) ? item.start_time : item.sign_time;
}

/** What a payment of `periods` periods would do: the new paid-through date and the amount (yuan); null for a bad count. */
export function payPreview(item: ContractItem, periods: number | undefined): { expire_time: string; money: string } | null {
  if (periods === undefined || !Number.isInteger(periods) || periods < 1 || periods > 12) return null;
  const due = yuanToFen(item.real_money);
  return {
    expire_time: advancePaidThrough(item.expire_time, periods * item.cycle_months, periodStartOf(item)),
    money: due === null ? '' : fenToYuan(due * periods),
  };
}

/** update_time {type, id, expire_time}, checked with updateTimeBody (the server refuses dates before the sign date). */
export function checkUpdateTime(kind: ContractKind, item: ContractItem, expireTime: string): Checked<z.input<typeof updateTimeBody>> {
  return check(updateTimeBody, { type: kind.recordType, id: item.id, expire_time: expireTime });
}

/** lease_end / fee_end {id, remark}. */
export function checkEnd(item: ContractItem, remark: string): Checked<z.input<typeof contractEndBody>> {
  return check(contractEndBody, { id: item.id, remark: remark.trim() });
}
