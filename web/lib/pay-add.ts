import * as billingCalls from '@shared/calls/billing';
import { payAddBody } from '@shared/contracts/billing';
import type { RecordTypeValue } from '@shared/billing/rules';
import { api } from './api';
import { fieldErrors, type FieldErrors } from './form-errors';

/** What a payment is recorded against: the record type (1 lease, 2 fee), the row, and the paid-through date seen. */
export type PayTarget = { type: RecordTypeValue; id: number; expire_time: string };

/** The pay dialog's fields; `periods` only where the dialog asks for it (the server counts one otherwise). */
export type PayValues = { pay_way?: string; periods?: number | null; remark?: string };

/** expire_time is the paid-through date the staff member saw: a second click after it moved is refused. */
export type PayBody = {
  type: number;
  id: number;
  pay_way: string;
  periods?: number | null;
  remark: string;
  expire_time: string;
};

export type PayCheck = { ok: true; body: PayBody } | { ok: false; errors: FieldErrors };

/** The pay_add payload, checked with the server's contract (its messages, under the field they concern). */
export function checkPayAdd(target: PayTarget, v: PayValues): PayCheck {
  const body: PayBody = {
    type: target.type,
    id: target.id,
    pay_way: v.pay_way ?? '',
    remark: (v.remark ?? '').trim(),
    expire_time: target.expire_time,
  };
  if (v.periods !== undefined) body.periods = v.periods;
  const parsed = payAddBody.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** Records the payment; resolves with the envelope (the server's message, the new paid-through date). */
export const payAdd = (body: PayBody) => api(billingCalls.payAdd, body);
