import { replyStateTone } from './inbox-state';
import type { InboxRow } from './InboxList';
import s from './InboxList.module.css';
import { StateTag } from './StateTag';
import { RowButton } from '~/components/RowButton';
import type { TableColumn } from './Table';

/** 答复 for an item not yet handled, 查看 after. */
export const openVerb = (r: InboxRow): string => (r.status ? '查看' : '答复');

type Column<T> = TableColumn<T>;

/** The columns both inboxes share: 提交时间 (with its age), the reply state (with when it is due) and 操作. */
export function inboxColumns<T extends InboxRow>(o: {
  /** The age cell's two lines. */
  age: (r: T) => { age: string; due: string };
  stateTitle: string;
  stateWidth: number;
  /** The 操作 button's accessible name after 答复 / 查看 (e.g. 'X的咨询（time）'). */
  what: (r: T) => string;
  onOpen: (id: number) => void;
  /** Columns shown from this breakpoint up (the first column says the rest on phones). */
  responsive?: Column<T>['responsive'];
}): { submitted: Column<T>; state: Column<T>; action: Column<T> } {
  return {
    submitted: {
      title: '提交时间',
      key: 'createtime',
      width: 150,
      responsive: o.responsive,
      render: (_, r) => (
        <>
          <span className={s.nowrap}>{r.createtime}</span>
          <span className={s.sub}>{o.age(r).age}</span>
        </>
      ),
    },
    state: {
      title: o.stateTitle,
      key: 'state',
      width: o.stateWidth,
      responsive: o.responsive,
      render: (_, r) => {
        const tone = replyStateTone(r.reply_state);
        return (
          <>
            <StateTag tone={tone} text={r.reply_state_name} />
            <span className={`${s.due}${tone === 'overdue' || tone === 'critical' ? ` ${s.late}` : ''}`}>{o.age(r).due}</span>
          </>
        );
      },
    },
    action: {
      title: '操作',
      key: 'action',
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <RowButton onClick={() => o.onOpen(r.id)} aria-label={`${openVerb(r)}：${o.what(r)}`}>
          {openVerb(r)}
        </RowButton>
      ),
    },
  };
}
