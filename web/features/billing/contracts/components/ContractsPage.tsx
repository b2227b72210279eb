import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, ConfigProvider } from 'antd';
import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { FilterLinks } from '~/components/FilterLinks';
import { ListOutcome } from '~/components/ListOutcome';
import type { ListPage } from '~/lib/list-load.server';
import type { ContractItem } from '../contract-form';
import type { ContractKind } from '../contract-kinds';
import { contractExportHref, contractListHref, StatusFilter, type ContractQuery } from '../contract-query';
import { ContractTable, type RowAction } from './ContractTable';
import s from './Contracts.module.css';
import admin from '~/components/AdminPage.module.css';
import { deferred, useIdlePreload } from '~/components/deferred';
import { ListSearch } from './ListSearch';

// The form drawer, the row's dialogs and the payments export: chunks of their own, fetched once the page is idle
// (the list's first load carries none of their antd inputs and date pickers; issue 34).
const ContractFormDrawer = deferred(() => import('./ContractFormDrawer').then((m) => m.ContractFormDrawer));
const PayDialog = deferred(() => import('./PayDialog').then((m) => m.PayDialog));
const ExpireDialog = deferred(() => import('./ExpireDialog').then((m) => m.ExpireDialog));
const EndDialog = deferred(() => import('./EndDialog').then((m) => m.EndDialog));
const RecordsDrawer = deferred(() => import('./RecordsDrawer').then((m) => m.RecordsDrawer));
const ParkPaymentsDialog = deferred(() => import('./ParkPaymentsDialog').then((m) => m.ParkPaymentsDialog));
const PARTS = [ContractFormDrawer, PayDialog, ExpireDialog, EndDialog, RecordsDrawer, ParkPaymentsDialog];

type Props = { kind: ContractKind; path: string; query: ContractQuery; page: ListPage<ContractItem> };

type Acting = { action: Exclude<RowAction, 'edit'>; item: ContractItem } | null;

/**
 * /system/leases and /system/fees: search, status filter, the table (first page from the loader), the list's Excel
 * export, the park's payments export (a dialog) and the drawer and dialogs behind its buttons. Every change re-runs
 * the loader.
 */
export function ContractsPage({ kind, path, query, page }: Props) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  useIdlePreload(...PARTS);
  const [editing, setEditing] = useState<{ item?: ContractItem } | null>(null);
  const [acting, setActing] = useState<Acting>(null);
  const [exportingPayments, setExportingPayments] = useState(false);
  const done = () => {
    setEditing(null);
    setActing(null);
    void revalidator.revalidate();
  };
  const close = () => setActing(null);
  const statusOption = (value: ContractQuery['status'], label: string) => ({
    key: value,
    label,
    href: contractListHref(path, { status: value, keyword: query.keyword }),
    active: query.status === value,
  });
  const dialogProps = acting && { kind, item: acting.item, onClose: close, onDone: done };

  return (
    // Two-character buttons keep their plain names (保存, 编辑) for people and for assistive technology.
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <div className={admin.toolbar}>
        <ListSearch
          path={path}
          keyword={query.keyword}
          placeholder={kind.searchPlaceholder}
          keep={{ status: query.status === StatusFilter.LIVE ? undefined : query.status }}
          clearHref={contractListHref(path, { status: query.status })}
        />
        <div className={s.toolbarButtons}>
          <Button
            href={contractExportHref(kind.exportPath, query)}
            download
            icon={<DownloadOutlined />}
            disabled={!!page.error || page.total === 0}
          >
            导出 Excel
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => setExportingPayments(true)}>
            导出缴费记录
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {kind.createLabel}
          </Button>
        </div>
      </div>
      <FilterLinks
        rows={[
          {
            label: '状态',
            options: [
              statusOption(StatusFilter.LIVE, kind.liveLabel),
              statusOption(StatusFilter.ENDED, '已终止'),
              statusOption(StatusFilter.ALL, '全部'),
            ],
          },
        ]}
      />
      <ListOutcome keyword={query.keyword} total={page.total} error={page.error} />
      <ContractTable
        kind={kind}
        showStatus={query.status === StatusFilter.ALL}
        items={page.items}
        total={page.total}
        page={query.page}
        onPage={(p) => void navigate(contractListHref(path, { ...query, page: p }))}
        onAction={(action, item) => (action === 'edit' ? setEditing({ item }) : setActing({ action, item }))}
      />
      <ContractFormDrawer active={editing !== null} kind={kind} target={editing} onClose={() => setEditing(null)} onSaved={done} />
      {dialogProps && acting.action === 'pay' && <PayDialog active {...dialogProps} />}
      {dialogProps && acting.action === 'expire' && <ExpireDialog active {...dialogProps} />}
      {dialogProps && acting.action === 'end' && <EndDialog active {...dialogProps} />}
      <RecordsDrawer
        active={acting?.action === 'records'}
        kind={kind}
        item={acting?.action === 'records' ? acting.item : null}
        onClose={close}
      />
      {exportingPayments && <ParkPaymentsDialog active kind={kind} onClose={() => setExportingPayments(false)} />}
    </ConfigProvider>
  );
}
