import type { ConfigKey } from '../../../../shared/contracts/site';

/** One value for every configuration key; contact details and filing numbers are placeholders. */
export const SITE_SETTINGS: Record<ConfigKey, string | string[]> = {
  site_name: '滨江数字经济产业园企业服务平台',
  sponsor: '滨江数字经济产业园管理委员会',
  ruzhu_detail: '一站式入驻服务，助力企业扎根园区、加速成长',
  tech_detail: '汇聚高校院所与专业机构，提供检验检测、研发设计、技术转移等科技服务',
  rongzi_detail: '对接天使投资、创业投资与科技信贷，为园区企业提供全周期融资服务',
  new_detail: '及时发布园区政策、通知公告与新闻动态，助力企业精准享受政策红利',
  zulin_detail: '孵化器、加速器、产业楼宇多种空间可选，拎包入驻，租金享受阶段性优惠',
  train_detail: '围绕创业辅导、政策解读与技能提升，常态化开展各类培训活动',
  people: '企业服务中心 林老师',
  phone: '0571-88886001',
  email: 'service@park.example.com',
  address: '浙江省杭州市滨江区数智大道88号 园区服务中心1楼',
  shouye_pic: '/demo/sections/home.svg',
  rzfw_pic: '/demo/sections/finance.svg',
  cyfw_pic: '/demo/sections/startup.svg',
  zlfw_pic: '/demo/sections/tenancy.svg',
  rzqy_pic: '/demo/sections/company.svg',
  pxfu_pic: '/demo/sections/train.svg',
  // Empty: the public 入驻企业 figure counts the listed companies (a number here would be shown instead).
  shop_number: '',
  qyrz_intro:
    '滨江数字经济产业园是国家级科技企业孵化器，园区总建筑面积约32万平方米，重点发展人工智能、集成电路、生物医药、智能制造和数字文创产业。' +
    '入驻企业可享受房租减免、政策申报辅导、投融资对接、人才服务等全周期支持。在线提交入驻申请，园区将在5个工作日内完成审核。',
  collect_code: ['/demo/qr/wechat-pay.svg', '/demo/qr/alipay.svg', '/demo/qr/bank-transfer.svg'],
  beianhao: '浙ICP备2026000000号-1',
  gonganbeian: '浙公网安备33010800000000号',
  banquan: '© 2026 滨江数字经济产业园管理委员会 版权所有',
  // Demo values in the right shape (a real site gets them from 国办 and 中央编办).
  site_code: '3301080001',
  dangzheng: '0DE1A2B3C4D5E6F708192A3B4C5D6E7F',
};

export const EXTERNAL_LINKS: [string, string][] = [
  ['中国政府网', 'https://www.gov.cn'],
  ['科学技术部', 'https://www.most.gov.cn'],
  ['工业和信息化部', 'https://www.miit.gov.cn'],
  ['人力资源和社会保障部', 'https://www.mohrss.gov.cn'],
  ['国家市场监督管理总局', 'https://www.samr.gov.cn'],
  ['国家知识产权局', 'https://www.cnipa.gov.cn'],
  ['国家税务总局', 'https://www.chinatax.gov.cn'],
  ['浙江省人民政府', 'https://www.zj.gov.cn'],
  ['浙江政务服务网', 'https://www.zjzwfw.gov.cn'],
  ['杭州市人民政府', 'https://www.hangzhou.gov.cn'],
];

/** Invented partner institutions; their links are placeholders. */
export const PARTNERS: [string, string][] = [
  ['钱塘科创投资基金', 'https://www.example.com/partners/qiantang-fund'],
  ['之江知识产权运营中心', 'https://www.example.com/partners/zhijiang-ip'],
  ['浙东集成电路测试中心', 'https://www.example.com/partners/ic-test'],
  ['数智工业设计中心', 'https://www.example.com/partners/design'],
  ['滨江科技金融服务中心', 'https://www.example.com/partners/fintech'],
  ['园区智算中心', 'https://www.example.com/partners/compute'],
  ['衡信财税咨询', 'https://www.example.com/partners/tax'],
  ['知衡律师事务所', 'https://www.example.com/partners/law'],
];

export const BANNERS: { position: string; title: string; image: string; href: string }[] = [
  { position: 'home', title: '数智引领 创新滨江', image: '/demo/banners/home-1.svg', href: '' },
  { position: 'home', title: '一站式企业服务 助力企业成长', image: '/demo/banners/home-2.svg', href: '/risk' },
  { position: 'home', title: '2026年度惠企政策集中申报', image: '/demo/banners/home-3.svg', href: '/information' },
  { position: 'company', title: '欢迎优质企业入驻园区', image: '/demo/banners/company.svg', href: '' },
  { position: 'information', title: '政策资讯', image: '/demo/banners/information.svg', href: '' },
  { position: 'technics', title: '科技服务', image: '/demo/banners/technics.svg', href: '' },
  { position: 'risk', title: '创业服务', image: '/demo/banners/risk.svg', href: '' },
  { position: 'train', title: '培训服务', image: '/demo/banners/train.svg', href: '' },
  { position: 'finance', title: '孵化融资', image: '/demo/banners/finance.svg', href: '' },
  { position: 'tenancy', title: '空间租赁', image: '/demo/banners/tenancy.svg', href: '' },
];
