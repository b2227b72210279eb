import { z } from 'zod';
import { PHONE_PATTERN } from '../constants';
import { MSG } from '../messages';
import { intField } from './common';

/** Consultation types (spec §3): what the question is about. The home form uses 3. */
export const CONSULT_TYPES = [
  { value: 1, label: '科技服务' },
  { value: 2, label: '创业服务' },
  { value: 3, label: '租赁服务' },
  { value: 4, label: '培训服务' },
  { value: 5, label: '孵化服务' },
  { value: 6, label: '入驻企业' },
] as const;

const text = (max: number, tooLong: string) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: MSG.incomplete }).trim().max(max, { error: tooLong }));

/**
 * Spec §5: name and content missing → '请完善信息'; with both given, an empty phone → '请输入手机号';
 * the phone must match 1[3-9] and 11 digits ('手机号码错误！'). Used by the dialog and by question_add.
 */
export const consultationBody = z
  .object({
    question_id: intField('咨询对象').pipe(z.number().min(0).max(2_147_483_647)).default(0),
    type: intField('咨询类型').pipe(z.number().min(1, { error: '咨询类型不存在' }).max(6, { error: '咨询类型不存在' })).default(3),
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
