import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { ApplicationView } from '@shared/contracts/applications';
import type { AdminListPage } from '../api/admin-list.server';
import { adminExportHref, adminListHref, type AdminListQuery } from '../review-query';
import s from './AdminList.module.css';
import admin from '~/components/AdminPage.module.css';
import { AdminListSearch } from './AdminListSearch';
import { ApplicationTable } from './ApplicationTable';
import type { RenderLogo } from './ListingDrawer';
import { deferred, useIdlePreload } from '~/components/deferred';

// An application's detail (with its review) and the listing form: chunks of their own, fetched once the page is idle
// (issue 34).
const ApplicationDetail = deferred(() => import('./ApplicationDetail').then((m) => m.ApplicationDetail));
const ListingDrawer = deferred(() => import('./ListingDrawer').then((m) => m.ListingDrawer));

type Props = {
  path: string;
  mode: 'apply' | 'company';
  query: AdminListQuery;
  page: AdminListPage;
  viewer: string;
  /** Settled companies: the logo upload of the listing drawer (absent: no listing edits). */
  renderLogo?: RenderLogo;
  /** Settled companies: the 成员与联系人 section of a company's detail (issue 30). */
  renderTeam?: (item: ApplicationView) => ReactNode;
};

/** Search, table and detail dialog of /system/applylist and /system/companylist; the first page comes from the loader. */
export function AdminApplications({ path, mode, query, page, viewer, renderLogo, renderTeam }: Props) {
  useIdlePreload(ApplicationDetail, ListingDrawer);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<ApplicationView | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const noun = mode === 'apply' ? '申请' : '企业';
  return (
    <>
      <div className={s.toolbar}>
        <AdminListSearch path={path} keyword={query.keyword} placeholder="搜索企业名称、地区或地址" />
        <Button
          href={adminExportHref(mode, query.keyword)}
          download
          icon={<DownloadOutlined />}
          disabled={!!page.error || page.total === 0}
        >
          导出 Excel
        </Button>
      </div>
      {query.keyword && !page.error && (
        <p className={admin.summary}>
          “{query.keyword}”的搜索结果，共 {page.total} 个{noun}。
        </p>
      )}
      {page.error && <Alert type="error" showIcon title={page.error} style={{ marginBottom: 16 }} />}
      <ApplicationTable
        mode={mode}
        items={page.items}
        total={page.total}
        page={query.page}
        onPage={(p) => void navigate(adminListHref(path, { keyword: query.keyword, page: p }))}
        onOpen={setSelected}
        onEdit={mode === 'company' && renderLogo ? (item) => setEditing(item.id) : undefined}
      />
      {renderLogo && (
        <ListingDrawer
          active={editing !== null}
          id={editing}
          renderLogo={renderLogo}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void revalidator.revalidate();
          }}
        />
      )}
      <ApplicationDetail
        active={selected !== null}
        item={selected}
        viewer={viewer}
        reviewing={mode === 'apply'}
        renderTeam={mode === 'company' ? renderTeam : undefined}
        onClose={() => setSelected(null)}
        onDecided={() => {
          setSelected(null);
          void revalidator.revalidate();
        }}
        onChanged={(next) => {
          setSelected(next);
          void revalidator.revalidate();
        }}
      />
    </>
  );
}
