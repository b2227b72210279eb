import type { ApplicationView } from '@shared/contracts/applications';
import { AdminTable, type RowsPage } from '~/components/AdminTable';
import { canDecide } from '../review';
import { StatusTag } from './StatusTag';
import { RowButton } from '~/components/RowButton';
import type { TableColumns } from '~/components/Table';

type Props = RowsPage<ApplicationView> & {
  /** 'apply': every application with its status; 'company': settled companies. */
  mode: 'apply' | 'company';
  onOpen: (item: ApplicationView) => void;
  /** Settled companies: correct the public listing (park operations). */
  onEdit?: (item: ApplicationView) => void;
};

/** A back-office table, 8 a page (spec §9), with the detail dialog behind each row. */
export function ApplicationTable({ mode, items, total, page, onPage, onOpen, onEdit }: Props) {
  const columns: TableColumns<ApplicationView> = [
    { title: '企业名称', dataIndex: 'shop_name', key: 'shop_name', width: 220 },
    { title: '联系人', dataIndex: 'people_name', key: 'people_name', width: 100 },
    { title: '联系方式', dataIndex: 'mobile', key: 'mobile', width: 130 },
    mode === 'apply'
      ? { title: '所在地区', dataIndex: 'region', key: 'region', ellipsis: true }
      : { title: '企业类别', dataIndex: 'cat_name', key: 'cat_name', ellipsis: true, render: (v: string) => v || '—' },
    mode === 'apply'
      ? { title: '申请时间', dataIndex: 'createtime', key: 'createtime', width: 170 }
      : { title: '入驻时间', dataIndex: 'reviewtime', key: 'reviewtime', width: 170, render: (v: string) => v || '—' },
    ...(mode === 'apply'
      ? [{ title: '状态', dataIndex: 'status', key: 'status', width: 90, render: (v: number) => <StatusTag status={v} /> }]
      : []),
    {
      title: '操作',
      key: 'action',
      width: onEdit ? 180 : 90,
      fixed: 'right',
      render: (_: unknown, item: ApplicationView) => (
        <>
          <RowButton
            onClick={() => onOpen(item)}
            aria-label={`${mode === 'apply' && canDecide(item.status) ? '审核' : '查看'}「${item.shop_name}」`}
          >
            {mode === 'apply' && canDecide(item.status) ? '审核' : '查看'}
          </RowButton>
          {onEdit && (
            <RowButton onClick={() => onEdit(item)} aria-label={`编辑公开信息：${item.shop_name}`}>
              编辑公开信息
            </RowButton>
          )}
        </>
      ),
    },
  ];
  return (
    <AdminTable<ApplicationView> columns={columns} items={items} scrollX={860} size="large" page={page} total={total} onPage={onPage} />
  );
}
