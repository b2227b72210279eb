import * as content from '@shared/calls/content';
import type { CallBody } from '@shared/calls/define';
import type { ContentKind } from '@shared/contracts/content-admin';
import type { PublishingApi } from '~/components/PublishingAdmin';
import { api } from '~/lib/api';

// Calls made from the editor's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it.

export const contentAdminApi = (kind: ContentKind) =>
  ({
    detail: (id: number) => api(content.contentDetail, { kind, id }),
    // The form checks its body with contentSaveBody before sending; the server checks it again.
    save: (body: Record<string, unknown>) => api(content.contentSave, { ...body, kind } as CallBody<typeof content.contentSave>),
    publish: (id: number, publishAt?: string) => api(content.contentPublish, { kind, id, ...(publishAt ? { publish_at: publishAt } : {}) }),
    unpublish: (id: number) => api(content.contentUnpublish, { kind, id }),
    remove: (id: number) => api(content.contentDelete, { kind, id }),
    restore: (id: number) => api(content.contentRestore, { kind, id }),
  }) satisfies PublishingApi & Record<string, unknown>;
