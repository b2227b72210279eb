import * as categoriesCalls from '@shared/calls/categories';
import type { CategoryKind } from '@shared/contracts/categories';
import { api } from '~/lib/api';

// On failure the API client has shown the server's message and the promise rejects.
export const categoryApi = {
  create: (kind: CategoryKind, name: string, parentId = 0) => api(categoriesCalls.categoryCreate, { kind, name, parent_id: parentId }),
  rename: (kind: CategoryKind, id: number, name: string) => api(categoriesCalls.categoryRename, { kind, id, name }),
  sort: (kind: CategoryKind, ids: number[]) => api(categoriesCalls.categorySort, { kind, ids }),
  remove: (kind: CategoryKind, id: number) => api(categoriesCalls.categoryDelete, { kind, id }),
};
