import type { ColumnKey } from '@shared/contracts/columns';
import { api } from '~/lib/api';
import { COLUMNS_CALLS } from '../columns-calls';

// On failure the API client has shown the server's message and the promise rejects.
export const columnsApi = {
  saveLimits: (limits: Partial<Record<ColumnKey, number>>) => api<Record<ColumnKey, number>>(COLUMNS_CALLS.saveLimits, { limits }),
};
