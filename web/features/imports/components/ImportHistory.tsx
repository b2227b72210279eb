import { Link, useNavigate } from 'react-router';
import type { ImportSummary } from '@shared/contracts/imports';
import { AdminTable } from '~/components/AdminTable';
import { column, Lines } from '~/components/columns';
import { LoadAlert } from '~/components/ListOutcome';
import { ToneTag } from '~/components/ToneTag';
import { paths } from '~/config/paths';
import type { ListPage } from '~/lib/list-load.server';
import { importsHref, importTotals, statusTag, targetShort, type ImportsQuery } from '../import-view';
import s from './Imports.module.css';
import type { TableColumns } from '~/components/Table';

const figure = (key: 'create' | 'update' | 'unchanged', title: string) =>
  column<ImportSummary>({ title, key, width: 64 }, (r) => <span className={s.number}>{importTotals(r.sheets)[key]}</span>);

const columns: TableColumns<ImportSummary> = [
  column({ title: '时间', key: 'time', width: 150 }, (r) => (
    <Lines main={r.checked_at} sub={r.committed_at && `导入于 ${r.committed_at}`} />
  )),
  column({ title: '类型', key: 'kind', width: 100 }, (r) => targetShort(r.kind)),
  column({ title: '文件名', key: 'file_name', width: 180 }, (r) => <span className={s.fileName}>{r.file_name}</span>),
  column({ title: '状态', key: 'status', width: 90 }, (r) => {
    const tag = statusTag(r.status);
    return <ToneTag tone={tag.tone}>{tag.text}</ToneTag>;
  }),
  figure('create', '新增'),
  figure('update', '更新'),
  figure('unchanged', '不变'),
  column({ title: '错误', key: 'errors', width: 64 }, (r) =>
    r.error_rows > 0 ? <span className={s.bad}>{r.error_rows}</span> : <span className={s.number}>0</span>,
  ),
  column({ title: '操作人', key: 'staff_name', width: 100 }, (r) => r.staff_name),
  column({ title: '操作', key: 'action', width: 70, fixed: 'right' }, (r) => (
    <Link to={paths.systemImport(r.id)} aria-label={`查看 ${r.file_name} 的导入报告`}>
      查看
    </Link>
  )),
];

type Props = { query: ImportsQuery; page: ListPage<ImportSummary> };

/** 导入记录: every import checked or made, newest first, 8 a page, each with its report. */
export function ImportHistory({ query, page }: Props) {
  const navigate = useNavigate();
  return (
    <>
      <LoadAlert error={page.error} />
      <AdminTable<ImportSummary>
        columns={columns}
        items={page.items}
        page={query.page}
        total={page.total}
        empty="还没有导入记录"
        onPage={(p) => void navigate(importsHref(p))}
      />
    </>
  );
}
