import { ExportOutlined } from '@ant-design/icons';
import type { PolicyNoticeItem } from '@shared/contracts/policy-notices';
import { AdminTable, type RowsPage } from '~/components/AdminTable';
import { actionColumn, column, Lines } from '~/components/columns';
import { followupSummary, linkProps, windowText } from '../policy-notice-view';
import { StatusTag, WindowTag } from './PolicyNoticeTags';
import s from './PolicyNotices.module.css';
import { RowButton } from '~/components/RowButton';
import type { TableColumns } from '~/components/Table';

export type PolicyNoticeAction = 'follow' | 'history' | 'delete';

type Props = RowsPage<PolicyNoticeItem> & {
  /** The company column shows only when system_type is 2 or 3 (spec §2). */
  showCompany: boolean;
  onAction: (action: PolicyNoticeAction, item: PolicyNoticeItem) => void;
};

function columnsOf(showCompany: boolean, onAction: Props['onAction']): TableColumns<PolicyNoticeItem> {
  const columns: TableColumns<PolicyNoticeItem> = [
    {
      title: '通知标题',
      key: 'title',
      width: 220,
      render: (_, n) => {
        const link = linkProps(n.link);
        return (
          <>
            <span className={s.title}>{n.title}</span>
            {link && (
              <a {...link} className={s.sub} aria-label={`打开链接：${n.title}（新标签页）`}>
                打开链接 <ExportOutlined aria-hidden />
              </a>
            )}
          </>
        );
      },
    },
  ];
  if (showCompany) {
    columns.push({ title: '企业', key: 'company', width: 160, render: (_, n) => n.company_name });
  }
  columns.push(
    {
      title: '有效期',
      key: 'window',
      width: 130,
      render: (_, n) => (
        <>
          {n.start_time && n.end_time ? (
            <>
              <span className={s.nowrap}>{n.start_time} 至</span> <span className={s.nowrap}>{n.end_time}</span>
            </>
          ) : (
            windowText(n)
          )}
          <span className={s.sub}>
            <WindowTag window={n.window} label={n.window_label} />
          </span>
        </>
      ),
    },
    {
      title: '跟进情况',
      key: 'followups',
      width: 210,
      render: (_, n) => {
        const f = followupSummary(n);
        return (
          <>
            <StatusTag status={n.status} label={n.status_label} /> <span className={s.nowrap}>{f.count}</span>
            {f.last && <span className={s.last}>{f.last}</span>}
          </>
        );
      },
    },
    column({ title: '发布', key: 'created', width: 120 }, (n: PolicyNoticeItem) => (
      <Lines main={n.createtime} sub={n.admin_name || null} className={s.sub} />
    )),
    actionColumn(120, (n: PolicyNoticeItem) => (
      <>
        <RowButton onClick={() => onAction('follow', n)} aria-label={`跟进：${n.title}`}>
          跟进
        </RowButton>
        <RowButton onClick={() => onAction('history', n)} aria-label={`跟进记录：${n.title}`}>
          跟进记录
        </RowButton>
        <RowButton danger onClick={() => onAction('delete', n)} aria-label={`删除：${n.title}`}>
          删除
        </RowButton>
      </>
    )),
  );
  return columns;
}

/** Notices, 8 a page; fits a 1280 px screen, and scrolls in its own box on narrow ones (the actions stay). */
export function PolicyNoticeTable({ showCompany, items, total, page, onPage, onAction }: Props) {
  const columns = columnsOf(showCompany, onAction);
  return <AdminTable<PolicyNoticeItem> columns={columns} items={items} page={page} total={total} onPage={onPage} />;
}
