import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { dateField } from './billing';
import { idField, intField, keywordField, pageFields } from './common';
import {
  POLICY_NOTICE_TITLE_MAX,
  POLICY_NOTICE_LINK_MAX,
  FOLLOWUP_NOTE_MAX,
  MY_POLICY_NOTICES_PAGE_SIZE,
  FOLLOWUP_PAGE_SIZE,
  isSafePolicyNoticeLink,
  MSG_POLICY_NOTICE,
} from '../policy-notices/rules';

/**
 * Policy notices (政策通知, issue 10; spec §2 "Policy notice list", §3 "Policy notice" and "System info"):
 * staff push a policy to one settled company or to all of them, follow it up and delete it; a company reads
 * the notices addressed to it. Dates travel as 'YYYY-MM-DD' in park time.
 */

// ---------------------------------------------------------------------------------------------------------
// Requests

const trimmed = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v);

/** 0 or absent: every settled company. */
const companyIdField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 0 : v),
  intField('企业').pipe(z.number().min(0, { error: '企业格式错误' }).max(2_147_483_647, { error: '企业格式错误' })),
);

export const policyNoticeAddBody = z
  .object({
    company_id: companyIdField,
    title: z.preprocess(
      trimmed,
      z
        .string({ error: MSG_POLICY_NOTICE.titleRequired })
        .min(1, { error: MSG_POLICY_NOTICE.titleRequired })
        .max(POLICY_NOTICE_TITLE_MAX, { error: MSG_POLICY_NOTICE.titleTooLong }),
    ),
    start_time: dateField('开始日期'),
    end_time: dateField('结束日期'),
    link: z.preprocess(
      trimmed,
      z
        .string({ error: MSG_POLICY_NOTICE.badLink })
        .max(POLICY_NOTICE_LINK_MAX, { error: MSG_POLICY_NOTICE.linkTooLong })
        .refine((s) => s === '' || isSafePolicyNoticeLink(s), { error: MSG_POLICY_NOTICE.badLink }),
    ),
  })
  .refine((b) => b.end_time >= b.start_time, { error: MSG_POLICY_NOTICE.endBeforeStart, path: ['end_time'] });
export type PolicyNoticeAddBody = z.infer<typeof policyNoticeAddBody>;

/** Staff's list: keyword (title or company name), optionally one company's (0: those addressed to all). */
export const policyNoticeListBody = z.object({
  keyword: keywordField,
  company_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    intField('企业')
      .pipe(z.number().min(0, { error: '企业格式错误' }).max(2_147_483_647, { error: '企业格式错误' }))
      .optional(),
  ),
  ...pageFields(PAGE_SIZE.admin),
});
export type PolicyNoticeListBody = z.infer<typeof policyNoticeListBody>;

export const policyNoticeFollowBody = z.object({
  id: idField,
  note: z.preprocess(
    trimmed,
    z
      .string({ error: MSG_POLICY_NOTICE.noteRequired })
      .min(1, { error: MSG_POLICY_NOTICE.noteRequired })
      .max(FOLLOWUP_NOTE_MAX, { error: MSG_POLICY_NOTICE.noteTooLong }),
  ),
});
export type PolicyNoticeFollowBody = z.infer<typeof policyNoticeFollowBody>;

export const policyNoticeFollowupsBody = z.object({ id: idField, ...pageFields(FOLLOWUP_PAGE_SIZE) });
export const policyNoticeDeleteBody = z.object({ id: idField });
/** The company's notices (its own and those to all); the company is the session user's. */
export const myPolicyNoticesBody = z.object({ ...pageFields(MY_POLICY_NOTICES_PAGE_SIZE) });

// ---------------------------------------------------------------------------------------------------------
// Results

export const followupItem = z.object({
  id: z.number().int(),
  note: z.string(),
  /** Who recorded it (the staff member's name; '' when the account is gone). */
  admin_name: z.string(),
  /** 'YYYY-MM-DD HH:MM' park time. */
  createtime: z.string(),
});
export type FollowupItem = z.infer<typeof followupItem>;

const policyNoticeFields = {
  id: z.number().int(),
  /** 0: addressed to every settled company. */
  company_id: z.number().int(),
  /** The company's name, or '全部企业'. */
  company_name: z.string(),
  title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** '' when none; otherwise http(s) or an address on this site. */
  link: z.string(),
  /** 0 未开始, 1 进行中, 2 已结束 (today against start_time … end_time). */
  window: z.number().int(),
  window_label: z.string(),
  /** Published, 'YYYY-MM-DD HH:MM'. */
  createtime: z.string(),
};

/** A notice as staff see it (policy_notice_list). */
export const policyNoticeItem = z.object({
  ...policyNoticeFields,
  /** 0 未跟进, 1 已跟进. */
  status: z.number().int(),
  status_label: z.string(),
  followup_count: z.number().int(),
  last_followup: followupItem.nullable(),
  /** Who published it ('' for demo content or a removed account). */
  admin_name: z.string(),
});
export type PolicyNoticeItem = z.infer<typeof policyNoticeItem>;

/** A notice as the company sees it (my_notice): no follow-ups, which are the staff's own notes. */
export const myPolicyNoticeItem = z.object(policyNoticeFields);
export type MyPolicyNoticeItem = z.infer<typeof myPolicyNoticeItem>;

export const systemInfo = z.object({ system_type: z.number().int() });
export type SystemInfo = z.infer<typeof systemInfo>;

/** Companies a notice can be addressed to: the settled ones, by name. */
export const policyNoticeCompanyOption = z.object({ id: z.number().int(), name: z.string() });
export type PolicyNoticeCompanyOption = z.infer<typeof policyNoticeCompanyOption>;

export const policyNoticeFollowed = z.object({ id: z.number().int(), status: z.number().int(), followup: followupItem });
