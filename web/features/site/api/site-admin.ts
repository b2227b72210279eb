import type { SiteItemType } from '@shared/contracts/site-admin';
import { api } from '~/lib/api';
import { SITE_ADMIN_CALLS } from '../site-admin-calls';

// Calls made from the page's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it.

export const siteAdminApi = {
  saveSettings: (body: Record<string, unknown>) => api<{ changed: string[] }>(SITE_ADMIN_CALLS.settingsSave, body),
  saveColumns: (body: Record<string, unknown>) => api<{ changed: string[] }>(SITE_ADMIN_CALLS.columnsSave, body),
  save: (body: Record<string, unknown>) => api<{ id: number }>(SITE_ADMIN_CALLS.save, body),
  toggle: (type: SiteItemType, id: number, enabled: boolean) => api<{ id: number }>(SITE_ADMIN_CALLS.toggle, { type, id, enabled }),
  remove: (type: SiteItemType, id: number) => api<{ id: number }>(SITE_ADMIN_CALLS.remove, { type, id }),
  restore: (type: SiteItemType, id: number) => api<{ id: number }>(SITE_ADMIN_CALLS.restore, { type, id }),
};
