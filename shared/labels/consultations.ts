/** Consultation enums with their Chinese labels; no zod here, so any page may import them cheaply. */

/** Consultation type codes of spec §3: what the question is about (the home form uses 3). */
export const ConsultationType = { TECH: 1, STARTUP: 2, LEASING: 3, TRAINING: 4, INCUBATION: 5, COMPANY: 6 } as const;
export type ConsultationTypeValue = (typeof ConsultationType)[keyof typeof ConsultationType];

/** The six types with their names, in the spec's order (the names of the navigation's sections). */
export const CONSULTATION_TYPES = [
  { value: 1, label: '科技服务' },
  { value: 2, label: '创业服务' },
  { value: 3, label: '租赁服务' },
  { value: 4, label: '培训服务' },
  { value: 5, label: '孵化服务' },
  { value: 6, label: '入驻企业' },
] as const;

export function consultationTypeName(type: number): string {
  return CONSULTATION_TYPES.find((t) => t.value === type)?.label ?? '其他';
}

/** The button that opens the consultation dialog on a detail page; a training's says 咨询报名 (one signs up by consulting). */
export const CONSULT_ACTION = '我要咨询';
export const TRAINING_CONSULT_ACTION = '咨询报名';

/** Spec §4: 0 unprocessed, 1 processed. */
export const ConsultationStatus = { OPEN: 0, ANSWERED: 1 } as const;
export const CONSULTATION_STATUS_LABEL: Record<number, string> = { 0: '未处理', 1: '已处理' };

export function consultationStatusName(status: number): string {
  return CONSULTATION_STATUS_LABEL[status] ?? CONSULTATION_STATUS_LABEL[ConsultationStatus.OPEN]!;
}

/** The staff inbox's age filter: every item, unanswered past the reply limit, or close to the three-month line. */
export const ConsultationAge = { ALL: 'all', OVERDUE: 'overdue', CRITICAL: 'critical' } as const;
export type ConsultationAgeValue = (typeof ConsultationAge)[keyof typeof ConsultationAge];
export const CONSULTATION_AGES = [
  { value: 'all', label: '全部' },
  { value: 'overdue', label: '超时未答复' },
  { value: 'critical', label: '临近三个月未答复' },
] as const;

/** A reply (and a consultation) is at most this long. */
export const CONSULTATION_REPLY_MAX = 1000;
