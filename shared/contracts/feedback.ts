import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import type { ReplyStateValue } from '../inbox/rules';
import { idField, intField, keywordField, pageFields } from './common';
import {
  FEEDBACK_TITLE_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_REMARK_MAX,
  FEEDBACK_MAX_PHOTOS,
  FeedbackStatus,
  FEEDBACK_MSG,
  FEEDBACK_AGE_FILTERS,
} from '../feedback/rules';

/**
 * Service requests (spec "feedback", 企业服务 / 服务记录): the calls' requests and answers. The limits, states and
 * messages are in feedback/rules.ts.
 */

const text = (required: string, max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong }),
  );

/**
 * `file`: the addresses of this user's uploads (kind feedback), comma-joined as the spec sends them (an array
 * is accepted too); empty entries and repeats are dropped. Parsed to a list.
 */
const fileField = z
  .preprocess(
    (v) => (v === undefined || v === null ? '' : Array.isArray(v) ? v.join(',') : v),
    z.string({ error: FEEDBACK_MSG.badPhoto }).max(FEEDBACK_MAX_PHOTOS * 300, { error: FEEDBACK_MSG.tooManyPhotos }),
  )
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().max(300, { error: FEEDBACK_MSG.badPhoto })).max(FEEDBACK_MAX_PHOTOS, { error: FEEDBACK_MSG.tooManyPhotos }));

/** /api/demo/feedback {title, content, file}; shop_id in the spec's payload is ignored (the session decides). */
export const feedbackBody = z.object({
  title: text(FEEDBACK_MSG.titleRequired, FEEDBACK_TITLE_MAX, FEEDBACK_MSG.titleTooLong),
  content: text(FEEDBACK_MSG.contentRequired, FEEDBACK_CONTENT_MAX, FEEDBACK_MSG.contentTooLong),
  file: fileField,
});
export type FeedbackBody = z.output<typeof feedbackBody>;
export type FeedbackInput = z.input<typeof feedbackBody>;

/** /api/demo/feedback_list: the company's own requests, newest first (10 a page on /service_list, 6 in the dialog). */
export const feedbackListBody = z.object({ ...pageFields(PAGE_SIZE.serviceRecords) });

/** Staff inbox (/api/admin/feedback_inbox): status 0/1 (absent or -1: all), age, keyword (company or title). */
export const feedbackInboxBody = z.object({
  status: intField('状态')
    .pipe(
      z.number().refine((n) => n === -1 || n === FeedbackStatus.PENDING || n === FeedbackStatus.DONE, {
        error: '状态应为 0（待处理）或 1（已完成）',
      }),
    )
    .optional()
    .transform((v) => (v === -1 ? undefined : v)),
  // The default says to callers' types that age may be left out (the preprocess alone would make it required).
  age: z
    .preprocess(
      (v) => (v === undefined || v === null || v === '' ? 'all' : v),
      z.enum(FEEDBACK_AGE_FILTERS, { error: '时限筛选应为 all、overdue 或 critical' }),
    )
    .default('all'),
  keyword: keywordField,
  ...pageFields(PAGE_SIZE.admin),
});
export type FeedbackInboxBody = z.output<typeof feedbackInboxBody>;

/** Accepts true/false, 1/0 and their strings (form-style clients). */
const boolField = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 || v === undefined || v === null ? false : v),
  z.boolean({ error: '办结标记格式错误' }),
);

/** /api/admin/feedback_reply: the 平台反馈 remark, and `done` to mark the request 已完成 as well. */
export const feedbackReplyBody = z.object({
  id: idField,
  remark: text(FEEDBACK_MSG.remarkRequired, FEEDBACK_REMARK_MAX, FEEDBACK_MSG.remarkTooLong),
  done: boolField.default(false),
});
export type FeedbackReplyBody = z.output<typeof feedbackReplyBody>;

export const feedbackDetailBody = z.object({ id: idField });

/** A request as its company sees it. `file` holds full addresses (photos are served at /files/<id> to the owner and staff). */
export const feedbackItem = z.object({
  id: z.number().int(),
  /** The company the request is from (spec §3 feedback shop_id). */
  shop_id: z.number().int(),
  title: z.string(),
  content: z.string(),
  file: z.array(z.string()),
  /** 0 待处理, 1 已完成. */
  status: z.number().int(),
  status_name: z.string(),
  /** 平台反馈: the staff's reply ('' until answered). */
  remark: z.string(),
  createtime: z.string(),
  /** When the reply was last recorded ('' until answered). */
  reply_time: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const REPLY_STATES = ['answered', 'waiting', 'overdue', 'critical'] as const satisfies readonly ReplyStateValue[];

/** A request in the staff's inbox: the company, its age and where it stands against the reply limit. */
export const feedbackAdminItem = feedbackItem.extend({
  company_id: z.number().int(),
  company_name: z.string(),
  /** The company's contact and mobile, for a call back. */
  people_name: z.string(),
  mobile: z.string(),
  /** Calendar days since it arrived (park time), and the same as a label ('今天', '3 天'). */
  age_days: z.number().int(),
  age_label: z.string(),
  /** answered, waiting, overdue (past the reply limit) or critical (close to the three-month line). */
  reply_state: z.enum(REPLY_STATES),
  reply_state_name: z.string(),
  /** The last day a reply is on time, 'YYYY-MM-DD' (REPLY_LIMIT_WORKING_DAYS working days after arrival). */
  due_date: z.string(),
  /** The staff member who recorded the reply ('' until answered). */
  handled_by_name: z.string(),
});
export type FeedbackAdminItem = z.infer<typeof feedbackAdminItem>;

export const feedbackSubmitted = z.object({ id: z.number().int() });
