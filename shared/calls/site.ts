import { z } from 'zod';
import * as c from '../contracts/site';
import * as a from '../contracts/site-admin';
import { call, query } from './define';

/** The site: settings, links, partners, banners and figures (public), and their management (server/modules/site). */

const noBody = z.object({}).passthrough();
const saved = z.object({ id: z.number().int() });
const settingsSaved = z.object({ changed: z.array(z.string()) });

// Public: what every page shows (spec §3 Config, the footer, the home page).
export const config = query('/api/demo/config', noBody, c.siteConfig);
export const links = query('/api/demo/links', noBody, z.array(c.externalLink));
export const partnerList = query('/api/demo/partner_list', noBody, z.array(c.partner));
export const bannerList = query('/api/demo/banner_list', c.bannerListBody, z.array(c.banner));
export const showDataone = query('/api/demo/show_dataone', noBody, c.parkFigures);

// Staff (issue 13): the settings groups, read and saved whole.
export const siteSettings = query('/api/admin/site_settings', noBody, a.systemSettings);
export const siteSettingsSave = call('/api/admin/site_settings_save', a.systemSettingsBody, settingsSaved);
export const siteColumns = query('/api/admin/site_columns', noBody, a.contentSettings);
export const siteColumnsSave = call('/api/admin/site_columns_save', a.contentSettingsBody, settingsSaved);

// Staff: banners, partners and external links.
export const siteItemList = query('/api/admin/site_item_list', a.siteItemListBody, z.array(a.siteItem));
export const siteItemSave = call('/api/admin/site_item_save', a.siteItemSaveBody, saved);
export const siteItemToggle = call('/api/admin/site_item_toggle', a.siteItemToggleBody, saved);
export const siteItemDelete = call('/api/admin/site_item_delete', a.siteItemRef, saved);
export const siteItemRestore = call('/api/admin/site_item_restore', a.siteItemRef, saved);
