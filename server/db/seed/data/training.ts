import trainItemsRows from './training.json';

export const TRAIN_CATEGORIES = ['创业辅导', '政策解读', '技能提升', '管理赋能', '路演沙龙'] as const;

export type TrainSeed = {
  category: (typeof TRAIN_CATEGORIES)[number];
  name: string;
  /** Days from the day of seeding (negative: already held), and the park-time start. */
  day: number;
  time: string;
  address: string;
  domain: string;
  intro: string;
  agenda: string[];
  consultations: number;
};

/** Training activities, spread over the past two months and the coming six weeks. */
export const TRAIN_ITEMS = trainItemsRows as TrainSeed[];
