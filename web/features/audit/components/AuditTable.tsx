import { AUDIT_PAGE_SIZE, auditActorText, type AuditItem } from '@shared/contracts/audit';
import { AdminTable, type RowsPage } from '~/components/AdminTable';
import { column, Lines } from '~/components/columns';
import s from './Audit.module.css';
import admin from '~/components/AdminPage.module.css';
import { ResultTag } from './ResultTag';
import { RowButton } from '~/components/RowButton';
import type { TableColumns } from '~/components/Table';

type Props = RowsPage<AuditItem> & {
  /** What the empty table says (nothing recorded, or nothing matching the filters). */
  emptyText: string;
  onOpen: (item: AuditItem) => void;
};

/** Changes shown in a row before 详情 shows them all. */
const CHANGES_IN_ROW = 2;

function Changes({ item }: { item: AuditItem }) {
  if (!item.changes.length) return <span className={admin.sub}>—</span>;
  const more = item.changes.length - CHANGES_IN_ROW;
  return (
    <>
      {item.changes.slice(0, CHANGES_IN_ROW).map((c) => (
        <span key={c.field} className={s.change}>
          {c.field}：{c.before || '（空）'}
          <span className={s.arrow} aria-label="改为">
            →
          </span>
          {c.after || '（空）'}
        </span>
      ))}
      {more > 0 && <span className={admin.sub}>另有 {more} 项变更</span>}
    </>
  );
}

function columnsOf(onOpen: Props['onOpen']): TableColumns<AuditItem> {
  return [
    column({ title: '时间', key: 'at', width: 100, fixed: 'left' }, (i: AuditItem) => (
      <span className={s.nowrap}>
        <Lines main={i.at.slice(0, 10)} sub={i.at.slice(11)} />
      </span>
    )),
    column({ title: '操作人', key: 'who', width: 150 }, (i: AuditItem) => <Lines main={auditActorText(i)} sub={i.role_names || null} />),
    {
      title: '操作',
      key: 'what',
      width: 150,
      render: (_, i) => (
        <>
          {i.action_name}
          {i.action_name !== i.action && <span className={`${s.code} ${s.codeLine}`}>{i.action}</span>}
        </>
      ),
    },
    {
      title: '对象',
      key: 'object',
      width: 110,
      render: (_, i) =>
        i.object_type ? (
          <Lines main={i.object_type_name} sub={i.object_id ? `编号 ${i.object_id}` : null} />
        ) : (
          <span className={admin.sub}>—</span>
        ),
    },
    { title: '结果', key: 'success', width: 70, render: (_, i) => <ResultTag success={i.success} /> },
    { title: '来源地址', key: 'ip', width: 120, render: (_, i) => <span className={s.code}>{i.ip || '—'}</span> },
    { title: '变更（前 → 后）', key: 'changes', width: 240, render: (_, i) => <Changes item={i} /> },
    {
      title: '详情',
      key: 'open',
      width: 70,
      fixed: 'right',
      render: (_, i) => (
        <RowButton onClick={() => onOpen(i)} aria-label={`查看第 ${i.id} 条审计记录`}>
          查看
        </RowButton>
      ),
    },
  ];
}

/** The trail, newest first, AUDIT_PAGE_SIZE a page; the table scrolls in its own box on narrow screens. */
export function AuditTable({ emptyText, onOpen, ...list }: Props) {
  return <AdminTable<AuditItem> columns={columnsOf(onOpen)} empty={emptyText} pageSize={AUDIT_PAGE_SIZE} {...list} />;
}
