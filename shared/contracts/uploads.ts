import { z } from 'zod';

/** Upload kinds (the multipart `name` field). Licence and ID photos are sensitive: never public. */
export const UPLOAD_KINDS = {
  license: { label: '营业执照', sensitive: true },
  befor_pic: { label: '法人身份证正面', sensitive: true },
  after_pic: { label: '法人身份证反面', sensitive: true },
  shop_logo: { label: '企业标志', sensitive: false },
  feedback: { label: '服务诉求附件', sensitive: true },
  /** Images inside the company brief (rich text), shown on the public company page. */
  intro: { label: '企业简介图片', sensitive: false },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const isUploadKind = (v: string): v is UploadKind => Object.hasOwn(UPLOAD_KINDS, v);

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
