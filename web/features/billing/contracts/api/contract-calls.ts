import * as billingCalls from '@shared/calls/billing';
import type { ContractOptions, PaymentItem } from '@shared/contracts/billing';
import type { CallBody } from '@shared/calls/define';
import * as remindersCalls from '@shared/calls/reminders';
import { api } from '~/lib/api';
import type { ContractKind } from '../contract-kinds';

// Calls made from the staff's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it.

export const fetchContractOptions = async (): Promise<ContractOptions> => (await api(billingCalls.contractOptions)).data;

export const saveContract = (kind: ContractKind, payload: Record<string, unknown>) =>
  api(kind.calls.save, payload as CallBody<ContractKind['calls']['save']>);

export const endContract = (kind: ContractKind, payload: CallBody<ContractKind['calls']['end']>) => api(kind.calls.end, payload);

export const updateExpireTime = (payload: CallBody<typeof billingCalls.updateTime>) => api(billingCalls.updateTime, payload);

export async function fetchRecords(
  kind: ContractKind,
  id: number,
  page: number,
  pageSize: number,
): Promise<{ items: PaymentItem[]; total: number }> {
  const res = await api(billingCalls.recordList, { id, type: kind.recordType, start: page, page_size: pageSize });
  return { items: res.data ?? [], total: res.count ?? res.data?.length ?? 0 };
}

export const runReminders = () => api(remindersCalls.reminderRun);
