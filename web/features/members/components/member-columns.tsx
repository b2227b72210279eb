import type { ReactNode } from 'react';
import type { Invitation, Member } from '@shared/contracts/members';
import { orDash } from '../members-view';
import s from './Members.module.css';
import { RoleTag } from './RoleTag';
import type { TeamColumn } from './TeamTable';

type Actions<T> = { width: number; render: (row: T) => ReactNode };
const actionsColumn = <T,>(a: Actions<T>): TeamColumn<T> => ({
  key: 'action',
  title: '操作',
  width: a.width,
  render: a.render,
  action: true,
});

/** The members table's columns (昵称, 手机号 masked by the server, 角色, 加入时间) and, when given, 操作. */
export function memberColumns(actions?: Actions<Member>): TeamColumn<Member>[] {
  return [
    {
      key: 'nickname',
      title: '昵称',
      width: 180,
      render: (m) => (
        <>
          {orDash(m.nickname)}
          {m.me && <span className={s.me}>（我）</span>}
        </>
      ),
    },
    { key: 'phone', title: '手机号', width: 130, render: (m) => orDash(m.phone) },
    { key: 'role', title: '角色', width: 100, render: (m) => <RoleTag role={m.role} name={m.role_name} /> },
    { key: 'joined_at', title: '加入时间', width: 160, render: (m) => m.joined_at },
    ...(actions ? [actionsColumn(actions)] : []),
  ];
}

/** The open invitations' columns (手机号, 角色, 邀请人, 有效期至) and, when given, 操作. */
export function invitationColumns(actions?: Actions<Invitation>): TeamColumn<Invitation>[] {
  return [
    { key: 'phone', title: '手机号', width: 130, render: (i) => i.phone },
    { key: 'role', title: '角色', width: 100, render: (i) => <RoleTag role={i.role} name={i.role_name} /> },
    { key: 'invited_by', title: '邀请人', width: 140, render: (i) => orDash(i.invited_by) },
    { key: 'expires_at', title: '有效期至', width: 160, render: (i) => i.expires_at },
    ...(actions ? [actionsColumn(actions)] : []),
  ];
}
