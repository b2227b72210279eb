import consultationsRows from './consultations.json';
import feedbackRows from './feedback.json';

/**
 * Consultations and service requests (feedback) of the demo companies. `ago` is days before
 * the day of seeding; `item` is the position of the item consulted in its seeded list (0-based).
 */
export type ConsultationSeed = {
  company: string;
  type: 1 | 2 | 3 | 4 | 5 | 6;
  item: number;
  content: string;
  ago: number;
  reply?: string;
};

/**
 * Among them, one left unanswered for 82 days (the inbox flags it 临近三个月未答复, the inspection line of
 * shared/inbox/rules.ts), and some from applicants whose companies are still under review: they read the answers
 * on /my_question too.
 */
export const CONSULTATIONS = consultationsRows as ConsultationSeed[];

export type FeedbackSeed = {
  company: string;
  title: string;
  content: string;
  files: string[];
  ago: number;
  /** The 平台反馈; with it the request is 已完成 unless `done` is false (answered, still being handled). */
  remark?: string;
  done?: boolean;
};

export const FEEDBACK = feedbackRows as FeedbackSeed[];
