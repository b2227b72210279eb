import type { CategoryKind } from '@shared/contracts/categories';
import { api } from '~/lib/api';
import { CATEGORY_CALLS } from '../categories-calls';

// On failure the API client has shown the server's message and the promise rejects.
export const categoryApi = {
  create: (kind: CategoryKind, name: string, parentId = 0) => api<{ id: number }>(CATEGORY_CALLS.create, { kind, name, parent_id: parentId }),
  rename: (kind: CategoryKind, id: number, name: string) => api<{ id: number }>(CATEGORY_CALLS.rename, { kind, id, name }),
  sort: (kind: CategoryKind, ids: number[]) => api<{ parent_id: number }>(CATEGORY_CALLS.sort, { kind, ids }),
  remove: (kind: CategoryKind, id: number) => api<{ id: number }>(CATEGORY_CALLS.remove, { kind, id }),
};
