import * as columnsCalls from '@shared/calls/columns';
import type { CallBody } from '@shared/calls/define';
import { api } from '~/lib/api';

// On failure the API client has shown the server's message and the promise rejects.
export const columnsApi = {
  saveLimits: (limits: CallBody<typeof columnsCalls.columnsLimitsSave>['limits']) => api(columnsCalls.columnsLimitsSave, { limits }),
};
