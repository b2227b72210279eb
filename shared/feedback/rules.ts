/**
 * Service requests' rules and labels (spec "feedback", 企业服务 / 服务记录): the limits, states and messages that the
 * server, the back office and the company's pages share. No schema library here: the company's /service_list loads
 * this module, and its first load carries no zod (issue 34); the requests and answers are in contracts/feedback.ts.
 */

// A settled company raises a request with photos, staff answer it (平台反馈) and mark it 已完成. Messages of spec §5
// ('请输入标题', '请输入简述'); the limits are ours.
export const FEEDBACK_TITLE_MAX = 50;
export const FEEDBACK_CONTENT_MAX = 1000;
export const FEEDBACK_REMARK_MAX = 1000;

/** Photos one request may carry. */
export const FEEDBACK_MAX_PHOTOS = 9;

export const FeedbackStatus = { PENDING: 0, DONE: 1 } as const;
export const FEEDBACK_STATUS_LABEL: Record<number, string> = { 0: '待处理', 1: '已完成' };

/** The spec's hints above the form (§2 personal area). */
export const FEEDBACK_HINTS = ['报修请附上照片', '借用会议室请写明名称、时间和时长'] as const;

export const FEEDBACK_MSG = {
  titleRequired: '请输入标题',
  titleTooLong: `标题不能超过 ${FEEDBACK_TITLE_MAX} 个字`,
  contentRequired: '请输入简述',
  contentTooLong: `简述不能超过 ${FEEDBACK_CONTENT_MAX} 个字`,
  tooManyPhotos: `最多上传 ${FEEDBACK_MAX_PHOTOS} 张图片`,
  badPhoto: '图片无效，请重新上传',
  submitted: '提交成功',
  remarkRequired: '请输入平台反馈',
  remarkTooLong: `平台反馈不能超过 ${FEEDBACK_REMARK_MAX} 个字`,
  missing: '记录不存在',
  alreadyDone: '该诉求已办结，不能重复办结',
  replied: '已答复',
  completed: '已答复并办结',
} as const;

/** The inbox's age filter: every request, unanswered past the reply limit, or close to the three-month line. */
export const FEEDBACK_AGE_FILTERS = ['all', 'overdue', 'critical'] as const;
export type FeedbackAgeFilter = (typeof FEEDBACK_AGE_FILTERS)[number];
export const FEEDBACK_AGE_LABEL: Record<FeedbackAgeFilter, string> = { all: '全部', overdue: '超时未答复', critical: '临近三个月' };
