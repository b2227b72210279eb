import {
  SITE_LIMITS,
  SYSTEM_TYPE_CHOICES,
  type ContentSettingKey,
  type SystemSettingKey,
  type SystemTypeChoice,
} from '@shared/contracts/site-admin';

type Key = SystemSettingKey | ContentSettingKey;
export type Field = {
  key: Key;
  kind: 'text' | 'textarea' | 'image' | 'codes' | 'choice';
  /** A 'choice' field's values (radio buttons, one a line, each with its hint; `onlyWhenStored` ones only while stored). */
  choices?: readonly SystemTypeChoice[];
  max?: number;
  extra?: string;
  wide?: boolean;
  placeholder?: string;
};

export const SYSTEM_FIELDS: Field[] = [
  { key: 'site_name', kind: 'text', max: SITE_LIMITS.siteName, extra: '显示在浏览器标题、页头和页脚' },
  { key: 'sponsor', kind: 'text', max: SITE_LIMITS.sponsor, extra: '页脚“主办单位”' },
  { key: 'people', kind: 'text', max: SITE_LIMITS.people },
  { key: 'phone', kind: 'text', max: SITE_LIMITS.phone, placeholder: '0571-88886001', extra: '多个号码用“/”分隔' },
  { key: 'email', kind: 'text', max: SITE_LIMITS.email, placeholder: 'service@park.cn', extra: '多个邮箱用“；”分隔' },
  { key: 'address', kind: 'text', max: SITE_LIMITS.address },
  { key: 'beianhao', kind: 'text', max: SITE_LIMITS.filing, placeholder: '京ICP备12345678号', extra: '页脚显示，链接到工信部备案查询' },
  {
    key: 'gonganbeian',
    kind: 'text',
    max: SITE_LIMITS.filing,
    placeholder: '浙公网安备33010800000000号',
    extra: '页脚显示公安备案图标，链接到公安部备案查询',
  },
  {
    key: 'site_code',
    kind: 'text',
    max: 10,
    placeholder: '3301000001',
    extra: '政府网站标识码（10 位），显示在页脚和网页的 SiteIDCode 元数据中',
  },
  {
    key: 'dangzheng',
    kind: 'text',
    max: 200,
    placeholder: '06F2CAD4909B067AE053012819AC8596',
    extra:
      '党政机关网站填写中央编办颁发的标识代码中“id=”后的 32 位编号（或粘贴整个认证页面地址），页脚显示红色“党政机关”标识并链接到认证页面；非党政机关网站留空',
  },
  { key: 'banquan', kind: 'text', max: SITE_LIMITS.banquan, placeholder: '© 2026 某某园区管理委员会 版权所有' },
  {
    key: 'shop_number',
    kind: 'text',
    max: 7,
    extra:
      '整数。填写后，前台首页和“入驻企业”页显示的入驻企业数为此数（可计入未在本站登记的企业）；留空则按入驻企业名录中公开的企业实时统计',
  },
  {
    key: 'system_type',
    kind: 'choice',
    choices: SYSTEM_TYPE_CHOICES,
    wide: true,
    extra: '决定“政策通知”能否发给单个企业、列表是否显示“企业”列；保存后立即生效',
  },
  {
    key: 'collect_code',
    kind: 'codes',
    wide: true,
    extra: `企业“缴费方式”页面展示的收款二维码，JPG 格式，最多 ${SITE_LIMITS.collectCodes} 张`,
  },
];

/** Where a column picture shows (COLUMN_PICTURES): its page's header, unless that page has enabled banners. */
function pictureHelp(page: string) {
  return `“${page}”页顶部：该位置没有启用的轮播图时显示`;
}

export const CONTENT_FIELDS: Field[] = [
  { key: 'qyrz_intro', kind: 'textarea', max: SITE_LIMITS.intro, wide: true, extra: '首页“企业入驻”区块的介绍' },
  { key: 'ruzhu_detail', kind: 'textarea', max: SITE_LIMITS.detail, extra: '入驻企业、创业服务等页面的介绍' },
  { key: 'tech_detail', kind: 'textarea', max: SITE_LIMITS.detail },
  { key: 'rongzi_detail', kind: 'textarea', max: SITE_LIMITS.detail },
  { key: 'new_detail', kind: 'textarea', max: SITE_LIMITS.detail },
  { key: 'zulin_detail', kind: 'textarea', max: SITE_LIMITS.detail },
  { key: 'train_detail', kind: 'textarea', max: SITE_LIMITS.detail },
  { key: 'shouye_pic', kind: 'image', extra: '首页顶部：没有启用的首页轮播图时显示' },
  { key: 'rzfw_pic', kind: 'image', extra: pictureHelp('孵化服务') },
  { key: 'cyfw_pic', kind: 'image', extra: pictureHelp('创业服务') },
  { key: 'zlfw_pic', kind: 'image', extra: pictureHelp('租赁服务') },
  { key: 'rzqy_pic', kind: 'image', extra: pictureHelp('入驻企业') },
  { key: 'pxfu_pic', kind: 'image', extra: pictureHelp('培训服务') },
];
