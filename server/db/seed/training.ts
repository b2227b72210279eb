import type { Db } from '../client';
import { trainCategories, trainItems } from '../schema/index';
import { TRAINING_CONSULT_ACTION } from '../../../shared/labels/consultations';
import { formatDateTime } from '../../lib/dates';
import { TRAIN_CATEGORIES, TRAIN_ITEMS } from './data/training';
import { serviceContent } from './html';
import { daysFrom, idsByName, need, searchable, searchableBody } from './util';

/** Training categories and activities, dated around the day of seeding so some are still to come. */
export async function seedTraining(db: Db, now: Date) {
  const cats = await db
    .insert(trainCategories)
    .values(TRAIN_CATEGORIES.map((name, i) => ({ name, sort: i + 1 })))
    .returning({ id: trainCategories.id, name: trainCategories.name });
  const catIds = idsByName(cats);
  const rows = TRAIN_ITEMS.map((t) => {
    const activeTime = daysFrom(now, t.day, t.time);
    const content = serviceContent({
      intro: t.intro,
      heading: '活动安排',
      points: t.agenda,
      sections: [
        ['活动信息', `时间：${formatDateTime(activeTime)}；地点：${t.address}；对象：${t.domain}`],
        ['报名方式', `点击“${TRAINING_CONSULT_ACTION}”在线报名，名额有限，额满即止。活动免费，请携带名片参加。`],
      ],
    });
    return {
      catId: need(catIds, t.category),
      name: t.name,
      activeTime,
      address: t.address,
      image: `/demo/train/train-${TRAIN_CATEGORIES.indexOf(t.category) + 1}.svg`,
      content,
      domain: t.domain,
      consultationCount: t.consultations,
      ...searchable(t.name, t.category, t.address, t.domain),
      ...searchableBody(content),
    };
  });
  const ids = idsByName(await db.insert(trainItems).values(rows).returning({ id: trainItems.id, name: trainItems.name }));
  return { categories: cats.length, ids: TRAIN_ITEMS.map((t) => need(ids, t.name)) };
}
