import { describe, expect, it } from 'vitest';
import { MemberRole } from '@shared/auth/member-roles';
import type { Member } from '@shared/contracts/members';
import { contactBody, inviteBody, staffContactBody } from './members-check';
import { managesTeam, mobileChanged, ownerCount, ROLE_CHOICES, rowActions } from './members-view';

const member = (over: Partial<Member> = {}): Member => ({
  id: 5,
  nickname: '李财务',
  phone: '139****0002',
  role: MemberRole.FINANCE,
  role_name: '财务',
  joined_at: '2026-06-01 10:00',
  me: false,
  ...over,
});
const saved = { contact_name: '张三', mobile: '13800138000', email: '' };

describe('who may do what on /members', () => {
  it('lets only a 负责人 manage, and never on their own row', () => {
    expect(managesTeam(MemberRole.OWNER)).toBe(true);
    expect(managesTeam(MemberRole.FINANCE)).toBe(false);
    expect(managesTeam(MemberRole.AGENT)).toBe(false);
    expect(rowActions(member(), MemberRole.OWNER)).toEqual({ changeRole: true, remove: true, transfer: true });
    expect(rowActions(member({ me: true, role: MemberRole.OWNER }), MemberRole.OWNER)).toEqual({
      changeRole: false,
      remove: false,
      transfer: false,
    });
    expect(rowActions(member({ role: MemberRole.OWNER }), MemberRole.OWNER).transfer).toBe(false);
    expect(rowActions(member(), MemberRole.AGENT)).toEqual({ changeRole: false, remove: false, transfer: false });
  });

  it('counts the 负责人 and offers the three roles with their hints', () => {
    expect(ownerCount([member(), member({ id: 6, role: MemberRole.OWNER })])).toBe(1);
    expect(ROLE_CHOICES.map((r) => r.label)).toEqual(['负责人', '财务', '经办人']);
    expect(ROLE_CHOICES.every((r) => r.hint.length > 0)).toBe(true);
  });
});

describe('the invitation and the contacts, checked with the server’s contracts', () => {
  it('says the spec’s phone messages and refuses an unknown role', () => {
    expect(inviteBody('', MemberRole.AGENT)).toEqual({ ok: false, errors: { phone: '请输入手机号' } });
    expect(inviteBody('1380013800', MemberRole.AGENT)).toEqual({ ok: false, errors: { phone: '手机号码错误！' } });
    expect(inviteBody('13900000002', 7)).toEqual({ ok: false, errors: { role: '角色不存在' } });
    expect(inviteBody(' 13900000002 ', MemberRole.FINANCE)).toEqual({ ok: true, body: { phone: '13900000002', role: 2 } });
  });

  it('asks for a code only when the mobile changes', () => {
    expect(mobileChanged(saved, ' 13800138000 ')).toBe(false);
    expect(mobileChanged(saved, '13900000003')).toBe(true);
    expect(contactBody(saved, { ...saved, contact_name: '李四', code: '' })).toEqual({
      ok: true,
      body: { contact_name: '李四', mobile: '13800138000', email: '' },
    });
    expect(contactBody(saved, { ...saved, mobile: '13900000003', code: '' })).toEqual({ ok: false, errors: { code: '请输入验证码' } });
    expect(contactBody(saved, { ...saved, mobile: '13900000003', code: '12345' })).toEqual({
      ok: false,
      errors: { code: '验证码错误或已过期' },
    });
    expect(contactBody(saved, { ...saved, mobile: '13900000003', code: '123456' })).toEqual({
      ok: true,
      body: { contact_name: '张三', mobile: '13900000003', email: '', code: '123456' },
    });
  });

  it('says which contact field is wrong, for the company and for the staff', () => {
    expect(contactBody(saved, { contact_name: ' ', mobile: '123', email: 'x@', code: '' })).toEqual({
      ok: false,
      errors: { contact_name: '请输入联系人', mobile: '手机号码错误！', email: '邮箱格式错误', code: '请输入验证码' },
    });
    expect(staffContactBody(3, { ...saved, mobile: '13900000003', email: 'a@b.cn', code: '' })).toEqual({
      ok: true,
      body: { shop_id: 3, contact_name: '张三', mobile: '13900000003', email: 'a@b.cn' },
    });
  });
});
