import type { ContentAdminDetail, ContentKind } from '@shared/contracts/content-admin';
import type { PublishingApi } from '~/components/PublishingAdmin';
import { api } from '~/lib/api';
import { CONTENT_ADMIN_CALLS } from '../content-calls';

// Calls made from the editor's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it.

export const contentAdminApi = (kind: ContentKind) =>
  ({
    detail: (id: number) => api<ContentAdminDetail>(CONTENT_ADMIN_CALLS.detail, { kind, id }),
    save: (body: Record<string, unknown>) => api<{ id: number }>(CONTENT_ADMIN_CALLS.save, { ...body, kind }),
    publish: (id: number, publishAt?: string) => api<{ id: number }>(CONTENT_ADMIN_CALLS.publish, { kind, id, ...(publishAt ? { publish_at: publishAt } : {}) }),
    unpublish: (id: number) => api<{ id: number }>(CONTENT_ADMIN_CALLS.unpublish, { kind, id }),
    remove: (id: number) => api<{ id: number }>(CONTENT_ADMIN_CALLS.remove, { kind, id }),
    restore: (id: number) => api<{ id: number }>(CONTENT_ADMIN_CALLS.restore, { kind, id }),
  }) satisfies PublishingApi & Record<string, unknown>;
