import type { Db } from '../client';
import { financeItems, startupItems } from '../schema/index';
import { FINANCE_ITEMS } from './data/finance';
import { STARTUP_ITEMS } from './data/startup';
import { serviceContent } from './html';
import { idsByName, need, searchable, searchableBody } from './util';

const STARTUP_TYPE_NAMES = { 1: '工商注册与财税', 2: '知识产权', 3: '政策服务' } as const;
const STARTUP_NOTE: [string, string] = [
  '办理须知',
  '园区入驻企业享受优惠服务价格。在线提交咨询后，服务专员将在1个工作日内与您联系并告知所需材料。',
];
const FINANCE_NOTE: [string, string] = ['申请方式', '在线提交咨询，园区科技金融服务中心将在2个工作日内安排专人对接，协助准备申请材料。'];

/** A service's page: its introduction, `heading` over its points, then the sections. */
const detail = (item: { intro: string; points: string[] }, heading: string, sections: [string, string][]) =>
  serviceContent({ intro: item.intro, heading, points: item.points, sections });

/** A service row's page (its content and the search columns of its text), its consultation count and its place. */
const page = (content: string, consultations: number, i: number) => ({
  content,
  consultationCount: consultations,
  sort: i + 1,
  ...searchableBody(content),
});

/** Start-up services of the three types, each with its provider and consultation count. */
export async function seedStartup(db: Db) {
  const rows = STARTUP_ITEMS.map((s, i) => ({
    type: s.type,
    name: s.name,
    title: s.title,
    company: s.company,
    image: `/demo/services/startup-${s.type}.svg`,
    ...searchable(s.name, s.title, s.company, STARTUP_TYPE_NAMES[s.type]),
    ...page(detail(s, '服务内容', [['服务机构', s.company], STARTUP_NOTE]), s.consultations, i),
  }));
  const ids = idsByName(await db.insert(startupItems).values(rows).returning({ id: startupItems.id, name: startupItems.name }));
  return STARTUP_ITEMS.map((s) => need(ids, s.name));
}

/** Incubation and finance services. */
export async function seedFinance(db: Db) {
  const rows = FINANCE_ITEMS.map((f, i) => ({
    name: f.name,
    summary: f.summary,
    domain: f.domain,
    image: `/demo/services/finance-${(i % 3) + 1}.svg`,
    ...searchable(f.name, f.summary, f.domain),
    ...page(detail(f, '产品要点', [['适用对象', f.domain], FINANCE_NOTE]), f.consultations, i),
  }));
  const ids = idsByName(await db.insert(financeItems).values(rows).returning({ id: financeItems.id, name: financeItems.name }));
  return FINANCE_ITEMS.map((f) => need(ids, f.name));
}
