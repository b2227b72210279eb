import * as c from '../contracts/uploads';
import { call } from './define';

/**
 * Uploads (spec §7, server/modules/uploads). The one call is multipart/form-data, not JSON: its body schema is the
 * form fields beside the file part, and it is sent by web/lib/upload.ts (not by `api`). The file routes
 * (/uploads/…, /files/:id) are GETs and not calls.
 */
export const upload = call('/api/common/upload', c.uploadFields, c.uploadResult);
