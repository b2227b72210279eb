import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AuditItem } from '@shared/contracts/audit';
import { LoadError } from '~/components/LoadError';
import type { ListPage } from '~/lib/list-load.server';
import { auditHref, hasAuditFilter, type AuditQuery } from '../audit-query';
import s from './Audit.module.css';
import admin from '~/components/AdminPage.module.css';
import { AuditDrawer } from './AuditDrawer';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';

type Props = { path: string; query: AuditQuery; page: ListPage<AuditItem> };

/** /system/audit: the filters (in the URL), the trail with its pager, a drawer with one record, and the CSV export. */
export function AuditPage({ path, query, page }: Props) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<AuditItem | null>(null);
  const filtered = hasAuditFilter(query);
  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AuditFilters path={path} query={query} canExport={!page.error && page.total > 0} />
      {page.error ? (
        <div className={admin.alert}>
          <LoadError msg={page.error} />
        </div>
      ) : (
        <div className={s.toolbar}>
          <p className={s.summary} role="status">
            {filtered ? `符合条件的记录共 ${page.total} 条` : `共 ${page.total} 条记录`}（新的在前）
          </p>
        </div>
      )}
      <AuditTable
        items={page.items}
        total={page.total}
        page={query.page}
        emptyText={page.error ? '加载失败' : filtered ? '没有符合条件的记录' : '暂无审计记录'}
        onPage={(p) => void navigate(auditHref(path, { ...query, page: p }))}
        onOpen={setOpen}
      />
      <AuditDrawer item={open} onClose={() => setOpen(null)} />
    </ConfigProvider>
  );
}
