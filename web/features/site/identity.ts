/**
 * Where the footer's identity items lead (issue 14; no zod here: the footer is on every public page). The government
 * web-page rules want the ICP number linked to the MIIT registry (paths.beian), the 公安 number to the ministry's record of it,
 * and the 党政机关网站标识 to 中央编办's verification page.
 */

/** 公安备案 numbers are queried on the ministry's site by their digits. */
export const policeFilingHref = (text: string) => `https://beian.mps.gov.cn/#/query/webSearch?code=${text.replace(/\D/g, '')}`;

/** 中央编办's page that shows whose site this is, for the 党政机关网站标识 id of the settings. */
export const govSiteMarkHref = (id: string) => `https://bszs.conac.cn/sitename?method=show&id=${encodeURIComponent(id.trim())}`;
