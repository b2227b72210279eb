/** Site settings of spec §3 (Config), served by /api/demo/config. */
export const CONFIG_KEYS = [
  'site_name', 'sponsor',
  'ruzhu_detail', 'tech_detail', 'rzfw_pic', 'cyfw_pic', 'people', 'phone', 'email', 'address',
  'shouye_pic', 'zlfw_pic', 'rzqy_pic', 'pxfu_pic', 'shop_number', 'qyrz_intro', 'collect_code',
  'rongzi_detail', 'new_detail', 'zulin_detail', 'train_detail', 'beianhao', 'gonganbeian', 'banquan',
] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];

export type SiteConfig = Record<Exclude<ConfigKey, 'collect_code'>, string> & { collect_code: string[] };

export type ExternalLink = { id: number; name: string; href: string };
export type Partner = { id: number; name: string; image: string; href: string };
export type Banner = { id: number; title: string; image: string; href: string };
