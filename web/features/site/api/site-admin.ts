import * as siteCalls from '@shared/calls/site';
import type { CallBody } from '@shared/calls/define';
import type { SiteItemType } from '@shared/contracts/site-admin';
import { api } from '~/lib/api';

// Calls made from the page's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it. The forms send their
// values as entered, once checked with the call's own body schema (SiteSettingsForm, SiteItemDrawer).

export const siteAdminApi = {
  saveSettings: (body: Record<string, unknown>) => api(siteCalls.siteSettingsSave, body as CallBody<typeof siteCalls.siteSettingsSave>),
  saveColumns: (body: Record<string, unknown>) => api(siteCalls.siteColumnsSave, body as CallBody<typeof siteCalls.siteColumnsSave>),
  save: (body: Record<string, unknown>) => api(siteCalls.siteItemSave, body as CallBody<typeof siteCalls.siteItemSave>),
  toggle: (type: SiteItemType, id: number, enabled: boolean) => api(siteCalls.siteItemToggle, { type, id, enabled }),
  remove: (type: SiteItemType, id: number) => api(siteCalls.siteItemDelete, { type, id }),
  restore: (type: SiteItemType, id: number) => api(siteCalls.siteItemRestore, { type, id }),
};
