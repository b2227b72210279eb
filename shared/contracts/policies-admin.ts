import { z } from 'zod';
import { RICH_TEXT_SCRIPT_MSG } from '../messages';
import { idField, intField, keywordField, pageFields } from './common';
import { policyFile } from './articles';

/**
 * A policy item's state in the back office (issue 13), stored in policies.status. Only PUBLISHED is public and
 * counted in policy_token_counts; SCHEDULED becomes PUBLISHED when its publish_at comes (the publishing job).
 */
export const PolicyState = { UNPUBLISHED: 0, PUBLISHED: 1, DRAFT: 2, SCHEDULED: 3, DELETED: 4 } as const;
export type PolicyStateValue = (typeof PolicyState)[keyof typeof PolicyState];

export const POLICY_STATES: { value: PolicyStateValue; label: string }[] = [
  { value: PolicyState.DRAFT, label: '草稿' },
  { value: PolicyState.SCHEDULED, label: '定时发布' },
  { value: PolicyState.PUBLISHED, label: '已发布' },
  { value: PolicyState.UNPUBLISHED, label: '已下线' },
  { value: PolicyState.DELETED, label: '已删除' },
];

/** A deleted policy can be restored for this many days; the publishing job purges it after. */
export const POLICY_RECOVERY_DAYS = 30;

export const POLICY_LIMITS = { title: 200, summary: 500, subtitle: 200, source: 100, content: 200_000, files: 20, fileName: 100 } as const;

/** A policy attachment may be at most this large (issue 13: "a 100 MB attachment" is refused). */
export const POLICY_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** Attachment types by extension, each checked by its content (server/modules/articles/policy-files.ts). */
export const POLICY_FILE_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type PolicyFileExt = keyof typeof POLICY_FILE_TYPES;

export const POLICY_MSG = {
  titleRequired: '请填写标题',
  titleTooLong: `标题不能超过 ${POLICY_LIMITS.title} 个字`,
  category: '请选择政策分类',
  summaryTooLong: `摘要不能超过 ${POLICY_LIMITS.summary} 个字`,
  subtitleTooLong: `副标题不能超过 ${POLICY_LIMITS.subtitle} 个字`,
  sourceTooLong: `来源不能超过 ${POLICY_LIMITS.source} 个字`,
  contentTooLong: '正文过长',
  tooManyFiles: `附件不能超过 ${POLICY_LIMITS.files} 个`,
  badFile: '附件格式错误，请通过上传添加附件',
  badImage: '正文中的图片只能是本站上传的图片',
  script: RICH_TEXT_SCRIPT_MSG,
  publishAtFormat: '发布时间格式错误',
  publishAtPast: '发布时间不能早于当前时间（政府网站不得倒签发布时间）',
  state: '状态不存在',
  notFound: '政策不存在',
  deleted: '政策已删除，请先从回收站恢复',
  notDeleted: '该政策不在回收站中',
  recoveryExpired: `删除已超过 ${POLICY_RECOVERY_DAYS} 天，无法恢复`,
  alreadyPublished: '政策已发布',
  notPublished: '只有已发布或定时发布的政策可以下线',
  fileType: '附件只能是 PDF、Word（.doc、.docx）或 Excel（.xls、.xlsx）文件',
  fileMismatch: '文件内容与扩展名不符，请上传真实的 PDF、Word 或 Excel 文件',
  fileTooLarge: `附件不能超过 ${POLICY_FILE_MAX_BYTES / 1024 / 1024} MB`,
  fileEmpty: '请选择要上传的附件',
} as const;

const text = (max: number, msg: string) => z.string({ error: msg }).trim().max(max, { error: msg }).default('');

const categoryField = intField('分类').pipe(z.number().min(1, { error: POLICY_MSG.category }).max(3, { error: POLICY_MSG.category }));

/** Back-office list: every state but deleted (the trash is its own call), or one state. */
export const policyAdminListBody = z.object({
  keyword: keywordField,
  category: intField('分类')
    .pipe(z.number().min(0, { error: POLICY_MSG.category }).max(3, { error: POLICY_MSG.category }))
    .default(0),
  /** -1 all (but deleted); otherwise a PolicyState other than DELETED. */
  state: intField('状态')
    .pipe(z.number().min(-1, { error: POLICY_MSG.state }).max(3, { error: POLICY_MSG.state }))
    .default(-1),
  ...pageFields(20),
});
export type PolicyAdminListBody = z.infer<typeof policyAdminListBody>;

export const policyTrashBody = z.object({ keyword: keywordField, ...pageFields(20) });
export type PolicyTrashBody = z.infer<typeof policyTrashBody>;

export const policySaveBody = z.object({
  id: idField.optional(),
  title: z
    .string({ error: POLICY_MSG.titleRequired })
    .trim()
    .min(1, { error: POLICY_MSG.titleRequired })
    .max(POLICY_LIMITS.title, { error: POLICY_MSG.titleTooLong }),
  category: categoryField,
  summary: text(POLICY_LIMITS.summary, POLICY_MSG.summaryTooLong),
  small_title: text(POLICY_LIMITS.subtitle, POLICY_MSG.subtitleTooLong),
  small_title1: text(POLICY_LIMITS.subtitle, POLICY_MSG.subtitleTooLong),
  source: text(POLICY_LIMITS.source, POLICY_MSG.sourceTooLong),
  content: z.string({ error: POLICY_MSG.contentTooLong }).max(POLICY_LIMITS.content, { error: POLICY_MSG.contentTooLong }).default(''),
  files: z
    .array(
      z.object({
        file_name: z
          .string({ error: POLICY_MSG.badFile })
          .trim()
          .min(1, { error: POLICY_MSG.badFile })
          .max(POLICY_LIMITS.fileName, { error: POLICY_MSG.badFile }),
        // A path on this site (an upload); never another site or a script address.
        file_href: z.string({ error: POLICY_MSG.badFile }).regex(/^\/(?!\/)[\w\-./]+$/, { error: POLICY_MSG.badFile }),
      }),
      { error: POLICY_MSG.badFile },
    )
    .max(POLICY_LIMITS.files, { error: POLICY_MSG.tooManyFiles })
    .default([]),
});
export type PolicySaveBody = z.infer<typeof policySaveBody>;

/**
 * A publish time: 'YYYY-MM-DD HH:mm[:ss]' in park time (Asia/Shanghai), or ISO 8601 with a zone. Absent or empty:
 * publish now.
 */
export const publishAtField = z
  .string({ error: POLICY_MSG.publishAtFormat })
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const local = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(v);
    const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(v);
    const d = local ? new Date(`${v.replace(' ', 'T')}+08:00`) : zoned ? new Date(v) : new Date(NaN);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: POLICY_MSG.publishAtFormat });
      return z.NEVER;
    }
    return d;
  });

export const policyPublishBody = z.object({ id: idField, publish_at: publishAtField });
export type PolicyPublishBody = z.infer<typeof policyPublishBody>;

/** A row of the back-office list and trash. */
export const policyAdminItem = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.number().int(),
  category_name: z.string(),
  quarter: z.number().int(),
  state: z.number().int(),
  state_name: z.string(),
  /** The real publish time ('' for a draft never published). */
  release_time: z.string(),
  /** A scheduled item's publish time, else ''. */
  publish_at: z.string(),
  deleted_at: z.string(),
  /** Last day it can be restored (trash), else ''. */
  restore_until: z.string(),
  updated_at: z.string(),
  view_count: z.number().int(),
});
export type PolicyAdminItem = z.infer<typeof policyAdminItem>;

export const policyAdminDetail = policyAdminItem.extend({
  summary: z.string(),
  small_title: z.string(),
  small_title1: z.string(),
  source: z.string(),
  content: z.string(),
  files: z.array(policyFile),
});
export type PolicyAdminDetail = z.infer<typeof policyAdminDetail>;
