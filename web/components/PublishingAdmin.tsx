import { PlusOutlined } from '@ant-design/icons';
import { Button, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { POLICY_RECOVERY_DAYS as RECOVERY_DAYS } from '@shared/contracts/policies-admin';
import { AdminSearch } from './AdminSearch';
import { AdminTable } from './AdminTable';
import type { ListPage } from '~/lib/list-load.server';
import { LoadError } from './LoadError';
import { deferred, useIdlePreload } from './deferred';
import { publishingColumns } from './PublishingAdmin.columns';
import s from './AdminPage.module.css';
import { usePublishing, type PublishingApi, type PublishingItem } from './usePublishing';
import type { TableColumns } from './Table';

// 定时发布's dialog (antd's date picker): a chunk of its own, fetched once the page is idle (issue 34).
const PublishDialog = deferred(() => import('./PublishDialog').then((m) => m.PublishDialog));

export type { PublishingApi, PublishingItem } from './usePublishing';

/** What the list's address says: the page, the keyword, the trash or not (and the kind's own filters). */
export type PublishingQuery = { page: number; keyword: string; trash: boolean };

type Props<T extends PublishingItem, Q extends PublishingQuery> = {
  /** 政策, 通知公告, …: in buttons and messages. */
  noun: string;
  list: ListPage<T>;
  query: Q;
  /** The list's address for a query. */
  hrefFor: (query: Partial<Q>) => string;
  /** The search form's action and the hidden fields it keeps (kind, filters). */
  searchAction: string;
  hidden: Record<string, string | number>;
  searchPlaceholder: string;
  /** Filter rows under the toolbar (not in the trash). */
  filters?: ReactNode;
  /** Columns between the title and the lifecycle columns. */
  columns?: TableColumns<T>;
  /** The line under the title (category, type, number). */
  subtitle: (item: T) => string;
  api: PublishingApi;
  /** The form drawer: `target` null closed, {} new, {id} edit. */
  renderForm: (target: { id?: number } | null, close: () => void, saved: () => void) => ReactNode;
};

/**
 * The back office's publishing page (政策资讯, 内容发布): search, the caller's filters and the page in the URL; the
 * table; a drawer to create or edit; publish now or at a future time; unpublish; delete with confirmation; the
 * trash with restore. The same buttons and words for every kind of content.
 */
export function PublishingAdmin<T extends PublishingItem, Q extends PublishingQuery>(props: Props<T, Q>) {
  const { noun, list, query, hrefFor, api } = props;
  const { items, total, error } = list;
  const { page, keyword, trash } = query;
  // To or from the trash starts afresh; otherwise the filters stay and the page is 1 unless given.
  const href = (change: { page?: number; keyword?: string; trash?: boolean }) =>
    change.trash !== undefined
      ? hrefFor({ trash: change.trash } as Partial<Q>)
      : hrefFor({ ...query, page: change.page ?? 1, ...(change.keyword !== undefined ? { keyword: change.keyword } : {}) });
  const navigate = useNavigate();
  useIdlePreload(PublishDialog);
  const { editing, setEditing, publishing, setPublishing, refresh, actions } = usePublishing<T>(api);
  const columns = publishingColumns<T>({ trash, subtitle: props.subtitle, extra: props.columns, actions });

  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <div className={s.toolbar}>
        <AdminSearch
          path={props.searchAction}
          id="publishing-keyword"
          keyword={keyword}
          placeholder={props.searchPlaceholder}
          keep={props.hidden}
          clearHref={href({ keyword: '' })}
        />
        <div className={s.actions}>
          {trash ? (
            <Link to={href({ trash: false, keyword: '' })}>返回{noun}列表</Link>
          ) : (
            <Link to={href({ trash: true, keyword: '' })}>回收站</Link>
          )}
          {!trash && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新建{noun}
            </Button>
          )}
        </div>
      </div>
      {trash ? (
        <p className={s.summary}>
          回收站：删除 {RECOVERY_DAYS} 天内的{noun}可恢复，超过后自动清除。
        </p>
      ) : (
        props.filters
      )}
      {keyword && !error && (
        <p className={s.summary}>
          “{keyword}”的搜索结果，共 {total} 条。
        </p>
      )}
      {error && (
        <div className={s.alert}>
          <LoadError msg={error} />
        </div>
      )}
      <AdminTable<T>
        columns={columns}
        items={items}
        empty={trash ? '回收站是空的' : undefined}
        page={page}
        total={total}
        onPage={(p) => void navigate(href({ page: p }))}
      />
      {props.renderForm(
        editing,
        () => setEditing(null),
        () => {
          setEditing(null);
          refresh();
        },
      )}
      {publishing && (
        <PublishDialog
          active
          title={publishing.title}
          publish={(at) => api.publish(publishing.id, at)}
          onClose={() => setPublishing(null)}
          onDone={() => {
            setPublishing(null);
            refresh();
          }}
        />
      )}
    </ConfigProvider>
  );
}
