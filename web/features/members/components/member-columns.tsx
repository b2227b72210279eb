import type { TableColumnsType, TableColumnType } from 'antd';
import type { TdHTMLAttributes } from 'react';
import type { Invitation, Member } from '@shared/contracts/members';
import { actionColumn, column } from '~/components/columns';
import { orDash } from '../members-view';
import s from './Members.module.css';
import { RoleTag } from './RoleTag';

/** A column whose cells carry its name (data-label), which the phone's stacked cards show before each value. */
function labelled<T>(c: TableColumnType<T>): TableColumnType<T> {
  const cell = { 'data-label': String(c.title) } as TdHTMLAttributes<HTMLTableCellElement>;
  return { ...c, onCell: () => cell };
}

/** The members table's columns (昵称, 手机号 masked by the server, 角色, 加入时间) and, when given, 操作. */
export function memberColumns(actions?: { width: number; render: (m: Member) => React.ReactNode }): TableColumnsType<Member> {
  const columns: TableColumnsType<Member> = [
    column<Member>({ title: '昵称', key: 'nickname', width: 180 }, (m) => (
      <>
        {orDash(m.nickname)}
        {m.me && <span className={s.me}>（我）</span>}
      </>
    )),
    column<Member>({ title: '手机号', key: 'phone', width: 130 }, (m) => orDash(m.phone)),
    column<Member>({ title: '角色', key: 'role', width: 100 }, (m) => <RoleTag role={m.role} name={m.role_name} />),
    column<Member>({ title: '加入时间', key: 'joined_at', width: 160 }, (m) => m.joined_at),
    ...(actions ? [actionColumn<Member>(actions.width, actions.render)] : []),
  ];
  return columns.map(labelled);
}

/** The open invitations' columns (手机号, 角色, 邀请人, 有效期至) and, when given, 操作. */
export function invitationColumns(actions?: { width: number; render: (i: Invitation) => React.ReactNode }): TableColumnsType<Invitation> {
  const columns: TableColumnsType<Invitation> = [
    column<Invitation>({ title: '手机号', key: 'phone', width: 130 }, (i) => i.phone),
    column<Invitation>({ title: '角色', key: 'role', width: 100 }, (i) => <RoleTag role={i.role} name={i.role_name} />),
    column<Invitation>({ title: '邀请人', key: 'invited_by', width: 140 }, (i) => orDash(i.invited_by)),
    column<Invitation>({ title: '有效期至', key: 'expires_at', width: 160 }, (i) => i.expires_at),
    ...(actions ? [actionColumn<Invitation>(actions.width, actions.render)] : []),
  ];
  return columns.map(labelled);
}
