import * as contentCalls from '@shared/calls/content';
import type { CallBody } from '@shared/calls/define';
import type { ContentKind } from '@shared/contracts/content-admin';
import type { PublishingApi } from '~/components/PublishingAdmin';
import { api } from '~/lib/api';

// Calls made from the editor's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it.

export const contentAdminApi = (kind: ContentKind) =>
  ({
    detail: (id: number) => api(contentCalls.contentDetail, { kind, id }),
    // The form checks its body with contentSaveBody before sending; the server checks it again.
    save: (body: Record<string, unknown>) => api(contentCalls.contentSave, { ...body, kind } as CallBody<typeof contentCalls.contentSave>),
    publish: (id: number, publishAt?: string) =>
      api(contentCalls.contentPublish, { kind, id, ...(publishAt ? { publish_at: publishAt } : {}) }),
    unpublish: (id: number) => api(contentCalls.contentUnpublish, { kind, id }),
    remove: (id: number) => api(contentCalls.contentDelete, { kind, id }),
    restore: (id: number) => api(contentCalls.contentRestore, { kind, id }),
  }) satisfies PublishingApi & Record<string, unknown>;
