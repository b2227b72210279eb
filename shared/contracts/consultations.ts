import { z } from 'zod';
import { PAGE_SIZE, PHONE_PATTERN } from '../constants';
import { ReplyState } from '../inbox/rules';
import { CONSULTATION_REPLY_MAX, ConsultationAge, ConsultationStatus } from '../labels/consultations';
import { MSG } from '../messages';
import { idField, intField, keywordField, pageFields } from './common';

export {
  CONSULTATION_AGES,
  CONSULTATION_REPLY_MAX,
  CONSULTATION_STATUS_LABEL,
  CONSULTATION_TYPES,
  ConsultationAge,
  ConsultationStatus,
  ConsultationType,
  consultationStatusName,
  consultationTypeName,
} from '../labels/consultations';

const text = (max: number, tooLong: string) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: MSG.incomplete }).trim().max(max, { error: tooLong }));

/**
 * Spec §5: name and content missing → '请完善信息'; with both given, an empty phone → '请输入手机号';
 * the phone must match 1[3-9] and 11 digits ('手机号码错误！'). Used by the dialog and by question_add.
 */
export const consultationBody = z
  .object({
    question_id: intField('咨询对象').pipe(z.number().min(0).max(2_147_483_647)).default(0),
    type: intField('咨询类型')
      .pipe(z.number().min(1, { error: '咨询类型不存在' }).max(6, { error: '咨询类型不存在' }))
      .default(3),
    company_name: text(100, '企业名称不能超过 100 个字'),
    name: text(50, '姓名不能超过 50 个字'),
    phone: text(20, MSG.phoneInvalid),
    content: text(1000, '咨询内容不能超过 1000 个字'),
  })
  .superRefine((v, ctx) => {
    if (!v.name || !v.content) ctx.addIssue({ code: 'custom', message: MSG.incomplete, path: [!v.name ? 'name' : 'content'] });
    else if (!v.phone) ctx.addIssue({ code: 'custom', message: MSG.phoneRequired, path: ['phone'] });
    else if (!PHONE_PATTERN.test(v.phone)) ctx.addIssue({ code: 'custom', message: MSG.phoneInvalid, path: ['phone'] });
  });
export type ConsultationBody = z.infer<typeof consultationBody>;

/** my_question (spec §7 {user_id, start, page_size}): user_id is ignored, the list is the session user's own. */
export const myConsultationsBody = z.object({ ...pageFields(PAGE_SIZE.serviceRecords) });

/** One of the signed-in user's own consultations (my_question). */
export const consultationItem = z.object({
  id: z.number().int(),
  type: z.number().int(),
  /** 科技服务 … 入驻企业 (spec §3 type codes 1–6). */
  type_name: z.string(),
  /** The item asked about (0: none, such as the home form or a policy page). */
  question_id: z.number().int(),
  /** Its title while it is published ('' when none or withdrawn). */
  item_title: z.string(),
  company_name: z.string(),
  name: z.string(),
  phone: z.string(),
  content: z.string(),
  /** 0 未处理, 1 已处理. */
  status: z.number().int(),
  status_name: z.string(),
  /** The park's answer ('' until answered). */
  reply: z.string(),
  /** When it was sent, 'YYYY-MM-DD HH:MM' (park time). */
  createtime: z.string(),
  /** When it was first answered, 'YYYY-MM-DD HH:MM' ('' until answered). */
  reply_time: z.string(),
  /** The asker's own user id (spec §3 consultation user_id): the session user's. */
  user_id: z.number().int(),
});
export type ConsultationItem = z.infer<typeof consultationItem>;

// ---------------------------------------------------------------------------------------------------------
// The staff's inbox (issue 10; not in the spec)

/** '' (a form-style client's empty field) means "not given". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const consultationListBody = z.object({
  /** 0 or absent: every type. */
  type: optional(intField('咨询类型').pipe(z.number().min(0, { error: '咨询类型不存在' }).max(6, { error: '咨询类型不存在' }))),
  /** 0 未处理, 1 已处理; absent: both. */
  status: optional(
    intField('处理状态').pipe(
      z.number().refine((n) => n === ConsultationStatus.OPEN || n === ConsultationStatus.ANSWERED, {
        error: '处理状态应为 0（未处理）或 1（已处理）',
      }),
    ),
  ),
  /** all; overdue (unanswered past the reply limit, critical ones included); critical (close to three months). */
  age: optional(
    z.enum([ConsultationAge.ALL, ConsultationAge.OVERDUE, ConsultationAge.CRITICAL], { error: '时效筛选应为 all、overdue 或 critical' }),
  ),
  /** Name, phone, company name or content, as a substring (case-insensitive for Latin letters). */
  keyword: keywordField,
  ...pageFields(PAGE_SIZE.admin),
});
export type ConsultationListBody = z.infer<typeof consultationListBody>;

export const consultationReplyBody = z.object({
  id: idField,
  reply: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: '请输入答复内容' })
      .trim()
      .min(1, { error: '请输入答复内容' })
      .max(CONSULTATION_REPLY_MAX, { error: `答复内容不能超过 ${CONSULTATION_REPLY_MAX} 个字` }),
  ),
});
export type ConsultationReplyBody = z.infer<typeof consultationReplyBody>;

const replyStateField = z.enum([ReplyState.ANSWERED, ReplyState.WAITING, ReplyState.OVERDUE, ReplyState.CRITICAL]);

/** A row of the staff's inbox: the consultation, its age and where its answer stands. The phone is masked here. */
export const consultationAdminItem = z.object({
  id: z.number().int(),
  type: z.number().int(),
  type_name: z.string(),
  question_id: z.number().int(),
  item_title: z.string(),
  company_name: z.string(),
  name: z.string(),
  /** 138****5678 in the list; question_detail gives the whole number. */
  phone: z.string(),
  content: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  createtime: z.string(),
  reply_time: z.string(),
  /** Whole calendar days since it arrived (park time), and the same for people: '今天', '3 天'. */
  age_days: z.number().int(),
  age_label: z.string(),
  /** answered, waiting, overdue (past the reply limit) or critical (close to the three-month line). */
  reply_state: replyStateField,
  reply_state_name: z.string(),
  /** The last day an answer is on time, 'YYYY-MM-DD' (REPLY_LIMIT_WORKING_DAYS working days after arrival). */
  due_date: z.string(),
});
export type ConsultationAdminItem = z.infer<typeof consultationAdminItem>;

/** question_detail: the row with the whole phone, the reply and who gave it, and the asker's account name. */
export const consultationDetail = consultationAdminItem.extend({
  reply: z.string(),
  /** The staff member who first answered ('' until answered). */
  handled_by_name: z.string(),
  /** The asker's account nickname ('' when the account is gone). */
  user_nickname: z.string(),
});
export type ConsultationDetail = z.infer<typeof consultationDetail>;

export const consultationReplyData = z.object({
  id: z.number().int(),
  status: z.number().int(),
  reply: z.string(),
  reply_time: z.string(),
  /** true when an earlier answer was replaced. */
  updated: z.boolean(),
});
