/** Upload kinds (the multipart `name` field). Licence and ID photos are sensitive: never public. */
export const UPLOAD_KINDS = {
  license: { label: '营业执照', sensitive: true },
  befor_pic: { label: '法人身份证正面', sensitive: true },
  after_pic: { label: '法人身份证反面', sensitive: true },
  shop_logo: { label: '企业标志', sensitive: false },
  feedback: { label: '服务诉求附件', sensitive: true },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const isUploadKind = (v: string): v is UploadKind => Object.hasOwn(UPLOAD_KINDS, v);

export type UploadResult = { id: number; url: string; fullurl: string; name: string; file_name: string };
