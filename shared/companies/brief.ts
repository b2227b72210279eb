import { MSG, RICH_TEXT_SCRIPT_MSG } from '../messages';

/**
 * The company brief (企业简介, spec §3 company.content): rich text the company writes about itself, shown on
 * its public page. Bounds are the product's (the spec gives none). No schema library here: the company's
 * /company_brief checks a brief with these before saving, and its first load carries no zod (issue 34); the call's
 * request and answer are in contracts/companies.ts.
 */
/** Characters of HTML, formatting included (about 30 000 characters of formatted text). */
export const BRIEF_MAX_CHARS = 50_000;
/** Images in one brief. */
export const BRIEF_MAX_IMAGES = 30;

export const BRIEF_MSG = {
  empty: MSG.contentRequired,
  tooLong: `企业简介不能超过 ${BRIEF_MAX_CHARS} 个字符（含排版格式），请精简后再保存`,
  tooManyImages: `企业简介最多插入 ${BRIEF_MAX_IMAGES} 张图片`,
  badImage: '简介中有图片不是通过本页上传的，请删除后用“插入图片”重新上传',
  script: RICH_TEXT_SCRIPT_MSG,
  notYours: '企业不存在或无权修改',
} as const;
