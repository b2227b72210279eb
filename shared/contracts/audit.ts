import { z } from 'zod';
import { DATE_PATTERN, isCalendarDate } from '../billing/rules';
import { pageFields } from './common';

/**
 * The audit trail's viewer and export (issue 13, role 审计管理员 only): filters, rows, labels, and the retention
 * rule (at least six months, 等保 2.0 安全审计).
 */

/**
 * The shortest retention AUDIT_RETENTION_DAYS may set: six months counted as the longest six calendar months can be
 * (184 days, e.g. 1 July to 1 January), so no line goes before six months have passed whatever the date. The
 * database refuses to delete a younger row (migration 0018).
 */
export const AUDIT_RETENTION_MIN_DAYS = 184;
export const AUDIT_RETENTION_DEFAULT_DAYS = 365;
/** The longest retention the setting accepts (ten years). */
export const AUDIT_RETENTION_MAX_DAYS = 3650;

/** Rows a page of audit_list shows by default (bounded by MAX_PAGE_SIZE like every list). */
export const AUDIT_PAGE_SIZE = 20;
/** The most rows one CSV export holds. */
export const AUDIT_EXPORT_CAP = 100_000;

/** What the purge writes into the trail (and what the chain verifier looks for: server/lib/audit.ts). */
export const AUDIT_PURGE_ACTION = 'audit.purge';

/** Chinese names of the actions the application writes; an unknown code is shown as it is. */
export const AUDIT_ACTION_LABEL: Record<string, string> = {
  'login.password': '密码登录',
  'login.otp': '动态验证码校验',
  'login.locked': '登录锁定',
  'login.qr': '扫码登录',
  'login.qr.confirm': '确认扫码登录',
  logout: '退出登录',
  'password.change': '修改密码',
  'totp.setup': '生成动态验证码密钥',
  'totp.enable': '绑定动态验证码',
  'totp.disable': '停用动态验证码',
  'session.end': '结束会话',
  'refused.forbidden': '越权访问被拒绝',
  'refused.session': '无效会话被拒绝',
  'refused.rate_limit': '请求过于频繁被限制',
  'company.apply': '提交入驻申请',
  'company.reapply': '重新提交入驻申请',
  'company.approve': '入驻申请通过',
  'company.reject': '入驻申请驳回',
  'company.brief': '修改企业简介',
  'company.contact': '修改企业联系人',
  'company.owner': '更换企业负责人',
  'company.members.view': '查看企业成员',
  'member.invite': '邀请企业成员',
  'member.invitation_cancel': '撤回成员邀请',
  'member.join': '接受邀请加入企业',
  'member.remove': '移除企业成员',
  'member.role': '修改成员角色',
  'member.owner_transfer': '转让企业负责人',
  'member.leave': '退出企业',
  'company.listing': '修改企业公开信息',
  'company.export': '导出入驻企业',
  'application.view': '查看入驻申请',
  'application.export': '导出入驻申请',
  'application.id_photos.delete': '删除身份证照片',
  'application.id_photos.purge': '身份证照片到期清理',
  'upload.view': '查看敏感文件',
  'lease.create': '新建房租合同',
  'lease.update': '修改房租合同',
  'lease.end': '终止房租合同',
  'lease.pay': '登记房租缴费',
  'lease.update_time': '修改房租到期时间',
  'lease.warn_export': '导出房租预警',
  'lease.export': '导出房租合同',
  'service_fee.create': '新建服务费合同',
  'service_fee.update': '修改服务费合同',
  'service_fee.end': '终止服务费合同',
  'service_fee.pay': '登记服务费缴费',
  'service_fee.update_time': '修改服务费到期时间',
  'service_fee.warn_export': '导出其他预警',
  'service_fee.export': '导出服务费合同',
  'payment.export': '导出缴费记录',
  'import.check': '检查导入文件',
  'import.commit': '确认导入',
  'import.report': '下载导入报告',
  'payment.export_park': '导出全园区缴费记录',
  'reminder.run': '手动发送到期提醒',
  'message_delivery.resend': '重新发送消息',
  'space.create': '新建会议室',
  'space.update': '修改会议室',
  'booking.create': '代企业预约或占用会议室',
  'booking.move': '调整会议室预约',
  'booking.cancel': '取消会议室预约',
  'booking.approve': '通过会议室预约',
  'booking.refuse': '不通过会议室预约',
  'booking.settings': '修改会议室预约规则',
  'booking_charge.pay': '登记会议室使用费缴费',
  'consultation.reply': '答复咨询',
  'consultation.reply_update': '修改咨询答复',
  'feedback.reply': '答复服务诉求',
  'feedback.complete': '办结服务诉求',
  'policy_notice.create': '发布政策通知',
  'policy_notice.follow': '跟进政策通知',
  'policy_notice.delete': '删除政策通知',
  'staff.create': '新建后台账号',
  'staff.update': '修改后台账号',
  'staff.disable': '停用后台账号',
  'staff.enable': '启用后台账号',
  'staff.reset_password': '重置后台账号密码',
  'staff.roles': '修改后台账号角色',
  'staff.totp_reset': '重置后台账号动态验证码',
  'staff.session_end': '结束后台会话',
  'lockout.clear': '解除登录锁定',
  'audit.export': '导出审计日志',
  'policy.create': '新建政策',
  'policy.update': '修改政策',
  'policy.publish': '发布政策',
  'policy.schedule': '定时发布政策',
  'policy.unpublish': '下线政策',
  'policy.delete': '删除政策',
  'policy.restore': '恢复政策',
  'policy.publish_due': '定时发布政策生效',
  'policy.purge': '政策回收站到期清除',
  'content.create': '新建内容',
  'content.update': '修改内容',
  'content.publish': '发布内容',
  'content.schedule': '定时发布内容',
  'content.publish_due': '定时发布内容生效',
  'content.unpublish': '下线内容',
  'content.delete': '删除内容',
  'content.restore': '恢复内容',
  'content.purge': '内容回收站到期清除',
  'columns.limits': '修改栏目更新期限',
  'category.create': '新增分类',
  'category.rename': '分类改名',
  'category.sort': '分类排序',
  'category.delete': '删除分类',
  'site.settings_update': '修改站点信息',
  'site.columns_update': '修改栏目介绍',
  'banner.create': '新增轮播图',
  'banner.update': '修改轮播图',
  'banner.enable': '启用轮播图',
  'banner.disable': '停用轮播图',
  'banner.delete': '删除轮播图',
  'banner.restore': '恢复轮播图',
  'banner.purge': '轮播图回收站到期清除',
  'partner.create': '新增合作伙伴',
  'partner.update': '修改合作伙伴',
  'partner.enable': '启用合作伙伴',
  'partner.disable': '停用合作伙伴',
  'partner.delete': '删除合作伙伴',
  'partner.restore': '恢复合作伙伴',
  'partner.purge': '合作伙伴回收站到期清除',
  'link.create': '新增友情链接',
  'link.update': '修改友情链接',
  'link.enable': '启用友情链接',
  'link.disable': '停用友情链接',
  'link.delete': '删除友情链接',
  'link.restore': '恢复友情链接',
  'link.purge': '友情链接回收站到期清除',
  [AUDIT_PURGE_ACTION]: '审计日志到期清理',
};

/** Chinese names of the object types. */
export const AUDIT_OBJECT_LABEL: Record<string, string> = {
  space: '会议室',
  booking: '会议室预约',
  booking_charge: '会议室使用费',
  user: '账号',
  session: '会话',
  company: '企业',
  upload: '文件',
  lease: '房租合同',
  service_fee: '服务费合同',
  payment: '缴费记录',
  reminder: '到期提醒',
  message_delivery: '消息发送',
  consultation: '咨询',
  feedback: '服务诉求',
  policy_notice: '政策通知',
  audit_log: '审计日志',
  lockout: '登录锁定',
  policy: '政策资讯',
  'content.notice': '通知公告',
  'content.news': '新闻动态',
  'content.tech': '科技服务',
  'content.startup': '创业服务',
  'content.finance': '孵化服务',
  'content.train': '培训活动',
  'content.room': '房源',
  site_setting: '站点设置',
  banner: '轮播图',
  partner: '合作伙伴',
  link: '友情链接',
  tech_category: '科技服务分类',
  train_category: '培训分类',
  import: '数据导入',
};

export const auditActionName = (code: string): string => AUDIT_ACTION_LABEL[code] ?? code;
export const auditObjectName = (code: string): string => (code ? (AUDIT_OBJECT_LABEL[code] ?? code) : '');

/** 成功 / 失败 filter: 1 success, 0 failure; absent or '' = both. */
export const AuditResult = { FAILED: 0, OK: 1 } as const;

const codeField = (label: string, max: number) =>
  z
    .string({ error: `${label}格式错误` })
    .trim()
    .max(max, { error: `${label}不能超过 ${max} 个字符` })
    .regex(/^[a-z0-9_.]*$/, { error: `${label}格式错误` })
    .optional()
    .transform((v) => (v ? v : undefined));

const dayField = (label: string) =>
  z
    .string({ error: `${label}格式错误` })
    .trim()
    .refine((v) => v === '' || (DATE_PATTERN.test(v) && isCalendarDate(v)), { error: `${label}应为 YYYY-MM-DD 格式的日期` })
    .optional()
    .transform((v) => (v ? v : undefined));

/** The filters of the list and the export (the same names in the page's URL). */
export const auditFilterFields = {
  /** Who: an account id (digits), or a keyword of the username or nickname. */
  person: z
    .string({ error: '操作人格式错误' })
    .trim()
    .max(50, { error: '操作人不能超过 50 个字' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  action: codeField('操作类型', 64),
  object_type: codeField('对象类型', 32),
  object_id: z
    .string({ error: '对象编号格式错误' })
    .trim()
    .max(64, { error: '对象编号不能超过 64 个字符' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Park days (Asia/Shanghai), both included. */
  from: dayField('开始日期'),
  to: dayField('结束日期'),
  success: z
    .preprocess(
      (v) =>
        v === undefined || v === null || v === '' ? undefined : typeof v === 'string' || typeof v === 'number' ? String(v).trim() : v,
      z.enum(['0', '1'], { error: '结果应为 1（成功）或 0（失败）' }).optional(),
    )
    .transform((v) => (v === undefined ? undefined : v === String(AuditResult.OK))),
};

const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const RANGE_MSG = '开始日期不能晚于结束日期';

export const auditListBody = z.object({ ...auditFilterFields, ...pageFields(AUDIT_PAGE_SIZE) }).refine(rangeInOrder, { error: RANGE_MSG });
export type AuditListBody = z.output<typeof auditListBody>;

/** GET /api/admin/audit_export?<the same filters>. */
export const auditExportQuery = z.object(auditFilterFields).refine(rangeInOrder, { error: RANGE_MSG });
export type AuditFilter = z.output<typeof auditExportQuery>;

/** One changed field of a record: its value before and after, as text ('' when absent). */
export const auditChange = z.object({ field: z.string(), before: z.string(), after: z.string() });
export type AuditChange = z.infer<typeof auditChange>;

export const auditItem = z.object({
  id: z.number().int(),
  /** 'YYYY-MM-DD HH:MM:SS', park time. */
  at: z.string(),
  actor_id: z.number().int().nullable(),
  /** 1 staff, 2 personal user, null the system (scheduled jobs). */
  actor_type: z.number().int().nullable(),
  username: z.string(),
  nickname: z.string(),
  /** The actor's roles when the line was written (recorded since issue 13), as codes and as Chinese names. */
  roles: z.array(z.string()),
  role_names: z.string(),
  action: z.string(),
  action_name: z.string(),
  object_type: z.string(),
  object_type_name: z.string(),
  object_id: z.string(),
  success: z.boolean(),
  ip: z.string(),
  /** The record before and after the change, when the line carries them (detail.before / detail.after). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The fields whose value differs between before and after. */
  changes: z.array(auditChange),
  /** Everything else the line records. */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditItem = z.infer<typeof auditItem>;

/** Who, as one line: 昵称（账户）, 系统 for the scheduled jobs, or the id of an account since deleted. */
export function auditActorText(item: Pick<AuditItem, 'actor_id' | 'username' | 'nickname'>): string {
  if (item.actor_id === null) return '系统';
  if (!item.username && !item.nickname) return `账号 #${item.actor_id}`;
  return item.username ? `${item.nickname || item.username}（${item.username}）` : item.nickname;
}
