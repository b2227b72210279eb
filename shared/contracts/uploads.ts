import { z } from 'zod';
import { BOOKING_STAFF, CONTENT_STAFF, LISTING_STAFF, SITE_SYSTEM_STAFF } from '../auth/module-roles';

/**
 * Upload kinds (the multipart `name` field). Sensitive kinds are never public and are encrypted at rest;
 * identity documents (licence, ID photos) are also watermarked with the viewer and time, and every view is audited.
 */
export const UPLOAD_KINDS = {
  license: { label: '营业执照', sensitive: true, idDocument: true },
  befor_pic: { label: '法人身份证正面', sensitive: true, idDocument: true },
  after_pic: { label: '法人身份证反面', sensitive: true, idDocument: true },
  shop_logo: { label: '企业标志', sensitive: false, idDocument: false },
  feedback: { label: '服务诉求附件', sensitive: true, idDocument: false },
  /** Images inside the company brief (rich text), shown on the public company page. */
  intro: { label: '企业简介图片', sensitive: false, idDocument: false },
  /**
   * Staff content images (issue 13): site settings' pictures and payment codes, banners, partner logos, covers and
   * images in staff rich text, a settled company's logo corrected by park operations, a meeting room's pictures (会议室管理). Only staff holding one of
   * `staffRoles` (the roles of the pages that upload it) may upload it (server/modules/uploads/uploads.routes.ts).
   */
  site_image: {
    label: '网站图片',
    sensitive: false,
    idDocument: false,
    staffRoles: [...CONTENT_STAFF, ...SITE_SYSTEM_STAFF, ...LISTING_STAFF, ...BOOKING_STAFF],
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
/** A public upload's address (/uploads/yyyy/mm/<key>.jpg). */
export const PUBLIC_UPLOAD_PATH = /^\/uploads\/(\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg)$/;

export const UPLOAD_KIND_INVALID = '上传类型不正确';

/**
 * The form fields of /api/common/upload beside the file part (`file`): `name`, the upload kind. Sent as
 * multipart/form-data (web/lib/upload.ts), not JSON; the server checks them with this schema once the parts are read.
 */
export const uploadFields = z.object({
  name: z.enum(Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]], { error: UPLOAD_KIND_INVALID }),
});

export const uploadResult = z.object({
  id: z.number().int(),
  /** Site-relative address: /uploads/… (public kinds) or /files/<id> (sensitive kinds). */
  url: z.string(),
  fullurl: z.string(),
  /** The upload kind sent in the `name` field. */
  name: z.string(),
  file_name: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;
