// @vitest-environment happy-dom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberRole } from '@shared/auth/member-roles';
import * as authCalls from '@shared/calls/auth';
import * as membersCalls from '@shared/calls/members';
import type { Member, MemberListData } from '@shared/contracts/members';
import { MSG } from '@shared/messages';
import { NotifyHost } from '~/components/NotifyHost';
import { answeringFetch, button, click, closeRoot, field, openRoot, text, type, until } from '~/test/dom';
import { expectContains } from '~/test/html';
import type { MembersLoad } from '../api/members.server';
import { MembersPage } from './MembersPage';

const member = (over: Partial<Member>): Member => ({
  id: 1,
  nickname: '张负责',
  phone: '138****0001',
  role: MemberRole.OWNER,
  role_name: '负责人',
  joined_at: '2026-06-01 09:00',
  me: false,
  ...over,
});
const team = (myRole: number): MemberListData => ({
  members: [
    member({ id: 1, me: myRole === MemberRole.OWNER }),
    member({
      id: 2,
      nickname: '李财务',
      phone: '139****0002',
      role: MemberRole.FINANCE,
      role_name: '财务',
      me: myRole === MemberRole.FINANCE,
    }),
  ],
  invitations: [
    {
      id: 9,
      phone: '13700000003',
      role: MemberRole.AGENT,
      role_name: '经办人',
      invited_by: '张负责',
      invited_at: '2026-06-02 10:00',
      expires_at: '2026-06-09 10:00',
    },
  ],
  my_role: myRole,
});
const loaded = (myRole: number): MembersLoad => ({
  ok: true,
  team: team(myRole),
  contact: { contact_name: '张三', mobile: '13800138000', email: 'zs@example.cn' },
  contactError: null,
});

const clean = (html: string) => html.replace(/<!-- -->/g, '');
function html(data: MembersLoad) {
  const Page = () => <MembersPage data={data} onChanged={vi.fn()} onLeft={vi.fn()} />;
  const Stub = createRoutesStub([{ path: '/members', Component: Page }]);
  return clean(renderToString(<Stub initialEntries={['/members']} />));
}

describe('/members as each role sees it', () => {
  it('gives the 负责人 the invitation, the rows’ steps, 撤回 and the contacts’ edit, never on their own row', () => {
    const page = html(loaded(MemberRole.OWNER));
    expectContains(page, [
      '邀请成员',
      '退出企业',
      '张负责',
      '（我）',
      '139****0002',
      '共 2 人',
      'aria-label="修改角色：李财务"',
      'aria-label="转让负责人：李财务"',
      'aria-label="移除「李财务」"',
      'aria-label="撤回对 13700000003 的邀请"',
      '2026-06-09 10:00',
      '修改联系人',
      'zs@example.cn',
      '您的角色：负责人',
    ]);
    expect(page).not.toContain('修改角色：张负责');
  });

  it('shows a 财务 the team and the contacts, and only 退出企业', () => {
    const page = html(loaded(MemberRole.FINANCE));
    expectContains(page, ['退出企业', '李财务', '13700000003', '张三', '您的角色：财务']);
    for (const absent of ['邀请成员', '修改角色', '转让负责人', '移除', '撤回', '修改联系人']) expect(page).not.toContain(absent);
  });

  it('says 请先入驻企业 with the way to settle, another refusal with 重试, and empty lists as such', () => {
    expectContains(html({ ok: false, error: MSG.settleFirst }), [MSG.settleFirst, '申请入驻']);
    expectContains(html({ ok: false, error: '无权访问' }), ['无权访问', '重试']);
    const empty = { ...loaded(MemberRole.OWNER), contact: null, contactError: '企业不存在' } as MembersLoad;
    if (empty.ok) empty.team.invitations = [];
    expectContains(html(empty), ['暂无待接受的邀请', '企业不存在']);
  });
});

// The dialogs, in a running page: what is checked before sending, and what is sent.
const { answers, fetchMock, sentTo, reset } = answeringFetch({ code: 0, msg: '未知调用', data: null });
const onChanged = vi.fn();
let root: Root;

beforeEach(() => {
  reset();
  onChanged.mockClear();
  root = openRoot(fetchMock);
  // No antd around the page (it loads none): its form dialogs bring antd's providers with them; the confirmations are NotifyHost's.
  const Page = () => (
    <>
      <MembersPage data={loaded(MemberRole.OWNER)} onChanged={onChanged} onLeft={vi.fn()} />
      <NotifyHost />
    </>
  );
  const Stub = createRoutesStub([{ path: '/members', Component: Page }]);
  act(() => root.render(<Stub initialEntries={['/members']} />));
});
afterEach(() => closeRoot(root));

describe('the 负责人’s dialogs', () => {
  it('invites by mobile with the chosen role, after the spec’s phone messages', async () => {
    answers[membersCalls.memberInvite.path] = {
      code: 1,
      msg: '邀请已发出',
      data: { id: 10, phone: '13900000002', role: 2, role_name: '财务', invited_by: '张负责', invited_at: '', expires_at: '' },
    };
    await click('邀请成员');
    await until(() => text().includes('管理成员与企业联系人，可使用全部功能'));
    await click('发送邀请');
    await until(() => text().includes('请输入手机号'));
    await type(field('member-invite_phone'), '1390000000');
    await click('发送邀请');
    await until(() => text().includes('手机号码错误！'));
    expect(fetchMock).not.toHaveBeenCalled();
    await type(field('member-invite_phone'), '13900000002');
    await until(() => !text().includes('手机号码错误！'));
    await act(async () => document.querySelector<HTMLInputElement>('input[type="radio"][value="2"]')!.click());
    await click('发送邀请');
    await until(() => onChanged.mock.calls.length === 1);
    expect(sentTo(membersCalls.memberInvite.path)).toEqual([{ phone: '13900000002', role: 2 }]);
  });

  it('asks for a code to a new contact mobile, sends it with purpose contact, and saves with it', async () => {
    answers[authCalls.smsCode.path] = { code: 1, msg: '验证码已发送', data: { expires_in: 300, resend_in: 60, demo_code: '246810' } };
    answers[membersCalls.companyContactSave.path] = {
      code: 1,
      msg: '保存成功',
      data: { contact_name: '张三', mobile: '13900000005', email: 'zs@example.cn' },
    };
    await click('修改联系人');
    await until(() => field('company-contact_mobile') !== null);
    expect(text()).not.toContain('获取验证码');
    await type(field('company-contact_mobile'), '13900000005');
    await click('获取验证码');
    await until(() => text().includes('演示模式验证码：246810'));
    expect(sentTo(authCalls.smsCode.path)).toEqual([{ phone: '13900000005', purpose: 'contact' }]);
    expect(button('获取验证码')).toBeNull();
    await click('保存');
    await until(() => text().includes('请输入验证码'));
    expect(sentTo(membersCalls.companyContactSave.path)).toEqual([]);
    await type(field('company-contact_code'), '246810');
    await click('保存');
    await until(() => onChanged.mock.calls.length === 1);
    expect(sentTo(membersCalls.companyContactSave.path)).toEqual([
      { contact_name: '张三', mobile: '13900000005', email: 'zs@example.cn', code: '246810' },
    ]);
  });

  it('passes the picture check when the server asks for it, then sends the code with the answer', async () => {
    answers[authCalls.smsCode.path] = { code: 0, msg: '请输入图形验证码', data: { captcha_required: true } };
    answers[authCalls.captcha.path] = {
      code: 1,
      msg: '',
      data: { id: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expires_in: 300 },
    };
    await click('修改联系人');
    await until(() => field('company-contact_mobile') !== null);
    await type(field('company-contact_mobile'), '13900000006');
    await click('获取验证码');
    await until(() => document.querySelector('img[alt="图形验证码，看不清可换一张"]') !== null);
    answers[authCalls.smsCode.path] = { code: 1, msg: '验证码已发送', data: { expires_in: 300, resend_in: 60 } };
    await type(document.querySelector<HTMLInputElement>('input[aria-label="图形验证码"]')!, 'ab12');
    await click('获取验证码');
    await until(() => text().includes('60 秒后重新发送'));
    expect(sentTo(authCalls.smsCode.path)).toEqual([
      { phone: '13900000006', purpose: 'contact' },
      { phone: '13900000006', purpose: 'contact', captcha_id: 'c1', captcha: 'ab12' },
    ]);
    expect(document.querySelector('img[alt="图形验证码，看不清可换一张"]')).toBeNull();
  });
});

describe('the 负责人’s confirmed steps', () => {
  const confirmButton = (name: string) =>
    [...document.querySelectorAll<HTMLButtonElement>('dialog button')].find((b) => b.textContent?.trim() === name) ?? null;

  it('removes a member after the confirmation, then reads the page again; 取消 sends nothing', async () => {
    answers[membersCalls.memberRemove.path] = { code: 1, msg: '已移除', data: null };
    const remove = () => act(async () => document.querySelector<HTMLButtonElement>('button[aria-label="移除「李财务」"]')!.click());
    await remove();
    await until(() => text().includes('移除成员「李财务」？'));
    await act(async () => confirmButton('取消')!.click());
    await until(() => document.querySelector('dialog') === null);
    expect(fetchMock).not.toHaveBeenCalled();
    await remove();
    await until(() => confirmButton('移除') !== null);
    // A step that removes: its OK in red (antd's danger), 取消 focused first.
    expect(confirmButton('移除')!.className).toMatch(/dangerOk/);
    expect(document.activeElement?.textContent?.trim()).toBe('取消');
    await act(async () => confirmButton('移除')!.click());
    await until(() => onChanged.mock.calls.length === 1);
    expect(sentTo(membersCalls.memberRemove.path)).toEqual([{ id: 2 }]);
  });

  it('withdraws an invitation after the confirmation', async () => {
    answers[membersCalls.invitationCancel.path] = { code: 1, msg: '已撤回', data: null };
    await act(async () => document.querySelector<HTMLButtonElement>('button[aria-label="撤回对 13700000003 的邀请"]')!.click());
    await until(() => confirmButton('撤回') !== null);
    await act(async () => confirmButton('撤回')!.click());
    await until(() => onChanged.mock.calls.length === 1);
    expect(sentTo(membersCalls.invitationCancel.path)).toEqual([{ id: 9 }]);
  });
});
