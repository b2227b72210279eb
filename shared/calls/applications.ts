import { z } from 'zod';
import * as c from '../contracts/applications';
import { call, download, query } from './define';

/** Settling in (spec §5, §7): the application, the applicant's own view and the staff's review (server/modules/applications). */

const noBody = z.object({}).passthrough();

// The applicant (a personal user): submit or re-submit, and read their own application (null when none).
export const shopSubmit = call('/api/index/shop_submit', c.shopSubmitBody, c.applicationStatus);
export const myShop = query('/api/index/my_shop', noBody, c.applicationView.nullable());

// Staff: every application, the settled companies, the decision, deleting ID photos on request.
export const applyList = query('/api/index/apply_list', c.adminListBody, z.array(c.applicationView));
export const systemShopList = query('/api/index/system_shop_list', c.adminListBody, z.array(c.applicationView));
export const examStatus = call('/api/index/exam_status', c.examStatusBody, c.applicationStatus);
export const deleteIdPhotos = call('/api/admin/delete_id_photos', c.deleteIdPhotosBody, c.deleteIdPhotosResult);

// Staff: Excel exports (GET; query strings in the API document).
export const applyExport = download('/api/admin/apply_export');
export const companyExport = download('/api/admin/company_export');
