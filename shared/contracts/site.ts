import { z } from 'zod';
import { BANNER_POSITIONS, type BannerPosition } from '../labels/site';

/** Site settings of spec §3 (Config), served by /api/demo/config. */
export const CONFIG_KEYS = [
  'site_name',
  'sponsor',
  'ruzhu_detail',
  'tech_detail',
  'rzfw_pic',
  'cyfw_pic',
  'people',
  'phone',
  'email',
  'address',
  'shouye_pic',
  'zlfw_pic',
  'rzqy_pic',
  'pxfu_pic',
  'shop_number',
  'qyrz_intro',
  'collect_code',
  'rongzi_detail',
  'new_detail',
  'zulin_detail',
  'train_detail',
  'beianhao',
  'gonganbeian',
  'banquan',
  // Issue 14: the government site's identity — 网站标识码 and the 党政机关网站标识's id ('' = not a 党政机关 site).
  'site_code',
  'dangzheng',
] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];

type ConfigFields = { [K in ConfigKey]: K extends 'collect_code' ? z.ZodArray<z.ZodString> : z.ZodString };

/**
 * Every key is present: unset ones are '' (collect_code, the QR code images, an empty list). `demo` is not a
 * setting: it says the demonstration QR sign-in is on, so every page shows the 演示模式 ribbon (issue 11).
 * `site_domain` is not a setting either: the host name of PUBLIC_URL, for the SiteDomain meta tag (issue 14).
 */
export const siteConfig = z
  .object(Object.fromEntries(CONFIG_KEYS.map((k) => [k, k === 'collect_code' ? z.array(z.string()) : z.string()])) as ConfigFields)
  .extend({ demo: z.boolean(), site_domain: z.string() });
export type SiteConfig = z.infer<typeof siteConfig>;

/**
 * A footer link (spec §3 link: name, image, href). The footer's government links are text links and staff manage
 * no picture for them, so `image` is always '' (the partner list, with the same fields, carries the logos).
 */
export const externalLink = z.object({ id: z.number().int(), name: z.string(), image: z.string(), href: z.string() });
export type ExternalLink = z.infer<typeof externalLink>;
export const partner = z.object({ id: z.number().int(), name: z.string(), image: z.string(), href: z.string() });
export type Partner = z.infer<typeof partner>;
export const banner = z.object({ id: z.number().int(), title: z.string(), image: z.string(), href: z.string() });
export type Banner = z.infer<typeof banner>;

export { publicShopNumber } from '../labels/site';

const POSITION_VALUES = BANNER_POSITIONS.map((p) => p.value) as [BannerPosition, ...BannerPosition[]];
/** banner_list: the enabled banners of one page position (the home page's by default). */
export const bannerListBody = z.object({ position: z.enum(POSITION_VALUES, { error: '位置不存在' }).default('home') });

/** show_dataone data: the park's figures, counted live (the 入驻企业 figure as publicShopNumber says). */
export const parkFigures = z.object({
  /** 入驻企业: the 入驻企业数 setting when set, else the settled companies listed in the directory (publicShopNumber). */
  shop_number: z.number().int(),
  room_number: z.number().int(),
  vacant_room_number: z.number().int(),
  policy_number: z.number().int(),
  /** Technical, start-up and incubation services together. */
  service_number: z.number().int(),
  train_number: z.number().int(),
});
export type ParkFigures = z.infer<typeof parkFigures>;
