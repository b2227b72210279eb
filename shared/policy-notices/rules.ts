/**
 * Policy notices' rules and labels (issue 10): the lengths, page sizes, states and messages that the server, the
 * back office and the company's list share. No schema library here: the company's /policy_notice loads this
 * module, and its first load carries no zod (issue 34); the requests and answers are in contracts/policy-notices.ts.
 */

export const POLICY_NOTICE_TITLE_MAX = 200;
export const POLICY_NOTICE_LINK_MAX = 500;
export const FOLLOWUP_NOTE_MAX = 500;
/** The company's list (/policy_notice): the spec gives no size; ten, as the other company lists. */
export const MY_POLICY_NOTICES_PAGE_SIZE = 10;
/** A notice's follow-up history, a page at a time. */
export const FOLLOWUP_PAGE_SIZE = 20;

/** company_name of a notice addressed to every settled company (company_id 0). */
export const ALL_COMPANIES = '全部企业';

/** Follow-up status: 0 new, 1 followed up at least once. */
export const PolicyNoticeStatus = { NEW: 0, FOLLOWED: 1 } as const;
export const POLICY_NOTICE_STATUS_LABEL: Record<number, string> = { 0: '未跟进', 1: '已跟进' };

/** Where today stands in a notice's window. */
export const PolicyNoticeWindow = { UPCOMING: 0, CURRENT: 1, ENDED: 2 } as const;
export type PolicyNoticeWindowValue = (typeof PolicyNoticeWindow)[keyof typeof PolicyNoticeWindow];
export const POLICY_NOTICE_WINDOW_LABEL: Record<PolicyNoticeWindowValue, string> = { 0: '未开始', 1: '进行中', 2: '已结束' };

/** The window state of a notice on `today` (all 'YYYY-MM-DD'; an empty bound is open). Both end days count. */
export function policyNoticeWindow(start: string, end: string, today: string): PolicyNoticeWindowValue {
  if (end && end < today) return PolicyNoticeWindow.ENDED;
  if (start && start > today) return PolicyNoticeWindow.UPCOMING;
  return PolicyNoticeWindow.CURRENT;
}

/**
 * System info (spec §3: system_type 2 or 3). Only in those systems are notices addressed to single companies,
 * and only there does the staff's list show the company column (spec §2); elsewhere every notice is for all.
 * Kept in the site setting `system_type`; unset means the default.
 */
export const SYSTEM_TYPE_DEFAULT = 2;
export const COMPANY_SYSTEM_TYPES: readonly number[] = [2, 3];
export const targetsCompanies = (systemType: number): boolean => COMPANY_SYSTEM_TYPES.includes(systemType);
/** A stored setting's value as system_type: a whole number (or its digits), else SYSTEM_TYPE_DEFAULT (unset, '', other). */
export function readSystemType(stored: unknown): number {
  const v = typeof stored === 'string' && /^\s*-?\d+\s*$/.test(stored) ? Number(stored) : stored;
  return typeof v === 'number' && Number.isInteger(v) ? v : SYSTEM_TYPE_DEFAULT;
}

/**
 * A link a notice may carry: an http(s) address with a host, or an address on this site ('/policydetail?…').
 * No other scheme (javascript:, data:), no protocol-relative '//host', no backslashes or spaces.
 */
export function isSafePolicyNoticeLink(link: string): boolean {
  if (/[\s\\]/.test(link) || /\p{Cc}/u.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!/^https?:\/\/[^/]/i.test(link)) return false;
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const MSG_POLICY_NOTICE = {
  titleRequired: '请输入通知标题',
  titleTooLong: `通知标题不能超过 ${POLICY_NOTICE_TITLE_MAX} 个字`,
  endBeforeStart: '结束日期不能早于开始日期',
  badLink: '请填写以 http:// 或 https:// 开头的链接',
  linkTooLong: `链接不能超过 ${POLICY_NOTICE_LINK_MAX} 个字符`,
  noteRequired: '请输入跟进内容',
  noteTooLong: `跟进内容不能超过 ${FOLLOWUP_NOTE_MAX} 个字`,
  missing: '通知不存在或已删除',
  companyNotSettled: '请选择已入驻的企业',
  allOnly: '当前系统只能向全部企业发布通知',
} as const;
