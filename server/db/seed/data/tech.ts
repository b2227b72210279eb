/** Technical services: two levels of categories, then items filed under a first- and second-level name. */
export const TECH_CATEGORIES: { name: string; children: string[] }[] = [
  { name: '检验检测', children: ['芯片测试', '材料分析', '电磁兼容'] },
  { name: '研发设计', children: ['工业设计', '软件开发', '芯片设计'] },
  { name: '技术转移', children: ['成果转化', '技术交易'] },
  { name: '数字化服务', children: ['云计算', '数据服务', '网络安全'] },
];

export type ServiceSeed = {
  name: string;
  company: string;
  intro: string;
  points: string[];
  consultations: number;
};

export type TechSeed = ServiceSeed & { first: string; second: string };

const PLATFORM = '园区公共技术服务平台';

export const TECH_ITEMS: TechSeed[] = [
  { first: '检验检测', second: '芯片测试', name: '集成电路晶圆级测试服务', company: PLATFORM, consultations: 46,
    intro: '依托园区公共技术服务平台的探针台与自动测试设备，为芯片设计企业提供晶圆级电性能测试。',
    points: ['晶圆级直流参数与功能测试', '测试程序开发与调试', '测试数据分析与良率报告'] },
  { first: '检验检测', second: '芯片测试', name: '芯片可靠性与失效分析', company: '浙东集成电路测试中心', consultations: 38,
    intro: '提供芯片高低温循环、高温老化等可靠性试验，以及开封、切片、电镜观察等失效分析服务。',
    points: ['HTOL、TC、HAST等可靠性试验', '开封、切片与扫描电镜分析', '车规级AEC-Q100认证辅导'] },
  { first: '检验检测', second: '材料分析', name: '材料成分与结构分析', company: '之江材料分析测试中心', consultations: 22,
    intro: '配备X射线衍射仪、能谱仪、红外光谱仪等设备，为企业提供材料成分与微观结构分析。',
    points: ['元素成分定性定量分析', '晶体结构与物相分析', '出具CMA资质检测报告'] },
  { first: '检验检测', second: '材料分析', name: '生物医药样品检测服务', company: '滨江生物医药检测平台', consultations: 17,
    intro: '面向创新药和医疗器械企业，提供药物杂质分析、生物相容性评价等检测服务。',
    points: ['药物含量与杂质分析', '医疗器械生物相容性评价', '检测方法开发与验证'] },
  { first: '检验检测', second: '电磁兼容', name: '电子产品电磁兼容预测试', company: '滨江电磁兼容实验室', consultations: 29,
    intro: '3米法电波暗室对园区企业开放，帮助企业在正式认证前发现并整改电磁兼容问题。',
    points: ['辐射发射与传导发射预测试', '静电放电、浪涌抗扰度测试', '工程师现场整改指导'] },
  { first: '研发设计', second: '工业设计', name: '智能硬件产品外观与结构设计', company: '数智工业设计中心', consultations: 33,
    intro: '为智能硬件企业提供从概念设计到结构设计、手板验证的一站式工业设计服务。',
    points: ['产品定义与外观设计', '结构设计与可制造性评审', '3D打印手板与小批量试制'] },
  { first: '研发设计', second: '工业设计', name: '用户体验与交互设计咨询', company: '数智工业设计中心', consultations: 14,
    intro: '通过用户研究和可用性测试，帮助企业优化软件产品和智能设备的交互体验。',
    points: ['用户访谈与需求分析', '交互原型与视觉设计', '可用性测试与改进建议'] },
  { first: '研发设计', second: '软件开发', name: '企业级应用软件定制开发', company: '杭州云帆软件服务有限公司', consultations: 41,
    intro: '为中小企业提供管理系统、小程序和移动应用的定制开发服务，支持国产化环境部署。',
    points: ['需求调研与系统设计', 'Web、小程序与移动端开发', '信创环境适配与部署'] },
  { first: '研发设计', second: '软件开发', name: '嵌入式软件与固件开发', company: '杭州云帆软件服务有限公司', consultations: 19,
    intro: '面向物联网和智能硬件企业，提供嵌入式软件、驱动和固件开发服务。',
    points: ['RTOS与嵌入式Linux开发', '传感器驱动与通信协议开发', 'OTA升级方案设计'] },
  { first: '研发设计', second: '芯片设计', name: 'EDA工具共享与设计服务', company: PLATFORM, consultations: 52,
    intro: '园区统一采购主流EDA工具授权，初创芯片设计企业可按小时租用，大幅降低研发成本。',
    points: ['数字与模拟EDA工具按需租用', 'IP核共享与授权对接', '后端设计与版图服务'] },
  { first: '研发设计', second: '芯片设计', name: 'MPW多项目晶圆流片组织', company: '浙东集成电路测试中心', consultations: 27,
    intro: '定期组织多项目晶圆流片，帮助初创企业以较低成本完成芯片验证。',
    points: ['多种工艺节点定期班车', '设计规则检查与数据交付', '流片费用补贴申报协助'] },
  { first: '技术转移', second: '成果转化', name: '高校科技成果转化对接', company: '园区技术转移中心', consultations: 24,
    intro: '汇集合作高校院所的科技成果，按企业技术需求精准匹配，协助完成成果转化。',
    points: ['企业技术需求挖掘', '科技成果筛选与评估', '转化方案设计与合同谈判'] },
  { first: '技术转移', second: '成果转化', name: '概念验证与中试熟化服务', company: '园区技术转移中心', consultations: 11,
    intro: '为处于实验室阶段的技术成果提供概念验证和中试熟化支持，加速技术走向市场。',
    points: ['概念验证资金申请辅导', '中试场地与设备对接', '小批量试产组织'] },
  { first: '技术转移', second: '技术交易', name: '技术合同认定登记服务', company: '园区技术转移中心', consultations: 35,
    intro: '协助企业办理技术开发、技术转让等合同的认定登记，享受相关税收优惠。',
    points: ['技术合同审核与登记', '技术交易税收优惠政策指导', '年度技术交易统计'] },
  { first: '技术转移', second: '技术交易', name: '专利许可与转让交易撮合', company: '之江知识产权运营中心', consultations: 16,
    intro: '提供专利价值评估、交易撮合和转让许可全流程服务。',
    points: ['专利价值评估', '许可与转让交易撮合', '交易合同与备案办理'] },
  { first: '数字化服务', second: '云计算', name: '中小企业上云资源包', company: '园区数字化服务中心', consultations: 48,
    intro: '联合云服务商为园区企业提供云服务器、对象存储等资源包，首年可享受50%补贴。',
    points: ['云服务器与数据库资源', '企业邮箱与协同办公', '上云迁移技术支持'] },
  { first: '数字化服务', second: '数据服务', name: '企业数据治理与分析咨询', company: '杭州数衡信息技术有限公司', consultations: 13,
    intro: '帮助企业梳理数据资产，建设数据中台和经营分析看板。',
    points: ['数据资产盘点与标准制定', '数据中台规划建设', '经营分析看板开发'] },
  { first: '数字化服务', second: '数据服务', name: 'AI算力租用服务', company: '园区智算中心', consultations: 57,
    intro: '园区智算中心向企业开放GPU算力，支持大模型训练、推理和算法研发。',
    points: ['GPU算力按卡时租用', '预置主流深度学习框架', '算力券抵扣最高50%费用'] },
  { first: '数字化服务', second: '网络安全', name: '网络安全等级保护咨询', company: '杭州安衡网络安全技术有限公司', consultations: 21,
    intro: '为企业信息系统提供等保定级、差距分析和整改建设咨询，协助通过等保测评。',
    points: ['系统定级与备案', '差距分析与整改方案', '测评配合与复测'] },
  { first: '数字化服务', second: '网络安全', name: '渗透测试与安全巡检', company: '杭州安衡网络安全技术有限公司', consultations: 9,
    intro: '对企业网站、APP和内网系统开展渗透测试与定期安全巡检。',
    points: ['Web与APP渗透测试', '漏洞扫描与修复验证', '季度安全巡检报告'] },
];
