import * as site from '@shared/calls/site';
import type { CallBody } from '@shared/calls/define';
import type { SiteItemType } from '@shared/contracts/site-admin';
import { api } from '~/lib/api';

// Calls made from the page's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it. The forms send their
// values as entered, once checked with the call's own body schema (SiteSettingsForm, SiteItemDrawer).

export const siteAdminApi = {
  saveSettings: (body: Record<string, unknown>) => api(site.siteSettingsSave, body as CallBody<typeof site.siteSettingsSave>),
  saveColumns: (body: Record<string, unknown>) => api(site.siteColumnsSave, body as CallBody<typeof site.siteColumnsSave>),
  save: (body: Record<string, unknown>) => api(site.siteItemSave, body as CallBody<typeof site.siteItemSave>),
  toggle: (type: SiteItemType, id: number, enabled: boolean) => api(site.siteItemToggle, { type, id, enabled }),
  remove: (type: SiteItemType, id: number) => api(site.siteItemDelete, { type, id }),
  restore: (type: SiteItemType, id: number) => api(site.siteItemRestore, { type, id }),
};
