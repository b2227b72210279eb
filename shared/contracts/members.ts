import { z } from 'zod';
import { isMemberRole } from '../auth/member-roles';
import { idField, intField } from './common';
import { phoneField, smsCodeField } from './sms';

/** A company's members and invitations (issue 30): server/modules/members, web/features/members. */

export const memberRoleField = intField('角色').pipe(z.number().refine(isMemberRole, { error: '角色不存在' }));

export const member = z.object({
  /** The membership's id (member_remove, member_role and owner_transfer take it). */
  id: z.number().int(),
  nickname: z.string(),
  /** The member's bound mobile, masked (138****5678); '' when none. */
  phone: z.string(),
  role: z.number().int(),
  role_name: z.string(),
  /** yyyy-MM-dd HH:mm (China Standard Time). */
  joined_at: z.string(),
  /** The caller's own membership. */
  me: z.boolean(),
});
export type Member = z.infer<typeof member>;

export const invitation = z.object({
  id: z.number().int(),
  /** The invited mobile, whole: the 负责人 typed it and may need to check it. */
  phone: z.string(),
  role: z.number().int(),
  role_name: z.string(),
  invited_by: z.string(),
  invited_at: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

export const memberListData = z.object({
  members: z.array(member),
  /** Open invitations (not accepted, withdrawn or expired). */
  invitations: z.array(invitation),
  /** The caller's role. */
  my_role: z.number().int(),
});
export type MemberListData = z.infer<typeof memberListData>;

export const memberInviteBody = z.object({ phone: phoneField, role: memberRoleField });
export type MemberInviteBody = z.input<typeof memberInviteBody>;
export const memberIdBody = z.object({ id: idField });
export const memberRoleBody = z.object({ id: idField, role: memberRoleField });

/** The company's contacts, as the 负责人 edits them: a changed mobile comes with a code sent to it (purpose contact). */
export const companyContactBody = z.object({
  contact_name: z.string({ error: '请输入联系人' }).trim().min(1, { error: '请输入联系人' }).max(50, { error: '联系人不能超过 50 个字' }),
  mobile: phoneField,
  email: z
    .string({ error: '邮箱格式错误' })
    .trim()
    .max(100, { error: '邮箱格式错误' })
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: '邮箱格式错误' })
    .default(''),
  code: smsCodeField.optional(),
});
export type CompanyContactBody = z.input<typeof companyContactBody>;

export const companyContact = z.object({ contact_name: z.string(), mobile: z.string(), email: z.string() });
export type CompanyContact = z.infer<typeof companyContact>;

// Staff (园区运营): a company's members, contacts and 负责人.
export const shopIdBody = z.object({ shop_id: idField });
export const staffContactBody = z.object({
  shop_id: idField,
  contact_name: companyContactBody.shape.contact_name,
  mobile: phoneField,
  email: companyContactBody.shape.email,
});
/** Make a member of the company its 负责人 (on the company's written request); the earlier 负责人 become 经办人. */
export const staffOwnerBody = z.object({ shop_id: idField, id: idField });

export const staffMembersData = z.object({ members: z.array(member), invitations: z.array(invitation), contact: companyContact });
