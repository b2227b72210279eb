import type { ContractOptions, PaymentItem } from '@shared/contracts/billing';
import { api } from '~/lib/api';
import {
  CONTRACT_OPTIONS_CALL, RECORD_LIST_CALL, REMINDER_RUN_CALL, UPDATE_TIME_CALL, type ContractKind,
} from '../contract-kinds';

// Calls made from the staff's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it.

export const fetchContractOptions = async (): Promise<ContractOptions> =>
  (await api<ContractOptions>(CONTRACT_OPTIONS_CALL)).data;

export const saveContract = (kind: ContractKind, payload: Record<string, unknown>) =>
  api<{ id: number }>(kind.calls.save, payload);

export const endContract = (kind: ContractKind, payload: Record<string, unknown>) => api<unknown>(kind.calls.end, payload);

export const updateExpireTime = (payload: Record<string, unknown>) => api<unknown>(UPDATE_TIME_CALL, payload);

export async function fetchRecords(kind: ContractKind, id: number, page: number, pageSize: number): Promise<{ items: PaymentItem[]; total: number }> {
  const res = await api<PaymentItem[]>(RECORD_LIST_CALL, { id, type: kind.recordType, start: page, page_size: pageSize });
  return { items: res.data ?? [], total: res.count ?? res.data?.length ?? 0 };
}

export const runReminders = () => api<unknown>(REMINDER_RUN_CALL);
