import techItemsRows from './tech.json';

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

export const TECH_ITEMS = techItemsRows as TechSeed[];
