import type { Db } from '../client';
import { techCategories, techItems } from '../schema/index';
import { CONSULT_ACTION } from '../../../shared/labels/consultations';
import { TECH_CATEGORIES, TECH_ITEMS } from './data/tech';
import { serviceContent } from './html';
import { idsByName, need, searchable, searchableBody } from './util';

const HOW = `企业可在本页点击“${CONSULT_ACTION}”提交需求，服务机构将在1个工作日内与您联系。园区企业使用本项服务可按规定申领科技创新券，抵扣部分服务费用。`;

/** Two levels of technical-service categories, then the services filed under them. */
export async function seedTechnics(db: Db) {
  const firsts = await db
    .insert(techCategories)
    .values(TECH_CATEGORIES.map((c, i) => ({ name: c.name, parentId: 0, sort: i + 1 })))
    .returning({ id: techCategories.id, name: techCategories.name });
  const firstIds = idsByName(firsts);
  const seconds = await db
    .insert(techCategories)
    .values(TECH_CATEGORIES.flatMap((c) => c.children.map((name, i) => ({ name, parentId: need(firstIds, c.name), sort: i + 1 }))))
    .returning({ id: techCategories.id, name: techCategories.name });
  const secondIds = idsByName(seconds);

  const rows = TECH_ITEMS.map((t, i) => {
    const firstIndex = TECH_CATEGORIES.findIndex((c) => c.name === t.first);
    const content = serviceContent({
      intro: t.intro,
      heading: '服务内容',
      points: t.points,
      sections: [
        ['服务方式', HOW],
        ['服务机构', t.company],
      ],
    });
    return {
      firstId: need(firstIds, t.first),
      secondId: need(secondIds, t.second),
      name: t.name,
      company: t.company,
      image: `/demo/services/tech-${firstIndex + 1}.svg`,
      content,
      consultationCount: t.consultations,
      sort: i + 1,
      ...searchable(t.name, t.company, t.first, t.second),
      ...searchableBody(content),
    };
  });
  const items = idsByName(await db.insert(techItems).values(rows).returning({ id: techItems.id, name: techItems.name }));
  return { categories: firsts.length + seconds.length, ids: TECH_ITEMS.map((t) => need(items, t.name)) };
}
