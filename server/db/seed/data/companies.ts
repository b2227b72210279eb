export const SHOP_CATEGORIES = [
  '人工智能', '集成电路', '生物医药', '智能制造', '数字文创', '企业服务', '物联网', '网络安全', '新能源', '新材料',
] as const;

export type CompanySeed = {
  /** Short name used to link leases, fees and requests. */
  key: string;
  name: string;
  contact: string;
  /** Clearly fake: 138 0000 xxxx. */
  mobile: string;
  cats: (typeof SHOP_CATEGORIES)[number][];
  address: string;
  /** 领域: the company's main field. */
  domain: string;
  views: number;
  /** Park time of the application, 'YYYY-MM-DD HH:MM'. */
  applied: string;
  status: 0 | 1 | 2;
  remark?: string;
  brief: string;
};

const ROAD = '数智大道88号';

/** Invented companies; the first fifteen are settled, then two under review and one rejected. */
export const COMPANIES: CompanySeed[] = [
  { key: 'hanxin', name: '杭州瀚芯微电子有限公司', contact: '王启明', mobile: '13800001001', cats: ['集成电路'], address: `${ROAD}A座16层1601室`,
    domain: '车规级电源管理芯片', views: 1286, applied: '2023-03-14 10:20', status: 1,
    brief: `杭州瀚芯微电子有限公司成立于2021年，专注于车规级电源管理芯片的研发与销售，是国家高新技术企业。
## 主要产品
- 车规级多通道电源管理芯片；
- 高精度电池管理模拟前端芯片；
- 低功耗DC-DC转换芯片。
公司现有员工96人，其中研发人员占比72%，已获授权发明专利23件。` },
  { key: 'yuntu', name: '杭州云图智能科技有限公司', contact: '李思远', mobile: '13800001002', cats: ['人工智能', '智能制造'], address: `${ROAD}A座9层0905室`,
    domain: '工业视觉检测', views: 964, applied: '2023-06-08 14:05', status: 1,
    brief: `杭州云图智能科技有限公司是一家以机器视觉为核心的人工智能企业，为电子、汽车零部件等行业提供智能质检解决方案。
## 核心能力
- 多模态工业质检大模型；
- 高速在线缺陷检测系统；
- 视觉引导机器人抓取。
2026年入选省级专精特新中小企业。` },
  { key: 'shenlan', name: '杭州深澜生物医药科技有限公司', contact: '陈雨桐', mobile: '13800001003', cats: ['生物医药'], address: `${ROAD}C座1层0102室`,
    domain: '创新药物早期研发', views: 742, applied: '2022-11-21 09:40', status: 1,
    brief: `杭州深澜生物医药科技有限公司致力于肿瘤和自身免疫疾病领域的小分子创新药研发。
公司建有1200平方米的研发实验室，拥有一支由12名博士领衔的研发团队，已有2个品种进入临床前研究阶段。` },
  { key: 'shuheng', name: '杭州数衡信息技术有限公司', contact: '张一凡', mobile: '13800001004', cats: ['企业服务', '人工智能'], address: `${ROAD}A座11层1102室`,
    domain: '企业数据治理', views: 518, applied: '2024-02-19 11:15', status: 1,
    brief: `杭州数衡信息技术有限公司为制造、零售企业提供数据治理、数据中台和经营分析服务。
已服务客户200余家，拥有软件著作权38项。` },
  { key: 'anheng', name: '杭州安衡网络安全技术有限公司', contact: '刘子墨', mobile: '13800001005', cats: ['网络安全', '企业服务'], address: `${ROAD}B座3层0308室`,
    domain: '网络安全服务', views: 433, applied: '2025-04-02 15:30', status: 1,
    brief: `杭州安衡网络安全技术有限公司是园区孵化器在孵企业，提供等保咨询、渗透测试和安全运营服务。
团队核心成员来自知名安全厂商，具备多项网络安全专业资质。` },
  { key: 'zhizao', name: '杭州智造精工机器人有限公司', contact: '赵文博', mobile: '13800001006', cats: ['智能制造'], address: `${ROAD}D座1层0102室`,
    domain: '协作机器人', views: 689, applied: '2022-08-30 10:00', status: 1,
    brief: `杭州智造精工机器人有限公司专注于轻量级协作机器人及精密减速器的研发制造。
## 主要产品
- 六轴协作机器人；
- 谐波减速器；
- 机器人柔性装配工作站。` },
  { key: 'guangnian', name: '杭州光年数字文化传播有限公司', contact: '孙可欣', mobile: '13800001007', cats: ['数字文创'], address: `${ROAD}B座4层0410室`,
    domain: '数字内容制作', views: 376, applied: '2025-01-13 16:45', status: 1,
    brief: `杭州光年数字文化传播有限公司从事动画制作、虚拟数字人和沉浸式展陈内容创作。
作品曾获多项省级文创设计奖项。` },
  { key: 'jice', name: '杭州极测传感技术有限公司', contact: '周明轩', mobile: '13800001008', cats: ['物联网', '智能制造'], address: `${ROAD}B座7层0702室`,
    domain: 'MEMS传感器', views: 455, applied: '2024-05-27 09:20', status: 1,
    brief: `杭州极测传感技术有限公司专注于MEMS压力、温湿度传感器及物联网监测模组的研发。
产品广泛应用于智慧楼宇、工业设备监测等场景。` },
  { key: 'hemu', name: '杭州禾木医疗器械有限公司', contact: '吴佳怡', mobile: '13800001009', cats: ['生物医药'], address: `${ROAD}C座3层0306室`,
    domain: '康复医疗器械', views: 298, applied: '2024-09-10 13:50', status: 1,
    brief: `杭州禾木医疗器械有限公司研发生产上肢康复训练设备和智能康复评估系统。
已取得二类医疗器械注册证4项。` },
  { key: 'yunfan', name: '杭州云帆软件服务有限公司', contact: '郑浩然', mobile: '13800001010', cats: ['企业服务'], address: `${ROAD}A座13层1305室`,
    domain: '软件定制开发', views: 512, applied: '2023-10-16 10:30', status: 1,
    brief: `杭州云帆软件服务有限公司提供企业应用软件、小程序和嵌入式软件的定制开发服务。
公司通过ISO 9001质量管理体系认证，拥有软件著作权52项。` },
  { key: 'xinglian', name: '杭州星链物联科技有限公司', contact: '冯晓雯', mobile: '13800001011', cats: ['物联网'], address: `${ROAD}B座8层0805室`,
    domain: '低功耗物联网通信', views: 347, applied: '2024-12-03 14:10', status: 1,
    brief: `杭州星链物联科技有限公司专注于低功耗广域物联网通信模组和设备管理平台。
产品已应用于智能表计、资产追踪等领域，累计出货超过200万片。` },
  { key: 'lvneng', name: '杭州绿能储能科技有限公司', contact: '何俊杰', mobile: '13800001012', cats: ['新能源'], address: `${ROAD}C座7层0701室`,
    domain: '储能系统集成', views: 403, applied: '2023-12-18 09:05', status: 1,
    brief: `杭州绿能储能科技有限公司提供工商业储能系统设计、集成和能量管理软件。
公司储能系统已在多个工业园区投入运行。` },
  { key: 'zhixing', name: '杭州知行教育科技有限公司', contact: '许晨阳', mobile: '13800001013', cats: ['数字文创', '人工智能'], address: `${ROAD}B座5层0509室`,
    domain: '智能教育产品', views: 221, applied: '2025-06-23 10:40', status: 1,
    brief: `杭州知行教育科技有限公司研发面向职业教育的智能学习平台和虚拟仿真实训课程。
已与多所职业院校开展合作。` },
  { key: 'xinshijie', name: '杭州芯视界半导体有限公司', contact: '马诗涵', mobile: '13800001014', cats: ['集成电路', '人工智能'], address: `${ROAD}众创空间F区`,
    domain: '图像传感器芯片', views: 186, applied: '2026-03-09 15:20', status: 1,
    brief: `杭州芯视界半导体有限公司是一家初创芯片设计企业，专注于低功耗图像传感器芯片。
团队获第三届滨江数字经济创新创业大赛二等奖。` },
  { key: 'lingxi', name: '杭州灵犀语言智能科技有限公司', contact: '林雨萱', mobile: '13800001015', cats: ['人工智能', '企业服务'], address: `${ROAD}众创空间F区`,
    domain: '智能客服与语音交互', views: 265, applied: '2026-05-18 11:00', status: 1,
    brief: `杭州灵犀语言智能科技有限公司基于大语言模型为企业提供智能客服和语音交互解决方案。
产品已服务电商、政务热线等多个行业客户。` },
  { key: 'weiguang', name: '杭州微光影像科技有限公司', contact: '黄子轩', mobile: '13800001016', cats: ['数字文创'], address: `${ROAD}众创空间F区`,
    domain: '影视后期与特效', views: 0, applied: '2026-11-17 10:25', status: 0,
    brief: '杭州微光影像科技有限公司从事影视后期制作、视觉特效和虚拟拍摄服务。' },
  { key: 'maike', name: '杭州迈科新材料有限公司', contact: '高雅琴', mobile: '13800001017', cats: ['新材料'], address: `${ROAD}众创空间F区`,
    domain: '电子级功能材料', views: 0, applied: '2026-11-19 16:05', status: 0,
    brief: '杭州迈科新材料有限公司研发半导体封装用电子级功能材料。' },
  { key: 'dingsheng', name: '杭州鼎盛商贸有限公司', contact: '罗志强', mobile: '13800001018', cats: ['企业服务'], address: `${ROAD}众创空间F区`,
    domain: '日用百货批发', views: 0, applied: '2026-10-28 09:30', status: 2,
    remark: '企业主营业务为日用百货批发，不符合园区数字经济产业定位，暂不予入驻。如业务调整，可补充材料后重新申请。',
    brief: '杭州鼎盛商贸有限公司主要从事日用百货批发与零售。' },
];
